// Copied by corespec from templates/server/apimachinery/handlers.ts. DO NOT EDIT: change the template and run `npm run generate`.
import { cloneJson, isObject } from "@corespec/api/runtime/values.js";
import { apiVersion, dropUnknownFields, groupResource, updateCheck } from "./kinds.js";
import { applyPatch, isApplyPatch } from "./patch/index.js";
import {
  applyConfiguration,
  checkApplyConfiguration,
  managedFieldsAfterUpdate,
  startingEntries,
  writeContext,
} from "./apply/index.js";
import { listQuery, selectorsOf, shardSelectorOf } from "./list-query.js";
import { alreadyExists, badRequest, conflict, invalid, notFound, statusSuccess } from "./status.js";
import { dropDisabledFields, FeatureGates } from "./feature-gates.js";
import { finalizersAfterDelete, finalizersOf } from "./deletion.js";
import { fromStore } from "./store-errors.js";
import { metaTime } from "./meta-time.js";
import {
  generateName,
  prepareForCreate,
  prepareForUpdate,
  requireResourceVersion,
  statusOnly,
} from "./strategy.js";
import { parseResourceVersion, StoreError } from "../storage/storage.js";
function meta(object) {
  if (!isObject(object.metadata)) object.metadata = {};
  return object.metadata;
}
/**
 * `fieldValidation` (the request's mode, Warn when unset): Strict fails with a 400 listing
 * every problem (`unknown field "spec.foo"`, `duplicate field "metadata.name"`), Warn adds one
 * warning per problem, Ignore drops them.
 */
export function fieldValidation(mode, problems, ctx) {
  if (problems.length === 0 || mode === "Ignore") return;
  if (mode === "Strict") throw badRequest(`strict decoding error: ${problems.join(", ")}`);
  ctx.warnings.push(...problems);
}
/**
 * Field validation of a patched object: its unknown fields (all from the patch, as stored
 * objects have none) as the request's fieldValidation says, then dropped.
 */
