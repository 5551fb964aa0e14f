/**
 * One measurement of bench/server/auth-cost.ts, in a process of its own (a fresh heap, so one
 * server's garbage is never collected in the other's time): `open` or `secured` sends REQUESTS
 * GETs of one PriorityClass one after another through Fastify's injector and prints the CPU
 * per request; `filters` calls the secured server's authentication and authorization filters
 * alone on the same request. The secured server authenticates a JWT (the issuer's key fetched
 * once, the token verified once and then cached, as Kubernetes caches token authentication)
 * and authorizes with RBAC over BINDINGS ClusterRoleBindings. Prints one line of JSON.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { createServer, MemoryStore } from "../../output/server/dist/index.js";
import { securityFilter } from "../../output/server/dist/runtime/http/auth/filter.js";
import { requestSecurity } from "../../output/server/dist/runtime/http/auth/security.js";
import { startIssuer } from "../../test/helpers/oidc-issuer.js";
import { makePki } from "../../test/helpers/pki.js";

const mode = process.argv[2] as "open" | "secured" | "filters";
const REQUESTS = Number(process.env.REQUESTS ?? 30_000);
const BINDINGS = Number(process.env.BINDINGS ?? 1000);
const PATH = "/apis/scheduling.core.io/v1/priorityclasses/high";
const RBAC = "/apis/rbac.authorization.core.io/v1";

async function post(app: FastifyInstance, url: string, payload: unknown): Promise<void> {
  const answer = await app.inject({ method: "POST", url, payload: payload as object });
  if (answer.statusCode !== 201) throw new Error(`${url}: ${answer.statusCode} ${answer.body}`);
}

const binding = (name: string, subjects: unknown[]) => ({
  apiVersion: "rbac.authorization.core.io/v1",
  kind: "ClusterRoleBinding",
  metadata: { name },
  roleRef: { apiGroup: "rbac.authorization.core.io", kind: "ClusterRole", name: "reader" },
  subjects,
});

/** CPU microseconds per call of `once`, over REQUESTS calls after a tenth as many to warm up. */
async function cpuPerCall(once: () => Promise<void>): Promise<number> {
  for (let i = 0; i < REQUESTS / 10; i++) await once();
  const cpu = process.cpuUsage();
  for (let i = 0; i < REQUESTS; i++) await once();
  const used = process.cpuUsage(cpu);
  return (used.user + used.system) / REQUESTS;
}

const dir = mkdtempSync(join(tmpdir(), "corespec-auth-bench-"));
const pki = makePki(dir);
const issuer = await startIssuer(pki.server);
const storage = new MemoryStore();
const open = createServer({ storage });
const authentication = {
  jwt: [
    {
      issuer: { url: issuer.url, certificateAuthority: pki.cert, audiences: ["corespec"] },
      claimMappings: {
        username: { claim: "sub", prefix: "oidc:" },
        groups: { claim: "groups", prefix: "oidc:" },
      },
    },
  ],
};
const security = {
  authentication,
  authorization: { authorizers: [{ type: "RBAC", name: "rbac" }] },
};
const secured = createServer({ storage, security });
try {
  await post(open, "/apis/scheduling.core.io/v1/priorityclasses", {
    apiVersion: "scheduling.core.io/v1",
    kind: "PriorityClass",
    metadata: { name: "high" },
    value: 1000,
  });
  await post(open, `${RBAC}/clusterroles`, {
    apiVersion: "rbac.authorization.core.io/v1",
    kind: "ClusterRole",
    metadata: { name: "reader" },
    rules: [{ verbs: ["get"], apiGroups: ["scheduling.core.io"], resources: ["priorityclasses"] }],
  });
  for (let i = 0; i < BINDINGS - 1; i++)
    await post(
      open,
      `${RBAC}/clusterrolebindings`,
      binding(`b-${i}`, [
        { kind: "User", name: `oidc:user-${i}` },
        { kind: "Group", name: `oidc:group-${i}` },
      ]),
    );
  await post(
    open,
    `${RBAC}/clusterrolebindings`,
    binding("bench", [{ kind: "Group", name: "oidc:bench" }]),
  );
  const token = await issuer.sign(
    { sub: "bencher", groups: ["bench", "other"], aud: "corespec" },
    { expiresIn: "1h" },
  );
  const headers = { authorization: `Bearer ${token}` };
  let cpuUs: number;
  if (mode === "filters") {
    const filter = securityFilter(requestSecurity(security, storage));
    const reply = {} as Parameters<typeof filter>[1];
    cpuUs = await cpuPerCall(() =>
      filter(
        { method: "GET", url: PATH, headers, raw: { socket: {} } } as unknown as Parameters<
          typeof filter
        >[0],
        reply,
      ),
    );
  } else {
    const app = mode === "open" ? open : secured;
    const sent = mode === "open" ? {} : headers;
    cpuUs = await cpuPerCall(async () => {
      const answer = await app.inject({ method: "GET", url: PATH, headers: sent });
      if (answer.statusCode !== 200) throw new Error(`${answer.statusCode} ${answer.body}`);
    });
  }
  console.log(JSON.stringify({ mode, cpuUs }));
} finally {
  await open.close();
  await secured.close();
  await issuer.close();
  rmSync(dir, { recursive: true, force: true });
}
