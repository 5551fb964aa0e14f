/**
 * The x-kubernetes-validations of the specs: each rule lowered by its own definition's `cel`,
 * and the transition rules of immutable fields.
 */
import type { Field, ObjectType, Rule } from "../model/model.js";
import { jsonFields, resolvedShape, type TypeLookup } from "../model/queries.js";
import {
  atom,
  celCondition,
  celFieldPath,
  celIsSet,
  celNotZero,
  celProperty,
  celText,
  cmp,
  implies,
  not,
  NotExpressibleInCel,
  or,
  type CelStep,
} from "./cel.js";
import { celChecks } from "./check-cel.js";
import type { CelValidation, Check, RuleCelContext } from "./context.js";
import { fieldImmutability, immutableViolation } from "./immutability.js";
import { keywordCelValidations } from "../keywords/index.js";
import { ruleDefinition } from "./index.js";

/**
 * The validations of one rule, from its checks, or why it has none: rules that only affect
 * defaulting have no checks; a rule that CEL cannot state (a field name Kubernetes cannot escape, a format without
 * a CEL library) has none either.
 */
export function ruleCel(
  rule: Rule,
  typeContext: Omit<RuleCelContext, "sentence">,
): { readonly validations: readonly CelValidation[]; readonly unsupported?: string } {
  const definition = ruleDefinition(rule.kind);
  const ctx: RuleCelContext = {
    ...typeContext,
    sentence: (definition.describe as (r: Rule) => string)(rule),
  };
  const updateChecks = definition.updateChecks as
    | ((r: Rule, fields: readonly Field[]) => Check[])
    | undefined;
  const lowered =
    (definition.checks as ((r: Rule) => Check[]) | undefined) ??
    (updateChecks && ((r: Rule) => updateChecks(r, jsonFields(ctx.type, ctx.lookup))));
  if (!lowered) return { validations: [], unsupported: `${rule.kind} does not validate` };
  try {
    const validations = celChecks(rule, lowered(rule), ctx);
    return validations.length
      ? { validations }
      : { validations, unsupported: `${rule.kind} rendered no CEL` };
  } catch (e) {
    if (e instanceof NotExpressibleInCel) return { validations: [], unsupported: e.message };
    throw e;
  }
}

/**
 * Every x-kubernetes-validation of an object type: its rules, then what immutable fields need
 * beyond `fieldCelValidations` (a field-level transition rule runs only when the field is in
 * both objects, so adding or removing the field is checked on the type).
 */
export function celValidations(type: ObjectType, lookup: TypeLookup): CelValidation[] {
  return [
    ...type.rules.flatMap((rule) =>
      ruleCel(rule, { type, lookup }).validations.map((v) => guardedByType(v, type, lookup)),
    ),
    ...immutabilityCelValidations(type, lookup),
  ];
}

/** A rule's validation on a type with `validatedWhen`: it holds whenever the condition does not. */
export function guardedByType(
  v: CelValidation,
  type: ObjectType,
  lookup: TypeLookup,
): CelValidation {
  if (!type.validatedWhen) return v;
  return {
    ...v,
    rule: celText(
      implies(celCondition("self", type.validatedWhen, type, lookup), atom(`(${v.rule})`)),
    ),
  };
}

/** The message and reason of an immutable field's validations, as its update check reports (no reason: Kubernetes' FieldValueInvalid). */
function immutableReport(
  field: Field,
  immutability: true | "once-set",
): Pick<CelValidation, "message" | "reason"> {
  const v = immutableViolation(field, immutability);
  return {
    message: v.detail,
    ...(v.type === "Forbidden" ? { reason: "FieldValueForbidden" as const } : {}),
  };
}

/** The validations on a field's own schema: its keywords' (the bounds of a duration or quantity, a map's total size), and an immutable field's transition rule (`self == oldSelf`). */
export function fieldCelValidations(field: Field, lookup: TypeLookup): CelValidation[] {
  return [
    ...keywordCelValidations(resolvedShape(field.shape, lookup)),
    ...transitionCelValidations(field, lookup),
  ];
}

function transitionCelValidations(field: Field, lookup: TypeLookup): CelValidation[] {
  const immutability = fieldImmutability(field, lookup);
  if (immutability === true)
    return [{ rule: "self == oldSelf", ...immutableReport(field, immutability) }];
  if (immutability === "once-set") {
    // Once set (Go semantics: a zero value is not set), the value may not change.
    const unset = not(celNotZero("oldSelf", field.shape, field.pointer, lookup));
    return [
      {
        rule: celText(or(unset, cmp("self", "==", "oldSelf"))),
        ...immutableReport(field, immutability),
      },
    ];
  }
  return [];
}

/** On the type: an immutable field may not be added or removed; a once-set field not removed. */
export function immutabilityCelValidations(type: ObjectType, lookup: TypeLookup): CelValidation[] {
  const out: CelValidation[] = [];
  for (const field of jsonFields(type, lookup)) {
    const immutability = fieldImmutability(field, lookup);
    if (!immutability) continue;
    const name = celProperty(field.jsonName);
    if (immutability === true) {
      out.push({
        rule: `has(self.${name}) == has(oldSelf.${name})`,
        ...immutableReport(field, immutability),
        fieldPath: celFieldPath([field.jsonName]),
      });
    } else {
      const step: CelStep = {
        key: field.jsonName,
        field,
        shape: resolvedShape(field.shape, lookup),
        each: false,
      };
      const wasSet = celIsSet("oldSelf", [step], lookup);
      out.push({
        rule: celText(implies(wasSet, atom(`has(self.${name})`))),
        ...immutableReport(field, immutability),
        fieldPath: celFieldPath([field.jsonName]),
      });
    }
  }
  return out;
}
