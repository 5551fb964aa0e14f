/** The format `configmap-key`: a ConfigMap key: alphanumerics, `-`, `_` and `.`, not `.` or `..`. */
import { configMapKey } from "../../../templates/runtime/formats.js";
import type { FormatDefinition } from "./format-definition.js";

export const configmapKeyFormat: FormatDefinition<"configmap-key"> = {
  name: "configmap-key",
  doc: "a ConfigMap key: alphanumerics, `-`, `_` and `.`, not `.` or `..`",
  examples: { valid: "app.properties", invalid: "a/b" },
  check: configMapKey,
  pattern: "^([-_a-zA-Z0-9][-._a-zA-Z0-9]*|\\.[-_a-zA-Z0-9][-._a-zA-Z0-9]*|\\.\\.[-._a-zA-Z0-9]+)$",
  maxLength: 253,
};
