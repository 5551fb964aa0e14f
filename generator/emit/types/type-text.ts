/** The TypeScript type expression of a model shape. */
import type { Scalar, Shape, TypeId } from "../../model/model.js";

const SCALAR_TYPES: Readonly<Record<Scalar, string>> = {
  string: "string",
  boolean: "boolean",
  int32: "number",
  int64: "number",
  float32: "number",
  float64: "number",
  bytes: "string",
  duration: "string",
  time: "string",
  microtime: "string",
  quantity: "string | number",
  "int-or-string": "number | string",
  object: "Record<string, unknown>",
  any: "unknown",
};

/** How a file names the named types it uses (local, or imported under an alias). */
export type NameOf = (id: TypeId) => string;

export function typeText(shape: Shape, nameOf: NameOf): string {
  const base = baseText(shape, nameOf);
  return shape.nullable ? `${base} | null` : base;
}

function baseText(shape: Shape, nameOf: NameOf): string {
  switch (shape.kind) {
    case "scalar":
      if (shape.enum && shape.customValues === "any-case") return "string";
      if (shape.enum)
        return [
          ...shape.enum.map((e) => JSON.stringify(e.value)),
          ...(shape.customValues ? ["`${string}/${string}`"] : []),
        ].join(" | ");
      return SCALAR_TYPES[shape.scalar];
    case "ref":
      return nameOf(shape.target);
    case "array": {
      const item = typeText(shape.items, nameOf);
      return /[|& ]/.test(item) ? `Array<${item}>` : `${item}[]`;
    }
    case "map":
      return `Record<string, ${typeText(shape.values, nameOf)}>`;
  }
}

/** Every named type a shape refers to. */
export function referencedIds(shape: Shape, into: Set<TypeId>): void {
  if (shape.kind === "ref") into.add(shape.target);
  else if (shape.kind === "array") referencedIds(shape.items, into);
  else if (shape.kind === "map") {
    referencedIds(shape.values, into);
    if (shape.keys) referencedIds(shape.keys, into);
  }
}
