export { checkObjectMeta, checkObjectMetaUpdate, checkTypeMeta } from "./index.js";
