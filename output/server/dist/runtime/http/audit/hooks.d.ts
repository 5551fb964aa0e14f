/** The Fastify hooks that feed the audit log: the request body, the response body, the end of the request. */
import type { FastifyInstance } from "fastify";
import type { AuditLog } from "./log.js";
export type { AuditLog } from "./log.js";
export declare function auditHooks(app: FastifyInstance, audit: AuditLog): void;
