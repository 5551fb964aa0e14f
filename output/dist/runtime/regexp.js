export { compileRegex, linearRegExp } from "./index.js";
