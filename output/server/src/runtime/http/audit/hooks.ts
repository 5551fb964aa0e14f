// Copied by corespec from templates/server/http/audit/hooks.ts. DO NOT EDIT: change the template and run `npm run generate`.

/** The Fastify hooks that feed the audit log: the request body, the response body, the end of the request. */
import type { FastifyInstance } from "fastify";
import type { AuditLog } from "./log.js";

export type { AuditLog } from "./log.js";

export function auditHooks(app: FastifyInstance, audit: AuditLog): void {
  app.addHook("preHandler", async (request) => audit.body(request));
  app.addHook("onSend", async (request, reply, payload) => {
    audit.payload(request, reply, payload);
    return payload;
  });
  app.addHook("onResponse", async (request, reply) => audit.end(request, reply));
  app.addHook("onClose", async () => audit.close());
}
