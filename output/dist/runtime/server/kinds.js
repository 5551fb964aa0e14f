// Copied by corespec from templates/runtime/server/kinds.ts. DO NOT EDIT: change the template and run `npm run generate`.
/** `apiVersion` of a kind: `group/version`, or `version` for the core group. */
export function apiVersion(info) {
    return info.group === "" ? info.version : `${info.group}/${info.version}`;
}
/** `leases.coordination.core.io`, as Kubernetes names a resource in messages. */
export function groupResource(info) {
    return info.group === "" ? info.key.resource : `${info.key.resource}.${info.group}`;
}
