/**
 * The shapes and fields of the corespec model: scalars, constraints, the four shapes and
 * a field. model.ts re-exports them.
 */
import type { Format } from "./formats.js";

/**
 * Where a spec element was declared, for diagnostics: its file (relative to the specs directory)
 * and its place there. As data (JSON, the digests) an origin is its file and its path of keys, so
 * an edit that moves lines leaves the other digests alone; line and column are found when asked.
 */
export interface Origin {
  readonly file: string;
  /** The keys from the file's top to the element: `kinds.Lease.fields.spec`. */
  readonly path: string;
  readonly line: number;
  readonly col: number;
}

export type Stability = "alpha" | "beta" | "ga";

export const SCALARS = [
  "string",
  "boolean",
  "int32",
  "int64",
  "float32",
  "float64",
  "bytes",
  "duration",
  "time",
  "microtime",
  "quantity",
  "int-or-string",
  "object",
  "any",
] as const;
export type Scalar = (typeof SCALARS)[number];

/** A JSON scalar as it appears in enums, conditions and defaults. */
export type ScalarValue = string | number | boolean;

export interface EnumValue {
  readonly value: ScalarValue;
  readonly doc?: string;
  readonly deprecated?: string;
}

/** Limits and annotations that any shape may carry; which ones fit is checked by the loader. */
export interface Constraints {
  readonly enum?: readonly EnumValue[];
  /** domain-prefixed: custom values with a domain prefix besides the enum's; any-case: the enum's values in any letter case (Kubernetes lower-cases them first). */
  readonly customValues?: "domain-prefixed" | "any-case";
  readonly format?: Format;
  /** For format `cel`: the type the expression must produce, and the variables it may use, as Kubernetes' compiler declares them. */
  readonly celResult?: "bool";
  readonly celVariables?: readonly string[];
  readonly pattern?: string;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly maxBytes?: number;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly minProperties?: number;
  readonly maxProperties?: number;
  readonly maxTotalBytes?: number;
  /** Numeric bounds; durations and quantities keep their spec text (`30s`). */
  readonly minimum?: number | string;
  readonly maximum?: number | string;
  readonly exclusiveMinimum?: number | string;
  readonly exclusiveMaximum?: number | string;
  readonly listType?: "atomic" | "set" | "map";
  readonly listMapKeys?: readonly string[];
  readonly patchStrategy?: string;
  readonly patchMergeKey?: string;
  readonly nullable?: boolean;
}

/** A type identity: `group/version.Name` (group "" is the legacy core group). */
export type TypeId = string;

export type Shape = ScalarShape | RefShape | ArrayShape | MapShape;

export interface ScalarShape extends Constraints {
  readonly kind: "scalar";
  readonly scalar: Scalar;
}

export interface RefShape extends Constraints {
  readonly kind: "ref";
  readonly target: TypeId;
}

export interface ArrayShape extends Constraints {
  readonly kind: "array";
  readonly items: Shape;
}

export interface MapShape extends Constraints {
  readonly kind: "map";
  readonly values: Shape;
  readonly keys?: Shape;
}

export interface Field {
  /** The spec name of the field. */
  readonly name: string;
  /** The key in JSON. */
  readonly jsonName: string;
  readonly shape: Shape;
  readonly doc?: string;
  readonly required: boolean;
  /** The seed marks the field required but the text or Kubernetes disagrees: why. */
  readonly markedRequired?: string;
  readonly default?: unknown;
  readonly immutable: false | true | "once-set";
  /** How a change of an immutable field is reported, where Kubernetes does not say Invalid "field is immutable". */
  readonly immutableError?: { readonly type: "Invalid" | "Forbidden"; readonly detail: string };
  /** A map that server-side apply owns and replaces whole (Kubernetes' +mapType=atomic). */
  readonly atomicMap?: boolean;
  /** How the field's own checks report, where Kubernetes differs: Invalid instead of NotSupported for an enum, on the parent object. */
  readonly error?: {
    readonly type?: "Invalid" | "TooLong" | "NotSupported";
    readonly path?: "parent" | "list";
    readonly detail?: string;
  };
  /** How a configuration reports the field set while its feature gate is off, when not Forbidden "Feature X is disabled". */
  readonly gateError?: { readonly type: "Invalid" | "Forbidden"; readonly detail: string };
  /** An explicit empty value counts as set (a Go pointer). */
  readonly pointer: boolean;
  /** The named object type's fields are inlined into the parent. */
  readonly embedded: boolean;
  readonly stability?: Stability;
  readonly featureGate?: string;
  readonly deprecated?: string;
  readonly sensitive: boolean;
  readonly example?: unknown;
  readonly source?: string;
  readonly origin: Origin;
}
