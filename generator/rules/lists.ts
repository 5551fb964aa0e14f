/** Rules about the items of lists: uniqueness by a key, and a required item. */
import type { FieldPath, ScalarValue } from "../model/model.js";
import { underlying, withoutEnum } from "../model/queries.js";
import { and, atom, celProperty, celLiteral, celText, celValidation, cmp, implies, TRUE as CEL_TRUE, type CelExpr } from "./cel.js";
import { celItemKey, celListAndKey } from "./cel-lists.js";
import { hasItem, TRUE } from "./check.js";
import { upperSnake } from "../model/names.js";
import { code, list, listOf, literal, ref, reportStatement, WHEN, type FieldViolation, type RuleDefinition, type RuleOf, type Violation } from "./context.js";

/** CEL of a unique rule's key: aliases replaced, repeatable values not identifying an item. */
function celUniqueKey(key: { value: string; identifies: CelExpr }, r: RuleOf<"unique">): { value: string; identifies: CelExpr } {
  const value = Object.entries(r.aliases ?? {}).reduceRight((acc, [from, to]) => `(${key.value} == ${celLiteral(from)} ? ${celLiteral(to)} : ${acc})`, key.value);
  const identifies = r.repeatable ? and(key.identifies, atom(`!(${key.value} in [${r.repeatable.map((v) => celLiteral(v)).join(", ")}])`)) : key.identifies;
  return { value, identifies };
}

/** CEL of a key of several string fields: `[has(a.key) ? a.key : "", ...]`; every item has one. */
function celTupleKey(item: string, keys: readonly FieldPath[]): { value: string; identifies: CelExpr } {
  const parts = keys.map((k) => {
    const name = celProperty(k.segments[0]!.key);
    return `(has(${item}.${name}) ? ${item}.${name} : "")`;
  });
  return { value: `[${parts.join(", ")}]`, identifies: CEL_TRUE };
}

/** Duplicate on the list (the runtime's check reports each duplicate item, by its key). */
const uniqueViolation = (r: RuleOf<"unique">): Violation => ({ type: "Duplicate", path: r.list, detail: `items of ${r.list.text} must be unique${r.key ? ` by ${r.key.text}` : ""}` });

type UniqueBody = { list: string; key?: string; keys?: string[]; repeatable?: ScalarValue[]; aliases?: Record<string, string> };

