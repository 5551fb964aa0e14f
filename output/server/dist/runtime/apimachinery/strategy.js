// Copied by corespec from templates/server/apimachinery/strategy.ts. DO NOT EDIT: change the template and run `npm run generate`.
import { cloneJson, deepEqual, isObject } from "@corespec/api/runtime/values.js";
import { ApiError, failure } from "./status.js";
import { goQuote } from "./go-quote.js";
const metaOf = (object) => object.metadata;
export function prepareForCreate(info, object) {
  if (info.statusSubresource) delete object.status;
  const m = metaOf(object);
  if (info.generation === "none") delete m.generation;
  else m.generation = 1;
}
export function prepareForUpdate(info, object, old, subresource) {
  if (info.statusSubresource && subresource !== "status") {
    if (old.status === void 0) delete object.status;
    else object.status = old.status;
  }
  const m = metaOf(object);
  const previous = metaOf(old).generation;
  if (info.generation === "none" || previous === void 0) delete m.generation;
  else m.generation = info.generation === "spec" && !sameBeyondMetadata(object, old) ? Number(previous) + 1 : previous;
}
export function requireResourceVersion(info, object, name) {
  const rv = metaOf(object).resourceVersion;
  if (info.unconditionalUpdate || rv !== void 0 && rv !== "") return;
  const qualified = info.group === "" ? info.kind : `${info.kind}.${info.group}`;
  const body = "Invalid value: 0x0: must be specified for an update";
  throw new ApiError(
    failure(422, "Invalid", `${qualified} ${goQuote(name)} is invalid: metadata.resourceVersion: ${body}`, {
      name,
      group: info.group,
      kind: info.kind,
      causes: [{ reason: "FieldValueInvalid", message: body, field: "metadata.resourceVersion" }]
    })
  );
}
function sameBeyondMetadata(a, b) {
  const { metadata: _am, status: _as, ...x } = a;
  const { metadata: _bm, status: _bs, ...y } = b;
  return deepEqual(x, y);
}
export function statusOnly(body, old) {
  const object = cloneJson(old);
  if (body.status === void 0) delete object.status;
  else object.status = body.status;
  const sent = isObject(body.metadata) ? body.metadata.resourceVersion : void 0;
  if (sent !== void 0) object.metadata.resourceVersion = sent;
  return object;
}
export function generateName(base) {
  const alphabet = "bcdfghjklmnpqrstvwxz2456789";
  let out = base;
  for (let i = 0; i < 5; i++) out += alphabet[Math.floor(Math.random() * alphabet.length)];
  return out;
}
