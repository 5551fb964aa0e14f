import type { KindInfo } from "./kinds.js";
type Object_ = {
  [key: string]: unknown;
  metadata?: unknown;
};
/** Before a create (PrepareForCreate): no status when only /status writes it; generation 1 when the kind keeps one. */
export declare function prepareForCreate(info: KindInfo, object: Object_): void;
/**
 * Before an update (PrepareForUpdate): the stored status when only /status writes it (and this
 * is not a write through /status); the
 * stored generation, bumped when the kind counts changes and anything beyond metadata and
 * status changed.
 */
export declare function prepareForUpdate(
  info: KindInfo,
  object: Object_,
  old: Object_,
  subresource?: "status",
): void;
/**
 * An update whose object has no resourceVersion, for a kind whose strategy does not allow
 * unconditional updates: 422, worded as the generic store words it (the version is a Go
 * uint64, which the field error prints as `0x0`).
 */
export declare function requireResourceVersion(info: KindInfo, object: Object_, name: string): void;
/**
 * A write through the status subresource (the status strategy's PrepareForUpdate): the stored
 * object with the status sent, and the resourceVersion sent as the precondition; the rest of
 * what was sent (spec, labels, annotations, finalizers) is ignored.
 */
export declare function statusOnly<O extends Object_>(body: O, old: O): O;
/** A name from generateName: the base and five random characters (names.SimpleNameGenerator's alphabet, without vowels). */
export declare function generateName(base: string): string;
export {};
