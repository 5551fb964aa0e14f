/** The format `url`: an absolute URL. */
import { url } from "../../../templates/runtime/formats.js";
import type { FormatDefinition } from "./format-definition.js";

export const urlFormat: FormatDefinition<"url"> = {
  name: "url",
  doc: "an absolute URL",
  examples: { valid: "https://example.com/path", invalid: "example.com/path" },
  check: url,
  schemaFormat: "uri",
};
