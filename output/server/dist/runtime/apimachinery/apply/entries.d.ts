/**
 * managedFields entries read and written as Kubernetes' field manager does
 * (k8s.io/apimachinery/pkg/util/managedfields/internal/managedfields.go, fieldmanager.go):
 *
 * - an entry is readable when its operation is Apply or Update, its apiVersion is set, its
 *   fieldsType is FieldsV1 and its fieldsV1 a field set (DecodeManagedFields); `time` is
 *   optional and an entry without one keeps none;
 * - a write starts from the managedFields it sends when they are readable and not empty, else
 *   from the live object's, and from none after a reset (`[]` or `[{}]`, isResetManagedFields);
 *   a write through a subresource always starts from the live object's (decodeLiveOrNew);
 * - unreadable live managedFields count as none (emptyManagedFieldsOnErr).
 *
 * Beyond Kubernetes, what a client may send is bounded, so no request can make the field
 * manager's work or the stored object grow without limit: at most MAX_MANAGED_FIELDS_ENTRIES
 * entries, FieldsV1 nested at most MAX_FIELDS_V1_DEPTH levels, and field paths of at most
 * MAX_MANAGED_FIELDS_PATH_CHARS characters in all; past them the write is a 422 naming the field.
 * With these, the field manager's work on one request is bounded too (a few tens of
 * milliseconds at worst), so it runs in one go.
 */
import type { FieldError } from "@corespec/api/runtime/errors.js";
import { type PathKey } from "./field-set.js";
type Json = {
  [key: string]: unknown;
};
export interface ManagedEntry {
  readonly manager: string;
  readonly operation: "Apply" | "Update";
  readonly subresource?: string;
  apiVersion: string;
  /** When the manager last changed its fields; entries sent without a time keep none. */
  time?: string;
  fields: Set<PathKey>;
}
/** The most entries a client may send in metadata.managedFields. */
export declare const MAX_MANAGED_FIELDS_ENTRIES = 1000;
/**
 * The most characters the field paths of a managedFields list a client sends may take in all:
 * the server holds each path whole, so a FieldsV1 nested deep costs its depth for each of its
 * leaves, and every later write of the object walks them. A list the server stored may take
 * four times as much; past that it counts as unreadable (none).
 */
export declare const MAX_MANAGED_FIELDS_PATH_CHARS: number;
export type Decoded =
  | {
      readonly entries: ManagedEntry[];
    }
  | {
      readonly unreadable: string;
    }
  | {
      readonly invalid: FieldError;
    };
/**
 * The identity of an entry, as BuildManagerIdentifier makes it: the JSON of the entry without
 * its time and fields, and without the apiVersion of an Apply entry.
 */
export declare function managerIdentifier(
  entry: Pick<ManagedEntry, "manager" | "operation" | "apiVersion" | "subresource">,
): string;
/**
 * Decodes managedFields (DecodeManagedFields), within the bounds of FieldsV1; `sent`: within the
 * bound of entries a client may send too (the server's own list may hold more Apply entries).
 */
export declare function decodeManagedFields(value: unknown, sent?: boolean): Decoded;
/** Whether sent managedFields ask for a reset: an empty list, or a list of one empty entry (isResetManagedFields). */
export declare function isResetManagedFields(value: unknown): boolean;
/** The live object's entries; none when they cannot be read (emptyManagedFieldsOnErr). */
export declare function liveEntries(live: unknown): ManagedEntry[];
/**
 * The entries a write starts from (fieldmanager.go decodeLiveOrNew): none after a reset; the
 * sent ones when readable and not empty; else the live ones. Sent managedFields past the bounds
 * give the field error to answer.
 */
export declare function startingEntries(
  sent: unknown,
  live: unknown,
  subresource?: string,
): ManagedEntry[] | FieldError;
/** The Unix seconds of an entry's time; 0 without one. */
export declare function timeSeconds(entry: Pick<ManagedEntry, "time">): number;
/** managedFields as written: entries with fields, each with what it has, in Kubernetes' order (encodeManagedFields); undefined for none. */
export declare function encodeManagedFields(entries: readonly ManagedEntry[]): Json[] | undefined;
export {};
