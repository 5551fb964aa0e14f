/**
 * The corespec model: plain, immutable data that every emitter reads. The loader builds it
 * from the spec files (generator/load); emitters never see YAML.
 */
import type { Format, NameFormat } from "./formats.js";
import type { Project } from "./project.js";

export type { Format, NameFormat, Project };

/**
 * Where a spec element was declared, for diagnostics: its file (relative to the specs directory)
 * and its place there. As data (JSON, the digests) an origin is its file and its path of keys,
 * so an edit that moves lines leaves the digests of what it did not touch alone; the line and
 * column are found when first asked for.
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
  /** Besides the enum's values, custom ones with a domain prefix (`example.com/name`), each a qualified name. */
  readonly customValues?: "domain-prefixed";
  readonly format?: Format;
  /** For format `cel`: the type the expression must produce, as Kubernetes requires of the field. */
  readonly celResult?: "bool";
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
  readonly error?: { readonly type?: "Invalid" | "TooLong" | "NotSupported"; readonly path?: "parent"; readonly detail?: string };
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

/** A field path inside a type, resolved by the loader. */
export interface FieldPath {
  /** As written in the spec: `claimValidationRules[].expression`. */
  readonly text: string;
  readonly segments: readonly PathSegment[];
  /** The shape at the end of the path. */
  readonly leaf: Shape;
  /** The field at the end of the path. */
  readonly field: Field;
}

export interface PathSegment {
  /** The JSON key. */
  readonly key: string;
  /** `[]`: every item of the list at this key. */
  readonly each: boolean;
}

export type ConditionOp = "equals" | "notEquals" | "in" | "notIn" | "set" | "prefix" | "notPrefix" | "mentions" | "minItems" | "contains" | "greaterThan" | "lessThan";

export interface Condition {
  readonly field: FieldPath;
  readonly op: ConditionOp;
  readonly value: ScalarValue | readonly ScalarValue[];
  /** Further conditions that must hold too (a `when:` list in the spec; this one is its first). */
  readonly and?: readonly Condition[];
}

/** The field error types a rule may report instead of its kind's usual one. */
export type RuleErrorType = "Invalid" | "Forbidden" | "Required";

/** How a rule reports a violation when Kubernetes reports other than the rule kind's usual error. */
export interface RuleError {
  readonly type?: RuleErrorType;
  /** The reported field (relative to the rule's type), instead of the rule's own. */
  readonly path?: FieldPath;
  /** Reported on the object the rule is declared on (`path: .`), as Kubernetes reports a banned owner reference. */
  readonly self?: true;
  /**
   * The bad value of an Invalid error, instead of the reported field's: `setFields`, the rule's
   * fields that are set, as Kubernetes lists them (`{`nodeName`, `allNodes`}`); `empty`, "";
   * or a field (relative to the rule's type), its value.
   */
  readonly value?: "setFields" | "empty" | FieldPath;
}

export type Operand =
  | { readonly kind: "path"; readonly path: FieldPath }
  | { readonly kind: "count"; readonly path: FieldPath }
  | { readonly kind: "value"; readonly value: ScalarValue };

export type CompareAs = "number" | "semver" | "duration" | "quantity" | "string" | "ip-family";
export type CompareOp = "<" | "<=" | "==" | "!=" | ">=" | ">";

interface RuleBase {
  readonly on: "always" | "create" | "update";
  readonly detail?: string;
  readonly error?: RuleError;
  readonly doc?: string;
  readonly source?: string;
  readonly origin: Origin;
}

/** An alternative of a field-set rule: set when any of its paths is set. */
export type FieldAlternative = readonly FieldPath[];

export type Rule =
  | (RuleBase & { readonly kind: "required"; readonly fields: readonly FieldPath[]; readonly when?: Condition })
  | (RuleBase & { readonly kind: "forbidden"; readonly fields: readonly FieldPath[]; readonly when: Condition })
  | (RuleBase & {
      readonly kind: "mutuallyExclusive" | "atLeastOneOf" | "exactlyOneOf" | "together";
      readonly alternatives: readonly FieldAlternative[];
    })
  | (RuleBase & {
      readonly kind: "compare";
      readonly left: Operand;
      readonly op: CompareOp;
      readonly right: Operand;
      readonly as: CompareAs;
    })
  | (RuleBase & {
      readonly kind: "derived";
      readonly field: FieldPath;
      readonly op: "difference" | "sum";
      readonly of: readonly FieldPath[];
      readonly as: "number" | "quantity";
    })
  | (RuleBase & {
      readonly kind: "unique";
      readonly list: FieldPath;
      readonly key?: FieldPath;
      /** Items are compared by these string fields together, an unset one as "" (Go's zero value). */
      readonly keys?: readonly FieldPath[];
      /** Key values that may occur several times. */
      readonly repeatable?: readonly ScalarValue[];
      /** Key values compared as another value (`master` as `controlplane`). */
      readonly aliases?: Readonly<Record<string, string>>;
    })
  | (RuleBase & {
      readonly kind: "listContains";
      readonly list: FieldPath;
      readonly key: FieldPath;
      readonly anyOf: readonly ScalarValue[];
    })
  | (RuleBase & {
      readonly kind: "restrict";
      readonly field: FieldPath;
      readonly when?: Condition;
      readonly enum?: readonly ScalarValue[];
      readonly format?: Format;
      readonly prefix?: string;
    })
  | (RuleBase & { readonly kind: "reject"; readonly when: Condition })
  | (RuleBase & { readonly kind: "defaultWhen"; readonly field: FieldPath; readonly when: Condition; readonly value: unknown })
  | (RuleBase & { readonly kind: "ignoredWhen"; readonly fields: readonly FieldPath[]; readonly when: Condition })
  | (RuleBase & {
      readonly kind: "requiresMention";
      readonly when: Condition;
      readonly mention: string;
      readonly in: readonly FieldPath[];
    })
  | (RuleBase & { readonly kind: "frozenWhen"; readonly set: FieldPath; readonly except: readonly FieldPath[] });

