/** The most operations of a JSON patch (Kubernetes' maxJSONPatchOperations). */
export declare const MAX_JSON_PATCH_OPERATIONS = 10000;
/**
 * The most bytes the `copy` operations of one JSON patch may add, counted as the JSON of what
 * they copy: Kubernetes' JSONPatchMaxCopyBytes (3 MiB, k8s.io/apiserver/pkg/server/config.go),
 * which it sets as evanphx/json-patch's AccumulatedCopySizeLimit. A copy can double a value,
 * so without it a patch of 40 operations needs terabytes.
 */
export declare const MAX_JSON_PATCH_COPY_BYTES: number;
/** RFC 6902 JSON Patch on a copy of `current`. */
export declare function applyJsonPatch(current: object, patch: unknown): object;
