// Copied by corespec from templates/server/apimachinery/verbs/delete.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * delete and deletecollection, as Kubernetes' generic store deletes (store.go Delete,
 * DeleteCollection, updateForGracefulDeletionAndFinalizers): the preconditions, then either a
 * mark for deletion (an object that keeps finalizers: deletionTimestamp set, kept) or the
 * removal. The answer says which, as `rest.GracefulDeleter.Delete` does.
 */
import { cloneJson } from "@corespec/api/runtime/values.js";
import { apiVersion } from "../kinds.js";
import { listQuery } from "../list-query.js";
import { conflict, statusSuccess } from "../status.js";
import { finalizersAfterDelete, finalizersOf } from "../deletion.js";
import { metaTime } from "../meta-time.js";
import { StoreError, type StoredObject } from "../../storage/storage.js";
import type { DeleteOptionsBody, Deleted, RequestContext } from "../request.js";
import type { ObjectList } from "./list.js";
import { admitValidation } from "./admit.js";
import { loadObject, meta, storeErrors, type Meta, type Resource } from "./resource.js";

/**
 * A delete of an object that keeps finalizers (its own, or the one its propagation policy
 * adds): marked with deletionTimestamp and deletionGracePeriodSeconds 0, with the finalizers
 * the policy gives, and kept (updateForGracefulDeletionAndFinalizers). undefined: delete it now.
 */
async function markForDeletion(
  r: Resource,
  ctx: RequestContext,
  old: StoredObject,
  options: DeleteOptionsBody,
): Promise<StoredObject | undefined> {
  const oldMeta = old.metadata as Meta;
  // The options of the query and the body, merged (the query wins) as the HTTP layer checked them.
  const policy = {
    propagationPolicy: ctx.query.propagationPolicy ?? options.propagationPolicy,
    orphanDependents: ctx.query.orphanDependents ?? options.orphanDependents,
  };
  const { finalizers, changed } = finalizersAfterDelete(r.info, finalizersOf(oldMeta), policy);
  if (finalizers.length === 0) return undefined;
  if (oldMeta.deletionTimestamp !== undefined && !changed) return old;
  const object = cloneJson(old);
  const m = meta(object);
  // store.go markAsDeleting: the first mark bumps a generation the kind keeps, so that its
  // controllers see the object change.
  if (m.deletionTimestamp === undefined && typeof m.generation === "number" && m.generation > 0)
    m.generation += 1;
  m.deletionTimestamp ??= metaTime();
  m.deletionGracePeriodSeconds ??= 0;
  m.finalizers = finalizers;
  return ctx.dryRun
    ? object
    : r.storage.update(r.key, object, { resourceVersion: String(oldMeta.resourceVersion) });
}

/**
 * The preconditions of DeleteOptions, checked against the stored object before anything else,
 * as Kubernetes' rest.BeforeDelete checks them "to fail early": a Conflict on the kind
 * (`Lease.coordination.core.io`), in its words.
 */
function checkPreconditions(
  r: Resource,
  name: string,
  oldMeta: Meta,
  pre: DeleteOptionsBody["preconditions"],
): void {
  const gk = r.info.group === "" ? r.info.kind : `${r.info.kind}.${r.info.group}`;
  if (pre?.uid !== undefined && pre.uid !== oldMeta.uid) {
    throw conflict(
      gk,
      name,
      `the UID in the precondition (${pre.uid}) does not match the UID in record (${String(oldMeta.uid ?? "")}). The object might have been deleted and then recreated`,
    );
  }
  if (pre?.resourceVersion !== undefined && pre.resourceVersion !== oldMeta.resourceVersion) {
    throw conflict(
      gk,
      name,
      `the ResourceVersion in the precondition (${pre.resourceVersion}) does not match the ResourceVersion in record (${String(oldMeta.resourceVersion ?? "")}). The object might have been modified`,
    );
  }
}

export function deleteObject(
  r: Resource,
  ctx: RequestContext,
  options: DeleteOptionsBody,
): Promise<Deleted<StoredObject>> {
  return storeErrors(r, async () => {
    const { info, key } = r;
    const old = await loadObject(r, ctx, "delete");
    const oldMeta = old.metadata as Meta;
    const pre = options.preconditions;
    checkPreconditions(r, ctx.name!, oldMeta, pre);
    await admitValidation(r, ctx, "DELETE", null, old);
    const marked = await markForDeletion(r, ctx, old, options);
    if (marked !== undefined) return { object: marked, deletedImmediately: false };
    const deleted = ctx.dryRun ? old : await r.storage.delete(key, ctx.namespace, ctx.name!, pre);
    if (info.deleteReturnsObject) return { object: deleted, deletedImmediately: true };
    return {
      object: statusSuccess({
        name: ctx.name!,
        group: info.group,
        kind: key.resource,
        uid: String(oldMeta.uid ?? ""),
      }),
      deletedImmediately: true,
    };
  });
}

/** The list of the objects deleted or marked, as the generic store's DeleteCollection answers. */
export function deleteCollection(
  r: Resource,
  ctx: RequestContext,
  options: DeleteOptionsBody,
): Promise<ObjectList> {
  return storeErrors(r, async () => {
    const { info, key } = r;
    const listed = await r.storage.list(key, listQuery(ctx, info, r.gates));
    const deleted: StoredObject[] = [];
    for (const item of listed.items) {
      const m = item.metadata as Meta;
      // Each item is deleted as a delete of it would be (store.go DeleteCollection calls Delete).
      checkPreconditions(r, String(m.name), m, options.preconditions);
      await admitValidation(r, ctx, "DELETE", null, item);
      const marked = await markForDeletion(r, ctx, item, options);
      if (marked !== undefined || ctx.dryRun) {
        deleted.push(marked ?? item);
        continue;
      }
      try {
        deleted.push(
          await r.storage.delete(
            key,
            m.namespace as string | undefined,
            String(m.name),
            options.preconditions,
          ),
        );
      } catch (error) {
        // Deleted meanwhile: the generic store's DeleteCollection skips it.
        if (!(error instanceof StoreError && error.code === 404)) throw error;
      }
    }
    return { apiVersion: apiVersion(info), kind: info.listKind, metadata: {}, items: deleted };
  });
}
