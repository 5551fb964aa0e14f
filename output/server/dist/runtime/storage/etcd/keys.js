// Copied by corespec from templates/server/storage/etcd/keys.ts. DO NOT EDIT: change the template and run `npm run generate`.
export function resourcePrefix(prefix, key) {
  return `${prefix}/${key.group === "" ? "core" : key.group}/${key.resource}/`;
}
export function prefixEnd(prefix) {
  return `${prefix.slice(0, -1)}${String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1)}`;
}
