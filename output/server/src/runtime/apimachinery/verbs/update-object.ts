// Copied by corespec from templates/server/apimachinery/verbs/update-object.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * What every update shares (a replace, a patch, an apply, a finalizer's removal): the object
 * prepared from the sent one and the stored one (rest.BeforeUpdate), and its write, which
 * removes an object being deleted once its last finalizer is gone
 * (k8s.io/apiserver pkg/registry/generic/registry/store.go: Update, deleteWithoutFinalizers).
 */
import { setManagedFields, updateManagedFields, type Applied } from "../apply/index.js";
import { dropDisabledFields } from "../feature-gates.js";
import { finalizersOf } from "../deletion.js";
import { prepareForUpdate, statusOnly } from "../strategy.js";
import type { StoredObject } from "../../storage/storage.js";
import type { RequestContext } from "../request.js";
import { admitMutation, admitted, admitValidation } from "./admit.js";
import { check, inheritNamespace, meta, shaped, type Meta, type Resource } from "./resource.js";

/** Defaults, namespace from the path, kind and apiVersion, managedFields as given (an apply) or as the write changes them, then validation of an update. */
export async function prepareUpdate(
  r: Resource,
  ctx: RequestContext,
  body: StoredObject,
  old: StoredObject,
  applied?: Applied,
): Promise<StoredObject> {
  const { info } = r;
  let object = shaped(ctx.subresource === "status" ? statusOnly(body, old) : body, info);
  if (await admitted(r, "UPDATE")) {
    // The mutating webhooks see the object as sent; the strategy then prepares and validates what they return.
    inheritNamespace(ctx, meta(object), info);
    object = shaped(await admitMutation(r, ctx, "UPDATE", object, old), info);
  }
  const m = meta(object);
  inheritNamespace(ctx, m, info);
  const oldMeta = old.metadata as Meta;
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
  dropDisabledFields(info.gatedFields, r.gates, object, old);
  info.setDefaults(object);
  setManagedFields(
    m,
    applied
      ? applied.managedFields
      : updateManagedFields(info, ctx, old, object, String(m.name ?? ctx.name)),
  );
  check(r, r.validateUpdate(object, old), String(m.name ?? ctx.name));
  await admitValidation(r, ctx, "UPDATE", object, old);
  return object;
}

/** Writes an updated object, if the stored one is still at `precondition`; nothing under a dry run. */
export function persistUpdate(
  r: Resource,
  ctx: RequestContext,
  object: StoredObject,
  precondition: string | undefined,
): Promise<StoredObject> | StoredObject {
  return ctx.dryRun
    ? object
    : r.storage.update(r.key, object, precondition ? { resourceVersion: precondition } : undefined);
}

/** Writes an update of `old`: an object being deleted is removed once its last finalizer is gone (the store's deleteWithoutFinalizers). */
export async function finishUpdate(
  r: Resource,
  ctx: RequestContext,
  object: StoredObject,
  old: StoredObject,
): Promise<StoredObject> {
  const m = object.metadata as Meta;
  const oldVersion = String((old.metadata as Meta).resourceVersion);
  if (m.deletionTimestamp === undefined || finalizersOf(m).length > 0)
    return persistUpdate(r, ctx, object, oldVersion);
  if (!ctx.dryRun)
    await r.storage.delete(r.key, ctx.namespace, ctx.name!, { resourceVersion: oldVersion });
  return object;
}
