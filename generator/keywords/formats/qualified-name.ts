/** The format `qualified-name`: a qualified name: an optional DNS subdomain prefix and `/`, then a name of at most 63 characters. */
import { qualifiedName } from "../../../templates/runtime/formats.js";
import type { FormatDefinition } from "./format-definition.js";
import { NAME, SUBDOMAIN } from "./patterns.js";

export const qualifiedNameFormat: FormatDefinition<"qualified-name"> = {
  name: "qualified-name",
  doc: "a qualified name: an optional DNS subdomain prefix and `/`, then a name of at most 63 characters",
  examples: { valid: "example.com/my-name", invalid: "-name" },
  check: qualifiedName,
  pattern: `^(${SUBDOMAIN}/)?${NAME}$`,
  maxLength: 317,
  cel: { library: "qualifiedName" },
};
