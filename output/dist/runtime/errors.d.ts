/**
 * Kubernetes-style field errors: what every validator returns. The types and details follow
 * k8s.io/apimachinery/pkg/util/validation/field.
 */
export type ErrorType =
  | "FieldValueRequired"
  | "FieldValueInvalid"
  | "FieldValueNotSupported"
  | "FieldValueTooLong"
  | "FieldValueTooMany"
  | "FieldValueDuplicate"
  | "FieldValueForbidden"
  | "FieldValueTypeInvalid"
  | "InternalError";
export interface FieldError {
  readonly type: ErrorType;
  /** The path of the field, as Kubernetes writes it: `spec.leaseName`, `subjects[0].kind`, `parameters[key]`. */
  readonly field: string;
  readonly badValue?: unknown;
  readonly detail: string;
}
export interface ValidationResult {
  readonly valid: boolean;
  readonly errors: FieldError[];
}
/**
 * The most errors one validation collects. Past it, validators stop walking the input, so
 * time stays linear in the input's size and the result small, whatever the input.
 */
export declare const MAX_ERRORS = 1000;
/** The errors of one validation, with the operation they are checked for. */
export interface Collector {
  readonly errors: FieldError[];
  /** True when validating an update (rules marked `on: create` do not apply). */
  readonly update: boolean;
  /** The feature gates set for this validation; a gate not listed has Kubernetes' default (runtime/feature-gates.ts). */
  readonly gates: Readonly<Record<string, boolean>>;
  /** The errors by field and bad value, made once there are many (`add` then looks an earlier verdict up instead of scanning every error). */
  byVerdict?: VerdictIndex;
  /** While a type's rules are checked: the path of the object declaring them, which their errors are about (ratchet.ts). */
  ruleAt?: string;
}
/**
 * The path of the object whose rule reported an error (a non-enumerable property of the
 * error), for ratcheting (ratchet.ts). A registered symbol: each group module holds its own
 * copy of the runtime, and all copies must name the same property.
 */
export declare const RULE_NODE: unique symbol;
type VerdictIndex = Map<string, Map<unknown, FieldError[]>>;
export declare function newCollector(
  update?: boolean,
  gates?: Readonly<Record<string, boolean>>,
): Collector;
export declare function full(c: Collector): boolean;
export declare function result(c: Collector): ValidationResult;
/** `parent.key`, or `key` at the root. */
export declare function child(path: string, key: string): string;
/** `parent[3]` */
export declare function index(path: string, i: number): string;
/** `parent[key]`, as Kubernetes writes map keys (a key past 256 characters is cut, so errors stay small). */
export declare function key(path: string, k: string): string;
export declare function required(c: Collector, field: string, detail?: string): void;
export declare function invalid(c: Collector, field: string, value: unknown, detail: string): void;
/**
 * A value with several problems, as a format check gives them (joined with "; "): one Invalid
 * error each, as Kubernetes reports each message of IsDNS1123Label and its kin. The first is a
 * verdict like any other; the rest are further findings of the same check.
 */
export declare function invalidEach(
  c: Collector,
  field: string,
  value: unknown,
  problems: string,
): void;
/**
 * A finding of its own on a value another check may already have refused (a generation below
 * zero that is also decremented): reported even then, as Kubernetes' separate checks report it.
 */
export declare function alsoInvalid(
  c: Collector,
  field: string,
  value: unknown,
  detail: string,
): void;
export declare function notSupported(
  c: Collector,
  field: string,
  value: unknown,
  supported: readonly unknown[],
): void;
export declare function tooLong(
  c: Collector,
  field: string,
  value: unknown,
  max: number,
  unit: "characters" | "bytes",
): void;
export declare function tooMany(c: Collector, field: string, actual: number, max: number): void;
export declare function duplicate(c: Collector, field: string, value: unknown): void;
export declare function forbidden(c: Collector, field: string, detail: string): void;
export declare function typeInvalid(
  c: Collector,
  field: string,
  value: unknown,
  expected: string,
): void;
/** Something other than the value went wrong (Kubernetes' field.InternalError). */
export declare function internalError(c: Collector, field: string, detail: string): void;
/** An error as Kubernetes prints it: `spec.leaseName: Required value`, `kind: Unsupported value: "X": supported values: ...`. */
export declare function formatFieldError(error: FieldError): string;
export {};
