/**
 * The model's names for the string formats, and the JSON Schema patterns of the scalars that
 * are strings of a grammar (durations, quantities). What each format is, its doc, examples,
 * runtime check, JSON Schema and CEL, lives in its module of the format registry
 * (generator/keywords/formats/); the names are the runtime's (templates/runtime/formats.ts).
 */
import type { FormatName } from "../../templates/runtime/formats.js";

export type Format = FormatName;

/** The formats a resource's names may have (`nameFormat`), as Kubernetes' name validators. */
export const NAME_FORMATS = [
  "dns-subdomain",
  "dns-label",
  "path-segment-name",
  "configmap-key",
] as const satisfies readonly Format[];
export type NameFormat = (typeof NAME_FORMATS)[number];

/** The JSON Schema pattern of a Go duration (`1m30s`). */
export const DURATION_PATTERN =
  "^[-+]?(0|(([0-9]+(\\.[0-9]*)?|\\.[0-9]+)(ns|us|µs|μs|ms|s|m|h))+)$";
/** The JSON Schema pattern of a Kubernetes quantity (`100Mi`, `1.5`). */
export const QUANTITY_PATTERN =
  "^[+-]?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))(([KMGTPE]i)|[numkMGTPE]|([eE][+-]?(([0-9]+(\\.[0-9]*)?)|(\\.[0-9]+))))?$";
