// Copied by corespec from templates/server/http/openapi-routes.ts. DO NOT EDIT: change the template and run `npm run generate`.
import { Buffer } from "node:buffer";
import { notFound } from "../apimachinery/status.js";
import {
  OPENAPI_V2_PROTOBUF_TYPE,
  swaggerToProtobuf,
  wantsOpenApiProtobuf,
} from "./openapi-proto.js";
import { answeredNotModified, tagged } from "./etag.js";
import { send } from "./respond.js";
/** The path of a group-version under /openapi/v3 (`apis/scheduling.core.io/v1`, `api/v1`). */
const gvPath = (group, version) => (group === "" ? `api/${version}` : `apis/${group}/${version}`);
/** handler3 constructServerRelativeURL. */
const hashedURL = (path, etag) => `/openapi/v3/${path}?hash=${etag}`;
export function openApiRoutes(app, groups, documents) {
  const json = (request, reply, body) => send(reply, request, reply.statusCode, body);
  const v2 = tagged(() => documents.v2());
  let protobuf;
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
  const served = new Map();
  for (const g of groups)
    for (const v of g.versions)
      served.set(
        gvPath(g.name, v),
        tagged(() => documents.v3(g.name, v)),
      );
  const index = tagged(() => {
    const paths = {};
    for (const [path, tag] of served)
      paths[path] = { serverRelativeURL: hashedURL(path, tag().etag) };
    return { paths };
  });
  app.get("/openapi/v3", (request, reply) => {
    const { document, etag } = index();
    if (answeredNotModified(request, reply, etag)) return reply;
    return json(request, reply, document);
  });
  const serveVersion = (request, reply, path) => {
    const tag = served.get(path);
    if (tag === undefined)
      return json(
        request,
        reply.code(404),
        notFound("openapi documents", path.replace(/^apis?\//, ""), "", "").status,
      );
    const { document, etag } = tag();
    const hash = request.query.hash;
    if (typeof hash === "string" && hash !== "") {
      if (hash !== etag) return reply.redirect(hashedURL(path, etag), 301);
      reply
        .header("Cache-Control", "public, immutable")
        .header("Expires", new Date(Date.now() + 365 * 24 * 36e5).toUTCString());
    }
    if (answeredNotModified(request, reply, etag)) return reply;
    return json(request, reply, document);
  };
  app.get("/openapi/v3/apis/:group/:version", (request, reply) => {
    const { group, version } = request.params;
    return serveVersion(request, reply, gvPath(group, version));
  });
  app.get("/openapi/v3/api/:version", (request, reply) =>
    serveVersion(request, reply, gvPath("", request.params.version)),
  );
}
