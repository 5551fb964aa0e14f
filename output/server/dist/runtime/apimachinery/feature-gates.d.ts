export { DEFAULT_FEATURE_GATES, parseFeatureGates } from "@corespec/api/runtime/feature-gates.js";
export declare class FeatureGates {
  private readonly gates;
  constructor(overrides?: Readonly<Record<string, boolean>>);
  /** Every gate with its value, as the validators take them. */
  all(): Readonly<Record<string, boolean>>;
  enabled(name: string): boolean;
}
/** A field behind a gate: its path from the object (`*` for every item of a list). */
export interface GatedField {
  readonly path: readonly string[];
  readonly gate: string;
}
/**
 * Drops the fields of disabled gates from `object` (on create), or those the stored object
 * `old` does not use (on update), as Kubernetes' strategies do.
 */
export declare function dropDisabledFields(
  fields: readonly GatedField[],
  gates: FeatureGates,
  object: {
    [key: string]: unknown;
  },
  old?: {
    [key: string]: unknown;
  },
): void;
