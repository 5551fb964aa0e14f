// Copied by corespec from templates/server/storage/etcd/keys.ts. DO NOT EDIT: change the template and run `npm run generate`.
/** The key prefix of a resource, ending in `/`. */
export function resourcePrefix(prefix, key) {
  return `${prefix}/${key.group === "" ? "core" : key.group}/${key.resource}/`;
}
/** The end of a prefix's range: the prefix with its last byte incremented (`/` + 1 is `0`). */
export function prefixEnd(prefix) {
  return `${prefix.slice(0, -1)}${String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1)}`;
}
