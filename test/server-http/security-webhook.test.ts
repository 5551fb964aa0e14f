/**
 * The Webhook authorizer (a SubjectAccessReview POSTed to a webhook on loopback, reached
 * through a kubeconfig file): allow, deny with its reason, no opinion (the next authorizer
 * decides), matchConditions, the decision cache, timeouts and failurePolicy; and the case of the
 * issue: a user in a group may list Leases in one namespace and is refused in another (issue 34).
 */
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SecurityOptions } from "../../output/server/dist/index.js";
import { makePki, type KeyPair, type Pki } from "../helpers/pki.js";
import { secureCall, startSecure, type Credentials } from "./secure-http.js";

let dir: string;
let pki: Pki;
let webhook: Server;
const reviews: any[] = [];
let jane: KeyPair;
let ann: KeyPair;
const servers: Awaited<ReturnType<typeof startSecure>>[] = [];
const as = (pair: KeyPair): Credentials => ({ ca: pki.cert, cert: pair.cert, key: pair.key });
const leases = (ns: string) => `/apis/coordination.core.io/v1/namespaces/${ns}/leases`;

/** The webhook's policy: group dev may read Leases in team-a; ann is denied everything; slow hangs. */
function decide(review: any): Record<string, unknown> {
  const spec = review.spec;
  const groups: string[] = spec.groups ?? spec.group ?? [];
  if (spec.user === "slow") return { hang: true };
  if (spec.user === "ann") return { allowed: false, denied: true, reason: "ann is on leave" };
  const r = spec.resourceAttributes;
  if (
    groups.includes("dev") &&
    r?.resource === "leases" &&
    r.namespace === "team-a" &&
    ["get", "list", "watch"].includes(r.verb)
  )
    return { allowed: true };
  return { allowed: false };
}

async function startServer(
  webhookSettings: Record<string, unknown>,
  extra: { type: string }[] = [],
) {
  const kubeconfig = join(dir, `kubeconfig-${servers.length}.yaml`);
  const port = (webhook.address() as AddressInfo).port;
  writeFileSync(
    kubeconfig,
    `apiVersion: v1\nkind: Config\nclusters:\n- name: hook\n  cluster:\n    server: https://127.0.0.1:${port}/authorize\n    certificate-authority: ${pki.certFile}\nusers:\n- name: api\n  user: {}\ncontexts:\n- name: hook\n  context: { cluster: hook, user: api }\ncurrent-context: hook\n`,
  );
  const authorization = {
    authorizers: [
      {
        type: "Webhook",
        name: "hook",
        webhook: {
          timeout: "1s",
          subjectAccessReviewVersion: "v1",
          failurePolicy: "NoOpinion",
          authorizedTTL: "5m",
          unauthorizedTTL: "30s",
          connectionInfo: { type: "ClusterConfig", clusterConfigFile: kubeconfig },
          ...webhookSettings,
        },
      },
      ...extra,
    ],
  } as NonNullable<SecurityOptions["authorization"]>;
  const server = await startSecure({
    security: {
      tls: { cert: pki.server.cert, key: pki.server.key, clientCA: pki.cert },
      authorization,
    },
  });
  servers.push(server);
  return server;
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "corespec-webhook-"));
  pki = makePki(dir);
  jane = pki.client("jane", ["dev"]);
  ann = pki.client("ann", ["dev"]);
  webhook = createServer({ cert: pki.server.cert, key: pki.server.key }, (req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      const review = JSON.parse(body);
      reviews.push(review);
      const status = decide(review);
      if (status.hang) return;
      res.setHeader("content-type", "application/json");
      res.end(
        JSON.stringify({ apiVersion: review.apiVersion, kind: "SubjectAccessReview", status }),
      );
    });
  });
  await new Promise<void>((resolve) => webhook.listen(0, "127.0.0.1", resolve));
}, 60_000);

afterAll(async () => {
  for (const s of servers) await s.app.close();
  webhook?.closeAllConnections();
  await new Promise((resolve) => webhook?.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe("Webhook authorizer", () => {
  it("lets a user in a group list Leases in one namespace and refuses another", async () => {
    const server = await startServer({});
    expect((await secureCall(server.base, "GET", leases("team-a"), as(jane))).status).toBe(200);
    const refused = await secureCall(server.base, "GET", leases("team-b"), as(jane));
    expect(refused.status).toBe(403);
    expect(refused.json.message).toBe(
      'leases.coordination.core.io is forbidden: User "jane" cannot list resource "leases" in API group "coordination.core.io" in the namespace "team-b"',
    );
    const review = reviews.find((r) => r.spec.resourceAttributes?.namespace === "team-a");
    expect(review).toMatchObject({
      apiVersion: "authorization.core.io/v1",
      kind: "SubjectAccessReview",
      spec: {
        user: "jane",
        groups: ["dev", "system:authenticated"],
        resourceAttributes: {
          verb: "list",
          group: "coordination.core.io",
          version: "v1",
          resource: "leases",
          namespace: "team-a",
        },
      },
    });
  });

  it("caches decisions for their TTL", async () => {
    const server = await startServer({});
    await secureCall(server.base, "GET", leases("team-a"), as(jane));
    const before = reviews.length;
    await secureCall(server.base, "GET", leases("team-a"), as(jane));
    await secureCall(server.base, "GET", leases("team-b"), as(jane));
    await secureCall(server.base, "GET", leases("team-b"), as(jane));
    expect(reviews.length - before).toBe(1);
  });

  it("answers a denial with the webhook's reason, and v1beta1 names the groups `group`", async () => {
    const server = await startServer({ subjectAccessReviewVersion: "v1beta1" });
    const denied = await secureCall(server.base, "GET", leases("team-a"), as(ann));
    expect(denied.status).toBe(403);
    expect(denied.json.message).toBe(
      'leases.coordination.core.io is forbidden: User "ann" cannot list resource "leases" in API group "coordination.core.io" in the namespace "team-a": ann is on leave',
    );
    expect(reviews.at(-1)).toMatchObject({
      apiVersion: "authorization.core.io/v1beta1",
      spec: { user: "ann", group: ["dev", "system:authenticated"] },
    });
  });

  it("skips the webhook when a match condition is false, leaving the decision to the next authorizer", async () => {
    const server = await startServer(
      { matchConditions: [{ expression: "request.user != 'jane'" }] },
      [{ type: "AlwaysAllow" }],
    );
    const before = reviews.length;
    expect((await secureCall(server.base, "GET", leases("team-b"), as(jane))).status).toBe(200);
    expect(reviews.length).toBe(before);
  });

  it("answers an error on a timeout, whatever the failure policy", async () => {
    const slow = pki.client("slow");
    for (const failurePolicy of ["NoOpinion", "Deny"]) {
      const server = await startServer({ failurePolicy, timeout: "200ms" });
      const answer = await secureCall(server.base, "GET", leases("team-a"), as(slow));
      expect(answer.status).toBe(500);
      expect(answer.json.reason).toBe("InternalError");
    }
  });
});
