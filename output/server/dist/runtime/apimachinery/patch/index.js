// Copied by corespec from templates/server/apimachinery/patch/index.ts. DO NOT EDIT: change the template and run `npm run generate`.
import { mediaType } from "../media-types.js";
import { unsupportedMediaType } from "../status.js";
import { applyJsonPatch } from "./json-patch.js";
import { applyMergePatch } from "./merge-patch.js";
import { applyStrategicMergePatch } from "./strategic-merge.js";
export { applyJsonPatch, applyMergePatch, applyStrategicMergePatch };
export { MAX_JSON_PATCH_COPY_BYTES, MAX_JSON_PATCH_OPERATIONS } from "./json-patch.js";
export { MAX_PATCH_DEPTH } from "./values.js";
export const JSON_PATCH = "application/json-patch+json";
export const MERGE_PATCH = "application/merge-patch+json";
export const STRATEGIC_MERGE_PATCH = "application/strategic-merge-patch+json";
export const APPLY_PATCH_YAML = "application/apply-patch+yaml";
export const APPLY_PATCH_CBOR = "application/apply-patch+cbor";
export const SUPPORTED_PATCH_TYPES = [JSON_PATCH, MERGE_PATCH, STRATEGIC_MERGE_PATCH, APPLY_PATCH_YAML];
export function isApplyPatch(contentType) {
  return mediaType(contentType) === APPLY_PATCH_YAML;
}
export function applyPatch(current, contentType, patch, meta) {
  const type = mediaType(contentType);
  if (type !== JSON_PATCH && type !== MERGE_PATCH && type !== STRATEGIC_MERGE_PATCH) throw unsupportedMediaType(SUPPORTED_PATCH_TYPES);
  if (type === JSON_PATCH) return applyJsonPatch(current, patch);
  if (type === MERGE_PATCH) return applyMergePatch(current, patch);
  return applyStrategicMergePatch(current, patch, meta);
}
