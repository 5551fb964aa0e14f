/** The format `https-url`: an absolute `https://` URL. */
import { httpsUrl } from "../../../templates/runtime/formats.js";
import type { FormatDefinition } from "./format-definition.js";

export const httpsUrlFormat: FormatDefinition<"https-url"> = {
  name: "https-url",
  doc: "an absolute `https://` URL",
  examples: { valid: "https://example.com", invalid: "http://example.com" },
  check: httpsUrl,
  pattern: "^https://",
  schemaFormat: "uri",
};
