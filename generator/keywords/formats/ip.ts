/** The format `ip`: an IPv4 or IPv6 address. */
import { ip } from "../../../templates/runtime/formats.js";
import type { FormatDefinition } from "./format-definition.js";

export const ipFormat: FormatDefinition<"ip"> = {
  name: "ip",
  doc: "an IPv4 or IPv6 address",
  examples: { valid: "10.0.0.1", invalid: "10.0.0.256" },
  check: ip,
  pattern: "^([0-9]{1,3}(\\.[0-9]{1,3}){3}|[0-9a-fA-F:]*:[0-9a-fA-F:.]*)$",
  cel: { call: "isIP" },
};
