/** The format `label-key`: a label key: an optional DNS subdomain prefix and `/`, then a name of at most 63 characters. */
import { labelKey } from "../../../templates/runtime/formats.js";
import type { FormatDefinition } from "./format-definition.js";
import { NAME, SUBDOMAIN } from "./patterns.js";

export const labelKeyFormat: FormatDefinition<"label-key"> = {
  name: "label-key",
  doc: "a label key: an optional DNS subdomain prefix and `/`, then a name of at most 63 characters",
  examples: { valid: "app.kubernetes.io/name", invalid: "a/b/c" },
  check: labelKey,
  pattern: `^(${SUBDOMAIN}/)?${NAME}$`,
  maxLength: 317,
  cel: { library: "qualifiedName" },
};
