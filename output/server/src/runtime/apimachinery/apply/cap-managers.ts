// Copied by corespec from templates/server/apimachinery/apply/cap-managers.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * At most DEFAULT_MAX_UPDATE_MANAGERS Update entries, as Kubernetes' capManagersManager keeps
 * them (k8s.io/apimachinery/pkg/util/managedfields/internal/capmanagers.go, capUpdateManagers):
 * past the cap, the oldest Update entries are merged, per apiVersion, into one
 * `ancient-changes` entry, until the Update entries are no more than the cap. Apply entries
 * are never merged. Runs after every update (not after an apply), so an object written by any
 * number of updaters keeps a bounded list.
 */
import { managerIdentifier, timeSeconds, type ManagedEntry } from "./entries.js";

/** DefaultMaxUpdateManagers (fieldmanager.go). */
export const DEFAULT_MAX_UPDATE_MANAGERS = 10;
/** The manager of the merged entries (NewCapManagersManager's oldUpdatesManagerName). */
export const ANCIENT_CHANGES = "ancient-changes";

/** The entries with the oldest Update entries merged into `ancient-changes` ones (in place: `entries` is changed and returned). */
export function capUpdateManagers(
  entries: ManagedEntry[],
  max: number = DEFAULT_MAX_UPDATE_MANAGERS,
): ManagedEntry[] {
  const updaters = entries.filter((e) => e.operation === "Update");
  if (updaters.length <= max) return entries;
  // Oldest first; equal seconds by identifier.
  const order = updaters.map((e) => ({ e, s: timeSeconds(e), id: managerIdentifier(e) }));
  order.sort((a, b) => (a.s !== b.s ? a.s - b.s : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const removed = new Set<ManagedEntry>();
  const bucketOf = new Map<string, ManagedEntry>();
  for (const e of entries)
    if (e.operation === "Update" && e.manager === ANCIENT_CHANGES && e.subresource === undefined)
      bucketOf.set(e.apiVersion, e);
  const firstOf = new Map<string, ManagedEntry>();
  let length = updaters.length;
  for (let i = 0; i < order.length && length > max; i++) {
    const { e } = order[i]!;
    const version = e.apiVersion;
    const first = firstOf.get(version);
    if (first === undefined) {
      firstOf.set(version, e);
      continue;
    }
    let bucket = bucketOf.get(version);
    if (bucket === undefined) {
      // The first entry of the version becomes the bucket.
      bucket = {
        manager: ANCIENT_CHANGES,
        operation: "Update",
        apiVersion: version,
        fields: first.fields,
        ...(first.time !== undefined ? { time: first.time } : {}),
      };
      bucketOf.set(version, bucket);
      entries[entries.indexOf(first)] = bucket;
    }
    if (e === bucket) {
      // Kubernetes would merge the bucket into itself and then delete it, losing its fields;
      // here the version's first entry joins the bucket instead.
      if (first === bucket || removed.has(first)) continue;
      for (const path of first.fields) bucket.fields.add(path);
      removed.add(first);
      length--;
      continue;
    }
    for (const path of e.fields) bucket.fields.add(path);
    // The time of the entry merged last, the more recent one.
    if (e.time !== undefined) bucket.time = e.time;
    else delete bucket.time;
    removed.add(e);
    length--;
  }
  return removed.size === 0 ? entries : entries.filter((e) => !removed.has(e));
}
