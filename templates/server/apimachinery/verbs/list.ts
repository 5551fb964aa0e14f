/** list: the objects a query selects, as a list of the kind (store.go List), with the list's metadata (continue, remainingItemCount, shardInfo). */
import { apiVersion } from "../kinds.js";
import { listQuery, shardSelectorOf } from "../list-query.js";
import type { StoredObject } from "../../storage/storage.js";
import type { RequestContext } from "../request.js";
import { storeErrors, type Meta, type Resource } from "./resource.js";

export interface ObjectList {
  readonly apiVersion: string;
  readonly kind: string;
  readonly metadata: Meta;
  readonly items: readonly StoredObject[];
}

export function list(r: Resource, ctx: RequestContext): Promise<ObjectList> {
  return storeErrors(r, async () => {
    const { info } = r;
    const listed = await r.storage.list(r.key, listQuery(ctx, info, r.gates));
    const metadata: Meta = { resourceVersion: listed.resourceVersion };
    if (listed.continue !== undefined) metadata.continue = listed.continue;
    if (listed.remainingItemCount !== undefined)
      metadata.remainingItemCount = listed.remainingItemCount;
    const shard = shardSelectorOf(ctx, r.gates);
    if (shard !== undefined) metadata.shardInfo = { selector: shard };
    return { apiVersion: apiVersion(info), kind: info.listKind, metadata, items: listed.items };
  });
}
