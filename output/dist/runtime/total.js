export { collect, snapshot, unknownFields, unknownKeys, updateValidator, validator } from "./index.js";
