// Copied by corespec from templates/server/apimachinery/kinds.ts. DO NOT EDIT: change the template and run `npm run generate`.
import { ratchet } from "@corespec/api/runtime/ratchet.js";
/**
 * Drops, in place, every field the tree does not know, as Kubernetes' decoder drops unknown
 * fields (fieldValidation Ignore and Warn): the same fields the kind's findUnknownFields lists.
 */
export function dropUnknownFields(value, known) {
  if (known === undefined || known === 0 || typeof value !== "object" || value === null) return;
  if (Array.isArray(value)) {
    if (known.items !== undefined) for (const item of value) dropUnknownFields(item, known.items);
    return;
  }
  const object = value;
  if (known.values !== undefined) {
    for (const key of Object.keys(object)) dropUnknownFields(object[key], known.values);
    return;
  }
  const fields = known.fields;
  if (fields === undefined) return;
  for (const key of Object.keys(object)) {
    if (Object.prototype.hasOwnProperty.call(fields, key))
      dropUnknownFields(object[key], fields[key]);
    else if (known.open !== true) delete object[key];
  }
}
/** `apiVersion` of a kind: `group/version`, or `version` for the core group. */
export function apiVersion(info) {
  return info.group === "" ? info.version : `${info.group}/${info.version}`;
}
/** `leases.coordination.core.io`, as Kubernetes names a resource in messages. */
export function groupResource(info) {
  return info.group === "" ? info.key.resource : `${info.key.resource}.${info.group}`;
}
/** A kind's update check, ratcheting when asked (runtime/ratchet.ts). */
export function updateCheck(info, validation) {
  // The patch metadata says which lists are map lists, whose items are found again by key.
  return validation.ratcheting === true
    ? (value, old) => ratchet(info.validateUpdate(value, old), value, old, info.patchMeta)
    : info.validateUpdate;
}
