import { type RouteSpec } from "./runtime/http/routes.js";
/** One route per endpoint and operation, as Kubernetes serves them: operation, URL, kind, operationId, and `watch` for a `/watch/` path or `status` for the status subresource. */
export declare const routes: readonly RouteSpec[];
