export { parseDuration } from "./index.js";
