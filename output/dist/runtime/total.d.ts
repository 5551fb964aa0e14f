/**
 * What keeps every entry point total: validators, update validators and unknown-field finders
 * run on the caller's value as it is (the fast path: no copy), and only when that throws (a
 * getter that throws, a revoked Proxy, a cycle where a value is serialized) they run again on
 * a plain-data snapshot of the value, with an error at each path that could not be read.
 */
import { type Collector, type ValidationResult } from "./errors.js";
import { type ValidateOptions } from "./feature-gates.js";
import { type JsonObject } from "./values.js";
/** A value at a path that is not JSON data. */
export interface DataProblem {
  readonly path: string;
  readonly detail: string;
}
/**
 * A plain-data copy of a value: objects and lists copied (each once: shared values stay shared,
 * a value that contains itself is cut and reported), unreadable properties left out and
 * reported. Iterative, so no nesting overflows the stack.
 */
export declare function snapshot(value: unknown): {
  value: unknown;
  problems: DataProblem[];
};
/** `validate<Type>At(value, path, c)`: a type's checks of a value found at `path`, adding its errors to `c`. */
export type CheckAt = (value: unknown, path: string, c: Collector) => void;
/** `update<Type>At(value, old, path, c)`: what an update of a type may not change. */
export type UpdateCheckAt = (value: unknown, old: unknown, path: string, c: Collector) => void;
/**
 * `validate<Type>(value, options)`: every error found, with Kubernetes field paths; never throws
 * (an unknown feature gate in `options` is an error). `validate<Type>.is(value)` answers whether
 * it found none, and tells TypeScript that `value` is a `T`: `if (validateLease.is(x)) x.spec`.
 */
export interface Validator<T = unknown> {
  (value: unknown, options?: ValidateOptions): ValidationResult;
  /** Whether `value` is a valid `T` (no error): a type guard. */
  is(value: unknown, options?: ValidateOptions): value is T;
}
/** A validate function with its type guard, `.is`. */
export declare function guarded<T>(
  validate: (value: unknown, options?: ValidateOptions) => ValidationResult,
): Validator<T>;
/** `validate<Type>Update(value, old, options)`: the type's checks and what may not change from `old`; never throws. */
export type UpdateValidator = (
  value: unknown,
  old: unknown,
  options?: ValidateOptions,
) => ValidationResult;
/** The public validator of a type, from its check. */
export declare function validator<T>(validateAt: CheckAt): Validator<T>;
/** The public update validator of a type, from its check and its update check. */
export declare function updateValidator(
  validateAt: CheckAt,
  updateAt: UpdateCheckAt,
): UpdateValidator;
/** Any check through a collector (dispatch by kind or type name); never throws. */
export declare function collect(
  update: boolean,
  run: (c: Collector, value: unknown, old: unknown) => void,
  value: unknown,
  old?: unknown,
  options?: ValidateOptions,
): ValidationResult;
/** `findUnknownFields<Type>`: the paths of unknown fields; never throws (unreadable parts are skipped). */
export declare function unknownFields(
  value: unknown,
  unknownFieldsAt: (value: unknown, path: string, found: string[]) => void,
): string[];
/** Adds to `found` the path of each key of `value` its type does not define. */
export declare function unknownKeys(
  value: JsonObject,
  known: ReadonlySet<string>,
  path: string,
  found: string[],
): void;
