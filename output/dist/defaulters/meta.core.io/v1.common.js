// Its functions are in v1.common.js of the package's api/ (corespec's generator/build/api-bundles.ts).
export { defaultCondition, defaultGroupVersionKind, defaultGroupVersionResource, defaultListMeta, defaultManagedFieldsEntry, defaultObjectMeta, defaultOwnerReference, defaultShardInfo, defaultStatus, defaultStatusCause, defaultStatusDetails } from "../../api/meta.core.io/v1.common.js";
