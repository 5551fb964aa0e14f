/** CEL of list rules: the list at a rule path and the key of its items, as the runtime reads them. */
import type { FieldPath, ObjectType, Shape } from "../model/model.js";
import { resolvedShape } from "../model/queries.js";
import { and, celAccess, celPresent, celSteps, cmp, itemType, TRUE, type CelExpr, type CelStep } from "./cel.js";
import type { RuleCelContext } from "./context.js";

/** The list at a rule path (no `[]` steps) and the key inside its items. */
export function celListAndKey(listPath: FieldPath, key: FieldPath | undefined, ctx: Pick<RuleCelContext, "type" | "lookup">): { list: string; present: CelExpr; keySteps: CelStep[]; item: Shape } {
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
export function celItemKey(item: string, keySteps: readonly CelStep[], itemShape: Shape): { value: string; identifies: CelExpr } {
  // Items without the key, or with an empty string, are not compared (as the runtime skips them).
  if (keySteps.length === 0) return { value: item, identifies: isString(itemShape) ? cmp(item, "!=", '""') : TRUE };
  const last = keySteps[keySteps.length - 1]!;
  const value = celAccess(item, keySteps);
  const notEmpty = isString(last.shape) ? cmp(value, "!=", '""') : TRUE;
  return { value, identifies: and(celPresent(item, keySteps), notEmpty) };
}
