/**
 * apply (server-side apply, a patch of type application/apply-patch+yaml): the configuration
 * merged into the object, owned by the applier, created when missing (k8s.io/apiserver
 * pkg/endpoints/handlers/patch.go applyPatcher, and the field manager's Apply).
 */
import {
  applyConfiguration,
  checkApplyConfiguration,
  liveEntries,
  writeContext,
} from "../apply/index.js";
import { groupResource } from "../kinds.js";
import { conflict, notFound } from "../status.js";
import { checkPatchedFields, type RequestContext, type Updated } from "../request.js";
import type { StoredObject } from "../../storage/storage.js";
import { create } from "./create.js";
import { meta, readObject, type Meta, type Resource } from "./resource.js";
import { finishUpdate, prepareUpdate } from "./update-object.js";

export async function apply(
  r: Resource,
  ctx: RequestContext,
  body: unknown,
): Promise<Updated<StoredObject>> {
  const { info } = r;
  const config = checkApplyConfiguration(body, info, ctx.name!);
  // Unknown fields as fieldValidation says, dropped before anyone can own them.
  checkPatchedFields(ctx, info, config);
  const old = await readObject(r, ctx, "update");
  // An apply creates a missing object, but not through a subresource.
  if (old === undefined && ctx.subresource !== undefined)
    throw notFound(groupResource(info), ctx.name!, info.group, info.key.resource);
  const entries = liveEntries((old?.metadata as Meta | undefined)?.managedFields);
  const { object, managedFields } = applyConfiguration(
    old,
    config,
    entries,
    writeContext(info, ctx),
    ctx.query.force === true,
  );
  if (old === undefined)
    return { object: await create(r, ctx, object, { managedFields }), created: true };
  const sent = meta(object).resourceVersion;
  if (sent !== (old.metadata as Meta).resourceVersion)
    throw conflict(groupResource(info), ctx.name!);
  return {
    object: await finishUpdate(
      r,
      ctx,
      await prepareUpdate(r, ctx, object, old, { managedFields }),
      old,
    ),
    created: false,
  };
}
