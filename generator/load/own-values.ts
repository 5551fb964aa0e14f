/**
 * A spec checked against itself: each default, example and enum value of a field must pass
 * the field's own rules, or generation fails at the value (Kubernetes refuses a CRD whose
 * defaults do not validate: apiextensions-apiserver pkg/apiserver/schema/defaulting/validation.go).
 * Each problem carries a stable code.
 */
import type { Shape } from "../model/model.js";
import { CODES } from "./codes.js";
import type { TypeLookup } from "../model/queries.js";
import type { LoadContext } from "./context.js";
import type { JsonPath, SourceFile } from "./source-file.js";
import { valueProblem } from "./values.js";
import { ruleProblem } from "./value-rules.js";

/** The codes of the problems found here. */
export const OWN_VALUE_CODES = {
  default: CODES.defaultInvalid,
  example: CODES.exampleInvalid,
  enum: CODES.enumValueInvalid,
} as const;

/** The literal values a field states about itself. */
export interface OwnValues {
  readonly default?: { readonly value: unknown };
  readonly example?: { readonly value: unknown };
}

/** Reports the default and the example of a shape that break its JSON kind, its enum or one of its rules (`defaultKey`: where the default is written, `value` in a defaultWhen rule). */
export function checkOwnValues(
  ctx: LoadContext,
  file: SourceFile,
  path: JsonPath,
  shape: Shape,
  lookup: TypeLookup,
  values: OwnValues,
  defaultKey = "default",
): void {
  for (const key of ["default", "example"] as const) {
    const given = values[key];
    if (!given) continue;
    const problem =
      valueProblem(given.value, shape, lookup) ?? ruleProblem(given.value, shape, lookup);
    const text = JSON.stringify(given.value);
    const what = problem?.startsWith(text) ? problem.slice(text.length + 1) : problem;
    if (what)
      ctx.error(
        file,
        [...path, key === "default" ? defaultKey : key],
        OWN_VALUE_CODES[key],
        `${key} ${text} ${what}`,
      );
  }
}
