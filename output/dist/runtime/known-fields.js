export { knownFields, listOf, mapOf } from "./index.js";
