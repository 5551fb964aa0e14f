/** The format `file-path`: a file system path. */
import { filePath } from "../../../templates/runtime/formats.js";
import type { FormatDefinition } from "./format-definition.js";

export const filePathFormat: FormatDefinition<"file-path"> = {
  name: "file-path",
  doc: "a file system path",
  examples: { valid: "/var/run/secrets/token" },
  check: filePath,
};
