/** get: one object, as Kubernetes' generic store reads it (store.go Get; etcd3 store Get for the resourceVersion). */
import type { StoredObject } from "../../storage/storage.js";
import type { RequestContext } from "../request.js";
import { loadObject, storeErrors, type Resource } from "./resource.js";

export function get(r: Resource, ctx: RequestContext): Promise<StoredObject> {
  return storeErrors(r, async () => {
    // GetOptions.resourceVersion, which the storage reads: "" is the most recent state (a cache
    // hands it to the storage below), "0" any state, a revision a state not older than it
    // (etcd3 store Get: validateMinimumResourceVersion; the cacher waits for it).
    const rv = ctx.query.resourceVersion;
    return loadObject(r, ctx, "get", typeof rv === "string" ? { resourceVersion: rv } : {});
  });
}
