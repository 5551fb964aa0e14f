export { collect, guarded, snapshot, unknownFields, unknownKeys, updateValidator, validator } from "./index.js";
