/** Resolves rule paths (`issuer.url`, `claimValidationRules[].expression`) against the types. */
import type { Field, FieldPath, ObjectType, PathSegment, Shape } from "../model/model.js";
import { jsonFields, objectTypeOf, underlying, type TypeLookup } from "../model/queries.js";
import { CODES, type Code } from "./codes.js";
import { didYouMean } from "./diagnostics.js";
import { PLACEHOLDERS } from "./shapes.js";

/** A problem already reported elsewhere (a type that did not resolve). */
export const ALREADY_REPORTED = "";

export function resolvePath(
  text: string,
  root: Pick<ObjectType, "fields" | "name">,
  lookup: TypeLookup,
): FieldPath | { problem: string; code: Code } {
  const steps = text.split(".");
  let current: Pick<ObjectType, "fields" | "name"> | undefined = root;
  const segments: PathSegment[] = [];
  let leaf: Shape | undefined;
  let field: Field | undefined;
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i]!;
    const each = step.endsWith("[]");
    const name = each ? step.slice(0, -2) : step;
    if (!current) {
      if (leaf && PLACEHOLDERS.has(leaf))
        return { problem: ALREADY_REPORTED, code: CODES.unknownType };
      return {
        problem: `"${steps.slice(0, i).join(".")}" is not an object, so "${text}" cannot name a field inside it`,
        code: CODES.pathNotObject,
      };
    }
    const fields = jsonFields(current, lookup);
    const found = fields.find((f) => f.name === name || f.jsonName === name);
    if (!found) {
      return {
        problem: `unknown field "${name}" in ${current.name}${didYouMean(
          name,
          fields.map((f) => f.name),
        )}`,
        code: CODES.unknownField,
      };
    }
    field = found;
    leaf = found.shape;
    if (each) {
      const u = underlying(leaf, lookup);
      if (!u || u.kind !== "array")
        return {
          problem: `"${name}[]" needs a list, but ${current.name}.${name} is not one`,
          code: CODES.pathNotList,
        };
      leaf = u.items;
    }
    segments.push({ key: found.jsonName, each });
    current = objectTypeOf(leaf, lookup);
  }
  return { text, segments, leaf: leaf!, field: field! };
}
