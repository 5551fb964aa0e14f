// Copied by corespec from templates/server/apimachinery/apply/managed-fields.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * managedFields, kept as Kubernetes' field manager keeps them
 * (k8s.io/apiserver/pkg/endpoints/handlers/fieldmanager over structured-merge-diff):
 *
 * - every write records who set what: an `Update` entry per manager (and subresource) holding
 *   the fields the write added or changed, taken away from the other managers; fields the write
 *   removed leave every set;
 * - an apply (`Apply` entry) owns exactly the fields of its configuration: fields it set before
 *   and no longer sets are removed from the object unless another manager owns them; a field it
 *   changes that another manager owns is a conflict (409 with a cause per field) unless
 *   `force=true`, which takes the field over; applying a value equal to the live one shares it;
 * - the starting point is the managedFields the client sent when they are non-empty and
 *   readable, else the stored ones; `[]` and `[{}]` reset them (entries.ts);
 * - after an update, at most ten Update entries remain (cap-managers.ts).
 *
 * Not in the sets: apiVersion, kind and the metadata only the server sets (name, namespace, uid,
 * resourceVersion, generation, creationTimestamp, deletion fields, managedFields); for kinds with
 * a status subresource, status on the main resource and everything but status on /status.
 */
import { ApiError, failure } from "../status.js";
import type { PatchMeta } from "../patch/index.js";
import { clone, isObject } from "../patch/values.js";
import { metaTime } from "../meta-time.js";
import { fieldValues, pathString, type FieldValues, type PathKey } from "./field-set.js";
import { encodeManagedFields, type ManagedEntry } from "./entries.js";
import { capUpdateManagers } from "./cap-managers.js";
import { mergeApplied, removePath } from "./merge.js";

type Json = { [key: string]: unknown };

/** Who writes and how, and what the kind's schema says of lists. */
export interface WriteContext {
  readonly manager: string;
  readonly apiVersion: string;
  readonly subresource?: "status";
  /** The kind has a status subresource: status and the rest are owned apart. */
  readonly statusSubresource: boolean;
  readonly meta: PatchMeta | undefined;
  readonly now?: () => Date;
}

const SERVER_METADATA = [
  "name",
  "namespace",
  "uid",
  "resourceVersion",
  "generation",
  "creationTimestamp",
  "deletionTimestamp",
  "deletionGracePeriodSeconds",
  "managedFields",
  "selfLink",
];

/** The manager of a write without fieldManager: the User-Agent's product (before `/`), at most 128 characters. */
export function managerFromUserAgent(userAgent: string | undefined): string {
  const product = (userAgent ?? "").split("/")[0]!.trim();
  return [...(product === "" ? "unknown" : product)].slice(0, 128).join("");
}

/** The object as its field set sees it. */
function owned(object: unknown, ctx: WriteContext): Json {
  if (!isObject(object)) return {};
  const { apiVersion: _a, kind: _k, metadata, ...rest } = object;
  const out: Json = { ...rest };
  if (isObject(metadata)) {
    const m: Json = { ...metadata };
    for (const field of SERVER_METADATA) delete m[field];
    if (Object.keys(m).length > 0) out.metadata = m;
  }
  if (ctx.statusSubresource) {
    if (ctx.subresource === "status") return out.status === undefined ? {} : { status: out.status };
    delete out.status;
  }
  return out;
}

/** The field set of an object with what each path holds; with `members`, maps and pointer structs too (update sets). */
function valuesOf(object: unknown, ctx: WriteContext, members = false): FieldValues {
  return fieldValues(owned(object, ctx), ctx.meta, members);
}

function timeOf(ctx: WriteContext): string {
  return metaTime(ctx.now?.());
}

function entryOf(
  entries: ManagedEntry[],
  ctx: WriteContext,
  operation: "Apply" | "Update",
): ManagedEntry {
  const found = entries.find(
    (e) =>
      e.manager === ctx.manager && e.operation === operation && e.subresource === ctx.subresource,
  );
  if (found !== undefined) return found;
  const created: ManagedEntry = {
    manager: ctx.manager,
    operation,
    ...(ctx.subresource !== undefined ? { subresource: ctx.subresource } : {}),
    apiVersion: ctx.apiVersion,
    time: timeOf(ctx),
    fields: new Set(),
  };
  entries.push(created);
  return created;
}

/** What changed from `before` to `after`: paths added or changed, and paths removed. */
function compare(
  before: FieldValues,
  after: FieldValues,
): { changed: Set<PathKey>; removed: Set<PathKey> } {
  const changed = new Set<PathKey>();
  const removed = new Set<PathKey>();
  for (const [path, value] of after) if (before.get(path) !== value) changed.add(path);
  for (const path of before.keys()) if (!after.has(path)) removed.add(path);
  return { changed, removed };
}

/**
 * The managedFields after a create, update or non-apply patch by `ctx.manager`: its Update
 * entry gains what the write added or changed, which the other entries lose.
 */
