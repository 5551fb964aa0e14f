export { createApi, functionNames, registryOf } from "./index.js";
