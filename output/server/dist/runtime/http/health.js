// Copied by corespec from templates/server/http/health.ts. DO NOT EDIT: change the template and run `npm run generate`.
/** The names of `?exclude=` (repeated or comma-free, as Kubernetes reads them). */
function excludedOf(request) {
  const raw = request.query.exclude;
  return new Set([].concat(raw).filter((v) => v !== undefined && v !== ""));
}
const PLAIN = "text/plain; charset=utf-8";
/** healthz.go handleRootHealth. */
async function rootHealth(name, checks, request, reply) {
  const excluded = excludedOf(request);
  let output = "";
  let failed = false;
  for (const check of checks) {
    if (excluded.delete(check.name)) {
      output += `[+]${check.name} excluded: ok\n`;
      continue;
    }
    if (await check.run()) output += `[+]${check.name} ok\n`;
    else {
      output += `[-]${check.name} failed: reason withheld\n`;
      failed = true;
    }
  }
  if (excluded.size > 0)
    output += `warn: some health checks cannot be excluded: no matches for ${[...excluded]
      .sort()
      .map((e) => `"${e}"`)
      .join(",")}\n`;
  reply.header("X-Content-Type-Options", "nosniff");
  if (failed) return reply.code(500).type(PLAIN).send(`${output}${name} check failed\n`);
  if (!("verbose" in request.query)) return reply.type(PLAIN).send("ok");
  return reply.type(PLAIN).send(`${output}${name} check passed\n`);
}
/** Registers `/healthz`, `/livez`, `/readyz` and a path per check of each. */
export function healthRoutes(app, ready) {
  const ping = {
    name: "ping",
    run: () => true,
  };
  const storage = {
    name: "storage",
    run: ready,
  };
  const endpoints = {
    healthz: [ping],
    livez: [ping],
    readyz: [ping, storage],
  };
  for (const [name, checks] of Object.entries(endpoints)) {
    app.get(`/${name}`, (request, reply) => rootHealth(name, checks, request, reply));
    for (const check of checks) {
      // healthz.go adaptCheckToHandler: "ok", or 500 with "internal server error: <reason>".
      app.get(`/${name}/${check.name}`, async (_request, reply) => {
        reply.header("X-Content-Type-Options", "nosniff");
        if (await check.run()) return reply.type(PLAIN).send("ok");
        return reply
          .code(500)
          .type(PLAIN)
          .send(`internal server error: ${check.name} check failed\n`);
      });
    }
  }
}
