/** `unique`: the items of a list are unique by a key, by keys together or by value (Duplicate). */
import type { ScalarValue } from "../../model/model.js";
import { resolvedShape, underlying, withoutEnum } from "../../model/queries.js";
import { noDuplicates, TRUE } from "../check.js";
import { CODES } from "../../load/codes.js";
import {
  code,
  documented,
  type DuplicateViolation,
  list,
  listOf,
  literal,
  ref,
  type RuleDefinition,
  type RuleOf,
  WHEN,
} from "../context.js";

/** Duplicate on each duplicate item, by its key (the runtime's check reports them); with `error:`, that error once for the list. */
const uniqueViolation = (r: RuleOf<"unique">): DuplicateViolation => ({
  type: "Duplicate",
  path: r.list,
  detail: `items of ${r.list.text} must be unique${r.key ? ` by ${r.key.text}` : ""}`,
});

type UniqueBody = {
  list: string;
  key?: string;
  keys?: string[];
  repeatable?: ScalarValue[];
  aliases?: Record<string, string>;
};

export const unique: RuleDefinition<"unique", UniqueBody> = {
  kind: "unique",
  body: documented(
    {
      required: ["list"],
      properties: {
        list: ref("path"),
        key: ref("path"),
        repeatable: listOf(
          ref("scalarValue"),
          1,
          "Key values that may occur several times (Kubernetes' repeatable authorizer types).",
        ),
        aliases: {
          type: "object",
          minProperties: 1,
          additionalProperties: { type: "string" },
          description:
            "Key values that count as another (`master: controlplane`): an item with either is a duplicate of the other.",
        },
        keys: listOf(
          ref("path"),
          2,
          "Items are compared by these string fields together (an unset one counts as empty), reported on the item: Kubernetes' tolerations by key, operator, value and effect.",
        ),
      },
      not: { required: ["key", "keys"] },
    },
    {
      description:
        "The items of a list are unique by a key path, by several keys together, or by value without either; a repeat is Duplicate.",
      examples: [
        { unique: { list: "jwt", key: "issuer.url" } },
        { unique: { list: "authorizers", key: "type", repeatable: ["Webhook"] } },
      ],
      keys: {
        list: "The list.",
        key: "The path, inside an item, of the key the items are unique by.",
      },
    },
  ),
  load(b, l) {
    const list = l.list(l.path(b.list, ["list"]), ["list"]);
    const key = b.key !== undefined && list ? l.item(list, b.key, ["key"]) : undefined;
    const keys =
      b.keys && list
        ? b.keys.map((k, i) => l.fitting(l.item(list, k, ["keys", i]), "string", ["keys", i]))
        : undefined;
    keys?.forEach((k, i) => {
      if (k && k.segments.length > 1)
        l.error(
          ["keys", i],
          CODES.uniqueKeyNested,
          `"keys" name fields of the items themselves, not "${k.text}"`,
        );
    });
    const items = list && underlying(list.leaf, l.lookup);
    const keyLeaf = key?.leaf ?? (items?.kind === "array" ? items.items : undefined);
    if (keyLeaf)
      b.repeatable?.forEach((v, i) => l.valueFits(v, withoutEnum(keyLeaf), ["repeatable", i]));
    return {
      list,
      ...(b.key !== undefined ? { key } : {}),
      ...(b.keys !== undefined ? { keys } : {}),
      ...(b.repeatable ? { repeatable: b.repeatable } : {}),
      ...(b.aliases ? { aliases: b.aliases } : {}),
      // A key whose values are accepted in any case is compared in lower case, as Kubernetes does.
      ...(keyLeaf && resolvedShape(keyLeaf, l.lookup).customValues === "any-case"
        ? { lowercase: true }
        : {}),
    };
  },
  describe: (r) => {
    const but = r.repeatable ? `, except ${list(r.repeatable.map(literal), "and")}` : "";
    const as = r.aliases
      ? ` (${list(Object.entries(r.aliases).map(([from, to]) => `${literal(from)} counts as ${literal(to)}`))})`
      : "";
    const by = r.key
      ? ` by ${code(r.key.text)}`
      : r.keys
        ? ` by ${list(r.keys.map((k) => code(k.text)))} together`
        : "";
    return `Items of ${code(r.list.text)} must be unique${by}${but}${as}${WHEN[r.on]}.`;
  },
  checks: (r) => [{ guard: TRUE, holds: noDuplicates(r), violation: uniqueViolation(r) }],
};
