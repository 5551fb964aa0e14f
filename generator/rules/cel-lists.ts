/** CEL of list rules: the list at a rule path and the key of its items, as the runtime reads them. */
import type { FieldPath, ObjectType, Shape } from "../model/model.js";
import { resolvedShape } from "../model/queries.js";
import {
  and,
  atom,
  celAccess,
  celLiteral,
  celPresent,
  celProperty,
  celSteps,
  celText,
  cmp,
  implies,
  itemType,
  TRUE,
  type CelExpr,
  type CelStep,
} from "./cel.js";
import type { RuleCelContext, UniqueBy } from "./context.js";

/** The list at a rule path (no `[]` steps) and the key inside its items. */
export function celListAndKey(
  listPath: FieldPath,
  key: FieldPath | undefined,
  ctx: Pick<RuleCelContext, "type" | "lookup">,
): { list: string; present: CelExpr; keySteps: CelStep[]; item: Shape } {
  const steps = celSteps(ctx.type, listPath, ctx.lookup);
  let keySteps: CelStep[] = [];
  if (key) {
    const items: ObjectType | undefined = itemType(listPath, ctx.lookup);
    if (!items) throw new Error(`${listPath.text}: the items of the list are not objects`);
    keySteps = celSteps(items, key, ctx.lookup);
  }
  const shape = resolvedShape(steps.at(-1)!.shape, ctx.lookup);
  const item = shape.kind === "array" ? resolvedShape(shape.items, ctx.lookup) : shape;
  return { list: celAccess("self", steps), present: celPresent("self", steps), keySteps, item };
}

const isString = (shape: Shape): boolean => shape.kind === "scalar" && shape.scalar === "string";

/** The key of an item as the runtime's `read(item, keyPath)` gives it, and whether it identifies the item. */
export function celItemKey(
  item: string,
  keySteps: readonly CelStep[],
  itemShape: Shape,
): { value: string; identifies: CelExpr } {
  // Items without the key, or with an empty string, are not compared (as the runtime skips them).
  if (keySteps.length === 0)
    return { value: item, identifies: isString(itemShape) ? cmp(item, "!=", '""') : TRUE };
  const last = keySteps[keySteps.length - 1]!;
  const value = celAccess(item, keySteps);
  const notEmpty = isString(last.shape) ? cmp(value, "!=", '""') : TRUE;
  return { value, identifies: and(celPresent(item, keySteps), notEmpty) };
}

/** A unique rule's key: aliases replaced, repeatable values not identifying an item. */
function celUniqueKey(
  key: { value: string; identifies: CelExpr },
  by: UniqueBy,
): { value: string; identifies: CelExpr } {
  const keyValue = by.lowercase ? `${key.value}.lowerAscii()` : key.value;
  const value = Object.entries(by.aliases ?? {}).reduceRight(
    (acc, [from, to]) => `(${keyValue} == ${celLiteral(from)} ? ${celLiteral(to)} : ${acc})`,
    keyValue,
  );
  const identifies = by.repeatable
    ? and(
        key.identifies,
        atom(`!(${key.value} in [${by.repeatable.map((v) => celLiteral(v)).join(", ")}])`),
      )
    : key.identifies;
  return { value, identifies };
}

/** A key of several string fields: `[has(a.key) ? a.key : "", ...]`; every item has one. */
function celTupleKey(
  item: string,
  keys: readonly FieldPath[],
): { value: string; identifies: CelExpr } {
  const parts = keys.map((k) => {
    const name = celProperty(k.segments[0]!.key);
    return `(has(${item}.${name}) ? ${item}.${name} : "")`;
  });
  return { value: `[${parts.join(", ")}]`, identifies: TRUE };
}

/** No two items have the same key: Kubernetes' idiom, every item's key occurs exactly once. */
export function celUnique(by: UniqueBy, ctx: Pick<RuleCelContext, "type" | "lookup">): CelExpr {
  const { list: items, present, keySteps, item } = celListAndKey(by.list, by.key, ctx);
  const a = by.keys ? celTupleKey("a", by.keys) : celUniqueKey(celItemKey("a", keySteps, item), by);
  const b = by.keys ? celTupleKey("b", by.keys) : celUniqueKey(celItemKey("b", keySteps, item), by);
  const once = atom(
    `${items}.exists_one(b, ${celText(and(b.identifies, cmp(b.value, "==", a.value)))})`,
  );
  return implies(present, atom(`${items}.all(a, ${celText(implies(a.identifies, once))})`));
}
