/**
 * The rules of the corespec model: field paths, conditions, operands and the rule kinds
 * (generator/rules has one module per kind). model.ts re-exports them.
 */
import type { Format } from "./formats.js";
import type { Field, Origin, ScalarValue, Shape } from "./fields.js";

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

export type ConditionOp =
  | "equals"
  | "notEquals"
  | "in"
  | "notIn"
  | "set"
  | "prefix"
  | "notPrefix"
  | "mentions"
  | "minItems"
  | "contains"
  | "greaterThan"
  | "lessThan";

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

export type CompareAs =
  | "number"
  | "semver"
  | "duration"
  | "quantity"
  | "string"
  | "ip-family"
  | "url";
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
  | (RuleBase & {
      readonly kind: "required";
      readonly fields: readonly FieldPath[];
      readonly when?: Condition;
    })
  | (RuleBase & {
      readonly kind: "forbidden";
      readonly fields: readonly FieldPath[];
      readonly when: Condition;
    })
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
  | (RuleBase & {
      readonly kind: "defaultWhen";
      readonly field: FieldPath;
      readonly when: Condition;
      readonly value: unknown;
    })
  | (RuleBase & {
      readonly kind: "ignoredWhen";
      readonly fields: readonly FieldPath[];
      readonly when: Condition;
    })
  | (RuleBase & {
      readonly kind: "requiresMention";
      readonly when: Condition;
      readonly mention: string;
      readonly in: readonly FieldPath[];
    })
  | (RuleBase & {
      readonly kind: "frozenWhen";
      readonly set: FieldPath;
      readonly except: readonly FieldPath[];
    });

export type RuleKind = Rule["kind"];
