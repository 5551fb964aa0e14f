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
/** `validate<Type>`: the type's check on a value; never throws on any value (an unknown feature gate in `options` is an error). */
export declare function validation(value: unknown, validateAt: (value: unknown, path: string, c: Collector) => void, options?: ValidateOptions): ValidationResult;
/** `validate<Type>Update`: the check and the update check; never throws. */
export declare function updateValidation(value: unknown, old: unknown, validateAt: (value: unknown, path: string, c: Collector) => void, updateAt: (value: unknown, old: unknown, path: string, c: Collector) => void, options?: ValidateOptions): ValidationResult;
/** Any check through a collector (dispatch by kind or type name); never throws. */
export declare function collect(update: boolean, run: (c: Collector, value: unknown, old: unknown) => void, value: unknown, old?: unknown, options?: ValidateOptions): ValidationResult;
/** `findUnknownFields<Type>`: the paths of unknown fields; never throws (unreadable parts are skipped). */
export declare function unknownFields(value: unknown, unknownFieldsAt: (value: unknown, path: string, found: string[]) => void): string[];
/** Adds to `found` the path of each key of `value` its type does not define. */
export declare function unknownKeys(value: JsonObject, known: ReadonlySet<string>, path: string, found: string[]): void;
