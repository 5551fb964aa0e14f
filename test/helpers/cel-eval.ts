/**
 * Evaluates CEL expressions in tests, Kubernetes style: rules of `x-kubernetes-validations`
 * with `self` (and `oldSelf`) bound to JSON documents, to compare with the generated validators.
 *
 * JSON integers become CEL ints (bigint) and other numbers doubles, as a schema's `integer`
 * and `number` fields are in Kubernetes; results are CEL values (ints as bigint, lists as
 * arrays, maps as objects). An evaluation error (no such key, no overload, overflow) throws
 * the library's EvaluationError, as Kubernetes reports a rule that errs as failed.
 */
import { Environment } from "@marcbachmann/cel-js";

/** A function's implementation: CEL ints arrive as bigint, custom types as their class. */
// The library types handlers as (...args: any[]) => any; `never[]` lets any typed function in.
export type CelHandler = (...args: never[]) => unknown;

/** Functions and types registered beyond standard CEL: Kubernetes' libraries as the tests need them. */
export interface CelLibrary {
  /**
   * Custom types by CEL name, as classes: a function returning an instance returns that type
   * (`{ Semver }` with `semver(string): Semver`).
   */
  readonly types?: Readonly<Record<string, abstract new (...args: never[]) => object>>;
  /**
   * Overloads by signature, in the library's syntax: `isSemver(string): bool` for a global
   * function, `Semver.isLessThan(Semver): bool` for a method (the receiver comes first).
   */
  readonly functions?: Readonly<Record<string, CelHandler>>;
  /** Constants by name, with their CEL type: namespaces such as Kubernetes' `format` (`format.dns1123Label()`). */
  readonly constants?: Readonly<Record<string, { readonly type: string; readonly value: unknown }>>;
  /**
   * `matches()` with Unicode-aware regular expressions, as RE2 (which Kubernetes' CEL uses)
   * reads `\p{Lu}`; the library compiles patterns without the `u` flag otherwise.
   */
  readonly unicodeMatches?: boolean;
}

/** The name `matches` is evaluated under when a library asks for Unicode-aware patterns. */
const UNICODE_MATCHES = "matches__unicode";

const OPTIONS = {
  // Variables are not declared: every name is dynamic, as self is in a schema-less rule.
  unlistedVariablesAreDyn: true,
  // Kubernetes enables optional syntax (`self.?x.orValue(d)`).
  enableOptionalTypes: true,
  homogeneousAggregateLiterals: false,
} as const;

const standard = new Environment(OPTIONS);
/** One environment per library object (building one takes about 0.02 ms; weakly held). */
const environments = new WeakMap<CelLibrary, Environment>();

function environment(library: CelLibrary | undefined): Environment {
  if (library === undefined) return standard;
  let env = environments.get(library);
  if (env === undefined) {
    env = new Environment(OPTIONS);
    for (const [name, type] of Object.entries(library.types ?? {})) env.registerType(name, type);
    for (const [signature, handler] of Object.entries(library.functions ?? {})) {
      env.registerFunction(signature, handler as (...args: unknown[]) => unknown);
    }
    for (const [name, { type, value }] of Object.entries(library.constants ?? {}))
      env.registerConstant(name, type, value);
    if (library.unicodeMatches) {
      env.registerFunction(
        `string.${UNICODE_MATCHES}(string): bool`,
        (text: string, pattern: string) => new RegExp(pattern, "u").test(text),
      );
    }
    environments.set(library, env);
  }
  return env;
}

/**
 * The value of `expression` with `variables` bound (`{ self, oldSelf }`), JSON numbers that
 * are integers made CEL ints. Throws the library's ParseError or EvaluationError.
 */
export function evaluateCel(
  expression: string,
  variables: Record<string, unknown>,
  library?: CelLibrary,
): unknown {
  const context = Object.fromEntries(
    Object.entries(variables).map(([name, value]) => [name, toCel(value)]),
  );
  return evaluateCelValues(expression, context, library);
}

/**
 * Like evaluateCel, with variables that are CEL values already (the caller chose ints and
 * doubles, e.g. from a schema: a `number` field holding 2 is the double 2.0).
 */
export function evaluateCelValues(
  expression: string,
  variables: Record<string, unknown>,
  library?: CelLibrary,
): unknown {
  const text = library?.unicodeMatches
    ? expression.replace(/\.matches\(/g, `.${UNICODE_MATCHES}(`)
    : expression;
  return environment(library).evaluate(text, variables);
}

/** JSON to CEL values: integers become bigint; arrays and plain objects are copied through. */
export function toCel(value: unknown): unknown {
  if (typeof value === "number") return Number.isInteger(value) ? BigInt(value) : value;
  if (Array.isArray(value)) return value.map(toCel);
  if (
    value !== null &&
    typeof value === "object" &&
    Object.getPrototypeOf(value) === Object.prototype
  ) {
    // fromEntries defines properties: a "__proto__" key stays a key.
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toCel(v)]));
  }
  return value;
}
