export { DOT, inSet, isWordChar, parseRegex } from "./index.js";
