/** The format `image-reference`: a container image reference, `image:tag` or `image@digest`, without leading or trailing whitespace. */
import { imageReference } from "../../../templates/runtime/formats.js";
import type { FormatDefinition } from "./format-definition.js";

export const imageReferenceFormat: FormatDefinition<"image-reference"> = {
  name: "image-reference",
  doc: "a container image reference, `image:tag` or `image@digest`, without leading or trailing whitespace",
  examples: { valid: "registry.example.com/app:1.0", invalid: " app:1.0" },
  check: imageReference,
  pattern: "^\\S(.*\\S)?$",
};
