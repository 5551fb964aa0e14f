// Copied by corespec from templates/server/apimachinery/handlers.ts. DO NOT EDIT: change the template and run `npm run generate`.
import { FeatureGates } from "./feature-gates.js";
import { resourceOf } from "./verbs/resource.js";
import { create } from "./verbs/create.js";
import { get } from "./verbs/get.js";
import { list } from "./verbs/list.js";
import { update } from "./verbs/update.js";
import { patch } from "./verbs/patch.js";
import { deleteCollection, deleteObject } from "./verbs/delete.js";
import { watch } from "./verbs/watch.js";
export { checkPatchedFields, fieldValidation } from "./request.js";
export { DEFAULT_WATCH_TIMEOUT_SECONDS, MAX_TIMER_MS } from "./verbs/watch.js";
/** The default implementation of a resource over a Storage: the verbs. */
export function defaultHandlers(
  storage,
  info,
  gates = new FeatureGates(),
  validation = {},
  admission,
) {
  const r = resourceOf(storage, info, gates, validation, admission);
  return {
    create: (ctx, body) => create(r, ctx, body),
    read: (ctx) => get(r, ctx),
    replace: (ctx, body) => update(r, ctx, body),
    patch: (ctx, request) => patch(r, ctx, request),
    delete: (ctx, options) => deleteObject(r, ctx, options),
    deleteCollection: (ctx, options) => deleteCollection(r, ctx, options),
    list: (ctx) => list(r, ctx),
    watch: (ctx, sink) => watch(r, ctx, sink),
  };
}
