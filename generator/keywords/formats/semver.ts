/** The format `semver`: a strict semantic version without a leading `v`. */
import { semver } from "../../../templates/runtime/formats.js";
import type { FormatDefinition } from "./format-definition.js";

export const semverFormat: FormatDefinition<"semver"> = {
  name: "semver",
  doc: "a strict semantic version without a leading `v`",
  examples: { valid: "1.30.0", invalid: "v1.30.0" },
  check: semver,
  pattern:
    "^(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)(-((0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*)(\\.(0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(\\+([0-9a-zA-Z-]+(\\.[0-9a-zA-Z-]+)*))?$",
  cel: { call: "isSemver" },
};
