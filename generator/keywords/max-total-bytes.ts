/**
 * `maxTotalBytes`: a map's keys and values together have at most this many UTF-8 bytes
 * (annotations; TooLong). The validator adds the lengths in its loop over the entries
 * (emit/validators/value-checks.ts); CEL states it with the strings library's join.
 */
import type { KeywordDefinition } from "./keyword.js";

export const maxTotalBytes: KeywordDefinition<"maxTotalBytes"> = {
  key: "maxTotalBytes",
  on: "shape",
  docs: {
    summary:
      "A map's keys and values together have at most this many bytes in UTF-8; more is TooLong.",
    example: "annotations: { type: map, values: string, maxTotalBytes: 262144 }",
  },
  fits: { what: "maps" },
  cel: (shape) =>
    shape.kind === "map" && shape.maxTotalBytes !== undefined
      ? [
          {
            rule: `size(bytes(self.map(k, k + self[k]).join(''))) <= ${shape.maxTotalBytes}`,
            message: `may not be more than ${shape.maxTotalBytes} bytes`,
          },
        ]
      : [],
  facts: (shape) =>
    shape.maxTotalBytes !== undefined
      ? [`Keys and values together at most ${shape.maxTotalBytes} bytes.`]
      : [],
  limit: "upper",
};
