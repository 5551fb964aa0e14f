/** Strategic merge metadata of a type: what `patchStrategy`/`patchMergeKey` tags say in Kubernetes. */
export interface PatchMeta {
    /** Struct fields. */
    fields?: Record<string, PatchMeta>;
    /** The element of a list. */
    items?: PatchMeta;
    /** The values of a map (map[string]T). */
    values?: PatchMeta;
    /** The key lists of objects merge by (`name`, `type`). */
    mergeKey?: string;
    strategy?: "merge" | "replace" | "retainKeys" | "merge,retainKeys";
    listType?: "atomic" | "set" | "map";
    listMapKeys?: string[];
}
/** Patch media types. */
export declare const JSON_PATCH: string;
export declare const MERGE_PATCH: string;
export declare const STRATEGIC_MERGE_PATCH: string;
export declare const APPLY_PATCH_YAML: string;
export declare const APPLY_PATCH_CBOR: string;
/** The patch types served, as a 415 lists them. */
export declare const SUPPORTED_PATCH_TYPES: readonly string[];
/** The most operations of a JSON patch (Kubernetes' maxJSONPatchOperations). */
export declare const MAX_JSON_PATCH_OPERATIONS = 10000;
/**
 * The most bytes the `copy` operations of one JSON patch may add, counted as the JSON of what
 * they copy: Kubernetes' JSONPatchMaxCopyBytes (3 MiB, k8s.io/apiserver/pkg/server/config.go),
 * which it sets as evanphx/json-patch's AccumulatedCopySizeLimit. A copy can double a value,
 * so without it a patch of 40 operations needs terabytes.
 */
export declare const MAX_JSON_PATCH_COPY_BYTES: number;
/** The deepest nesting a patch or patched object may have. */
export declare const MAX_PATCH_DEPTH = 1000;
/** The 415 for server-side apply. */
export declare const APPLY_NOT_SUPPORTED: string;
/** Apply a patch of the given Content-Type to a copy of `current`. Throws ApiError. */
export declare function applyPatch(current: object, contentType: string, patch: unknown, meta: PatchMeta | undefined): object;
/** RFC 6902 JSON Patch on a copy of `current`. */
export declare function applyJsonPatch(current: object, patch: unknown): object;
/** RFC 7386 JSON Merge Patch on a copy of `current`. */
export declare function applyMergePatch(current: object, patch: unknown): object;
/** Strategic merge patch on a copy of `current`, with the kind's PatchMeta (none: maps merge, lists replace). */
export declare function applyStrategicMergePatch(current: object, patch: unknown, meta: PatchMeta | undefined): object;
