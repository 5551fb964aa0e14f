export { rfc3339MicroTime, rfc3339Time } from "./index.js";
