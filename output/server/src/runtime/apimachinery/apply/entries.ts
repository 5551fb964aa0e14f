// Copied by corespec from templates/server/apimachinery/apply/entries.ts. DO NOT EDIT: change the template and run `npm run generate`.

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
import { rfc3339Time } from "@corespec/api/runtime/time.js";
import { deepEqual } from "@corespec/api/runtime/values.js";
import { isObject } from "../patch/values.js";
import { readFieldsV1, toFieldsV1, type FieldsBudget, type PathKey } from "./field-set.js";

type Json = { [key: string]: unknown };

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
export const MAX_MANAGED_FIELDS_ENTRIES = 1000;
/**
 * The most characters the field paths of a managedFields list a client sends may take in all:
 * the server holds each path whole, so a FieldsV1 nested deep costs its depth for each of its
 * leaves, and every later write of the object walks them. A list the server stored may take
 * four times as much; past that it counts as unreadable (none).
 */
export const MAX_MANAGED_FIELDS_PATH_CHARS: number = 1024 * 1024;
const MAX_LIVE_PATH_CHARS: number = 4 * MAX_MANAGED_FIELDS_PATH_CHARS;

export type Decoded =
  | { readonly entries: ManagedEntry[] }
  | { readonly unreadable: string }
  | { readonly invalid: FieldError };

const FIELD = "metadata.managedFields";

/**
 * The identity of an entry, as BuildManagerIdentifier makes it: the JSON of the entry without
 * its time and fields, and without the apiVersion of an Apply entry.
 */
export function managerIdentifier(
  entry: Pick<ManagedEntry, "manager" | "operation" | "apiVersion" | "subresource">,
): string {
  const id: Json = {};
  if (entry.manager !== "") id.manager = entry.manager;
  id.operation = entry.operation;
  if (entry.operation === "Update" && entry.apiVersion !== "") id.apiVersion = entry.apiVersion;
  if (entry.subresource !== undefined && entry.subresource !== "")
    id.subresource = entry.subresource;
  return JSON.stringify(id);
}

/** Decodes one entry (DecodeManagedFields' checks); a string says why it cannot be read. */
function decodeEntry(
  entry: unknown,
  at: number,
  budget: FieldsBudget,
): ManagedEntry | string | FieldError {
  if (!isObject(entry)) return `entry ${at} is not an object`;
  if (entry.operation !== "Apply" && entry.operation !== "Update")
    return "operation must be `Apply` or `Update`";
  if (typeof entry.apiVersion !== "string" || entry.apiVersion === "")
    return "apiVersion must not be empty";
  if (entry.fieldsType !== "FieldsV1")
    return entry.fieldsType === undefined || entry.fieldsType === ""
      ? `missing fieldsType in managed fields entry ${at}`
      : `invalid fieldsType in managed fields entry ${at}`;
  if (entry.manager !== undefined && typeof entry.manager !== "string")
    return `manager of entry ${at} is not a string`;
  if (entry.subresource !== undefined && typeof entry.subresource !== "string")
    return `subresource of entry ${at} is not a string`;
  // metav1.Time: null (or, leniently, "") is no time; anything else must be RFC 3339.
  const time = entry.time;
  if (
    time !== undefined &&
    time !== null &&
    time !== "" &&
    (typeof time !== "string" || rfc3339Time(time) !== undefined)
  )
    return `time of entry ${at} is not a time`;
  let fields = new Set<PathKey>();
  if (entry.fieldsV1 !== undefined && entry.fieldsV1 !== null) {
    const read = readFieldsV1(entry.fieldsV1, budget);
    if ("error" in read) {
      if (!read.limit) return `fieldsV1 of entry ${at}: ${read.error}`;
      if (budget.chars < 0)
        return {
          type: "FieldValueTooLong",
          field: FIELD,
          detail: `field paths may not take more than ${MAX_MANAGED_FIELDS_PATH_CHARS} characters in all`,
        };
      return { type: "FieldValueTooLong", field: `${FIELD}[${at}].fieldsV1`, detail: read.error };
    }
    fields = read.paths;
  }
  return {
    manager: typeof entry.manager === "string" ? entry.manager : "",
    operation: entry.operation,
    ...(typeof entry.subresource === "string" && entry.subresource !== ""
      ? { subresource: entry.subresource }
      : {}),
    apiVersion: entry.apiVersion,
    ...(typeof time === "string" && time !== "" ? { time } : {}),
    fields,
  };
}

