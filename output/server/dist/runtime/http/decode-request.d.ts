/**
 * A request decoded for the API machinery: the query checked against the route's options
 * kind, dry run, DeleteOptions from the body (the query overrides them, as Kubernetes decodes
 * them), and the body read and checked against the route's kind with the request's field
 * validation (k8s.io/apiserver pkg/endpoints/handlers: the decoding half of create.go,
 * update.go, patch.go and delete.go).
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { type RequestContext } from "../apimachinery/request.js";
import { type KindInfo } from "../apimachinery/kinds.js";
import type { RouteSpec } from "./routes.js";
export interface DecodedRequest {
  readonly ctx: RequestContext;
  /** The checked query parameters, DeleteOptions' included. */
  readonly values: Readonly<Record<string, string | number | boolean>>;
  readonly contentType: string;
  /** The body (an object for create, replace and delete; a patch's document); undefined for reads. */
  readonly body: unknown;
  readonly isWatch: boolean;
}
export declare function decodeRequest(
  route: RouteSpec,
  info: KindInfo,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<DecodedRequest>;
