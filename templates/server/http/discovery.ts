/**
 * Discovery and documents, as Kubernetes serves them: /api, /apis, /apis/<group>,
 * /apis/<group>/<version> (APIVersions, APIGroupList, APIGroup, APIResourceList),
 * /openapi/v2, /openapi/v3, /openapi/v3/apis/<group>/<version>, /version, and the health endpoints (health.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { Buffer } from "node:buffer";
import type { KindInfo } from "../apimachinery/kinds.js";
import { OPENAPI_V2_PROTOBUF_TYPE, swaggerToProtobuf, wantsOpenApiProtobuf } from "./openapi-proto.js";
import { notFound } from "../apimachinery/status.js";
import { send } from "./respond.js";
import { healthRoutes } from "./health.js";

/** The OpenAPI documents, read when first asked for. */
export interface Documents {
  v2(): unknown;
  v3(group: string, version: string): unknown;
}

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

export function discoveryRoutes(app: FastifyInstance, kinds: ReadonlyMap<string, KindInfo>, groups: readonly Group[], documents: Documents, ready: () => Promise<boolean> | boolean = () => true): void {
  const json = (request: FastifyRequest, reply: FastifyReply, body: unknown) => send(reply, request, reply.statusCode, body);
  // APIGroupList items carry no kind and apiVersion; the /apis/<group> answer does.
  const groupItem = (group: Group) => ({
    name: group.name,
    versions: group.versions.map((version) => ({ groupVersion: `${group.name}/${version}`, version })),
    preferredVersion: { groupVersion: `${group.name}/${group.versions[0]!}`, version: group.versions[0]! },
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
        ...(k.statusSubresource ? [{ name: `${k.key.resource}/status`, singularName: "", namespaced: k.key.namespaced, kind: k.kind, verbs: ["get", "patch", "update"] }] : []),
      ]);
  // The core group is listed only when it serves kinds: clients treat a listed version
  // without resources as a discovery failure.
  const core = groups.find((g) => g.name === "")?.versions ?? [];
  app.get("/api", (request, reply) => json(request, reply, { kind: "APIVersions", versions: core, serverAddressByClientCIDRs: [{ clientCIDR: "0.0.0.0/0", serverAddress: "127.0.0.1" }] }));
  app.get("/api/:version", (request, reply) => {
    const { version } = request.params as { version: string };
    if (!core.includes(version)) return json(request, reply.code(404), notFound("groupversions", version, "", "").status);
    return json(request, reply, { kind: "APIResourceList", apiVersion: "v1", groupVersion: version, resources: resources("", version) });
  });
  app.get("/apis", (request, reply) => json(request, reply, { kind: "APIGroupList", apiVersion: "v1", groups: groups.filter((g) => g.name !== "").map(groupItem) }));
  app.get("/apis/:group", (request, reply) => {
    const { group } = request.params as { group: string };
    const found = groups.find((g) => g.name === group);
    if (!found) return json(request, reply.code(404), notFound("groups", group, "", "").status);
    return json(request, reply, { kind: "APIGroup", apiVersion: "v1", ...groupItem(found) });
  });
  app.get("/apis/:group/:version", (request, reply) => {
    const { group, version } = request.params as { group: string; version: string };
    if (!groups.some((g) => g.name === group && g.versions.includes(version))) return json(request, reply.code(404), notFound("groupversions", `${group}/${version}`, "", "").status);
    return json(request, reply, { kind: "APIResourceList", apiVersion: "v1", groupVersion: `${group}/${version}`, resources: resources(group, version) });
  });
  let protobuf: Uint8Array | undefined;
  app.get("/openapi/v2", (request, reply) => {
    const accept = request.headers.accept;
    if (wantsOpenApiProtobuf(accept)) {
      // kubectl before 1.27 reads only the protocol-buffer form.
      protobuf ??= swaggerToProtobuf(documents.v2());
      // Answered in the dotted spelling whatever was asked: client-go parses the media type of
      // every answer with Go's mime parser, which rejects the `@` of the older spelling.
      return reply.header("content-type", OPENAPI_V2_PROTOBUF_TYPE).send(Buffer.from(protobuf.buffer, protobuf.byteOffset, protobuf.byteLength));
    }
    return json(request, reply, documents.v2());
  });
  app.get("/openapi/v3", (request, reply) => {
    const paths: Record<string, { serverRelativeURL: string }> = {};
    for (const g of groups) for (const v of g.versions) {
      const path = g.name === "" ? `api/${v}` : `apis/${g.name}/${v}`;
      paths[path] = { serverRelativeURL: `/openapi/v3/${path}` };
    }
    return json(request, reply, { paths });
  });
  app.get("/openapi/v3/apis/:group/:version", (request, reply) => {
    const { group, version } = request.params as { group: string; version: string };
    const document = groups.some((g) => g.name === group && g.versions.includes(version)) ? documents.v3(group, version) : undefined;
    if (document === undefined) return json(request, reply.code(404), notFound("openapi documents", `${group}/${version}`, "", "").status);
    return json(request, reply, document);
  });
  app.get("/version", (request, reply) =>
    json(request, reply, { ...SERVER_VERSION, platform: `${process.platform}/${process.arch}` }),
  );
  healthRoutes(app, ready);
}
