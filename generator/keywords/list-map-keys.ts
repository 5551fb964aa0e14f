/** `listMapKeys`: the fields that identify an item of a `listType: map` list (documented with listType); here too the check of `patchMergeKey`'s field. */
import { CODES } from "../load/codes.js";
import { jsonFields, objectTypeOf } from "../model/queries.js";
import { didYouMean } from "../load/diagnostics.js";
import type { KeywordDefinition, KeywordLoadContext } from "./keyword.js";

export const listMapKeys: KeywordDefinition<"listMapKeys"> = {
  key: "listMapKeys",
  on: "shape",
  docs: {
    summary:
      "With `listType: map`, the fields that identify an item, as Kubernetes' +listMapKey (x-kubernetes-list-map-keys).",
    example: "ports: { type: array, items: Port, listType: map, listMapKeys: [port, protocol] }",
  },
  fits: { what: "lists" },
  check: (ctx) => {
    if (ctx.shape.listMapKeys && ctx.shape.listType !== "map")
      ctx.error(
        ["listMapKeys"],
        CODES.keywordNeedsKeyword,
        `"listMapKeys" needs listType "map"`,
        "key",
      );
    checkListKeys(ctx);
  },
};

/** The list keys (`listMapKeys`, `patchMergeKey`) name fields of the items' object type. */
function checkListKeys(ctx: KeywordLoadContext): void {
  const { shape, lookup } = ctx;
  if (ctx.kind !== "array" || !ctx.items) return;
  const keys = [
    ...(shape.listMapKeys ?? []),
    ...(shape.patchMergeKey ? [shape.patchMergeKey] : []),
  ];
  if (keys.length === 0) return;
  const item = objectTypeOf(ctx.items, lookup);
  if (!item) {
    ctx.error(
      [shape.listMapKeys ? "listMapKeys" : "patchMergeKey"],
      CODES.listKeysNeedObjects,
      `list keys need items of an object type`,
    );
    return;
  }
  const names = jsonFields(item, lookup).map((f) => f.jsonName);
  for (const key of keys) {
    if (!names.includes(key)) {
      const where = shape.listMapKeys?.includes(key) ? "listMapKeys" : "patchMergeKey";
      ctx.error(
        [where],
        CODES.unknownField,
        `unknown field "${key}" in ${item.name}${didYouMean(key, names)}`,
      );
    }
  }
}