export const unique: RuleDefinition<"unique", UniqueBody> = {
  kind: "unique",
  body: {
    required: ["list"],
    properties: {
      list: ref("path"),
      key: ref("path"),
      repeatable: listOf(ref("scalarValue"), 1, "Key values that may occur several times (Kubernetes' repeatable authorizer types)."),
      aliases: {
        type: "object",
        minProperties: 1,
        additionalProperties: { type: "string" },
        description: "Key values that count as another (`master: controlplane`): an item with either is a duplicate of the other.",
      },
      keys: listOf(ref("path"), 2, "Items are compared by these string fields together (an unset one counts as empty), reported on the item: Kubernetes' tolerations by key, operator, value and effect."),
    },
    not: { required: ["key", "keys"] },
  },
  load(b, l) {
    const list = l.list(l.path(b.list, ["list"]), ["list"]);
    const key = b.key !== undefined && list ? l.item(list, b.key, ["key"]) : undefined;
    const keys = b.keys && list ? b.keys.map((k, i) => l.fitting(l.item(list, k, ["keys", i]), "string", ["keys", i])) : undefined;
    keys?.forEach((k, i) => {
      if (k && k.segments.length > 1) l.error(["keys", i], `"keys" name fields of the items themselves, not "${k.text}"`);
    });
    const items = list && underlying(list.leaf, l.lookup);
    const keyLeaf = key?.leaf ?? (items?.kind === "array" ? items.items : undefined);
    if (keyLeaf) b.repeatable?.forEach((v, i) => l.valueFits(v, withoutEnum(keyLeaf), ["repeatable", i]));
    return {
      list,
      ...(b.key !== undefined ? { key } : {}),
      ...(b.keys !== undefined ? { keys } : {}),
      ...(b.repeatable ? { repeatable: b.repeatable } : {}),
      ...(b.aliases ? { aliases: b.aliases } : {}),
    };
  },
  describe: (r) => {
    const but = r.repeatable ? `, except ${list(r.repeatable.map(literal), "and")}` : "";
    const as = r.aliases ? ` (${list(Object.entries(r.aliases).map(([from, to]) => `${literal(from)} counts as ${literal(to)}`))})` : "";
    const by = r.key ? ` by ${code(r.key.text)}` : r.keys ? ` by ${list(r.keys.map((k) => code(k.text)))} together` : "";
    return `Items of ${code(r.list.text)} must be unique${by}${but}${as}${WHEN[r.on]}.`;
  },
  writeValidation(w, r, ctx) {
    // How the items are keyed, a module constant named after the list and its key (`AUTHORIZERS_TYPE_UNIQUE`).
    const key = r.key ? r.key.text.split(".").pop()! : "";
    const list = r.list.text.replace(/\[\]/g, "").split(".").pop()! + key.charAt(0).toUpperCase() + key.slice(1);
    const by = {
      list: r.list.segments.map((s) => s.key).join("."),
      ...(r.keys ? { keys: r.keys.map((k) => k.segments[0]!.key) } : r.key ? { key: r.key.segments.map((s) => s.key) } : {}),
      ...(r.repeatable ? { repeatable: r.repeatable } : {}),
      ...(r.aliases ? { aliases: r.aliases } : {}),
    };
    const constant = ctx.scope.constant(`${upperSnake(list)}_UNIQUE`, `${ctx.scope.use("unique", "uniqueBy")}(${JSON.stringify(by)})`);
    const items = ctx.valueOf(r.list);
    // With `error:`, one error for the whole list (Kubernetes' Invalid "Only one reference can
    // have Controller set to true" on ownerReferences).
    if (r.error) {
      const report = reportStatement(r, ctx, { ...uniqueViolation(r), type: "Invalid", path: r.list }, { value: items });
      w.write(`if (${ctx.scope.use("unique", "hasDuplicate")}(${items}, ${constant}))`).block(() => w.writeLine(report));
    } else {
      w.writeLine(`${ctx.scope.use("unique", "checkUnique")}(c, ${items}, path, ${constant});`);
    }
  },
  cel(r, ctx) {
    // Kubernetes' idiom: every item's key occurs exactly once.
    const { list: items, present, keySteps, item } = celListAndKey(r.list, r.key, ctx);
    const a = r.keys ? celTupleKey("a", r.keys) : celUniqueKey(celItemKey("a", keySteps, item), r);
    const b = r.keys ? celTupleKey("b", r.keys) : celUniqueKey(celItemKey("b", keySteps, item), r);
    const once = atom(`${items}.exists_one(b, ${celText(and(b.identifies, cmp(b.value, "==", a.value)))})`);
    const check = implies(present, atom(`${items}.all(a, ${celText(implies(a.identifies, once))})`));
    return [celValidation(r, check, uniqueViolation(r), ctx.sentence)];
  },
};

const containsViolation = (r: RuleOf<"listContains">): FieldViolation => ({
  type: "Required",
  path: r.list,
  detail: `must contain an item whose ${r.key.text} is ${list(r.anyOf.map((v) => JSON.stringify(v)), "or")}`,
});

type ListContainsBody = { list: string; key: string; anyOf: ScalarValue[] };

export const listContains: RuleDefinition<"listContains", ListContainsBody> = {
  kind: "listContains",
  body: { required: ["list", "key", "anyOf"], properties: { list: ref("path"), key: ref("path"), anyOf: listOf(ref("scalarValue")) } },
  load(b, l) {
    const list = l.list(l.path(b.list, ["list"]), ["list"]);
    const key = list ? l.item(list, b.key, ["key"]) : undefined;
    if (key) b.anyOf.forEach((v, i) => l.valueFits(v, key.leaf, ["anyOf", i]));
    return { list, key, anyOf: b.anyOf };
  },
  reportsFieldError: false,
  describe: (r) => `${code(r.list.text)} must hold an item whose ${code(r.key.text)} is ${list(r.anyOf.map(literal), "or")}${WHEN[r.on]}.`,
  checks: (r) => [{ guard: TRUE, holds: hasItem(r.list, r.key, r.anyOf), violation: containsViolation(r) }],
};
