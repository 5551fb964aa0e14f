/**
 * `listType`: how a list's items are identified (Kubernetes' +listType): `atomic`, replaced
 * whole by server-side apply; `set`, unique scalar items; `map`, unique by `listMapKeys`. The
 * validator reports a duplicate item (Duplicate) in its loop over the items
 * (emit/validators/value-checks.ts); the schemas publish a set as `uniqueItems`.
 */
import { CODES } from "../load/codes.js";
import type { KeywordDefinition } from "./keyword.js";
import { tick } from "./shared.js";

export const listType: KeywordDefinition<"listType"> = {
  key: "listType",
  on: "shape",
  docs: {
    summary:
      "How a list's items are identified: `atomic` (the list is replaced whole), `set` (unique items) or `map` (unique by `listMapKeys`); a repeated item is Duplicate. Published as x-kubernetes-list-type; server-side apply merges by it.",
    example: "finalizers: { type: array, items: string, listType: set }",
  },
  fits: { what: "lists" },
  check: (ctx) => {
    if (ctx.shape.listType === "map" && !ctx.shape.listMapKeys)
      ctx.error(["listType"], CODES.keywordNeedsKeyword, `listType "map" needs "listMapKeys"`);
  },
  valueProblem: (value, shape) =>
    shape.listType === "set" &&
    Array.isArray(value) &&
    new Set(value.map((v) => JSON.stringify(v))).size < value.length
      ? "holds a duplicate item"
      : undefined,
  schema: (shape) => (shape.listType === "set" ? { uniqueItems: true } : {}),
  facts: (shape) => {
    if (shape.listType === "set") return ["Items are unique."];
    if (shape.listType === "map")
      return [`Items are unique by ${shape.listMapKeys!.map(tick).join(", ")}.`];
    return [];
  },
};
