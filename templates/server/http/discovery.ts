/**
 * Discovery and documents, as Kubernetes serves them: /api, /apis, /apis/<group>,
 * /apis/<group>/<version> (APIVersions, APIGroupList, APIGroup, APIResourceList),
 * aggregated discovery (aggregated-discovery.ts), the OpenAPI documents (openapi-routes.ts), /version,
 * and the health endpoints (health.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { Buffer } from "node:buffer";
import type { KindInfo } from "../apimachinery/kinds.js";
import { notFound } from "../apimachinery/status.js";
import { isPretty, send } from "./respond.js";
import {
  AGGREGATED_DISCOVERY_TYPE,
  aggregatedDiscovery,
  wantsAggregatedDiscovery,
} from "./aggregated-discovery.js";
import { answeredNotModified, tagged } from "./etag.js";
import { openApiRoutes, type Documents } from "./openapi-routes.js";
import { healthRoutes } from "./health.js";

export type { Documents } from "./openapi-routes.js";

interface Group {
  readonly name: string;
  readonly versions: readonly string[];
}

/**
 * What /version reports: a Kubernetes version within one minor of the kubectl the tests run
 * (1.32), so that kubectl prints no version-skew warning; the `+corespec` build tells it apart.
 */
export const SERVER_VERSION = {
  major: "1",
  minor: "33",
  gitVersion: "v1.33.0+corespec",
  gitCommit: "",
  gitTreeState: "clean",
  buildDate: "",
  goVersion: "",
  compiler: "corespec",
} as const;

export function discoveryRoutes(
  app: FastifyInstance,
  kinds: ReadonlyMap<string, KindInfo>,
  groups: readonly Group[],
  documents: Documents,
  ready: () => Promise<boolean> | boolean = () => true,
): void {
  const json = (request: FastifyRequest, reply: FastifyReply, body: unknown) =>
    send(reply, request, reply.statusCode, body);
  // APIGroupList items carry no kind and apiVersion; the /apis/<group> answer does.
  const groupItem = (group: Group) => ({
    name: group.name,
    versions: group.versions.map((version) => ({
      groupVersion: `${group.name}/${version}`,
      version,
    })),
    preferredVersion: {
      groupVersion: `${group.name}/${group.versions[0]!}`,
      version: group.versions[0]!,
    },
  });
  const resources = (group: string, version: string) =>
    [...kinds.values()]
      .filter((k) => k.group === group && k.version === version)
      .flatMap((k) => [
        {
          name: k.key.resource,
          singularName: k.singular,
          namespaced: k.key.namespaced,
          kind: k.kind,
          verbs: k.verbs,
          ...(k.shortNames.length ? { shortNames: k.shortNames } : {}),
          ...(k.categories.length ? { categories: k.categories } : {}),
        },
        // The status subresource, as Kubernetes lists it (singularName empty).
        ...(k.statusSubresource
          ? [
              {
                name: `${k.key.resource}/status`,
                singularName: "",
                namespaced: k.key.namespaced,
                kind: k.kind,
                verbs: ["get", "patch", "update"],
              },
            ]
          : []),
      ]);
  // The core group is listed only when it serves kinds: clients treat a listed version
  // without resources as a discovery failure.
  const core = groups.find((g) => g.name === "")?.versions ?? [];
  // Aggregated discovery when Accept asks for it (kubectl does), with an ETag and 304, as
  // Kubernetes' aggregated handler serves it (ServeHTTPWithETag: Cache-Control public, Vary Accept).
  const aggregated = {
    core: tagged(() => aggregatedDiscovery(kinds, groups, true)),
    apis: tagged(() => aggregatedDiscovery(kinds, groups, false)),
  };
  const serveAggregated = (
    request: FastifyRequest,
    reply: FastifyReply,
    which: "core" | "apis",
  ): FastifyReply | undefined => {
    if (!wantsAggregatedDiscovery(request.headers.accept)) return undefined;
    const { document, etag } = aggregated[which]();
    reply.header("Cache-Control", "public");
    if (answeredNotModified(request, reply, etag)) return reply;
    const text = isPretty(request)
      ? `${JSON.stringify(document, null, 2)}\n`
      : JSON.stringify(document);
    // A Buffer, so that Fastify writes the media type as given (for a string it adds a charset and quotes the parameters).
    return reply
      .code(200)
      .header("content-type", AGGREGATED_DISCOVERY_TYPE)
      .send(Buffer.from(text));
  };
  app.get(
    "/api",
    (request, reply) =>
      serveAggregated(request, reply, "core") ??
      json(request, reply, {
        kind: "APIVersions",
        versions: core,
        serverAddressByClientCIDRs: [{ clientCIDR: "0.0.0.0/0", serverAddress: "127.0.0.1" }],
      }),
  );
  app.get("/api/:version", (request, reply) => {
    const { version } = request.params as { version: string };
    if (!core.includes(version))
      return json(request, reply.code(404), notFound("groupversions", version, "", "").status);
    return json(request, reply, {
      kind: "APIResourceList",
      apiVersion: "v1",
      groupVersion: version,
      resources: resources("", version),
    });
  });
  app.get(
    "/apis",
    (request, reply) =>
      serveAggregated(request, reply, "apis") ??
      json(request, reply, {
        kind: "APIGroupList",
        apiVersion: "v1",
        groups: groups.filter((g) => g.name !== "").map(groupItem),
      }),
  );
  app.get("/apis/:group", (request, reply) => {
    const { group } = request.params as { group: string };
    const found = groups.find((g) => g.name === group);
    if (!found) return json(request, reply.code(404), notFound("groups", group, "", "").status);
    return json(request, reply, { kind: "APIGroup", apiVersion: "v1", ...groupItem(found) });
  });
  app.get("/apis/:group/:version", (request, reply) => {
    const { group, version } = request.params as { group: string; version: string };
    if (!groups.some((g) => g.name === group && g.versions.includes(version)))
      return json(
        request,
        reply.code(404),
        notFound("groupversions", `${group}/${version}`, "", "").status,
      );
    return json(request, reply, {
      kind: "APIResourceList",
      apiVersion: "v1",
      groupVersion: `${group}/${version}`,
      resources: resources(group, version),
    });
  });
  openApiRoutes(app, groups, documents);
  app.get("/version", (request, reply) =>
    json(request, reply, { ...SERVER_VERSION, platform: `${process.platform}/${process.arch}` }),
  );
  healthRoutes(app, ready);
}
