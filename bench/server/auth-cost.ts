/**
 * What authentication and authorization cost per request (issue 34): the same read of a
 * PriorityClass served by the generated server without security and with a JWT authenticator
 * (the issuer's key fetched once and kept, the token verified once and then cached as
 * Kubernetes caches token authentication) and the RBAC authorizer over 1,000
 * ClusterRoleBindings. Both servers share one memory store and are driven in-process through
 * Fastify's injector (no sockets, no TLS), so the figures are the server's work per request;
 * rounds alternate which goes first. Prints requests per second, microseconds per request and
 * the ratio. Never fails on speed. Part `auth` of `npm run bench:server`; `npm run bench:auth`
 * runs it alone (ROUNDS=5 MEASURE_MS=1500 BINDINGS=1000).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { createServer, MemoryStore } from "../../output/server/dist/index.js";
import { startIssuer } from "../../test/helpers/oidc-issuer.js";
import { makePki } from "../../test/helpers/pki.js";

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const ROUNDS = env("ROUNDS", 5);
const MEASURE_MS = env("MEASURE_MS", 1500);
const CONCURRENCY = env("CONCURRENCY", 16);
const BINDINGS = env("BINDINGS", 1000);
const PATH = "/apis/scheduling.core.io/v1/priorityclasses/high";
const RBAC = "/apis/rbac.authorization.core.io/v1";

async function post(app: FastifyInstance, url: string, payload: unknown): Promise<void> {
  const answer = await app.inject({ method: "POST", url, payload: payload as object });
  if (answer.statusCode !== 201) throw new Error(`${url}: ${answer.statusCode} ${answer.body}`);
}

const binding = (name: string, role: string, subjects: unknown[]) => ({ apiVersion: "rbac.authorization.core.io/v1", kind: "ClusterRoleBinding", metadata: { name }, roleRef: { apiGroup: "rbac.authorization.core.io", kind: "ClusterRole", name: role }, subjects });

/** Requests per second and server CPU per request of GET PATH for MEASURE_MS. */
async function measure(app: FastifyInstance, headers: Record<string, string>): Promise<{ rps: number; cpuUs: number }> {
  let count = 0;
  const end = Date.now() + MEASURE_MS;
  const cpu = process.cpuUsage();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < end) {
        const answer = await app.inject({ method: "GET", url: PATH, headers });
        if (answer.statusCode !== 200) throw new Error(`${answer.statusCode} ${answer.body}`);
        count++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  return { rps: count / seconds, cpuUs: (used.user + used.system) / count };
}

const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;

/** The medians of both servers over the rounds. */
export interface AuthCost {
  readonly open: { readonly rps: number; readonly cpuUs: number };
  readonly secured: { readonly rps: number; readonly cpuUs: number };
}

/** Measures the same GET without and with JWT + RBAC, in alternating rounds. */
export async function measureAuthCost(): Promise<AuthCost> {
  const dir = mkdtempSync(join(tmpdir(), "corespec-auth-bench-"));
  const pki = makePki(dir);
  const issuer = await startIssuer(pki.server);
  const storage = new MemoryStore();
  const open = createServer({ storage });
  const authentication = { jwt: [{ issuer: { url: issuer.url, certificateAuthority: pki.cert, audiences: ["corespec"] }, claimMappings: { username: { claim: "sub", prefix: "oidc:" }, groups: { claim: "groups", prefix: "oidc:" } } }] };
  const secured = createServer({ storage, security: { authentication, authorization: { authorizers: [{ type: "RBAC" }] } } });
  try {
    await post(open, "/apis/scheduling.core.io/v1/priorityclasses", { apiVersion: "scheduling.core.io/v1", kind: "PriorityClass", metadata: { name: "high" }, value: 1000 });
    await post(open, `${RBAC}/clusterroles`, { apiVersion: "rbac.authorization.core.io/v1", kind: "ClusterRole", metadata: { name: "reader" }, rules: [{ verbs: ["get"], apiGroups: ["scheduling.core.io"], resources: ["priorityclasses"] }] });
    for (let i = 0; i < BINDINGS - 1; i++) await post(open, `${RBAC}/clusterrolebindings`, binding(`b-${i}`, "reader", [{ kind: "User", name: `oidc:user-${i}` }, { kind: "Group", name: `oidc:group-${i}` }]));
    await post(open, `${RBAC}/clusterrolebindings`, binding("bench", "reader", [{ kind: "Group", name: "oidc:bench" }]));
    const token = await issuer.sign({ sub: "bencher", groups: ["bench", "other"], aud: "corespec" }, { expiresIn: "1h" });
    const headers = { authorization: `Bearer ${token}` };
    await measure(open, {});
    await measure(secured, headers);
    const results = { open: [] as { rps: number; cpuUs: number }[], secured: [] as { rps: number; cpuUs: number }[] };
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? (["open", "secured"] as const) : (["secured", "open"] as const);
      for (const mode of order) results[mode].push(await measure(mode === "open" ? open : secured, mode === "open" ? {} : headers));
    }
    const of = (mode: "open" | "secured") => ({ rps: median(results[mode].map((r) => r.rps)), cpuUs: median(results[mode].map((r) => r.cpuUs)) });
    return { open: of("open"), secured: of("secured") };
  } finally {
    await open.close();
    await secured.close();
    await issuer.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Prints the figures of measureAuthCost. */
export function printAuthCost(c: AuthCost): void {
  const rate = (n: number) => Math.round(n).toLocaleString("en-US");
  console.log(`authentication and authorization: GET a PriorityClass, in-process, ${CONCURRENCY} at once, ${ROUNDS} rounds of ${MEASURE_MS} ms (medians):`);
  console.log(`  without authn/authz:                      ${rate(c.open.rps)} req/s, ${c.open.cpuUs.toFixed(1)} µs CPU/request`);
  console.log(`  JWT (cached key, cached token) + RBAC (${BINDINGS} bindings): ${rate(c.secured.rps)} req/s, ${c.secured.cpuUs.toFixed(1)} µs CPU/request`);
  console.log(`  cost ratio (CPU per request, secured / open): ${(c.secured.cpuUs / c.open.cpuUs).toFixed(2)}x; throughput ratio (open / secured): ${(c.open.rps / c.secured.rps).toFixed(2)}x (target at most 1.3x)`);
}
