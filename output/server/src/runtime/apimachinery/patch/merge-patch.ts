// Copied by corespec from templates/server/apimachinery/patch/merge-patch.ts. DO NOT EDIT: change the template and run `npm run generate`.

/** `application/merge-patch+json`: RFC 7386 as evanphx/json-patch's MergePatch does it. */
import { badRequest } from "../status.js";
import { clone, guardDepth, has, isObject, setOwn, type JsonObject } from "./values.js";

/** Removes null members of objects (not null elements of lists), at any depth. */
function pruneNulls(value: unknown): unknown {
  if (Array.isArray(value)) {
    for (const v of value) if (v !== null) pruneNulls(v);
  } else if (isObject(value)) {
    for (const k of Object.keys(value)) {
      if (value[k] === null) delete value[k];
      else pruneNulls(value[k]);
    }
  }
  return value;
}

function mergeDocs(doc: JsonObject, patch: JsonObject): void {
  for (const k of Object.keys(patch)) {
    const v = patch[k];
    if (v === null) delete doc[k];
    else if (!has(doc, k) || doc[k] === null) setOwn(doc, k, pruneNulls(v));
    else {
      const cur = doc[k];
      if (!isObject(cur)) setOwn(doc, k, pruneNulls(v));
      else if (!isObject(v)) setOwn(doc, k, v);
      else mergeDocs(cur, v);
    }
  }
}

/** RFC 7386 JSON Merge Patch on a copy of `current`. */
export function applyMergePatch(current: object, patch: unknown): object {
  guardDepth(current, patch);
  if (!isObject(patch)) throw badRequest("Invalid JSON Patch");
  const doc = clone(current) as JsonObject;
  mergeDocs(doc, clone(patch));
  return doc;
}
