// Copied by corespec from templates/server/http/aggregated-discovery.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * Aggregated discovery (KEP-3352, apidiscovery.k8s.io/v2): every group, version and resource
 * in one APIGroupDiscoveryList at /apis (and /api for the core group), served when the client
 * asks for it in Accept, as kubectl and client-go do since Kubernetes 1.30 (k8s.io/apiserver
 * pkg/endpoints/discovery/aggregated: handler.go, etag.go).
 */
import type { KindInfo } from "../apimachinery/kinds.js";

/** The media type of the answer, and the Accept entry that asks for it. */
export const AGGREGATED_DISCOVERY_TYPE =
  "application/json;g=apidiscovery.k8s.io;v=v2;as=APIGroupDiscoveryList";

/** Whether an Accept header lists aggregated discovery v2 (its parameters in any order). */
export function wantsAggregatedDiscovery(accept: string | undefined): boolean {
  if (accept === undefined) return false;
  return accept.split(",").some((entry) => {
    const [type, ...params] = entry.split(";").map((p) => p.trim());
    if (type !== "application/json") return false;
    const values = new Map(
      params.map((p) => p.split("=").map((s) => s.trim()) as [string, string]),
    );
    return (
      values.get("g") === "apidiscovery.k8s.io" &&
      values.get("v") === "v2" &&
      values.get("as") === "APIGroupDiscoveryList"
    );
  });
}

interface Group {
  readonly name: string;
  readonly versions: readonly string[];
}

/** One resource, as APIResourceDiscovery: its kind in the same group-version (empty group and version), its scope, verbs and status subresource. */
function resourceDiscovery(k: KindInfo): Record<string, unknown> {
  const responseKind = { group: "", version: "", kind: k.kind };
  return {
    resource: k.key.resource,
    responseKind,
    scope: k.key.namespaced ? "Namespaced" : "Cluster",
    singularResource: k.singular,
    verbs: k.verbs,
    ...(k.shortNames.length ? { shortNames: k.shortNames } : {}),
    ...(k.categories.length ? { categories: k.categories } : {}),
    ...(k.statusSubresource
      ? {
          subresources: [
            { subresource: "status", responseKind, verbs: ["get", "patch", "update"] },
          ],
        }
      : {}),
  };
}

/** The APIGroupDiscoveryList of the named groups (the core group "" for /api, the others for /apis), versions in preference order, resources by name. */
export function aggregatedDiscovery(
  kinds: ReadonlyMap<string, KindInfo>,
  groups: readonly Group[],
  core: boolean,
): Record<string, unknown> {
  const all = [...kinds.values()];
  const items = groups
    .filter((g) => (g.name === "") === core)
    .map((g) => ({
      metadata: { ...(g.name === "" ? {} : { name: g.name }), creationTimestamp: null },
      versions: g.versions.map((version) => ({
        version,
        resources: all
          .filter((k) => k.group === g.name && k.version === version)
          .sort((a, b) =>
            a.key.resource < b.key.resource ? -1 : a.key.resource > b.key.resource ? 1 : 0,
          )
          .map(resourceDiscovery),
        freshness: "Current",
      })),
    }));
  return {
    kind: "APIGroupDiscoveryList",
    apiVersion: "apidiscovery.k8s.io/v2",
    metadata: {},
    items,
  };
}
