/**
 * Feature gates, as the API server takes them (`--feature-gates=Name=true,...`): the gates the
 * specs name on alpha and beta fields, with Kubernetes' defaults (pkg/features/kube_features.go:
 * the alpha gates are off, the beta ones the specs name on; DRA's are beta and on since 1.36), and what a gate that is off does on writes: its
 * fields are dropped, as Kubernetes' strategies drop disabled fields (dropDisabledFields),
 * unless the stored object already uses them.
 */
/** Kubernetes' defaults of the gates the specs name. */
export declare const DEFAULT_FEATURE_GATES: Readonly<Record<string, boolean>>;
export declare class FeatureGates {
    private readonly gates;
    constructor(overrides?: Readonly<Record<string, boolean>>);
    enabled(name: string): boolean;
}
/** `Name=true,Other=false` (the --feature-gates flag); errors worded as Kubernetes' flag parsing words them. */
export declare function parseFeatureGates(text: string): Record<string, boolean>;
/** A field behind a gate: its path from the object (`*` for every item of a list). */
export interface GatedField {
    readonly path: readonly string[];
    readonly gate: string;
}
/**
 * Drops the fields of disabled gates from `object` (on create), or those the stored object
 * `old` does not use (on update), as Kubernetes' strategies do.
 */
export declare function dropDisabledFields(fields: readonly GatedField[], gates: FeatureGates, object: {
    [key: string]: unknown;
}, old?: {
    [key: string]: unknown;
}): void;