export type RuleKind = Rule["kind"];

interface NamedTypeBase {
  readonly id: TypeId;
  readonly name: string;
  readonly group: string;
  readonly version: string;
  readonly doc?: string;
  readonly stability: Stability;
  readonly featureGate?: string;
  readonly deprecated?: string;
  readonly source?: string;
  readonly origin: Origin;
}

export interface Resource {
  readonly scope: "Cluster" | "Namespaced";
  readonly plural: string;
  readonly singular: string;
  readonly shortNames: readonly string[];
  readonly listKind: TypeId;
  readonly nameFormat: NameFormat;
  readonly deleteReturns: "Status" | "Object";
  readonly operations: readonly string[];
  readonly allNamespacesWatch: boolean;
  readonly selectableFields: readonly FieldPath[];
  readonly categories: readonly string[];
  /** An update without metadata.resourceVersion is allowed (the strategy's AllowUnconditionalUpdate). */
  readonly unconditionalUpdate: boolean;
  /** A PUT of a missing object creates it (the strategy's AllowCreateOnUpdate). */
  readonly createOnUpdate: boolean;
  /** metadata.generation: never set, set to 1 on create, or also bumped when the object changes beyond its metadata and status. */
  readonly generation: "none" | "create" | "spec";
  /** `status` is written only through the status subresource: dropped on create, kept from the stored object on other writes. */
  readonly statusSubresource: boolean;
  /** Deletes take a propagation policy (orphan and foreground deletion add their finalizers); false for kinds whose strategy's DefaultGarbageCollectionPolicy is Unsupported. */
  readonly garbageCollection: boolean;
  /** The columns of the kind's Table (after NAME); none: NAME and AGE, as for a kind without printer columns. */
  readonly printerColumns: readonly PrinterColumn[];
}

/** A column of a kind's Table, as a CRD's additionalPrinterColumns declares one. */
export interface PrinterColumn {
  readonly name: string;
  /** `date`: the cell is the age of the timestamp (`5m`, `3d`), as kubectl prints ages. */
  readonly type: "string" | "integer" | "number" | "boolean" | "date";
  /** JSONPath templates (`{.spec.holderIdentity}`, text around them kept); the first that gives a value is the cell. */
  readonly jsonPath: readonly string[];
  readonly description: string;
  readonly priority: number;
  readonly format?: string;
}

/** What makes an object type a top-level kind. */
export interface KindInfo {
  /** `group/version`, or `version` for the core group. */
  readonly apiVersion: string;
  readonly resource?: Resource;
  /** For a generated `<Kind>List`: the kind it lists. */
  readonly listOf?: TypeId;
}

export interface ObjectType extends NamedTypeBase {
  readonly kind: "object";
  readonly fields: readonly Field[];
  readonly rules: readonly Rule[];
  readonly immutable: boolean;
  readonly additionalFields: boolean;
  /** Server-side apply owns and replaces the whole value, not field by field (Kubernetes' +structType=atomic). */
  readonly atomic?: boolean;
  /** The type's fields and rules are checked only when this holds (Kubernetes skips the section otherwise). */
  readonly validatedWhen?: Condition;
  readonly apiKind?: KindInfo;
}

export interface AliasType extends NamedTypeBase {
  readonly kind: "alias";
  readonly shape: Shape;
  readonly default?: unknown;
}

export type NamedType = ObjectType | AliasType;

export interface GroupVersion {
  readonly group: string;
  readonly version: string;
  readonly doc?: string;
  readonly stability: Stability;
  /** The spec file, relative to the specs directory. */
  readonly file: string;
  /** Kinds then types, in declaration order. */
  readonly types: readonly TypeId[];
  /** Configuration files components read: zero values and left-out structs defaulted, gated fields checked. */
  readonly configuration?: boolean;
}

export interface Parameter {
  readonly name: string;
  readonly field: Field;
}

export interface OperationResponse {
  readonly code: number;
  /** `resource`, `list`, `watch`, `deleted` or a TypeId. */
  readonly body: string;
  readonly doc?: string;
}

export interface Operation {
  readonly name: string;
  readonly doc: string;
  readonly method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  readonly path: "collection" | "item";
  readonly action: string;
  readonly watch: boolean;
  /** `resource`, or a TypeId (DeleteOptions, Patch). */
  readonly body?: string;
  readonly contentTypes: readonly string[];
  /** The operation's query parameters and request attributes as one object type. */
  readonly parameters: ObjectType;
  readonly queryParameters: readonly string[];
  readonly responses: readonly OperationResponse[];
  readonly source?: string;
  readonly origin: Origin;
}

export interface Model {
  readonly groupVersions: readonly GroupVersion[];
  /** Every named type by id, in a stable order (group, version, declaration). */
  readonly types: ReadonlyMap<TypeId, NamedType>;
  readonly operations: readonly Operation[];
  /** The operations file, relative to the specs directory. */
  readonly operationsFile?: string;
  /** The project's corespec.yaml (project.ts); none: corespec's own. */
  readonly project?: Project;
}