export function managedFieldsAfterUpdate(
  old: unknown,
  object: unknown,
  entries: ManagedEntry[],
  ctx: WriteContext,
): Json[] | undefined {
  const { changed, removed } = compare(valuesOf(old, ctx, true), valuesOf(object, ctx, true));
  for (const entry of entries) {
    for (const path of changed) entry.fields.delete(path);
    for (const path of removed) entry.fields.delete(path);
  }
  if (changed.size > 0) {
    const entry = entryOf(entries, ctx, "Update");
    for (const path of changed) entry.fields.add(path);
    entry.apiVersion = ctx.apiVersion;
    entry.time = timeOf(ctx);
  }
  // capManagersManager.Update: the cap follows every update.
  return encodeManagedFields(capUpdateManagers(entries));
}

/**
 * An apply of `config` by `ctx.manager` to `live` (undefined when the object does not exist):
 * the merged object and its managedFields; throws the 409 of the conflicts unless `force`.
 */
export function applyConfiguration(
  live: Json | undefined,
  config: Json,
  entries: ManagedEntry[],
  ctx: WriteContext,
  force: boolean,
): { object: Json; managedFields: Json[] | undefined } {
  const applied = new Set(valuesOf(config, ctx).keys());
  // A copy: the store's objects are frozen, and removePath changes the result in place.
  const object = mergeApplied(clone(live ?? {}), config, ctx.meta) as Json;
  const mine = entryOf(entries, ctx, "Apply");
  const others = entries.filter((e) => e !== mine);
  // Fields this manager applied before and no longer applies go, unless someone else owns them.
  for (const path of mine.fields) {
    if (applied.has(path) || others.some((e) => e.fields.has(path))) continue;
    removePath(object, path, ctx.meta);
  }
  const { changed } = compare(valuesOf(live ?? {}, ctx), valuesOf(object, ctx));
  // What the apply removed (maps and pointer structs too) leaves every set.
  const { removed } = compare(valuesOf(live ?? {}, ctx, true), valuesOf(object, ctx, true));
  const conflicts: { entry: ManagedEntry; path: PathKey }[] = [];
  for (const entry of others)
    for (const path of changed)
      if (applied.has(path) && entry.fields.has(path)) conflicts.push({ entry, path });
  if (conflicts.length > 0 && !force) throw conflictError(conflicts);
  for (const { entry, path } of conflicts) entry.fields.delete(path);
  for (const entry of entries) for (const path of removed) entry.fields.delete(path);
  // The time moves only when the apply changed something (a repeated apply leaves the object as it was).
  const same = mine.fields.size === applied.size && [...applied].every((p) => mine.fields.has(p));
  if (!same || changed.size > 0 || removed.size > 0 || mine.time === undefined)
    mine.time = timeOf(ctx);
  mine.fields = applied;
  mine.apiVersion = ctx.apiVersion;
  return { object, managedFields: encodeManagedFields(entries) };
}

/**
 * How a conflict names its manager (fieldmanager's printManager of the manager identifier,
 * which BuildManagerIdentifier builds without the time: an Update manager is printed with its
 * apiVersion, never `at <time>`).
 */
function printManager(entry: ManagedEntry): string {
  let out = JSON.stringify(entry.manager);
  if (entry.subresource !== undefined)
    out += ` with subresource ${JSON.stringify(entry.subresource)}`;
  if (entry.operation === "Update") out += ` using ${entry.apiVersion}`;
  return out;
}

/** The 409 of apply conflicts, worded as Kubernetes' NewConflictError words it. */
function conflictError(unsorted: readonly { entry: ManagedEntry; path: PathKey }[]): ApiError {
  // A field set iterates its paths in order (structured-merge-diff's fieldpath.Set), so each
  // manager's conflicts come sorted by path.
  const conflicts = [...unsorted].sort((a, b) =>
    comparePaths(pathString(a.path), pathString(b.path)),
  );
  const causes = conflicts.map(({ entry, path }) => ({
    reason: "FieldManagerConflict",
    message: `conflict with ${printManager(entry)}`,
    field: pathString(path),
  }));
  let message: string;
  if (conflicts.length === 1)
    message = `Apply failed with 1 conflict: conflict with ${printManager(conflicts[0]!.entry)}: ${pathString(conflicts[0]!.path)}`;
  else {
    const byManager = new Map<string, PathKey[]>();
    for (const { entry, path } of conflicts) {
      const name = printManager(entry);
      const paths = byManager.get(name);
      if (paths === undefined) byManager.set(name, [path]);
      else paths.push(path);
    }
    const lines: string[] = [];
    for (const manager of [...byManager.keys()].sort()) {
      lines.push(`conflicts with ${manager}:`);
      for (const path of byManager.get(manager)!) lines.push(`- ${pathString(path)}`);
    }
    message = `Apply failed with ${conflicts.length} conflicts: ${lines.join("\n")}`;
  }
  return new ApiError(failure(409, "Conflict", message, { causes }));
}

const comparePaths = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
