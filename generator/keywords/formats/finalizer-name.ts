/** The format `finalizer-name`: a finalizer of a built-in kind: a domain-prefixed qualified name, or one of the standard `kubernetes`, `orphan` and `foregroundDeletion`. */
import { finalizerName } from "../../../templates/runtime/formats.js";
import type { FormatDefinition } from "./format-definition.js";
import { NAME, SUBDOMAIN } from "./patterns.js";

export const finalizerNameFormat: FormatDefinition<"finalizer-name"> = {
  name: "finalizer-name",
  doc: "a finalizer of a built-in kind: a domain-prefixed qualified name, or one of the standard `kubernetes`, `orphan` and `foregroundDeletion`",
  examples: { valid: "example.com/cleanup", invalid: "cleanup" },
  check: finalizerName,
  pattern: `^(${SUBDOMAIN}/${NAME}|kubernetes|orphan|foregroundDeletion)$`,
  maxLength: 317,
};
