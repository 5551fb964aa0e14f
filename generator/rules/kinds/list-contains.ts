/** `listContains`: a list holds an item whose key is one of some values (Required). */
import type { ScalarValue } from "../../model/model.js";
import { hasItem, TRUE } from "../check.js";
import {
  code,
  documented,
  type FieldViolation,
  list,
  listOf,
  literal,
  ref,
  type RuleDefinition,
  type RuleOf,
  WHEN,
} from "../context.js";

const containsViolation = (r: RuleOf<"listContains">): FieldViolation => ({
  type: "Required",
  path: r.list,
  detail: `must contain an item whose ${r.key.text} is ${list(
    r.anyOf.map((v) => JSON.stringify(v)),
    "or",
  )}`,
});

type ListContainsBody = { list: string; key: string; anyOf: ScalarValue[] };

export const listContains: RuleDefinition<"listContains", ListContainsBody> = {
  kind: "listContains",
  body: documented(
    {
      required: ["list", "key", "anyOf"],
      properties: { list: ref("path"), key: ref("path"), anyOf: listOf(ref("scalarValue")) },
    },
    {
      description: "A list holds an item whose key is one of the values.",
      examples: [
        { listContains: { list: "conditions", key: "type", anyOf: ["Complete", "Failed"] } },
      ],
      keys: {
        list: "The list.",
        key: "The path of the key inside an item.",
        anyOf: "The values one of which an item's key must have.",
      },
    },
  ),
  load(b, l) {
    const list = l.list(l.path(b.list, ["list"]), ["list"]);
    const key = list ? l.item(list, b.key, ["key"]) : undefined;
    if (key) b.anyOf.forEach((v, i) => l.valueFits(v, key.leaf, ["anyOf", i]));
    return { list, key, anyOf: b.anyOf };
  },
  reportsFieldError: false,
  describe: (r) =>
    `${code(r.list.text)} must hold an item whose ${code(r.key.text)} is ${list(r.anyOf.map(literal), "or")}${WHEN[r.on]}.`,
  checks: (r) => [
    { guard: TRUE, holds: hasItem(r.list, r.key, r.anyOf), violation: containsViolation(r) },
  ],
};
