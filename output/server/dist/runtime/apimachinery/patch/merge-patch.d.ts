/** RFC 7386 JSON Merge Patch on a copy of `current`. */
export declare function applyMergePatch(current: object, patch: unknown): object;
