/**
 * CEL rendering of the rule registry: the text of paths, presence ("set", see specs/README.md),
 * conditions and Kubernetes' CEL libraries, for `x-kubernetes-validations`. Each rule kind's
 * registry entry renders its rule with these helpers (`cel`), from the same model rule its
 * TypeScript validator is rendered from; `celValidations` and `fieldCelValidations` are what
 * the OpenAPI emitter calls.
 *
 * How the CEL sees an object is Kubernetes' (k8s.io/apiserver/pkg/cel): `self` is the value
 * of the schema that carries the rule, `oldSelf` its previous value in transition rules;
 * property names that are not CEL identifiers are escaped (`tls-server-name` ->
 * `tls__dash__server__dash__name`, `namespace` -> `__namespace__`); `has()` tests presence;
 * null values of non-nullable fields are pruned before validation; strings with
 * `format: byte` are bytes and with `format: date-time` timestamps.
 */
import type { FieldPath, Format, Rule, Shape } from "../model/model.js";
import { INTEGER_SCALARS } from "../model/queries.js";
import type { CelValidation, Violation } from "./context.js";
import { FORMAT_REGISTRY } from "../keywords/formats/index.js";
import {
  and,
  atom,
  celFieldPath,
  celLiteral,
  celText,
  cmp,
  not,
  NotExpressibleInCel,
  or,
  type CelExpr,
} from "./cel-expr.js";

export type { CelValidation, RuleCelContext } from "./context.js";
export * from "./cel-expr.js";
export * from "./cel-paths.js";

// ---------------------------------------------------------------------------------------------
// Values of Kubernetes' CEL libraries.

/**
 * A value made comparable `as` a kind, with the guard under which it is one (the runtime's
 * conversion gives undefined otherwise, and the TypeScript check is then skipped).
 */
export interface CelComparable {
  readonly value: string;
  readonly guard: CelExpr;
}

/** `string(x)`: quantities are int-or-string in Kubernetes, and its quantity library takes strings. */
function asString(x: string, shape: Shape): string {
  return shape.kind === "scalar" &&
    (shape.scalar === "quantity" || shape.scalar === "int-or-string")
    ? `string(${x})`
    : x;
}

export function celSemver(x: string): CelComparable {
  return { value: `semver(${x})`, guard: atom(`isSemver(${x})`) };
}

export function celQuantity(x: string, shape: Shape): CelComparable {
  const s = asString(x, shape);
  return { value: `quantity(${s})`, guard: atom(`isQuantity(${s})`) };
}

/** The IP family of an address or CIDR (Kubernetes' `ip` and `cidr` libraries). */
export function celIpFamily(x: string, format: Format | undefined): CelComparable {
  if (format === "cidr") return { value: `cidr(${x}).ip().family()`, guard: atom(`isCIDR(${x})`) };
  if (format === "ip") return { value: `ip(${x}).family()`, guard: atom(`isIP(${x})`) };
  return {
    value: `(${x}.contains("/") ? cidr(${x}).ip().family() : ip(${x}).family())`,
    guard: atom(`(${x}.contains("/") ? isCIDR(${x}) : isIP(${x}))`),
  };
}

/**
 * The check that a string has a format: Kubernetes' format library where it has the format
 * (`!format.dns1123Label().validate(x).hasValue()`), its ip, cidr and semver libraries, a
 * regular expression for `lowercase`. Other formats have no CEL equivalent of the runtime check.
 */
export function celFormatCheck(x: string, format: Format): CelExpr {
  const cel = FORMAT_REGISTRY[format].cel;
  if (cel === undefined)
    throw new NotExpressibleInCel(`the format ${format} has no CEL library in Kubernetes`);
  if ("library" in cel) return not(atom(`format.${cel.library}().validate(${x}).hasValue()`));
  if ("call" in cel) return atom(`${cel.call}(${x})`);
  return not(atom(`${x}.matches(${celLiteral(cel.rejects)})`));
}

// ---------------------------------------------------------------------------------------------
// Rules.

/** The message of a validation: the rule's `detail:`, else the violation's detail, else the rule's sentence. */
export function celMessage(rule: Rule, ruleSentence: string, detail: string): string {
  if (rule.detail !== undefined) return rule.detail;
  if (detail !== "") return detail.replace(/`/g, "");
  const sentence = ruleSentence.replace(/`/g, "");
  return sentence.charAt(0).toUpperCase() + sentence.slice(1).replace(/\.$/, "");
}

/** Kubernetes' reasons for CEL errors; it has none for NotSupported, which CEL reports as Invalid. */
const REASONS = {
  Invalid: "FieldValueInvalid",
  NotSupported: "FieldValueInvalid",
  Forbidden: "FieldValueForbidden",
  Required: "FieldValueRequired",
  Duplicate: "FieldValueDuplicate",
} as const;

/**
 * One `x-kubernetes-validations` entry of a rule: `check` holds when the value is valid, and
 * the entry reports the kind's violation (its reason, field and message), or what the rule's
 * `error:` and `detail:` set. `on: create` and `on: update` rules become transition rules.
 */
export function celValidation(
  rule: Rule,
  check: CelExpr,
  violation: Violation,
  sentence: string,
): CelValidation {
  const message = celMessage(rule, sentence, violation.detail);
  const path = rule.error?.self ? undefined : (rule.error?.path ?? violation.path);
  const reason = REASONS[rule.error?.type ?? violation.type];
  let expr = check;
  let optionalOldSelf: boolean | undefined;
  if (rule.on === "create") {
    // With optionalOldSelf, oldSelf has no value when the object is created.
    expr = or(atom("oldSelf.hasValue()"), check);
    optionalOldSelf = true;
  } else if (rule.on === "update") {
    // Mentioning oldSelf makes it a transition rule, evaluated on updates only.
    expr = and(cmp("oldSelf", "==", "oldSelf"), check);
  }
  return {
    rule: celText(expr),
    message,
    ...(path ? { fieldPath: celFieldPath(keysOf(path)) } : {}),
    reason,
    ...(optionalOldSelf ? { optionalOldSelf } : {}),
  };
}

export const keysOf = (path: FieldPath): string[] => path.segments.map((s) => s.key);

/** Whether an integer literal is right for a shape (else it is written as a double). */
export function isIntegerShape(shape: Shape): boolean {
  return shape.kind === "scalar" && INTEGER_SCALARS.has(shape.scalar);
}
