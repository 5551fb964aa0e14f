/**
 * The format `cel`: a CEL expression. Its runtime check accepts any string: the validators parse
 * it instead (`celSyntaxError`), then check it against `celVariables` and `celResult` (the
 * keyword `format`), so its invalid example is one the parser refuses.
 */
import { cel } from "../../../templates/runtime/formats.js";
import type { FormatDefinition } from "./format-definition.js";

export const celFormat: FormatDefinition<"cel"> = {
  name: "cel",
  doc: "a CEL expression",
  examples: { valid: "self.size() > 0", invalid: "self.size( >" },
  check: cel,
};
