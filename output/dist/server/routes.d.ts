import { type RouteSpec } from "../runtime/server/routes.js";
/** One route per endpoint and operation, as Kubernetes serves them. */
export declare const routes: readonly RouteSpec[];
