/** get: one object, as Kubernetes' generic store reads it (store.go Get; etcd3 store Get for the resourceVersion). */
import { parseResourceVersion, StoreError, type StoredObject } from "../../storage/storage.js";
import type { RequestContext } from "../request.js";
import { loadObject, storeErrors, type Resource } from "./resource.js";

export function get(r: Resource, ctx: RequestContext): Promise<StoredObject> {
  return storeErrors(r, async () => {
    // GetOptions.resourceVersion: "" or "0" is any state; a revision asks for a state not
    // older than it (etcd3 store Get: validateMinimumResourceVersion).
    const rv = ctx.query.resourceVersion;
    if (typeof rv === "string" && rv !== "" && rv !== "0") {
      const requested = parseResourceVersion(rv);
      const current = Number(r.storage.resourceVersion());
      if (requested > current) throw StoreError.tooLargeResourceVersion(requested, current);
    }
    return loadObject(r, ctx);
  });
}
