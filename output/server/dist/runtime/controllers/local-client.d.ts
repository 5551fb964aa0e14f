/**
 * How the controllers inside the server talk to the API: through the same handlers the HTTP
 * routes call (defaults, validation, strategies, optimistic concurrency and all), with a
 * request context of their own instead of an HTTP request.
 */
import type { RequestContext, ResourceHandlers } from "../apimachinery/handlers.js";
/**
 * The User-Agent of the controllers' calls: writes without fieldManager are recorded in
 * managedFields under its product, as Kubernetes records kube-controller-manager's.
 */
export declare const CONTROLLER_MANAGER = "corespec-controller-manager";
/** A request context for an in-process call. */
export declare function localContext(init?: {
  namespace?: string;
  name?: string;
  subresource?: "status";
  query?: RequestContext["query"];
  signal?: AbortSignal;
}): RequestContext;
export type Handlers = ResourceHandlers<unknown, unknown>;
export type Json = {
  [key: string]: unknown;
};
/** Whether an error is the API's answer with this HTTP code (404 NotFound, 409 Conflict, ...). */
export declare function isCode(error: unknown, code: number): boolean;
/** Resolves after `ms`, or at once when the signal aborts. */
export declare function sleep(ms: number, signal: AbortSignal): Promise<void>;
