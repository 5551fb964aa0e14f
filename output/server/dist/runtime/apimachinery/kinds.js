// Copied by corespec from templates/server/apimachinery/kinds.ts. DO NOT EDIT: change the template and run `npm run generate`.
export function dropUnknownFields(value, known) {
  if (known === void 0 || known === 0 || typeof value !== "object" || value === null) return;
  if (Array.isArray(value)) {
    if (known.items !== void 0) for (const item of value) dropUnknownFields(item, known.items);
    return;
  }
  const object = value;
  if (known.values !== void 0) {
    for (const key of Object.keys(object)) dropUnknownFields(object[key], known.values);
    return;
  }
  const fields = known.fields;
  if (fields === void 0) return;
  for (const key of Object.keys(object)) {
    if (Object.prototype.hasOwnProperty.call(fields, key)) dropUnknownFields(object[key], fields[key]);
    else if (known.open !== true) delete object[key];
  }
}
export function apiVersion(info) {
  return info.group === "" ? info.version : `${info.group}/${info.version}`;
}
export function groupResource(info) {
  return info.group === "" ? info.key.resource : `${info.key.resource}.${info.group}`;
}
