/** `patchStrategy`: how a strategic merge patch merges the list (`merge`, `retainKeys`, ...), with `patchMergeKey`. */
import type { KeywordDefinition } from "./keyword.js";
import { tick } from "./shared.js";

export const patchStrategy: KeywordDefinition<"patchStrategy"> = {
  key: "patchStrategy",
  on: "shape",
  docs: {
    summary:
      "How a strategic merge patch changes the list or map (`merge`, `replace`, `retainKeys`), as Kubernetes' patchStrategy tag (x-kubernetes-patch-strategy).",
    example:
      "containers: { type: array, items: Container, patchStrategy: merge, patchMergeKey: name }",
  },
  fits: { what: "lists" },
  facts: (shape) =>
    shape.patchStrategy
      ? [
          `Patch strategy: ${shape.patchStrategy}${shape.patchMergeKey ? ` on key ${tick(shape.patchMergeKey)}` : ""}.`,
        ]
      : [],
};
