/** The format `lowercase`: no upper-case letters. */
import { lowercase } from "../../../templates/runtime/formats.js";
import type { FormatDefinition } from "./format-definition.js";

// Go: value == strings.ToLower(value); upper and title case letters are what ToLower changes.
export const lowercaseFormat: FormatDefinition<"lowercase"> = {
  name: "lowercase",
  doc: "no upper-case letters",
  examples: { valid: "my-name", invalid: "MyName" },
  check: lowercase,
  pattern: "^[^A-Z]*$",
  cel: { rejects: "[\\p{Lu}\\p{Lt}]" },
};
