export { checkKindUnchanged, checkUnchanged } from "./index.js";
