// Copied by corespec from templates/server/http/discovery.ts. DO NOT EDIT: change the template and run `npm run generate`.
import { Buffer } from "node:buffer";
import {
  OPENAPI_V2_PROTOBUF_TYPE,
  swaggerToProtobuf,
  wantsOpenApiProtobuf,
} from "./openapi-proto.js";
import { notFound } from "../apimachinery/status.js";
import { send } from "./respond.js";
import { healthRoutes } from "./health.js";
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
};
export function discoveryRoutes(app, kinds, groups, documents, ready = () => true) {
  const json = (request, reply, body) => send(reply, request, reply.statusCode, body);
  // APIGroupList items carry no kind and apiVersion; the /apis/<group> answer does.
  const groupItem = (group) => ({
    name: group.name,
    versions: group.versions.map((version) => ({
      groupVersion: `${group.name}/${version}`,
      version,
    })),
    preferredVersion: {
      groupVersion: `${group.name}/${group.versions[0]}`,
      version: group.versions[0],
    },
  });
  const resources = (group, version) =>
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
  app.get("/api", (request, reply) =>
    json(request, reply, {
      kind: "APIVersions",
      versions: core,
      serverAddressByClientCIDRs: [
        {
          clientCIDR: "0.0.0.0/0",
          serverAddress: "127.0.0.1",
        },
      ],
    }),
  );
  app.get("/api/:version", (request, reply) => {
    const { version } = request.params;
    if (!core.includes(version))
      return json(request, reply.code(404), notFound("groupversions", version, "", "").status);
    return json(request, reply, {
      kind: "APIResourceList",
      apiVersion: "v1",
      groupVersion: version,
      resources: resources("", version),
    });
  });
  app.get("/apis", (request, reply) =>
    json(request, reply, {
      kind: "APIGroupList",
      apiVersion: "v1",
      groups: groups.filter((g) => g.name !== "").map(groupItem),
    }),
  );
  app.get("/apis/:group", (request, reply) => {
    const { group } = request.params;
    const found = groups.find((g) => g.name === group);
    if (!found) return json(request, reply.code(404), notFound("groups", group, "", "").status);
    return json(request, reply, {
      kind: "APIGroup",
      apiVersion: "v1",
      ...groupItem(found),
    });
  });
  app.get("/apis/:group/:version", (request, reply) => {
    const { group, version } = request.params;
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
  let protobuf;
  app.get("/openapi/v2", (request, reply) => {
    const accept = request.headers.accept;
    if (wantsOpenApiProtobuf(accept)) {
      // kubectl before 1.27 reads only the protocol-buffer form.
      protobuf ??= swaggerToProtobuf(documents.v2());
      // Answered in the dotted spelling whatever was asked: client-go parses the media type of
      // every answer with Go's mime parser, which rejects the `@` of the older spelling.
      return reply
        .header("content-type", OPENAPI_V2_PROTOBUF_TYPE)
        .send(Buffer.from(protobuf.buffer, protobuf.byteOffset, protobuf.byteLength));
    }
    return json(request, reply, documents.v2());
  });
  app.get("/openapi/v3", (request, reply) => {
    const paths = {};
    for (const g of groups)
      for (const v of g.versions) {
        const path = g.name === "" ? `api/${v}` : `apis/${g.name}/${v}`;
        paths[path] = { serverRelativeURL: `/openapi/v3/${path}` };
      }
    return json(request, reply, { paths });
  });
  app.get("/openapi/v3/apis/:group/:version", (request, reply) => {
    const { group, version } = request.params;
    const document = groups.some((g) => g.name === group && g.versions.includes(version))
      ? documents.v3(group, version)
      : undefined;
    if (document === undefined)
      return json(
        request,
        reply.code(404),
        notFound("openapi documents", `${group}/${version}`, "", "").status,
      );
    return json(request, reply, document);
  });
  app.get("/version", (request, reply) =>
    json(request, reply, {
      ...SERVER_VERSION,
      platform: `${process.platform}/${process.arch}`,
    }),
  );
  healthRoutes(app, ready);
}
