/** The format `domain-prefixed-path`: a domain-prefixed path: a DNS subdomain, `/`, then RFC 3986 path characters. */
import { domainPrefixedPath } from "../../../templates/runtime/formats.js";
import type { FormatDefinition } from "./format-definition.js";
import { SUBDOMAIN } from "./patterns.js";

export const domainPrefixedPathFormat: FormatDefinition<"domain-prefixed-path"> = {
  name: "domain-prefixed-path",
  doc: "a domain-prefixed path: a DNS subdomain, `/`, then RFC 3986 path characters",
  examples: { valid: "example.com/path/to", invalid: "example.com" },
  check: domainPrefixedPath,
  pattern: `^${SUBDOMAIN}/[-A-Za-z0-9._~!$&'()*+,;=:%/]+$`,
};
