// Copied by corespec from templates/server/http/serve-verb.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * A route's request served: decoded, handed to its verb's handler, and what the handler did
 * turned into a response, as k8s.io/apiserver pkg/endpoints/handlers writes it: 201 for a
 * create and for an update or apply that created, 202 for a delete that only marked the object
 * when cascading deletion was asked (`orphanDependents: false`, delete.go), a Table or the
 * metadata alone when Accept asks for them (meta-views.ts), the request's warnings as headers.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import type { ResourceHandlers, WatchSink } from "../apimachinery/handlers.js";
import type { KindInfo } from "../apimachinery/kinds.js";
import { includeObjectOf, metaViewOf, viewOf, watchViewOf } from "../apimachinery/meta-views.js";
import { decodeRequest, type DecodedRequest } from "./decode-request.js";
import { unacceptable } from "../apimachinery/media-types.js";
import { send, sendCollection } from "./respond.js";
import { tableCollection } from "./list-stream.js";
import type { RouteSpec } from "./routes.js";
import { warningHeaders } from "./warnings.js";
import { streamWatch } from "./watch-stream.js";

/** A response: its status code and its object. */
interface Answer {
  readonly code: number;
  readonly object: unknown;
}

/** Calls the route's handler and says what to answer. */
async function answer(
  route: RouteSpec,
  handlers: ResourceHandlers<unknown, unknown>,
  { ctx, body, contentType, values }: DecodedRequest,
): Promise<Answer> {
  switch (route.operation) {
    case "create":
      return { code: 201, object: await handlers.create(ctx, body) };
    case "read":
      return { code: 200, object: await handlers.read(ctx) };
    case "list":
      return { code: 200, object: await handlers.list(ctx) };
    case "replace": {
      const { object, created } = await handlers.replace(ctx, body);
      return { code: created ? 201 : 200, object };
    }
    case "patch": {
      const { object, created } = await handlers.patch(ctx, { contentType, body });
      return { code: created ? 201 : 200, object };
    }
    case "delete": {
      const { object, deletedImmediately } = await handlers.delete(ctx, body as never);
      // Kubernetes' delete handler: 202 only when the object was kept and cascading deletion asked for.
      return { code: !deletedImmediately && values.orphanDependents === false ? 202 : 200, object };
    }
    case "deletecollection":
      return { code: 200, object: await handlers.deleteCollection(ctx, body as never) };
    case "watch":
      throw new Error("a watch is streamed, not answered");
  }
}

export async function serveVerb(
  route: RouteSpec,
  info: KindInfo,
  handlers: ResourceHandlers<unknown, unknown>,
  request: FastifyRequest,
  reply: FastifyReply,
  watches: Set<WatchSink>,
): Promise<FastifyReply> {
  // The answer's media type is negotiated first, as every handler of Kubernetes does
  // (NegotiateOutputMediaType): an Accept header allowing only protobuf gets 406.
  const refused = unacceptable(request.headers.accept);
  if (refused !== undefined) throw refused;
  const decoded = await decodeRequest(route, info, request, reply);
  // `kubectl get` asks for a Table, metadata-only clients for PartialObjectMetadata(List):
  // reads, lists and watches answer in that view (response.go transformResponseObject).
  const view = metaViewOf(request.headers.accept);
  const include =
    view === undefined
      ? "Metadata"
      : includeObjectOf((request.query as Record<string, unknown>).includeObject);
  if (decoded.isWatch || route.operation === "watch") {
    return streamWatch(
      handlers,
      decoded.ctx,
      request,
      reply,
      watches,
      view === undefined ? undefined : watchViewOf(info, view, include),
    );
  }
  const { code, object } = await answer(route, handlers, decoded);
  if (decoded.ctx.warnings.length) reply.header("Warning", warningHeaders(decoded.ctx.warnings));
  // A list's Table is made row by row as it is written, as a list's items are encoded (respond.ts).
  if (view?.kind === "Table" && route.operation === "list")
    return sendCollection(
      reply,
      request,
      code,
      tableCollection(info, view.version, object, Date.now(), include),
    );
  const viewed = view !== undefined && (route.operation === "read" || route.operation === "list");
  const result = viewed
    ? viewOf(info, view, object as Record<string, unknown>, route.operation === "list", include)
    : object;
  return send(reply, request, code, result);
}
