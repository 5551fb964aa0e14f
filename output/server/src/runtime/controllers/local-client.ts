// Copied by corespec from templates/server/controllers/local-client.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * How the controllers inside the server talk to the API: through the same handlers the HTTP
 * routes call (defaults, validation, strategies, optimistic concurrency and all), with a
 * request context of their own instead of an HTTP request.
 */
import type { RequestContext, ResourceHandlers } from "../apimachinery/handlers.js";
import { isApiError } from "../apimachinery/status.js";

const NEVER_ABORTED: AbortSignal = new AbortController().signal;

/**
 * The User-Agent of the controllers' calls: writes without fieldManager are recorded in
 * managedFields under its product, as Kubernetes records kube-controller-manager's.
 */
export const CONTROLLER_MANAGER = "corespec-controller-manager";

/** A request context for an in-process call. */
export function localContext(init: { namespace?: string; name?: string; subresource?: "status"; query?: RequestContext["query"]; signal?: AbortSignal } = {}): RequestContext {
  return {
    userAgent: CONTROLLER_MANAGER,
    ...(init.namespace !== undefined ? { namespace: init.namespace } : {}),
    ...(init.name !== undefined ? { name: init.name } : {}),
    ...(init.subresource !== undefined ? { subresource: init.subresource } : {}),
    query: init.query ?? {},
    dryRun: false,
    warnings: [],
    signal: init.signal ?? NEVER_ABORTED,
  };
}

export type Handlers = ResourceHandlers<unknown, unknown>;
export type Json = { [key: string]: unknown };

/** Whether an error is the API's answer with this HTTP code (404 NotFound, 409 Conflict, ...). */
export function isCode(error: unknown, code: number): boolean {
  return isApiError(error) && error.code === code;
}

/** Resolves after `ms`, or at once when the signal aborts. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener("abort", done, { once: true });
  });
}
