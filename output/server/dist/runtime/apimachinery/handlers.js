// Copied by corespec from templates/server/apimachinery/handlers.ts. DO NOT EDIT: change the template and run `npm run generate`.
import { cloneJson, isObject } from "@corespec/api/runtime/values.js";
import { apiVersion, dropUnknownFields, groupResource } from "./kinds.js";
import { applyPatch, isApplyPatch } from "./patch/index.js";
import { applyConfiguration, checkApplyConfiguration, managedFieldsAfterUpdate, startingEntries, writeContext } from "./apply/index.js";
import { listQuery, selectorsOf, shardSelectorOf } from "./list-query.js";
import { alreadyExists, badRequest, conflict, invalid, notFound, statusSuccess } from "./status.js";
import { dropDisabledFields, FeatureGates } from "./feature-gates.js";
import { finalizersAfterDelete, finalizersOf } from "./deletion.js";
import { fromStore } from "./store-errors.js";
import { metaTime } from "./meta-time.js";
import { generateName, prepareForCreate, prepareForUpdate, requireResourceVersion, statusOnly } from "./strategy.js";
import { parseResourceVersion, StoreError } from "../storage/storage.js";
function meta(object) {
  if (!isObject(object.metadata)) object.metadata = {};
  return object.metadata;
}
export function fieldValidation(mode, problems, ctx) {
  if (problems.length === 0 || mode === "Ignore") return;
  if (mode === "Strict") throw badRequest(`strict decoding error: ${problems.join(", ")}`);
  ctx.warnings.push(...problems);
}
export function checkPatchedFields(ctx, info, patched) {
  const unknown = info.findUnknownFields(patched);
  if (unknown.length === 0) return;
  fieldValidation(String(ctx.query.fieldValidation ?? "Warn"), unknown.map((f) => `unknown field "${f}"`), ctx);
  dropUnknownFields(patched, info.knownFields);
}
export const DEFAULT_WATCH_TIMEOUT_SECONDS = 1800;
export const MAX_TIMER_MS = 2 ** 31 - 1;
export function defaultHandlers(storage, info, gates = new FeatureGates()) {
  const key = info.key;
  const check = (result, name) => {
    if (!result.valid) throw invalid(info.kind, info.group, name, result.errors);
  };
  const wrap = async (work) => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof StoreError) throw fromStore(error, info, error.details?.name ?? "");
      throw error;
    }
  };
  const load = async (ctx) => {
    const found = await storage.get(key, ctx.namespace, ctx.name);
    if (!found) throw notFound(groupResource(info), ctx.name, info.group, info.key.resource);
    return found;
  };
  const prepareUpdate = (ctx, body, old, managedFields) => {
    const object = shaped(ctx.subresource === "status" ? statusOnly(body, old) : body, info);
    const m = meta(object);
    inheritNamespace(ctx, m, info);
    const oldMeta = old.metadata;
    for (const field of ["creationTimestamp", "deletionTimestamp", "deletionGracePeriodSeconds"]) {
      if (oldMeta[field] === void 0) delete m[field];
      else m[field] = oldMeta[field];
    }
    if (m.uid === void 0 || m.uid === "") m.uid = oldMeta.uid;
    if (m.resourceVersion === void 0 || m.resourceVersion === "") m.resourceVersion = oldMeta.resourceVersion;
    prepareForUpdate(info, object, old, ctx.subresource);
    dropDisabledFields(info.gatedFields, gates, object, old);
    info.setDefaults(object);
    check(info.validateUpdate(object, old), String(m.name ?? ctx.name));
    m.managedFields = managedFields ?? managedFieldsAfterUpdate(old, object, startingEntries(m.managedFields, oldMeta.managedFields), writeContext(info, ctx));
    return object;
  };
  const persistUpdate = async (ctx, object, precondition) => ctx.dryRun ? object : storage.update(key, object, precondition ? { resourceVersion: precondition } : void 0);
  const markForDeletion = async (ctx, old, options) => {
    const oldMeta = old.metadata;
    const policy = { propagationPolicy: ctx.query.propagationPolicy ?? options.propagationPolicy, orphanDependents: ctx.query.orphanDependents ?? options.orphanDependents };
    const { finalizers, changed } = finalizersAfterDelete(info, finalizersOf(oldMeta), policy);
    if (finalizers.length === 0) return void 0;
    if (oldMeta.deletionTimestamp !== void 0 && !changed) return old;
    const object = cloneJson(old);
    const m = meta(object);
    m.deletionTimestamp ??= metaTime();
    m.deletionGracePeriodSeconds ??= 0;
    m.finalizers = finalizers;
    if (policy.orphanDependents === false) ctx.accepted = true;
    return ctx.dryRun ? object : storage.update(key, object, { resourceVersion: String(oldMeta.resourceVersion) });
  };
  const finishUpdate = async (ctx, object, old) => {
    const m = object.metadata;
    if (m.deletionTimestamp === void 0 || finalizersOf(m).length > 0) return persistUpdate(ctx, object, String(old.metadata.resourceVersion));
    if (!ctx.dryRun) await storage.delete(key, ctx.namespace, ctx.name, { resourceVersion: String(old.metadata.resourceVersion) });
    return object;
  };
  const create = (ctx, body, managedFields) => wrap(async () => {
    const object = shaped(body, info);
    const m = meta(object);
    inheritNamespace(ctx, m, info);
    delete m.deletionTimestamp;
    delete m.deletionGracePeriodSeconds;
    if ((m.name === void 0 || m.name === "") && typeof m.generateName === "string" && m.generateName !== "") m.name = generateName(m.generateName);
    info.setDefaults(object);
    prepareForCreate(info, object);
    dropDisabledFields(info.gatedFields, gates, object);
    check(info.validate(object), String(m.name ?? m.generateName ?? ""));
    m.managedFields = managedFields ?? managedFieldsAfterUpdate(void 0, object, startingEntries(m.managedFields, void 0), writeContext(info, ctx));
    m.uid = crypto.randomUUID();
    m.creationTimestamp = metaTime();
    delete m.resourceVersion;
    if (ctx.dryRun) {
      if (await storage.get(key, m.namespace, String(m.name))) throw alreadyExists(groupResource(info), String(m.name), info.group, key.resource);
      return object;
    }
    return await storage.create(key, object);
  });
  const apply = async (ctx, body) => {
    const config = checkApplyConfiguration(body, info, ctx.name);
    checkPatchedFields(ctx, info, config);
    const old = await storage.get(key, ctx.namespace, ctx.name);
    if (old === void 0 && ctx.subresource !== void 0) throw notFound(groupResource(info), ctx.name, info.group, info.key.resource);
    const entries = startingEntries(void 0, old?.metadata?.managedFields);
    const { object, managedFields } = applyConfiguration(old, config, entries, writeContext(info, ctx), ctx.query.force === true);
    if (old === void 0) {
      const created = await create(ctx, object, managedFields);
      ctx.created = true;
      return created;
    }
    const sent = meta(object).resourceVersion;
    if (sent !== old.metadata.resourceVersion) throw conflict(groupResource(info), ctx.name);
    return await finishUpdate(ctx, prepareUpdate(ctx, object, old, managedFields), old);
  };
  return {
    create: (ctx, body) => create(ctx, body),
    read: (ctx) => wrap(async () => {
      const rv = ctx.query.resourceVersion;
      if (typeof rv === "string" && rv !== "" && rv !== "0") {
        const requested = parseResourceVersion(rv);
        const current = Number(storage.resourceVersion());
        if (requested > current) throw StoreError.tooLargeResourceVersion(requested, current);
      }
      return await load(ctx);
    }),
    replace: (ctx, body) => wrap(async () => {
      const sentMeta = isObject(body.metadata) ? body.metadata : {};
      const sentName = typeof sentMeta.name === "string" ? sentMeta.name : "";
      if (sentName !== ctx.name) throw badRequest(`the name of the object (${sentName}) does not match the name on the URL (${ctx.name})`);
      const found = await storage.get(key, ctx.namespace, ctx.name);
      if (!found) {
        if (!info.createOnUpdate || ctx.subresource) throw notFound(groupResource(info), ctx.name, info.group, info.key.resource);
        const created = await create(ctx, body);
        ctx.created = true;
        return created;
      }
      const old = found;
      if (ctx.subresource === void 0) requireResourceVersion(info, body, ctx.name);
      const sent = sentMeta.resourceVersion;
      if (sent !== void 0 && sent !== "" && sent !== old.metadata.resourceVersion) throw conflict(groupResource(info), ctx.name);
      const object = prepareUpdate(ctx, body, old);
      return await finishUpdate(ctx, object, old);
    }),
    patch: (ctx, patch) => wrap(async () => {
      if (isApplyPatch(patch.contentType)) return apply(ctx, patch.body);
      const old = await load(ctx);
      const patched = applyPatch(cloneJson(old), patch.contentType, patch.body, info.patchMeta);
      checkPatchedFields(ctx, info, patched);
      const sent = isObject(patched.metadata) ? patched.metadata.resourceVersion : void 0;
      if (sent !== void 0 && sent !== old.metadata.resourceVersion) throw conflict(groupResource(info), ctx.name);
      const object = prepareUpdate(ctx, patched, old);
      return await finishUpdate(ctx, object, old);
    }),
    delete: (ctx, options) => wrap(async () => {
      const old = await load(ctx);
      const oldMeta = old.metadata;
      const pre = options.preconditions;
      if (pre?.uid !== void 0 && pre.uid !== oldMeta.uid) throw conflict(groupResource(info), ctx.name, `Precondition failed: UID in precondition: ${pre.uid}, UID in object meta: ${String(oldMeta.uid)}`);
      if (pre?.resourceVersion !== void 0 && pre.resourceVersion !== oldMeta.resourceVersion) {
        throw conflict(groupResource(info), ctx.name, `Precondition failed: ResourceVersion in precondition: ${pre.resourceVersion}, ResourceVersion in object meta: ${String(oldMeta.resourceVersion)}`);
      }
      const marked = await markForDeletion(ctx, old, options);
      if (marked !== void 0) return marked;
      const deleted = ctx.dryRun ? old : await storage.delete(key, ctx.namespace, ctx.name, pre);
      if (info.deleteReturnsObject) return deleted;
      return statusSuccess({ name: ctx.name, group: info.group, kind: key.resource, uid: String(oldMeta.uid ?? "") });
    }),
    deleteCollection: (ctx, options) => wrap(async () => {
      const listed = await storage.list(key, listQuery(ctx, info, gates));
      const deleted = [];
      for (const item of listed.items) {
        const m = item.metadata;
        const marked = await markForDeletion(ctx, item, options);
        if (marked !== void 0 || ctx.dryRun) {
          deleted.push(marked ?? item);
          continue;
        }
        try {
          deleted.push(await storage.delete(key, m.namespace, String(m.name), options.preconditions));
        } catch (error) {
          if (!(error instanceof StoreError && error.code === 404)) throw error;
        }
      }
      return { apiVersion: apiVersion(info), kind: info.listKind, metadata: {}, items: deleted };
    }),
    list: (ctx) => wrap(async () => {
      const listed = await storage.list(key, listQuery(ctx, info, gates));
      const metadata = { resourceVersion: listed.resourceVersion };
      if (listed.continue !== void 0) metadata.continue = listed.continue;
      if (listed.remainingItemCount !== void 0) metadata.remainingItemCount = listed.remainingItemCount;
      const shard = shardSelectorOf(ctx, gates);
      if (shard !== void 0) metadata.shardInfo = { selector: shard };
      return { apiVersion: apiVersion(info), kind: info.listKind, metadata, items: listed.items };
    }),
    watch: (ctx, sink) => wrap(
      () => new Promise((resolve) => {
        if (typeof ctx.query.resourceVersion === "string" && ctx.query.resourceVersion !== "" && ctx.query.resourceVersion !== "0") parseResourceVersion(ctx.query.resourceVersion);
        const query = {
          ...selectorsOf(ctx, info, gates),
          ...ctx.name !== void 0 ? { name: ctx.name } : {},
          ...typeof ctx.query.resourceVersion === "string" && ctx.query.resourceVersion !== "" ? { resourceVersion: ctx.query.resourceVersion } : {},
          ...typeof ctx.query.sendInitialEvents === "boolean" ? { sendInitialEvents: ctx.query.sendInitialEvents } : {}
        };
        let stopped = false;
        const stop = () => {
          if (stopped) return;
          stopped = true;
          watcher.stop();
          clearTimeout(timer);
          sink.close();
          resolve();
        };
        const bookmarks = ctx.query.allowWatchBookmarks === true || ctx.query.sendInitialEvents === true;
        const watcher = storage.watch(
          key,
          query,
          (event) => {
            let room;
            if (event.type === "BOOKMARK") {
              if (!bookmarks) return;
              const m = { resourceVersion: event.resourceVersion };
              if ("initialEventsEnd" in event && event.initialEventsEnd) m.annotations = { "core.io/initial-events-end": "true" };
              room = sink.send({ type: "BOOKMARK", object: { apiVersion: apiVersion(info), kind: info.kind, metadata: m } });
            } else room = sink.send({ type: event.type, object: event.object });
            if (!room) watcher.pause?.();
          },
          (error) => {
            if (error !== void 0) sink.send({ type: "ERROR", object: fromStore(error, info, "").status });
            stop();
          }
        );
        sink.onDrain(() => watcher.resume?.());
        const seconds = typeof ctx.query.timeoutSeconds === "number" && ctx.query.timeoutSeconds > 0 ? ctx.query.timeoutSeconds : DEFAULT_WATCH_TIMEOUT_SECONDS;
        const timer = setTimeout(stop, Math.min(seconds * 1e3, MAX_TIMER_MS));
        ctx.signal.addEventListener("abort", stop, { once: true });
      })
    )
  };
}
function shaped(body, info) {
  const { apiVersion: _apiVersion, kind: _kind, metadata, ...rest } = cloneJson(body);
  return { apiVersion: apiVersion(info), kind: info.kind, metadata: isObject(metadata) ? metadata : {}, ...rest };
}
function inheritNamespace(ctx, m, info) {
  if (!info.key.namespaced) {
    delete m.namespace;
    return;
  }
  if (ctx.namespace === void 0) return;
  if (m.namespace !== void 0 && m.namespace !== "" && m.namespace !== ctx.namespace) {
    throw badRequest("the namespace of the provided object does not match the namespace sent on the request");
  }
  m.namespace = ctx.namespace;
}
