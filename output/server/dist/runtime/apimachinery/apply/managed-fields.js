// Copied by corespec from templates/server/apimachinery/apply/managed-fields.ts. DO NOT EDIT: change the template and run `npm run generate`.
import { ApiError, failure } from "../status.js";
import { clone, isObject } from "../patch/values.js";
import { metaTime } from "../meta-time.js";
import { fieldValues, fromFieldsV1, pathString, toFieldsV1 } from "./field-set.js";
import { mergeApplied, removePath } from "./merge.js";
const SERVER_METADATA = ["name", "namespace", "uid", "resourceVersion", "generation", "creationTimestamp", "deletionTimestamp", "deletionGracePeriodSeconds", "managedFields", "selfLink"];
export function managerFromUserAgent(userAgent) {
  const product = (userAgent ?? "").split("/")[0].trim();
  return [...product === "" ? "unknown" : product].slice(0, 128).join("");
}
function owned(object, ctx) {
  if (!isObject(object)) return {};
  const { apiVersion: _a, kind: _k, metadata, ...rest } = object;
  const out = { ...rest };
  if (isObject(metadata)) {
    const m = { ...metadata };
    for (const field of SERVER_METADATA) delete m[field];
    if (Object.keys(m).length > 0) out.metadata = m;
  }
  if (ctx.statusSubresource) {
    if (ctx.subresource === "status") return out.status === void 0 ? {} : { status: out.status };
    delete out.status;
  }
  return out;
}
function valuesOf(object, ctx, members = false) {
  return fieldValues(owned(object, ctx), ctx.meta, members);
}
function timeOf(ctx) {
  return metaTime(ctx.now?.());
}
export function decodeManagedFields(value) {
  if (!Array.isArray(value) || value.length === 0) return void 0;
  const out = [];
  for (const entry of value) {
    if (!isObject(entry) || typeof entry.manager !== "string" || entry.operation !== "Apply" && entry.operation !== "Update") return void 0;
    if (entry.fieldsType !== void 0 && entry.fieldsType !== "FieldsV1") return void 0;
    const fields = entry.fieldsV1 === void 0 ? /* @__PURE__ */ new Set() : fromFieldsV1(entry.fieldsV1);
    if (fields === void 0) return void 0;
    out.push({
      manager: entry.manager,
      operation: entry.operation,
      ...typeof entry.subresource === "string" && entry.subresource !== "" ? { subresource: entry.subresource } : {},
      apiVersion: typeof entry.apiVersion === "string" ? entry.apiVersion : "",
      time: typeof entry.time === "string" ? entry.time : "",
      fields
    });
  }
  return out;
}
export function encodeManagedFields(entries) {
  return entries.filter((e) => e.fields.size > 0).map((e) => ({
    manager: e.manager,
    operation: e.operation,
    apiVersion: e.apiVersion,
    time: e.time,
    fieldsType: "FieldsV1",
    fieldsV1: toFieldsV1(e.fields),
    ...e.subresource !== void 0 ? { subresource: e.subresource } : {}
  }));
}
function isReset(value) {
  return Array.isArray(value) && value.length === 1 && isObject(value[0]) && Object.keys(value[0]).length === 0;
}
export function startingEntries(sent, stored) {
  if (isReset(sent)) return [];
  return decodeManagedFields(sent) ?? decodeManagedFields(stored) ?? [];
}
function entryOf(entries, ctx, operation) {
  const found = entries.find((e) => e.manager === ctx.manager && e.operation === operation && e.subresource === ctx.subresource);
  if (found !== void 0) return found;
  const created = { manager: ctx.manager, operation, ...ctx.subresource !== void 0 ? { subresource: ctx.subresource } : {}, apiVersion: ctx.apiVersion, time: timeOf(ctx), fields: /* @__PURE__ */ new Set() };
  entries.push(created);
  return created;
}
function compare(before, after) {
  const changed = /* @__PURE__ */ new Set();
  const removed = /* @__PURE__ */ new Set();
  for (const [path, value] of after) if (before.get(path) !== value) changed.add(path);
  for (const path of before.keys()) if (!after.has(path)) removed.add(path);
  return { changed, removed };
}
export function managedFieldsAfterUpdate(old, object, entries, ctx) {
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
  return encodeManagedFields(entries);
}
export function applyConfiguration(live, config, entries, ctx, force) {
  const applied = new Set(valuesOf(config, ctx).keys());
  const object = mergeApplied(clone(live ?? {}), config, ctx.meta);
  const mine = entryOf(entries, ctx, "Apply");
  const others = entries.filter((e) => e !== mine);
  for (const path of mine.fields) {
    if (applied.has(path) || others.some((e) => e.fields.has(path))) continue;
    removePath(object, path, ctx.meta);
  }
  const { changed } = compare(valuesOf(live ?? {}, ctx), valuesOf(object, ctx));
  const { removed } = compare(valuesOf(live ?? {}, ctx, true), valuesOf(object, ctx, true));
  const conflicts = [];
  for (const entry of others) for (const path of changed) if (applied.has(path) && entry.fields.has(path)) conflicts.push({ entry, path });
  if (conflicts.length > 0 && !force) throw conflictError(conflicts);
  for (const { entry, path } of conflicts) entry.fields.delete(path);
  for (const entry of entries) for (const path of removed) entry.fields.delete(path);
  const same = mine.fields.size === applied.size && [...applied].every((p) => mine.fields.has(p));
  if (!same || changed.size > 0 || removed.size > 0 || mine.time === "") mine.time = timeOf(ctx);
  mine.fields = applied;
  mine.apiVersion = ctx.apiVersion;
  return { object, managedFields: encodeManagedFields(entries) };
}
function printManager(entry) {
  let out = JSON.stringify(entry.manager);
  if (entry.subresource !== void 0) out += ` with subresource ${JSON.stringify(entry.subresource)}`;
  if (entry.operation === "Update") out += entry.time === "" ? ` using ${entry.apiVersion}` : ` using ${entry.apiVersion} at ${entry.time}`;
  return out;
}
function conflictError(conflicts) {
  const causes = conflicts.map(({ entry, path }) => ({ reason: "FieldManagerConflict", message: `conflict with ${printManager(entry)}`, field: pathString(path) }));
  let message;
  if (conflicts.length === 1) message = `Apply failed with 1 conflict: conflict with ${printManager(conflicts[0].entry)}: ${pathString(conflicts[0].path)}`;
  else {
    const byManager = /* @__PURE__ */ new Map();
    for (const { entry, path } of conflicts) byManager.set(printManager(entry), [...byManager.get(printManager(entry)) ?? [], path]);
    const lines = [];
    for (const manager of [...byManager.keys()].sort()) {
      lines.push(`conflicts with ${manager}:`);
      for (const path of byManager.get(manager)) lines.push(`- ${pathString(path)}`);
    }
    message = `Apply failed with ${conflicts.length} conflicts: ${lines.join("\n")}`;
  }
  return new ApiError(failure(409, "Conflict", message, { causes }));
}
