/** The format `attribute-name`: a fully qualified attribute name: a DNS subdomain (any case), `/`, and a C identifier of at most 32 characters. */
import { attributeName } from "../../../templates/runtime/formats.js";
import type { FormatDefinition } from "./format-definition.js";

export const attributeNameFormat: FormatDefinition<"attribute-name"> = {
  name: "attribute-name",
  doc: "a fully qualified attribute name: a DNS subdomain (any case), `/`, and a C identifier of at most 32 characters",
  examples: { valid: "gpu.example.com/memory", invalid: "memory" },
  check: attributeName,
  pattern:
    "^[A-Za-z0-9]([-A-Za-z0-9]*[A-Za-z0-9])?(\\.[A-Za-z0-9]([-A-Za-z0-9]*[A-Za-z0-9])?)*/[A-Za-z_][A-Za-z0-9_]{0,31}$",
};
