/** The format `cidr`: an IPv4 or IPv6 CIDR prefix. */
import { cidr } from "../../../templates/runtime/formats.js";
import type { FormatDefinition } from "./format-definition.js";

export const cidrFormat: FormatDefinition<"cidr"> = {
  name: "cidr",
  doc: "an IPv4 or IPv6 CIDR prefix",
  examples: { valid: "10.0.0.0/8", invalid: "10.0.0.0" },
  check: cidr,
  pattern: "^([0-9]{1,3}(\\.[0-9]{1,3}){3}|[0-9a-fA-F:]*:[0-9a-fA-F:.]*)/[0-9]{1,3}$",
  cel: { call: "isCIDR" },
};
