// Its functions are in v1.js of the package's api/ (corespec's generator/build/api-bundles.ts).
export { defaultPriorityClass, defaultPriorityClassList, setDefaultsPriorityClass, setDefaultsPriorityClassList } from "../../api/scheduling.core.io/v1.js";
