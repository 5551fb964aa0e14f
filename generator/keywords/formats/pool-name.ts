/** The format `pool-name`: a pool name: DNS subdomains separated by `/`. */
import { poolName } from "../../../templates/runtime/formats.js";
import type { FormatDefinition } from "./format-definition.js";
import { SUBDOMAIN } from "./patterns.js";

export const poolNameFormat: FormatDefinition<"pool-name"> = {
  name: "pool-name",
  doc: "a pool name: DNS subdomains separated by `/`",
  examples: { valid: "example.com/pool-1", invalid: "pool/" },
  check: poolName,
  pattern: `^${SUBDOMAIN}(/${SUBDOMAIN})*$`,
  minLength: 1,
  maxLength: 253,
};
