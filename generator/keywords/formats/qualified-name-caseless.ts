/** The format `qualified-name-caseless`: a qualified name checked in lower case (annotation keys, CSI driver names). */
import { qualifiedNameCaseless } from "../../../templates/runtime/formats.js";
import type { FormatDefinition } from "./format-definition.js";

export const qualifiedNameCaselessFormat: FormatDefinition<"qualified-name-caseless"> = {
  name: "qualified-name-caseless",
  doc: "a qualified name checked in lower case (annotation keys, CSI driver names)",
  examples: { valid: "Example.com/MyName", invalid: "example.com/" },
  check: qualifiedNameCaseless,
  pattern:
    "^([A-Za-z0-9]([-A-Za-z0-9]*[A-Za-z0-9])?(\\.[A-Za-z0-9]([-A-Za-z0-9]*[A-Za-z0-9])?)*/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$",
  maxLength: 317,
};
