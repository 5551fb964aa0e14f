import { type RouteSpec } from "./runtime/http/routes.js";
/** One route per endpoint and operation, as Kubernetes serves them. */
export declare const routes: readonly RouteSpec[];
