// Copied by corespec from templates/server/apimachinery/handlers.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * The handler seam: one typed interface per resource that users may implement themselves,
 * and the default implementation, which is the verbs (verbs/*.ts, one module per verb, as
 * k8s.io/apiserver pkg/endpoints/handlers has one file per verb) over a Storage. The HTTP
 * layer parses and checks the request (query, body, field validation), calls a handler and
 * turns what it returns into a response; handlers own the semantics (defaults, validation
 * against the stored object, optimistic concurrency, dry runs).
 */
import type { KindInfo, ValidationOptions } from "./kinds.js";
import { FeatureGates } from "./feature-gates.js";
import type { Storage, StoredObject } from "../storage/storage.js";
import type {
  DeleteOptionsBody,
  Deleted,
  PatchRequest,
  RequestContext,
  Updated,
  WatchSink,
} from "./request.js";
import { resourceOf } from "./verbs/resource.js";
import type { WebhookAdmission } from "./admission/webhooks.js";
import { create } from "./verbs/create.js";
import { get } from "./verbs/get.js";
import { list } from "./verbs/list.js";
import { update } from "./verbs/update.js";
import { patch } from "./verbs/patch.js";
import { deleteCollection, deleteObject } from "./verbs/delete.js";
import { watch } from "./verbs/watch.js";

export type {
  DeleteOptionsBody,
  Deleted,
  PatchRequest,
  RequestContext,
  Updated,
  WatchSink,
} from "./request.js";
export { checkPatchedFields, fieldValidation } from "./request.js";
export { DEFAULT_WATCH_TIMEOUT_SECONDS, MAX_TIMER_MS } from "./verbs/watch.js";

/** Everything a resource serves. T is the kind, L its list kind. */
export interface ResourceHandlers<T, L> {
  create(ctx: RequestContext, body: T): Promise<T>;
  read(ctx: RequestContext): Promise<T>;
  /** A PUT: the object, and whether it was created (a kind whose strategy allows create on update). */
  replace(ctx: RequestContext, body: T): Promise<Updated<T>>;
  /** A patch or an apply: the object, and whether it was created (an apply of a missing object). */
  patch(ctx: RequestContext, patch: PatchRequest): Promise<Updated<T>>;
  /** The deleted or marked object (or a Status), and whether it was deleted at once. */
  delete(ctx: RequestContext, options: DeleteOptionsBody): Promise<Deleted<T>>;
  /** The list of the objects deleted (as the generic store's DeleteCollection answers). */
  deleteCollection(ctx: RequestContext, options: DeleteOptionsBody): Promise<L>;
  list(ctx: RequestContext): Promise<L>;
  watch(ctx: RequestContext, sink: WatchSink): Promise<void>;
}

/** The default implementation of a resource over a Storage: the verbs. */
export function defaultHandlers<T, L>(
  storage: Storage,
  info: KindInfo,
  gates: FeatureGates = new FeatureGates(),
  validation: ValidationOptions = {},
  admission?: WebhookAdmission,
): ResourceHandlers<T, L> {
  const r = resourceOf(storage, info, gates, validation, admission);
  return {
    create: (ctx, body) => create(r, ctx, body as unknown as StoredObject) as unknown as Promise<T>,
    read: (ctx) => get(r, ctx) as unknown as Promise<T>,
    replace: (ctx, body) =>
      update(r, ctx, body as unknown as StoredObject) as unknown as Promise<Updated<T>>,
    patch: (ctx, request) => patch(r, ctx, request) as unknown as Promise<Updated<T>>,
    delete: (ctx, options) => deleteObject(r, ctx, options) as unknown as Promise<Deleted<T>>,
    deleteCollection: (ctx, options) => deleteCollection(r, ctx, options) as unknown as Promise<L>,
    list: (ctx) => list(r, ctx) as unknown as Promise<L>,
    watch: (ctx, sink) => watch(r, ctx, sink),
  };
}
