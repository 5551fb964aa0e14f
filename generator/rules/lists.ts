/** Rules about the items of lists: uniqueness by a key, and a required item. */
import type { ScalarValue } from "../model/model.js";
import { underlying, withoutEnum } from "../model/queries.js";
import { hasItem, noDuplicates, TRUE } from "./check.js";
import { code, documented, list, listOf, literal, ref, WHEN, type DuplicateViolation, type FieldViolation, type RuleDefinition, type RuleOf } from "./context.js";

/** Duplicate on each duplicate item, by its key (the runtime's check reports them); with `error:`, that error once for the list. */
const uniqueViolation = (r: RuleOf<"unique">): DuplicateViolation => ({ type: "Duplicate", path: r.list, detail: `items of ${r.list.text} must be unique${r.key ? ` by ${r.key.text}` : ""}` });

type UniqueBody = { list: string; key?: string; keys?: string[]; repeatable?: ScalarValue[]; aliases?: Record<string, string> };

export const unique: RuleDefinition<"unique", UniqueBody> = {
  kind: "unique",
  body: documented({
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
  }, {
    description: "The items of a list are unique by a key path, by several keys together, or by value without either; a repeat is Duplicate.",
    examples: [{ unique: { list: "jwt", key: "issuer.url" } }, { unique: { list: "authorizers", key: "type", repeatable: ["Webhook"] } }],
    keys: { list: "The list.", key: "The path, inside an item, of the key the items are unique by." },
  }),
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
  checks: (r) => [{ guard: TRUE, holds: noDuplicates(r), violation: uniqueViolation(r) }],
};

const containsViolation = (r: RuleOf<"listContains">): FieldViolation => ({
  type: "Required",
  path: r.list,
  detail: `must contain an item whose ${r.key.text} is ${list(r.anyOf.map((v) => JSON.stringify(v)), "or")}`,
});

type ListContainsBody = { list: string; key: string; anyOf: ScalarValue[] };

export const listContains: RuleDefinition<"listContains", ListContainsBody> = {
  kind: "listContains",
  body: documented(
    { required: ["list", "key", "anyOf"], properties: { list: ref("path"), key: ref("path"), anyOf: listOf(ref("scalarValue")) } },
    {
      description: "A list holds an item whose key is one of the values.",
      examples: [{ listContains: { list: "conditions", key: "type", anyOf: ["Complete", "Failed"] } }],
      keys: { list: "The list.", key: "The path of the key inside an item.", anyOf: "The values one of which an item's key must have." },
    },
  ),
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
