// Copied by corespec from templates/server/apimachinery/verbs/get.ts. DO NOT EDIT: change the template and run `npm run generate`.
import { loadObject, storeErrors } from "./resource.js";
export function get(r, ctx) {
  return storeErrors(r, async () => {
    // GetOptions.resourceVersion, which the storage reads: "" is the most recent state (a cache
    // hands it to the storage below), "0" any state, a revision a state not older than it
    // (etcd3 store Get: validateMinimumResourceVersion; the cacher waits for it).
    const rv = ctx.query.resourceVersion;
    return loadObject(r, ctx, "get", typeof rv === "string" ? { resourceVersion: rv } : {});
  });
}
