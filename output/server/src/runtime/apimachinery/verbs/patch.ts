// Copied by corespec from templates/server/apimachinery/verbs/patch.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * patch: a JSON, merge or strategic merge patch applied to the stored object, then written as
 * an update (k8s.io/apiserver pkg/endpoints/handlers/patch.go); an apply patch goes to apply.ts.
 */
import { isObject } from "@corespec/api/runtime/values.js";
import { patchBase } from "../apply/index.js";
import { groupResource } from "../kinds.js";
import { applyPatch, isApplyPatch } from "../patch/index.js";
import { conflict } from "../status.js";
import {
  checkPatchedFields,
  type PatchRequest,
  type RequestContext,
  type Updated,
} from "../request.js";
import type { StoredObject } from "../../storage/storage.js";
import { apply } from "./apply.js";
import { loadObject, storeErrors, type Meta, type Resource } from "./resource.js";
import { finishUpdate, prepareUpdate } from "./update-object.js";

export function patch(
  r: Resource,
  ctx: RequestContext,
  request: PatchRequest,
): Promise<Updated<StoredObject>> {
  return storeErrors(r, async () => {
    if (isApplyPatch(request.contentType)) return apply(r, ctx, request.body);
    const { info } = r;
    const old = await loadObject(r, ctx, "update");
    const patched = applyPatch(
      patchBase(old),
      request.contentType,
      request.body,
      info.patchMeta,
    ) as StoredObject;
    checkPatchedFields(ctx, info, patched);
    const sent = isObject(patched.metadata)
      ? (patched.metadata as Meta).resourceVersion
      : undefined;
    if (sent !== undefined && sent !== (old.metadata as Meta).resourceVersion)
      throw conflict(groupResource(info), ctx.name!);
    const object = await prepareUpdate(r, ctx, patched, old);
    return { object: await finishUpdate(r, ctx, object, old), created: false };
  });
}
