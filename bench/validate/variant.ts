/**
 * What every variant of the validation benchmark provides, and the path conversions that
 * let ajv's and zod's errors be compared with Kubernetes field paths.
 */
import type { Expected, Kind } from "./cases.js";

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
    // Kubernetes' ValidateLabels reports a label's problems on the map itself.
    if (out === "metadata.labels") return out;
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

/**
 * The fields a variant must report on an invalid document: corespec those the case broke; the
 * hand-written ceiling corespec's (it must do the same work to be a ceiling); ajv and zod
 * corespec's less those only the rules see.
 */
export function wantedFields(
  variant: string,
  expected: Expected,
  corespec: readonly string[],
): string[] {
  if (variant === "corespec") return uniqueFields([...expected.schema, ...expected.rule]);
  if (variant === "handwritten") return [...corespec];
  const schemaSees = variant.startsWith("ajv") ? PUBLISHED_RULE_FIELDS : new Set<string>();
  return corespec.filter((f) => !expected.rule.includes(f) || schemaSees.has(f));
}

/**
 * Fields a rule's mutation breaks that the published JSON Schemas bound too, so ajv reports
 * them: an Event note past 1024 bytes, published as the maxLength it implies (1024 characters).
 */
const PUBLISHED_RULE_FIELDS: ReadonlySet<string> = new Set(["note"]);

/** How two lists of fields differ (`missing a; extra b`), or undefined when they agree. */
export function sameFields(want: readonly string[], got: readonly string[]): string | undefined {
  const missing = want.filter((f) => !got.includes(f));
  const extra = got.filter((f) => !want.includes(f));
  if (missing.length === 0 && extra.length === 0) return undefined;
  return [
    missing.length ? `missing ${missing.join(", ")}` : "",
    extra.length ? `extra ${extra.join(", ")}` : "",
  ]
    .filter(Boolean)
    .join("; ");
}
