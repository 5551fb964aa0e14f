import { applyJsonPatch } from "./json-patch.js";
import { applyMergePatch } from "./merge-patch.js";
import { applyStrategicMergePatch } from "./strategic-merge.js";
export { applyJsonPatch, applyMergePatch, applyStrategicMergePatch };
export { MAX_JSON_PATCH_COPY_BYTES, MAX_JSON_PATCH_OPERATIONS } from "./json-patch.js";
export { MAX_PATCH_DEPTH, type PatchMeta } from "./values.js";
import type { PatchMeta } from "./values.js";
/** Patch media types. */
export declare const JSON_PATCH: string;
export declare const MERGE_PATCH: string;
export declare const STRATEGIC_MERGE_PATCH: string;
export declare const APPLY_PATCH_YAML: string;
export declare const APPLY_PATCH_CBOR: string;
/** The patch types served, as a 415 lists them. */
export declare const SUPPORTED_PATCH_TYPES: readonly string[];
/** Whether a Content-Type is an apply patch (server-side apply). */
export declare function isApplyPatch(contentType: string): boolean;
/** Apply a patch of the given Content-Type (not an apply patch: see isApplyPatch) to a copy of `current`. Throws ApiError. */
export declare function applyPatch(
  current: object,
  contentType: string,
  patch: unknown,
  meta: PatchMeta | undefined,
): object;
