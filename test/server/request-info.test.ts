/**
 * Request attributes as Kubernetes' RequestInfoFactory derives them
 * (staging/src/k8s.io/apiserver/pkg/endpoints/request/requestinfo.go), on core.io paths: verb
 * by method, watch, list and deletecollection without a name, the name of a `metadata.name=`
 * field selector, subresources, non-resource paths.
 */
import { describe, expect, it } from "vitest";
import { requestInfoOf } from "../../output/server/dist/runtime/http/auth/request-info.js";

const L = "/apis/coordination.core.io/v1";

describe("requestInfoOf", () => {
  it.each([
    ["GET", `${L}/namespaces/ns/leases`, "list", "ns", "leases", "", ""],
    ["GET", `${L}/namespaces/ns/leases?watch=true`, "watch", "ns", "leases", "", ""],
    ["GET", `${L}/namespaces/ns/leases?watch=false`, "list", "ns", "leases", "", ""],
    [
      "GET",
      `${L}/namespaces/ns/leases?fieldSelector=metadata.name%3Dx`,
      "list",
      "ns",
      "leases",
      "x",
      "",
    ],
    ["GET", `${L}/watch/namespaces/ns/leases/x`, "watch", "ns", "leases", "x", ""],
    ["GET", `${L}/watch/leases`, "watch", "", "leases", "", ""],
    ["GET", `${L}/namespaces/ns/leases/x`, "get", "ns", "leases", "x", ""],
    ["POST", `${L}/namespaces/ns/leases`, "create", "ns", "leases", "", ""],
    ["PUT", `${L}/namespaces/ns/leases/x`, "update", "ns", "leases", "x", ""],
    ["PATCH", `${L}/namespaces/ns/leases/x`, "patch", "ns", "leases", "x", ""],
    ["DELETE", `${L}/namespaces/ns/leases/x`, "delete", "ns", "leases", "x", ""],
    ["DELETE", `${L}/namespaces/ns/leases`, "deletecollection", "ns", "leases", "", ""],
    [
      "PUT",
      "/apis/resource.core.io/v1alpha3/resourcepoolstatusrequests/r/status",
      "update",
      "",
      "resourcepoolstatusrequests",
      "r",
      "status",
    ],
    ["GET", "/api/v1/namespaces/ns", "get", "ns", "namespaces", "ns", ""],
    ["PUT", "/api/v1/namespaces/ns/finalize", "update", "ns", "namespaces", "ns", "finalize"],
  ])("%s %s: %s", (method, url, verb, namespace, resource, name, subresource) => {
    expect(requestInfoOf(method, url)).toMatchObject({
      isResourceRequest: true,
      verb,
      namespace,
      resource,
      name,
      subresource,
    });
  });

  it.each([
    ["GET", "/healthz", "get"],
    ["GET", "/apis", "get"],
    ["GET", "/apis/coordination.core.io", "get"],
    ["POST", "/openapi/v2", "post"],
  ])("%s %s is a non-resource request", (method, path, verb) => {
    expect(requestInfoOf(method, path)).toMatchObject({ isResourceRequest: false, verb, path });
  });
});
