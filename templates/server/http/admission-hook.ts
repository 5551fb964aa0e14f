/**
 * The admission plugins' place in a request (today EventRateLimit): after authentication and
 * authorization and the body's reading, before the handler, as Kubernetes' admission chain runs
 * before the registry writes. Creates, updates and patches of `events` reach the plugin with the
 * request's namespace, user and object.
 */
import type { FastifyRequest } from "fastify";
import { EventRateLimit } from "../apimachinery/admission/event-rate-limit.js";
import { USERS } from "./auth/filter.js";
import { requestInfoOf } from "./auth/request-info.js";

const OPERATIONS: Readonly<Record<string, "CREATE" | "UPDATE">> = {
  create: "CREATE",
  update: "UPDATE",
  patch: "UPDATE",
};

export function admissionHook(plugin: EventRateLimit): (request: FastifyRequest) => Promise<void> {
  return async (request) => {
    const info = requestInfoOf(request.method, request.url);
    const operation = OPERATIONS[info.verb];
    if (
      !info.isResourceRequest ||
      info.resource !== "events" ||
      info.subresource !== "" ||
      operation === undefined
    )
      return;
    let object: unknown;
    try {
      object = typeof request.body === "string" ? (JSON.parse(request.body) as unknown) : undefined;
    } catch {
      object = undefined;
    }
    plugin.validate({
      kind: "Event",
      operation,
      namespace: info.namespace,
      user: USERS.get(request)?.name ?? "",
      object,
    });
  };
}
