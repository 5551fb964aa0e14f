/**
 * x-kubernetes-validations of a type and of a field: the spec rules rendered as CEL by the
 * rule registry (generator/rules), the same rules the TypeScript validators are rendered from.
 */
import type { Field, NamedType } from "../../model/model.js";
import type { TypeLookup } from "../../model/queries.js";
import { celValidations, fieldCelValidations } from "../../rules/cel-validations.js";
import type { CelValidation } from "../../rules/context.js";
import type { JsonSchema } from "../schema/shape-schema.js";

function toSchema(v: CelValidation): JsonSchema {
  const out: JsonSchema = { rule: v.rule, message: v.message };
  if (v.fieldPath !== undefined) out.fieldPath = v.fieldPath;
  if (v.reason !== undefined) out.reason = v.reason;
  if (v.optionalOldSelf) out.optionalOldSelf = true;
  return out;
}

export function typeValidations(type: NamedType, lookup: TypeLookup): JsonSchema[] {
  return type.kind === "object" ? celValidations(type, lookup).map(toSchema) : [];
}

export function fieldValidations(field: Field, lookup: TypeLookup): JsonSchema[] {
  return fieldCelValidations(field, lookup).map(toSchema);
}
