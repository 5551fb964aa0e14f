/** The format `printable`: printable characters only. */
import { printable } from "../../../templates/runtime/formats.js";
import type { FormatDefinition } from "./format-definition.js";

export const printableFormat: FormatDefinition<"printable"> = {
  name: "printable",
  doc: "printable characters only",
  examples: { valid: "Hello, world!", invalid: "line\nbreak" },
  check: printable,
  pattern: "^[\\p{L}\\p{M}\\p{N}\\p{P}\\p{S} ]*$",
};
