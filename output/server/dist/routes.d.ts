import { type RouteSpec } from "./runtime/http/routes.js";
/** One route per endpoint and operation, as Kubernetes serves them: operation, URL, kind, operationId, and `true` for a `/watch/` path. */
export declare const routes: readonly RouteSpec[];
