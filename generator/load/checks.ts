/**
 * Whether the limits, enums and defaults of a shape fit the type it holds: each keyword's own
 * checks (generator/keywords), a keyword written where it does not fit, the shape's default
 * and example, then the shapes inside it.
 */
import type { Shape } from "../model/model.js";
import { scalarOf, underlying, type TypeLookup } from "../model/queries.js";
import { SHAPE_KEYWORDS } from "../keywords/index.js";
import type { KeywordDefinition, KeywordLoadContext } from "../keywords/keyword.js";
import type { LoadContext } from "./context.js";
import { CODES } from "./codes.js";
import type { JsonPath, SourceFile } from "./source-file.js";
import { checkOwnValues, type OwnValues } from "./own-values.js";
import { ruleProblem } from "./value-rules.js";
import { valueProblem } from "./values.js";

export function checkShape(
  ctx: LoadContext,
  file: SourceFile,
  path: JsonPath,
  shape: Shape,
  lookup: TypeLookup,
  own: OwnValues = {},
): void {
  const u = underlying(shape, lookup);
  if (!u || (u.kind === "scalar" && u.scalar === "any")) return;
  const scalar = scalarOf(shape, lookup);
  const what =
    u.kind === "object" ? `object type ${u.name}` : u.kind === "scalar" ? u.scalar : u.kind;
  const keywords: KeywordLoadContext = {
    shape,
    kind: u.kind,
    scalar,
    what,
    lookup,
    ...(u.kind === "array" ? { items: u.items } : {}),
    error: (at, code, message, where) => ctx.error(file, [...path, ...at], code, message, where),
    kindProblem: (value, s) => valueProblem(value, s, lookup),
    ruleProblem: (value, s) => ruleProblem(value, s, lookup),
  };
  for (const keyword of SHAPE_KEYWORDS) {
    const fits = keyword.fits;
    if (fits && shape[keyword.key] !== undefined && !fitsShape(fits, u.kind, scalar))
      ctx.error(
        file,
        [...path, keyword.key],
        CODES.keywordMisplaced,
        `"${keyword.key}" only fits ${fits.what}, not ${what}`,
        "key",
      );
    keyword.check?.(keywords);
  }
  checkOwnValues(ctx, file, path, shape, lookup, own);
  if (shape.kind === "array") checkShape(ctx, file, [...path, "items"], shape.items, lookup);
  if (shape.kind === "map") {
    checkShape(ctx, file, [...path, "values"], shape.values, lookup);
    if (shape.keys) {
      if (scalarOf(shape.keys, lookup) !== "string")
        ctx.error(file, [...path, "keys"], CODES.mapKeysNotString, `map keys are strings`);
      checkShape(ctx, file, [...path, "keys"], shape.keys, lookup);
    }
  }
}

/** Whether a keyword fits a shape: strings (an int-or-string too, for some), lists, maps (an `object` too). */
function fitsShape(
  fits: NonNullable<KeywordDefinition["fits"]>,
  kind: string,
  scalar: string | undefined,
): boolean {
  if (fits.what === "strings")
    return scalar === "string" || (fits.intOrString === true && scalar === "int-or-string");
  if (fits.what === "lists") return kind === "array";
  return kind === "map" || scalar === "object";
}
