// Copied by corespec from templates/server/apimachinery/verbs/update.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * update (a PUT, replace): the sent object in place of the stored one, as Kubernetes' generic
 * store updates it (store.go Update): a missing object is created where the strategy allows
 * it (AllowCreateOnUpdate), and the answer says whether it was.
 */
import { isObject } from "@corespec/api/runtime/values.js";
import { groupResource } from "../kinds.js";
import { badRequest, conflict, notFound } from "../status.js";
import { requireResourceVersion } from "../strategy.js";
import type { StoredObject } from "../../storage/storage.js";
import type { RequestContext, Updated } from "../request.js";
import { create } from "./create.js";
import { readObject, storeErrors, type Meta, type Resource } from "./resource.js";
import { finishUpdate, prepareUpdate } from "./update-object.js";

export function update(
  r: Resource,
  ctx: RequestContext,
  body: StoredObject,
): Promise<Updated<StoredObject>> {
  return storeErrors(r, async () => {
    const { info } = r;
    const sentMeta = isObject(body.metadata) ? (body.metadata as Meta) : {};
    const sentName = typeof sentMeta.name === "string" ? sentMeta.name : "";
    if (sentName !== ctx.name)
      throw badRequest(
        `the name of the object (${sentName}) does not match the name on the URL (${ctx.name!})`,
      );
    const old = await readObject(r, ctx, "update");
    if (!old) {
      // The generic store's Update: a missing object is created when the strategy allows it, else 404.
      if (!info.createOnUpdate || ctx.subresource)
        throw notFound(groupResource(info), ctx.name!, info.group, info.key.resource);
      return { object: await create(r, ctx, body), created: true };
    }
    // The status subresource too: its strategy inherits AllowUnconditionalUpdate from the kind's (store.go Update).
    requireResourceVersion(info, body, ctx.name!);
    const sent = sentMeta.resourceVersion as string | undefined;
    if (sent !== undefined && sent !== "" && sent !== (old.metadata as Meta).resourceVersion)
      throw conflict(groupResource(info), ctx.name!);
    const object = await prepareUpdate(r, ctx, body, old);
    return { object: await finishUpdate(r, ctx, object, old), created: false };
  });
}
