// Copied by corespec from templates/server/http/openapi-routes.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * The OpenAPI documents, as kube-openapi serves them (pkg/handler for v2, pkg/handler3 for v3):
 * each with an ETag (304 on If-None-Match), `/openapi/v3` listing each group-version at a URL
 * with `?hash=<its ETag>`, and a document asked for at its current hash cached for good
 * (`Cache-Control: public, immutable`, Expires a year on); an old hash is redirected (301) to
 * the current one.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { Buffer } from "node:buffer";
import { notFound } from "../apimachinery/status.js";
import {
  OPENAPI_V2_PROTOBUF_TYPE,
  swaggerToProtobuf,
  wantsOpenApiProtobuf,
} from "./openapi-proto.js";
import { answeredNotModified, tagged } from "./etag.js";
import { send } from "./respond.js";

/** The OpenAPI documents, read when first asked for. */
export interface Documents {
  v2(): unknown;
  v3(group: string, version: string): unknown;
}

interface Group {
  readonly name: string;
  readonly versions: readonly string[];
}

/** The path of a group-version under /openapi/v3 (`apis/scheduling.core.io/v1`, `api/v1`). */
const gvPath = (group: string, version: string): string =>
  group === "" ? `api/${version}` : `apis/${group}/${version}`;

/** handler3 constructServerRelativeURL. */
const hashedURL = (path: string, etag: string): string => `/openapi/v3/${path}?hash=${etag}`;

export function openApiRoutes(
  app: FastifyInstance,
  groups: readonly Group[],
  documents: Documents,
): void {
  const json = (request: FastifyRequest, reply: FastifyReply, body: unknown) =>
    send(reply, request, reply.statusCode, body);
  const v2 = tagged(() => documents.v2());
  let protobuf: Uint8Array | undefined;
  app.get("/openapi/v2", (request, reply) => {
    const { document, etag } = v2();
    if (answeredNotModified(request, reply, etag)) return reply;
    if (wantsOpenApiProtobuf(request.headers.accept)) {
      // kubectl before 1.27 reads only the protocol-buffer form.
      protobuf ??= swaggerToProtobuf(document);
      // Answered in the dotted spelling whatever was asked: client-go parses the media type of
      // every answer with Go's mime parser, which rejects the `@` of the older spelling.
      return reply
        .header("content-type", OPENAPI_V2_PROTOBUF_TYPE)
        .send(Buffer.from(protobuf.buffer, protobuf.byteOffset, protobuf.byteLength));
    }
    return json(request, reply, document);
  });
  const served = new Map<string, ReturnType<typeof tagged>>();
  for (const g of groups)
    for (const v of g.versions)
      served.set(
        gvPath(g.name, v),
        tagged(() => documents.v3(g.name, v)),
      );
  const index = tagged(() => {
    const paths: Record<string, { serverRelativeURL: string }> = {};
    for (const [path, tag] of served)
      paths[path] = { serverRelativeURL: hashedURL(path, tag().etag) };
    return { paths };
  });
  app.get("/openapi/v3", (request, reply) => {
    const { document, etag } = index();
    if (answeredNotModified(request, reply, etag)) return reply;
    return json(request, reply, document);
  });
  const serveVersion = (
    request: FastifyRequest,
    reply: FastifyReply,
    path: string,
  ): FastifyReply => {
    const tag = served.get(path);
    if (tag === undefined)
      return json(
        request,
        reply.code(404),
        notFound("openapi documents", path.replace(/^apis?\//, ""), "", "").status,
      );
    const { document, etag } = tag();
    const hash = (request.query as Record<string, unknown>).hash;
    if (typeof hash === "string" && hash !== "") {
      if (hash !== etag) return reply.redirect(hashedURL(path, etag), 301);
      reply
        .header("Cache-Control", "public, immutable")
        .header("Expires", new Date(Date.now() + 365 * 24 * 3600_000).toUTCString());
    }
    if (answeredNotModified(request, reply, etag)) return reply;
    return json(request, reply, document);
  };
  app.get("/openapi/v3/apis/:group/:version", (request, reply) => {
    const { group, version } = request.params as { group: string; version: string };
    return serveVersion(request, reply, gvPath(group, version));
  });
  app.get("/openapi/v3/api/:version", (request, reply) =>
    serveVersion(request, reply, gvPath("", (request.params as { version: string }).version)),
  );
}
