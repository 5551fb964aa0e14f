/** The format `dns-label`: an RFC 1123 DNS label. */
import { dnsLabel } from "../../../templates/runtime/formats.js";
import type { FormatDefinition } from "./format-definition.js";
import { LABEL } from "./patterns.js";

export const dnsLabelFormat: FormatDefinition<"dns-label"> = {
  name: "dns-label",
  doc: "an RFC 1123 DNS label",
  examples: { valid: "my-name", invalid: "My_Name" },
  check: dnsLabel,
  pattern: `^${LABEL}$`,
  maxLength: 63,
  cel: { library: "dns1123Label" },
};
