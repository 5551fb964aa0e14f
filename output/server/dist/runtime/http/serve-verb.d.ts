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
import type { RouteSpec } from "./routes.js";
export declare function serveVerb(
  route: RouteSpec,
  info: KindInfo,
  handlers: ResourceHandlers<unknown, unknown>,
  request: FastifyRequest,
  reply: FastifyReply,
  watches: Set<WatchSink>,
): Promise<FastifyReply>;
