/**
 * Aggregated discovery (KEP-3352, apidiscovery.k8s.io/v2): every group, version and resource
 * in one APIGroupDiscoveryList at /apis (and /api for the core group), served when the client
 * asks for it in Accept, as kubectl and client-go do since Kubernetes 1.30 (k8s.io/apiserver
 * pkg/endpoints/discovery/aggregated: handler.go, etag.go).
 */
import type { KindInfo } from "../apimachinery/kinds.js";
/** The media type of the answer, and the Accept entry that asks for it. */
export declare const AGGREGATED_DISCOVERY_TYPE =
  "application/json;g=apidiscovery.k8s.io;v=v2;as=APIGroupDiscoveryList";
/** Whether an Accept header lists aggregated discovery v2 (its parameters in any order). */
export declare function wantsAggregatedDiscovery(accept: string | undefined): boolean;
interface Group {
  readonly name: string;
  readonly versions: readonly string[];
}
/** The APIGroupDiscoveryList of the named groups (the core group "" for /api, the others for /apis), versions in preference order, resources by name. */
export declare function aggregatedDiscovery(
  kinds: ReadonlyMap<string, KindInfo>,
  groups: readonly Group[],
  core: boolean,
): Record<string, unknown>;
export {};
