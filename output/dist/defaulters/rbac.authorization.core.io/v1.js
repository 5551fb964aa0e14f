// Its functions are in v1.js of the package's api/ (corespec's generator/build/api-bundles.ts).
export { defaultClusterRoleBinding, defaultClusterRoleBindingList, defaultRoleRef, defaultSubject, setDefaultsClusterRoleBinding, setDefaultsClusterRoleBindingList, setDefaultsRoleRef, setDefaultsSubject } from "../../api/rbac.authorization.core.io/v1.js";
