/**
 * What every variant of the validation benchmark provides, and the path conversions that
 * let ajv's and zod's errors be compared with Kubernetes field paths.
 */
import type { Kind } from "./cases.js";

export interface Variant {
  /**
   * Validates one document the way the tool is normally used, and returns its number of
   * errors (0 when valid): the result is built in full, including the errors' paths and
   * messages, and the timing loop keeps the count so nothing is optimised away.
   */
  readonly run: Readonly<Record<Kind, (doc: unknown) => number>>;
  /** The fields (Kubernetes paths) of the errors a document gets, for the pre-timing check. */
  readonly fields: Readonly<Record<Kind, (doc: unknown) => string[]>>;
}

/** The map-valued fields of these kinds: their keys are written `labels[key]`, not `labels.key`. */
const MAP_FIELDS = new Set(["metadata.labels", "metadata.annotations"]);

/** Segments of a path (as ajv's JSON pointers and zod's paths give them) as a Kubernetes field path. */
export function fieldPath(segments: readonly (string | number)[]): string {
  let out = "";
  for (const s of segments) {
    if (MAP_FIELDS.has(out) || typeof s === "number" || /^\d+$/.test(s)) out += `[${s}]`;
    else out += out === "" ? s : `.${s}`;
  }
  return out;
}

/** The segments of a JSON pointer (`/jwt/0/issuer`), unescaped. */
export function pointerSegments(pointer: string): string[] {
  if (pointer === "") return [];
  return pointer
    .slice(1)
    .split("/")
    .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));
}

/** Unique fields, sorted: a field with two errors (a format and a pattern) counts once. */
export function uniqueFields(fields: Iterable<string>): string[] {
  return [...new Set(fields)].sort();
}
