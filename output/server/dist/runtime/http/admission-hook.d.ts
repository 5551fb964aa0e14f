/**
 * The admission plugins' place in a request (today EventRateLimit): after authentication and
 * authorization and the body's reading, before the handler, as Kubernetes' admission chain runs
 * before the registry writes. Creates, updates and patches of `events` reach the plugin with the
 * request's namespace, user and object.
 */
import type { FastifyRequest } from "fastify";
import { EventRateLimit } from "../apimachinery/admission/event-rate-limit.js";
export declare function admissionHook(
  plugin: EventRateLimit,
): (request: FastifyRequest) => Promise<void>;