/**
 * Decodes managedFields (DecodeManagedFields), within the bounds of FieldsV1; `sent`: within the
 * bound of entries a client may send too (the server's own list may hold more Apply entries).
 */
export function decodeManagedFields(value: unknown, sent = true): Decoded {
  if (!Array.isArray(value)) return { unreadable: "managedFields must be a list" };
  if (sent && value.length > MAX_MANAGED_FIELDS_ENTRIES) {
    return {
      invalid: {
        type: "FieldValueTooMany",
        field: FIELD,
        badValue: value.length,
        detail: `must have at most ${MAX_MANAGED_FIELDS_ENTRIES} items`,
      },
    };
  }
  const budget: FieldsBudget = {
    chars: sent ? MAX_MANAGED_FIELDS_PATH_CHARS : MAX_LIVE_PATH_CHARS,
  };
  // Entries of the same identity: the last one read wins, as in Kubernetes' map of managers.
  const byIdentity = new Map<string, ManagedEntry>();
  for (let i = 0; i < value.length; i++) {
    const entry = decodeEntry(value[i], i, budget);
    if (typeof entry === "string") return { unreadable: entry };
    if ("type" in entry) return { invalid: entry };
    const id = managerIdentifier(entry);
    byIdentity.delete(id);
    byIdentity.set(id, entry);
  }
  return { entries: [...byIdentity.values()] };
}

/** Whether sent managedFields ask for a reset: an empty list, or a list of one empty entry (isResetManagedFields). */
export function isResetManagedFields(value: unknown): boolean {
  if (!Array.isArray(value)) return false;
  if (value.length === 0) return true;
  return (
    value.length === 1 &&
    isObject(value[0]) &&
    Object.values(value[0]).every((v) => v === undefined || v === null || v === "")
  );
}

/** The live object's entries; none when they cannot be read (emptyManagedFieldsOnErr). */
export function liveEntries(live: unknown): ManagedEntry[] {
  if (live === undefined || live === null) return [];
  const decoded = decodeManagedFields(live, false);
  return "entries" in decoded ? decoded.entries : [];
}

/**
 * The entries a write starts from (fieldmanager.go decodeLiveOrNew): none after a reset; the
 * sent ones when readable and not empty; else the live ones. Sent managedFields past the bounds
 * give the field error to answer.
 */
export function startingEntries(
  sent: unknown,
  live: unknown,
  subresource?: string,
): ManagedEntry[] | FieldError {
  if (subresource !== undefined && subresource !== "") return liveEntries(live);
  if (isResetManagedFields(sent)) return [];
  // What the client sent back unchanged (a patch that leaves them, a read-modify-write) is the live list.
  if (sent === undefined || sent === null || deepEqual(sent, live)) return liveEntries(live);
  const decoded = decodeManagedFields(sent);
  if ("invalid" in decoded) return decoded.invalid;
  if ("entries" in decoded && decoded.entries.length > 0) return decoded.entries;
  return liveEntries(live);
}

/** The Unix seconds of an entry's time; 0 without one. */
export function timeSeconds(entry: Pick<ManagedEntry, "time">): number {
  if (entry.time === undefined) return 0;
  const at = Date.parse(entry.time);
  return Number.isNaN(at) ? 0 : Math.floor(at / 1000);
}

/** Kubernetes' order of entries (sortEncodedManagedFields): Apply first, then by time, manager, apiVersion and subresource. */
function order(a: ManagedEntry, b: ManagedEntry): number {
  const by = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
  return (
    by(a.operation, b.operation) ||
    timeSeconds(a) - timeSeconds(b) ||
    by(a.manager, b.manager) ||
    by(a.apiVersion, b.apiVersion) ||
    by(a.subresource ?? "", b.subresource ?? "")
  );
}

/** managedFields as written: entries with fields, each with what it has, in Kubernetes' order (encodeManagedFields); undefined for none. */
export function encodeManagedFields(entries: readonly ManagedEntry[]): Json[] | undefined {
  const out: Json[] = [];
  for (const e of [...entries].sort(order)) {
    if (e.fields.size === 0) continue;
    out.push({
      manager: e.manager,
      operation: e.operation,
      apiVersion: e.apiVersion,
      ...(e.time !== undefined ? { time: e.time } : {}),
      fieldsType: "FieldsV1",
      fieldsV1: toFieldsV1(e.fields),
      ...(e.subresource !== undefined ? { subresource: e.subresource } : {}),
    });
  }
  return out.length > 0 ? out : undefined;
}
