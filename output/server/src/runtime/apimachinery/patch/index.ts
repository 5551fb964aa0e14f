// Copied by corespec from templates/server/apimachinery/patch/index.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * PATCH bodies applied to a stored object, as a Kubernetes API server applies them:
 *
 * - `application/json-patch+json`: RFC 6902, the operations applied by fast-json-patch after
 *   each one is checked the way evanphx/json-patch (Kubernetes' library) checks it. The first
 *   operation that does not apply fails the whole patch with 422 (Kubernetes' generic message,
 *   the specific reason as the cause); a body that is not a list of operations is 400; more than
 *   10000 operations is 413.
 * - `application/merge-patch+json`: RFC 7386 as evanphx/json-patch's MergePatch does it; a
 *   patch that is not an object is 400 `Invalid JSON Patch`.
 * - `application/strategic-merge-patch+json`: k8s.io/apimachinery strategicpatch
 *   (StrategicMergeMapPatch) over the PatchMeta the generator writes per kind: lists with the
 *   merge strategy merge by their merge key (maps) or by value (scalars), other lists and
 *   `replace` maps are replaced; `$patch: replace|delete`, `$deleteFromPrimitiveList/<list>`,
 *   `$setElementOrder/<list>` and `$retainKeys` directives; element order as Kubernetes orders
 *   it. Errors Kubernetes answers 400 or 422 are 400 or 422; the ones it leaves as a 500 (a
 *   list item without its merge key, an unknown `$patch`) are 400 here.
 * - `application/apply-patch+yaml`: server-side apply, which the handlers do with the object's
 *   managedFields (../apply/); CBOR apply patches are 415.
 *
 * The stored object and the patch are never modified. Keys named `__proto__` stay own data
 * properties; inherited names (`constructor`, `toString`) are never taken for fields.
 */
import { mediaType } from "../media-types.js";
import { unsupportedMediaType } from "../status.js";
import { applyJsonPatch } from "./json-patch.js";
import { applyMergePatch } from "./merge-patch.js";
import { applyStrategicMergePatch } from "./strategic-merge.js";

export { applyJsonPatch, applyMergePatch, applyStrategicMergePatch };
export { MAX_JSON_PATCH_COPY_BYTES, MAX_JSON_PATCH_OPERATIONS } from "./json-patch.js";
export { MAX_PATCH_DEPTH, type PatchMeta } from "./values.js";
import type { PatchMeta } from "./values.js";

/** Patch media types. */
export const JSON_PATCH: string = "application/json-patch+json";
export const MERGE_PATCH: string = "application/merge-patch+json";
export const STRATEGIC_MERGE_PATCH: string = "application/strategic-merge-patch+json";
export const APPLY_PATCH_YAML: string = "application/apply-patch+yaml";
export const APPLY_PATCH_CBOR: string = "application/apply-patch+cbor";

/** The patch types served, as a 415 lists them. */
export const SUPPORTED_PATCH_TYPES: readonly string[] = [
  JSON_PATCH,
  MERGE_PATCH,
  STRATEGIC_MERGE_PATCH,
  APPLY_PATCH_YAML,
];

/** Whether a Content-Type is an apply patch (server-side apply). */
export function isApplyPatch(contentType: string): boolean {
  return mediaType(contentType) === APPLY_PATCH_YAML;
}

/** Apply a patch of the given Content-Type (not an apply patch: see isApplyPatch) to a copy of `current`. Throws ApiError. */
export function applyPatch(
  current: object,
  contentType: string,
  patch: unknown,
  meta: PatchMeta | undefined,
): object {
  const type = mediaType(contentType);
  if (type !== JSON_PATCH && type !== MERGE_PATCH && type !== STRATEGIC_MERGE_PATCH)
    throw unsupportedMediaType(SUPPORTED_PATCH_TYPES);
  if (type === JSON_PATCH) return applyJsonPatch(current, patch);
  if (type === MERGE_PATCH) return applyMergePatch(current, patch);
  return applyStrategicMergePatch(current, patch, meta);
}
