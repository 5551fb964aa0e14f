/** The format `dns-subdomain`: an RFC 1123 DNS subdomain. */
import { dnsSubdomain } from "../../../templates/runtime/formats.js";
import type { FormatDefinition } from "./format-definition.js";
import { SUBDOMAIN } from "./patterns.js";

export const dnsSubdomainFormat: FormatDefinition<"dns-subdomain"> = {
  name: "dns-subdomain",
  doc: "an RFC 1123 DNS subdomain",
  examples: { valid: "example.com", invalid: "example..com" },
  check: dnsSubdomain,
  pattern: `^${SUBDOMAIN}$`,
  maxLength: 253,
  cel: { library: "dns1123Subdomain" },
};
