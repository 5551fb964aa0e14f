// Copied by corespec from templates/server/http/audit/hooks.ts. DO NOT EDIT: change the template and run `npm run generate`.
export function auditHooks(app, audit) {
  app.addHook("preHandler", async (request) => audit.body(request));
  app.addHook("onSend", async (request, reply, payload) => {
    audit.payload(request, reply, payload);
    return payload;
  });
  app.addHook("onResponse", async (request, reply) => audit.end(request, reply));
  app.addHook("onClose", async () => audit.close());
}
