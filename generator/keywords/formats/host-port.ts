/** The format `host-port`: a `host:port` address. */
import { hostPort } from "../../../templates/runtime/formats.js";
import type { FormatDefinition } from "./format-definition.js";

export const hostPortFormat: FormatDefinition<"host-port"> = {
  name: "host-port",
  doc: "a `host:port` address",
  examples: { valid: "example.com:443", invalid: "example.com" },
  check: hostPort,
  pattern: "^(\\[[0-9a-fA-F:.]+\\]|[^:\\[\\]/]+):[0-9]{1,5}$",
};
