export { compareSemver, isSemver } from "./index.js";
