// Copied by corespec from templates/runtime/total.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * What keeps every entry point total: validators, update validators and unknown-field finders
 * run on the caller's value as it is (the fast path: no copy), and only when that throws (a
 * getter that throws, a revoked Proxy, a cycle where a value is serialized) they run again on
 * a plain-data snapshot of the value, with an error at each path that could not be read.
 */
import {
  child,
  index,
  invalid,
  newCollector,
  result,
  typeInvalid,
  type Collector,
  type ValidationResult,
} from "./errors.js";
import { featureGates, type ValidateOptions } from "./feature-gates.js";
import { ratchet } from "./ratchet.js";
import { MAX_LIST_ITEMS, type JsonObject } from "./values.js";

/** A value at a path that is not JSON data. */
export interface DataProblem {
  readonly path: string;
  readonly detail: string;
}

const message = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/**
 * A plain-data copy of a value: objects and lists copied (each once: shared values stay shared,
 * a value that contains itself is cut and reported), unreadable properties left out and
 * reported. Iterative, so no nesting overflows the stack.
 */
export function snapshot(value: unknown): { value: unknown; problems: DataProblem[] } {
  const problems: DataProblem[] = [];
  if (value === null || typeof value !== "object") return { value, problems };
  const copies = new Map<object, unknown>();
  const open = new Set<object>();
  type Frame =
    | { source: object; target: { [key: string]: unknown } | unknown[]; path: string }
    | { done: object };
  const stack: Frame[] = [];
  const visit = (source: object, path: string): unknown => {
    const existing = copies.get(source);
    if (existing !== undefined) {
      if (!open.has(source)) return existing;
      problems.push({ path, detail: "must not contain itself" });
      return null;
    }
    let array: boolean;
    try {
      array = Array.isArray(source);
    } catch (error) {
      problems.push({ path, detail: `cannot be read: ${message(error)}` });
      return null;
    }
    const target = array ? [] : {};
    copies.set(source, target);
    open.add(source);
    stack.push({ done: source }, { source, target, path });
    return target;
  };
  const root = visit(value, "");
  while (stack.length) {
    const frame = stack.pop()!;
    if ("done" in frame) {
      open.delete(frame.done);
      continue;
    }
    const { source, target, path } = frame;
    let keys: string[];
    try {
      if (Array.isArray(target) && (source as unknown[]).length > MAX_LIST_ITEMS) {
        problems.push({ path, detail: `must have at most ${MAX_LIST_ITEMS} items` });
        continue;
      }
      keys = Object.keys(source);
    } catch (error) {
      problems.push({ path, detail: `cannot be read: ${message(error)}` });
      continue;
    }
    for (const k of keys) {
      const at = Array.isArray(target) ? index(path, Number(k)) : child(path, k);
      let v: unknown;
      try {
        v = (source as { [key: string]: unknown })[k];
      } catch (error) {
        problems.push({ path: at, detail: `cannot be read: ${message(error)}` });
        continue;
      }
      const c = v !== null && typeof v === "object" ? visit(v, at) : v;
      if (Array.isArray(target)) target[Number(k)] = c;
      else
        Object.defineProperty(target, k, {
          value: c,
          enumerable: true,
          writable: true,
          configurable: true,
        });
    }
  }
  return { value: root, problems };
}

function report(c: Collector, problems: readonly DataProblem[]): void {
  for (const p of problems) invalid(c, p.path, "<object>", p.detail);
}

/** Runs a check on a value, and again on its snapshot when the value cannot be read as data. */
function checked(
  update: boolean,
  run: (c: Collector, value: unknown, old: unknown) => void,
  value: unknown,
  old?: unknown,
  options?: ValidateOptions,
): ValidationResult {
  const gates = featureGates(options?.featureGates);
  const c = newCollector(update, gates);
  // Ratcheting reads the values again; one that cannot be read keeps every error.
  const ratcheted = (r: ValidationResult, now: unknown, then: unknown): ValidationResult => {
    if (!update || options?.ratcheting !== true) return r;
    try {
      return ratchet(r, now, then);
    } catch {
      return r;
    }
  };
  try {
    run(c, value, old);
    return ratcheted(result(c), value, old);
  } catch {
    const safe = snapshot(value);
    const safeOld = update ? snapshot(old).value : undefined;
    const again = newCollector(update, gates);
    report(again, safe.problems);
    try {
      run(again, safe.value, safeOld);
    } catch (error) {
      typeInvalid(again, "", "<object>", `JSON data (${message(error)})`);
    }
    return ratcheted(result(again), safe.value, safeOld);
  }
}

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
export function guarded<T>(
  validate: (value: unknown, options?: ValidateOptions) => ValidationResult,
): Validator<T> {
  const is = (value: unknown, options?: ValidateOptions): value is T =>
    validate(value, options).valid;
  return Object.assign(validate, { is });
}

/** `validate<Type>Update(value, old, options)`: the type's checks and what may not change from `old`; never throws. */
export type UpdateValidator = (
  value: unknown,
  old: unknown,
  options?: ValidateOptions,
) => ValidationResult;

/** The public validator of a type, from its check. */
export function validator<T>(validateAt: CheckAt): Validator<T> {
  const run = (c: Collector, value: unknown): void => validateAt(value, "", c);
  return guarded((value, options) => checked(false, run, value, undefined, options));
}

/** The public update validator of a type, from its check and its update check. */
export function updateValidator(validateAt: CheckAt, updateAt: UpdateCheckAt): UpdateValidator {
  const run = (c: Collector, value: unknown, old: unknown): void => {
    validateAt(value, "", c);
    updateAt(value, old, "", c);
  };
  return (value, old, options) => checked(true, run, value, old, options);
}

/** Any check through a collector (dispatch by kind or type name); never throws. */
export function collect(
  update: boolean,
  run: (c: Collector, value: unknown, old: unknown) => void,
  value: unknown,
  old?: unknown,
  options?: ValidateOptions,
): ValidationResult {
  return checked(update, run, value, old, options);
}

/** `findUnknownFields<Type>`: the paths of unknown fields; never throws (unreadable parts are skipped). */
export function unknownFields(
  value: unknown,
  unknownFieldsAt: (value: unknown, path: string, found: string[]) => void,
): string[] {
  const found: string[] = [];
  try {
    unknownFieldsAt(value, "", found);
    return found;
  } catch {
    const again: string[] = [];
    try {
      unknownFieldsAt(snapshot(value).value, "", again);
    } catch {
      // Nothing more can be said of a value that fails even as plain data.
    }
    return again;
  }
}

/** Adds to `found` the path of each key of `value` its type does not define. */
export function unknownKeys(
  value: JsonObject,
  known: ReadonlySet<string>,
  path: string,
  found: string[],
): void {
  for (const key of Object.keys(value)) if (!known.has(key)) found.push(child(path, key));
}
