/** `maxBytes`: a string has at most this many UTF-8 bytes (TooLong "bytes"); published as the maxLength it implies (see max-length.ts). */
import { ifCheck } from "../code/write.js";
import { utf8Length } from "../../templates/runtime/bytes.js";
import type { KeywordDefinition } from "./keyword.js";
import { tooLongReport } from "./shared.js";

export const maxBytes: KeywordDefinition<"maxBytes"> = {
  key: "maxBytes",
  on: "shape",
  docs: {
    summary: "A string has at most this many bytes in UTF-8 (Event's note: 1 kB); more is TooLong.",
    example: "message: { type: string, maxBytes: 32768 }",
  },
  fits: { what: "strings" },
  valueProblem: (value, shape) =>
    shape.maxBytes !== undefined && typeof value === "string" && utf8Length(value) > shape.maxBytes
      ? `may not be more than ${shape.maxBytes} bytes`
      : undefined,
  validate: (shape, ctx) => {
    const max = shape.maxBytes;
    if (max === undefined) return undefined;
    const bytes = ctx.scope.use("bytes", "utf8Length");
    return ifCheck(
      `${ctx.site.value}.length * 3 > ${max} && ${bytes}(${ctx.site.value}) > ${max}`,
      tooLongReport(ctx, max, "bytes"),
    );
  },
  facts: (shape) => (shape.maxBytes !== undefined ? [`At most ${shape.maxBytes} bytes.`] : []),
  limit: "upper",
};
