/** The format `label-value`: a label value: empty, or at most 63 alphanumerics, `-`, `_` and `.`, starting and ending with an alphanumeric. */
import { labelValue } from "../../../templates/runtime/formats.js";
import type { FormatDefinition } from "./format-definition.js";
import { NAME } from "./patterns.js";

export const labelValueFormat: FormatDefinition<"label-value"> = {
  name: "label-value",
  doc: "a label value: empty, or at most 63 alphanumerics, `-`, `_` and `.`, starting and ending with an alphanumeric",
  examples: { valid: "v1.2_beta", invalid: "-value" },
  check: labelValue,
  pattern: `^(${NAME})?$`,
  maxLength: 63,
  cel: { library: "labelValue" },
};
