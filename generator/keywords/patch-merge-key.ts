/** `patchMergeKey`: the field a strategic merge patch matches items by (documented with patchStrategy; its field checked with listMapKeys). */
import type { KeywordDefinition } from "./keyword.js";

export const patchMergeKey: KeywordDefinition<"patchMergeKey"> = {
  key: "patchMergeKey",
  on: "shape",
  docs: {
    summary:
      "The field a strategic merge patch matches the list's items by (x-kubernetes-patch-merge-key).",
    example:
      "containers: { type: array, items: Container, patchStrategy: merge, patchMergeKey: name }",
  },
  fits: { what: "lists" },
};
