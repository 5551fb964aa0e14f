/** The format `uid`: a unique identifier (usually a UUID). */
import { uid } from "../../../templates/runtime/formats.js";
import type { FormatDefinition } from "./format-definition.js";

export const uidFormat: FormatDefinition<"uid"> = {
  name: "uid",
  doc: "a unique identifier (usually a UUID)",
  examples: { valid: "7c4a8d09-ca95-4c2a-8f9f-6e1e7b6c2a10", invalid: "" },
  check: uid,
};
