/**
 * The bounds of a duration or a quantity field as x-kubernetes-validations: JSON Schema's
 * minimum and maximum hold numbers, and these are strings, so Kubernetes states them in CEL
 * with its duration and quantity libraries (`duration(self) <= duration('30s')`,
 * `quantity(self).compareTo(quantity('1Gi')) <= 0`), with the validators' own messages. So is
 * a map's cumulative size (`maxTotalBytes`: its keys and values together, in UTF-8 bytes),
 * with the strings library's join.
 */
import type { Field } from "../model/model.js";
import { resolvedShape, type TypeLookup } from "../model/queries.js";
import type { CelValidation } from "./context.js";

const BOUNDS = [
  ["minimum", ">=", "greater than or equal to"],
  ["exclusiveMinimum", ">", "greater than"],
  ["maximum", "<=", "less than or equal to"],
  ["exclusiveMaximum", "<", "less than"],
] as const;

export function boundCelValidations(field: Field, lookup: TypeLookup): CelValidation[] {
  const shape = resolvedShape(field.shape, lookup);
  if (shape.kind === "map" && shape.maxTotalBytes !== undefined) {
    const max = shape.maxTotalBytes;
    return [{ rule: `size(bytes(self.map(k, k + self[k]).join(''))) <= ${max}`, message: `may not be more than ${max} bytes` }];
  }
  if (shape.kind !== "scalar" || (shape.scalar !== "duration" && shape.scalar !== "quantity")) return [];
  const out: CelValidation[] = [];
  for (const [key, op, words] of BOUNDS) {
    const bound = shape[key];
    if (bound === undefined) continue;
    const literal = `'${String(bound)}'`;
    const rule = shape.scalar === "duration" ? `duration(self) ${op} duration(${literal})` : `quantity(self).compareTo(quantity(${literal})) ${op} 0`;
    out.push({ rule, message: `must be ${words} ${String(bound)}` });
  }
  return out;
}
