export { cel, domainPrefixedPath, filePath, imageReference, lowercase, nonKubernetesDomain, printable, uid } from "./index.js";