export function checkPatchedFields(ctx, info, patched) {
  const unknown = info.findUnknownFields(patched);
  if (unknown.length === 0) return;
  fieldValidation(
    String(ctx.query.fieldValidation ?? "Warn"),
    unknown.map((f) => `unknown field "${f}"`),
    ctx,
  );
  dropUnknownFields(patched, info.knownFields);
}
/** A watch without timeoutSeconds ends after this long (Kubernetes' --min-request-timeout). */
export const DEFAULT_WATCH_TIMEOUT_SECONDS = 1800;
/** The longest delay Node's timers hold (2^31 - 1 ms, about 24.8 days); longer ones fire at once. */
export const MAX_TIMER_MS = 2 ** 31 - 1;
/** The default implementation of a resource over a Storage. */
export function defaultHandlers(storage, info, gates = new FeatureGates(), validation = {}) {
  const [key, validateUpdate] = [info.key, updateCheck(info, validation)];
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
  /** The stored object a request names, if any; when storage is unreachable, the ServerTimeout names the request's `operation`, as Kubernetes' registry does. */
  const read = async (ctx, operation) => {
    try {
      return await storage.get(key, ctx.namespace, ctx.name);
    } catch (error) {
      throw error instanceof StoreError && error.reason === "ServerTimeout"
        ? StoreError.unreachable(key, operation)
        : error;
    }
  };
  /** The stored object a request names, or NotFound. */
  const load = async (ctx, operation = "get") => {
    const found = await read(ctx, operation);
    if (!found) throw notFound(groupResource(info), ctx.name, info.group, info.key.resource);
    return found;
  };
  /** Defaults, namespace from the path, kind and apiVersion, then validation of an update; managedFields as given (an apply) or as the write changes them. */
  const prepareUpdate = (ctx, body, old, managedFields) => {
    const object = shaped(ctx.subresource === "status" ? statusOnly(body, old) : body, info);
    const m = meta(object);
    inheritNamespace(ctx, m, info);
    const oldMeta = old.metadata;
    // Kubernetes restores what clients may not change before validating an update
    // (rest.BeforeUpdate): the creation timestamp and the deletion fields always, the uid when
    // none is sent; the generation as the kind's strategy keeps it (prepareForUpdate).
    for (const field of ["creationTimestamp", "deletionTimestamp", "deletionGracePeriodSeconds"]) {
      if (oldMeta[field] === undefined) delete m[field];
      else m[field] = oldMeta[field];
    }
    if (m.uid === undefined || m.uid === "") m.uid = oldMeta.uid;
    if (m.resourceVersion === undefined || m.resourceVersion === "")
      m.resourceVersion = oldMeta.resourceVersion;
    prepareForUpdate(info, object, old, ctx.subresource);
    dropDisabledFields(info.gatedFields, gates, object, old);
    info.setDefaults(object);
    check(validateUpdate(object, old), String(m.name ?? ctx.name));
    m.managedFields =
      managedFields ??
      managedFieldsAfterUpdate(
        old,
        object,
        startingEntries(m.managedFields, oldMeta.managedFields),
        writeContext(info, ctx),
      );
    return object;
  };
  const persistUpdate = async (ctx, object, precondition) =>
    ctx.dryRun
      ? object
      : storage.update(key, object, precondition ? { resourceVersion: precondition } : undefined);
  /**
   * A delete of an object that keeps finalizers (its own, or the one its propagation policy
   * adds): marked with deletionTimestamp and deletionGracePeriodSeconds 0, with the finalizers
   * the policy gives, and kept (updateForGracefulDeletionAndFinalizers). undefined: delete it now.
   */
  const markForDeletion = async (ctx, old, options) => {
    const oldMeta = old.metadata;
    // The options of the query and the body, merged (the query wins) as the HTTP layer checked them.
    const policy = {
      propagationPolicy: ctx.query.propagationPolicy ?? options.propagationPolicy,
      orphanDependents: ctx.query.orphanDependents ?? options.orphanDependents,
    };
    const { finalizers, changed } = finalizersAfterDelete(info, finalizersOf(oldMeta), policy);
    if (finalizers.length === 0) return undefined;
    if (oldMeta.deletionTimestamp !== undefined && !changed) return old;
    const object = cloneJson(old);
    const m = meta(object);
    m.deletionTimestamp ??= metaTime();
    m.deletionGracePeriodSeconds ??= 0;
    m.finalizers = finalizers;
    // As Kubernetes answers: 202 when the client asked for cascading deletion with orphanDependents: false.
    if (policy.orphanDependents === false) ctx.accepted = true;
    return ctx.dryRun
      ? object
      : storage.update(key, object, { resourceVersion: String(oldMeta.resourceVersion) });
  };
  /** After an update of an object being deleted: removed once its last finalizer is gone (the store's deleteWithoutFinalizers). */
  const finishUpdate = async (ctx, object, old) => {
    const m = object.metadata;
    if (m.deletionTimestamp === undefined || finalizersOf(m).length > 0)
      return persistUpdate(ctx, object, String(old.metadata.resourceVersion));
    if (!ctx.dryRun)
      await storage.delete(key, ctx.namespace, ctx.name, {
        resourceVersion: String(old.metadata.resourceVersion),
      });
    return object;
  };
  const create = (ctx, body, managedFields) =>
    wrap(async () => {
      const object = shaped(body, info);
      const m = meta(object);
      inheritNamespace(ctx, m, info);
      // What only the server sets (rest.BeforeCreate): no deletion fields on a new object.
      delete m.deletionTimestamp;
      delete m.deletionGracePeriodSeconds;
      if (
        (m.name === undefined || m.name === "") &&
        typeof m.generateName === "string" &&
        m.generateName !== ""
      )
        m.name = generateName(m.generateName);
      info.setDefaults(object);
      prepareForCreate(info, object);
      dropDisabledFields(info.gatedFields, gates, object);
      check(info.validate(object), String(m.name ?? m.generateName ?? ""));
      m.managedFields =
        managedFields ??
        managedFieldsAfterUpdate(
          undefined,
          object,
          startingEntries(m.managedFields, undefined),
          writeContext(info, ctx),
        );
      m.uid = crypto.randomUUID();
      m.creationTimestamp = metaTime();
      delete m.resourceVersion;
      if (ctx.dryRun) {
        if (await storage.get(key, m.namespace, String(m.name)))
          throw alreadyExists(groupResource(info), String(m.name), info.group, key.resource);
        return object;
      }
      return await storage.create(key, object);
    });
  /** Server-side apply: the configuration merged into the object (created when missing), owned by the applier. */
  const apply = async (ctx, body) => {
    const config = checkApplyConfiguration(body, info, ctx.name);
    // Unknown fields as fieldValidation says, dropped before anyone can own them.
    checkPatchedFields(ctx, info, config);
    const old = await read(ctx, "update");
    // An apply creates a missing object, but not through a subresource.
    if (old === undefined && ctx.subresource !== undefined)
      throw notFound(groupResource(info), ctx.name, info.group, info.key.resource);
    const entries = startingEntries(undefined, old?.metadata?.managedFields);
    const { object, managedFields } = applyConfiguration(
      old,
      config,
      entries,
      writeContext(info, ctx),
      ctx.query.force === true,
    );
    if (old === undefined) {
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
    read: (ctx) =>
      wrap(async () => {
        // GetOptions.resourceVersion: "" or "0" is any state; a revision asks for a state not
        // older than it (etcd3 store Get: validateMinimumResourceVersion).
        const rv = ctx.query.resourceVersion;
        if (typeof rv === "string" && rv !== "" && rv !== "0") {
          const requested = parseResourceVersion(rv);
          const current = Number(storage.resourceVersion());
          if (requested > current) throw StoreError.tooLargeResourceVersion(requested, current);
        }
        return await load(ctx);
      }),
    replace: (ctx, body) =>
      wrap(async () => {
        const sentMeta = isObject(body.metadata) ? body.metadata : {};
        const sentName = typeof sentMeta.name === "string" ? sentMeta.name : "";
        if (sentName !== ctx.name)
          throw badRequest(
            `the name of the object (${sentName}) does not match the name on the URL (${ctx.name})`,
          );
        const found = await read(ctx, "update");
        if (!found) {
          // The generic store's Update: a missing object is created when the strategy allows it, else 404.
          if (!info.createOnUpdate || ctx.subresource)
            throw notFound(groupResource(info), ctx.name, info.group, info.key.resource);
          const created = await create(ctx, body);
          ctx.created = true;
          return created;
        }
        const old = found;
        if (ctx.subresource === undefined) requireResourceVersion(info, body, ctx.name);
        const sent = sentMeta.resourceVersion;
        if (sent !== undefined && sent !== "" && sent !== old.metadata.resourceVersion)
          throw conflict(groupResource(info), ctx.name);
        const object = prepareUpdate(ctx, body, old);
        return await finishUpdate(ctx, object, old);
      }),
    patch: (ctx, patch) =>
      wrap(async () => {
        if (isApplyPatch(patch.contentType)) return apply(ctx, patch.body);
        const old = await load(ctx, "update");
        const patched = applyPatch(cloneJson(old), patch.contentType, patch.body, info.patchMeta);
        checkPatchedFields(ctx, info, patched);
        const sent = isObject(patched.metadata) ? patched.metadata.resourceVersion : undefined;
        if (sent !== undefined && sent !== old.metadata.resourceVersion)
          throw conflict(groupResource(info), ctx.name);
        const object = prepareUpdate(ctx, patched, old);
        return await finishUpdate(ctx, object, old);
      }),
    delete: (ctx, options) =>
      wrap(async () => {
        const old = await load(ctx, "delete");
        const oldMeta = old.metadata;
        const pre = options.preconditions;
        if (pre?.uid !== undefined && pre.uid !== oldMeta.uid)
          throw conflict(
            groupResource(info),
            ctx.name,
            `Precondition failed: UID in precondition: ${pre.uid}, UID in object meta: ${String(oldMeta.uid)}`,
          );
        if (pre?.resourceVersion !== undefined && pre.resourceVersion !== oldMeta.resourceVersion) {
          throw conflict(
            groupResource(info),
            ctx.name,
            `Precondition failed: ResourceVersion in precondition: ${pre.resourceVersion}, ResourceVersion in object meta: ${String(oldMeta.resourceVersion)}`,
          );
        }
        const marked = await markForDeletion(ctx, old, options);
        if (marked !== undefined) return marked;
        const deleted = ctx.dryRun ? old : await storage.delete(key, ctx.namespace, ctx.name, pre);
        if (info.deleteReturnsObject) return deleted;
        return statusSuccess({
          name: ctx.name,
          group: info.group,
          kind: key.resource,
          uid: String(oldMeta.uid ?? ""),
        });
      }),
    deleteCollection: (ctx, options) =>
      wrap(async () => {
        const listed = await storage.list(key, listQuery(ctx, info, gates));
        const deleted = [];
        for (const item of listed.items) {
          const m = item.metadata;
          const marked = await markForDeletion(ctx, item, options);
          if (marked !== undefined || ctx.dryRun) {
            deleted.push(marked ?? item);
            continue;
          }
          try {
            deleted.push(
              await storage.delete(key, m.namespace, String(m.name), options.preconditions),
            );
          } catch (error) {
            // Deleted meanwhile: the generic store's DeleteCollection skips it.
            if (!(error instanceof StoreError && error.code === 404)) throw error;
          }
        }
        return {
          apiVersion: apiVersion(info),
          kind: info.listKind,
          metadata: {},
          items: deleted,
        };
      }),
    list: (ctx) =>
      wrap(async () => {
        const listed = await storage.list(key, listQuery(ctx, info, gates));
        const metadata = { resourceVersion: listed.resourceVersion };
        if (listed.continue !== undefined) metadata.continue = listed.continue;
        if (listed.remainingItemCount !== undefined)
          metadata.remainingItemCount = listed.remainingItemCount;
        const shard = shardSelectorOf(ctx, gates);
        if (shard !== undefined) metadata.shardInfo = { selector: shard };
        return {
          apiVersion: apiVersion(info),
          kind: info.listKind,
          metadata,
          items: listed.items,
        };
      }),
    watch: (ctx, sink) =>
      wrap(
        () =>
          new Promise((resolve) => {
            // A malformed resourceVersion is the request's error (400), not an event of the watch.
            if (
              typeof ctx.query.resourceVersion === "string" &&
              ctx.query.resourceVersion !== "" &&
              ctx.query.resourceVersion !== "0"
            )
              parseResourceVersion(ctx.query.resourceVersion);
            const query = {
              ...selectorsOf(ctx, info, gates),
              ...(ctx.name !== undefined ? { name: ctx.name } : {}),
              ...(typeof ctx.query.resourceVersion === "string" && ctx.query.resourceVersion !== ""
                ? { resourceVersion: ctx.query.resourceVersion }
                : {}),
              ...(typeof ctx.query.sendInitialEvents === "boolean"
                ? { sendInitialEvents: ctx.query.sendInitialEvents }
                : {}),
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
            const bookmarks =
              ctx.query.allowWatchBookmarks === true || ctx.query.sendInitialEvents === true;
            const watcher = storage.watch(
              key,
              query,
              (event) => {
                let room;
                if (event.type === "BOOKMARK") {
                  if (!bookmarks) return;
                  const m = { resourceVersion: event.resourceVersion };
                  if ("initialEventsEnd" in event && event.initialEventsEnd)
                    m.annotations = { "core.io/initial-events-end": "true" };
                  room = sink.send({
                    type: "BOOKMARK",
                    object: {
                      apiVersion: apiVersion(info),
                      kind: info.kind,
                      metadata: m,
                    },
                  });
                } else
                  room = sink.send({
                    type: event.type,
                    object: event.object,
                  });
                // The client reads slower than the events come: the store holds them meanwhile.
                if (!room) watcher.pause?.();
              },
              (error) => {
                // Without an error, the client fell behind: the stream just ends, as Kubernetes ends it.
                if (error !== undefined)
                  sink.send({
                    type: "ERROR",
                    object: fromStore(error, info, "").status,
                  });
                stop();
              },
            );
            sink.onDrain(() => watcher.resume?.());
            const seconds =
              typeof ctx.query.timeoutSeconds === "number" && ctx.query.timeoutSeconds > 0
                ? ctx.query.timeoutSeconds
                : DEFAULT_WATCH_TIMEOUT_SECONDS;
            const timer = setTimeout(stop, Math.min(seconds * 1e3, MAX_TIMER_MS));
            ctx.signal.addEventListener("abort", stop, { once: true });
          }),
      ),
  };
}
/** A copy of a body with the kind's apiVersion and kind, in Kubernetes' key order (apiVersion, kind, metadata, the rest). */
function shaped(body, info) {
  const { apiVersion: _apiVersion, kind: _kind, metadata, ...rest } = cloneJson(body);
  return {
    apiVersion: apiVersion(info),
    kind: info.kind,
    metadata: isObject(metadata) ? metadata : {},
    ...rest,
  };
}
/**
 * The namespace of the path, as rest.BeforeCreate and BeforeUpdate set it: a namespaced
 * object takes it (another one in the body is a 400); a cluster-scoped object has none (one
 * sent is dropped).
 */
function inheritNamespace(ctx, m, info) {
  if (!info.key.namespaced) {
    delete m.namespace;
    return;
  }
  if (ctx.namespace === undefined) return;
  if (m.namespace !== undefined && m.namespace !== "" && m.namespace !== ctx.namespace) {
    throw badRequest(
      "the namespace of the provided object does not match the namespace sent on the request",
    );
  }
  m.namespace = ctx.namespace;
}
