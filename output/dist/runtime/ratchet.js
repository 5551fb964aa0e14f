export { ratchet } from "./index.js";
