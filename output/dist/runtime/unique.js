export { UniqueBy, checkUnique, hasDuplicate, uniqueBy } from "./index.js";
