// Copied by corespec from templates/server/http/health.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * The health endpoints, as Kubernetes' healthz package serves them
 * (k8s.io/apiserver pkg/server/healthz/healthz.go): `/healthz`, `/livez` and `/readyz`, each
 * the sum of named checks, with one path per check (`/readyz/ping`), `?verbose` for the list
 * (`[+]ping ok` ... `readyz check passed`), `?exclude=<check>`, and the list always on failure
 * (500, `[-]storage failed: reason withheld` ... `readyz check failed`).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/** A named check: true when healthy. */
interface Check {
  readonly name: string;
  readonly run: () => Promise<boolean> | boolean;
}

/** The names of `?exclude=` (repeated or comma-free, as Kubernetes reads them). */
function excludedOf(request: FastifyRequest): Set<string> {
  const raw = (request.query as Record<string, string | string[] | undefined>).exclude;
  return new Set(
    ([] as (string | undefined)[])
      .concat(raw)
      .filter((v): v is string => v !== undefined && v !== ""),
  );
}

const PLAIN = "text/plain; charset=utf-8";

/** healthz.go handleRootHealth. */
async function rootHealth(
  name: string,
  checks: readonly Check[],
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
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
  if (!("verbose" in (request.query as object))) return reply.type(PLAIN).send("ok");
  return reply.type(PLAIN).send(`${output}${name} check passed\n`);
}

/** Registers `/healthz`, `/livez`, `/readyz` and a path per check of each. */
export function healthRoutes(app: FastifyInstance, ready: () => Promise<boolean> | boolean): void {
  const ping: Check = { name: "ping", run: () => true };
  const storage: Check = { name: "storage", run: ready };
  const endpoints: Record<string, readonly Check[]> = {
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
