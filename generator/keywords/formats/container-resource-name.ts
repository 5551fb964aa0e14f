/** The format `container-resource-name`: a container resource name: `cpu`, `memory`, `ephemeral-storage`, `hugepages-<size>`, or a domain-prefixed (extended) resource name. */
import { containerResourceName } from "../../../templates/runtime/formats.js";
import type { FormatDefinition } from "./format-definition.js";
import { NAME, SUBDOMAIN } from "./patterns.js";

export const containerResourceNameFormat: FormatDefinition<"container-resource-name"> = {
  name: "container-resource-name",
  doc: "a container resource name: `cpu`, `memory`, `ephemeral-storage`, `hugepages-<size>`, or a domain-prefixed (extended) resource name",
  examples: { valid: "example.com/gpu", invalid: "gpu" },
  check: containerResourceName,
  pattern: `^(cpu|memory|ephemeral-storage|hugepages-${NAME}|${SUBDOMAIN}/${NAME})$`,
  maxLength: 308, // `requests.<prefix>` must be a subdomain: a prefix of at most 244
};
