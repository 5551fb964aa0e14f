/** The format `path-segment-name`: a path segment name: not `.` or `..`, without `/` or `%`. */
import { pathSegmentName } from "../../../templates/runtime/formats.js";
import type { FormatDefinition } from "./format-definition.js";

export const pathSegmentNameFormat: FormatDefinition<"path-segment-name"> = {
  name: "path-segment-name",
  doc: "a path segment name: not `.` or `..`, without `/` or `%`",
  examples: { valid: "my-name", invalid: "a/b" },
  check: pathSegmentName,
  pattern: "^([^/%.][^/%]*|\\.[^/%.][^/%]*|\\.\\.[^/%]+)$",
};
