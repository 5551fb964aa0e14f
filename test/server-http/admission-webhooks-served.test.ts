/**
 * Webhook configurations served as API objects (issue 34 §5), as kube-apiserver serves
 * admissionregistration v1: a ValidatingWebhookConfiguration created through the API applies to
 * the requests that follow (a matching create is denied), and no longer once deleted; an invalid
 * one is a 422 with Kubernetes' field error; and writes of webhook configurations are never sent
 * to webhooks, even to one whose rules match everything. On both stores, with a webhook server
 * of the test's own on loopback (TLS, a throwaway CA). The served configurations take effect as
 * the server's watch of them tells it (Kubernetes' informers): the test waits for it, as
 * Kubernetes' own integration tests do.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createServer as createHttps, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makePki, type Pki } from "../helpers/pki.js";
import { storeVariants } from "./stores.js";
import { call, start, type Started } from "./http.js";

type Obj = { [key: string]: any };
const GROUP = "/apis/admissionregistration.core.io/v1";
const VALIDATING = `${GROUP}/validatingwebhookconfigurations`;
const MUTATING = `${GROUP}/mutatingwebhookconfigurations`;
const LEASES = "/apis/coordination.core.io/v1/namespaces/default/leases";
const lease = (name: string, kase: string): Obj => ({
  apiVersion: "coordination.core.io/v1",
  kind: "Lease",
  metadata: { name, labels: { case: kase } },
  spec: { holderIdentity: "node-1" },
});

let dir: string;
let pki: Pki;
let hookServer: Server;
let hookBase: string;
const calls = new Map<string, number>();

function hook(name: string, path: string, kase: string, extra: Obj = {}): Obj {
  return {
    name,
    clientConfig: { url: `${hookBase}${path}`, caBundle: Buffer.from(pki.cert).toString("base64") },
    rules: [
      {
        operations: ["CREATE", "UPDATE"],
        apiGroups: ["coordination.core.io"],
        apiVersions: ["*"],
        resources: ["leases"],
      },
    ],
    sideEffects: "None",
    timeoutSeconds: 5,
    admissionReviewVersions: ["v1"],
    objectSelector: { matchLabels: { case: kase } },
    ...extra,
  };
}

/** Every operation on every resource of every group (Kubernetes still exempts the webhook configurations). */
const everything = [
  { operations: ["*"], apiGroups: ["*"], apiVersions: ["*"], resources: ["*/*"] },
];

const configuration = (kind: string, name: string, webhooks: Obj[], labels: Obj = {}): Obj => ({
  apiVersion: "admissionregistration.core.io/v1",
  kind,
  metadata: { name, labels },
  webhooks,
});

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "corespec-served-webhooks-"));
  pki = makePki(dir);
  hookServer = createHttps({ cert: pki.server.cert, key: pki.server.key }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const path = new URL(req.url ?? "/", "https://x").pathname;
      calls.set(path, (calls.get(path) ?? 0) + 1);
      const { request } = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Obj;
      const response =
        path === "/allow"
          ? { uid: request.uid, allowed: true }
          : {
              uid: request.uid,
              allowed: false,
              status: { code: 403, reason: "Forbidden", message: `${request.name} is refused` },
            };
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({ apiVersion: "admission.core.io/v1", kind: "AdmissionReview", response }),
      );
    });
  });
  await new Promise<void>((resolve) => hookServer.listen(0, "127.0.0.1", resolve));
  hookBase = `https://127.0.0.1:${(hookServer.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  hookServer?.closeAllConnections();
  await new Promise((resolve) => hookServer?.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

/** Tries until `done` holds of the answer (a new name each time), for at most 30 s. */
async function until(
  attempt: (n: number) => Promise<{ status: number; json: Obj }>,
  done: (status: number) => boolean,
) {
  let answer = await attempt(0);
  for (let n = 1; !done(answer.status) && n < 300; n++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    answer = await attempt(n);
  }
  return answer;
}

describe.each(storeVariants())("on the $name store", (variant) => {
  let server: Started;
  beforeAll(async () => {
    server = await start({
      storage: await variant.create(),
      // A static webhook whose rules match everything, denying what is labelled catch-all.
      security: {
        admissionWebhooks: [
          configuration("ValidatingWebhookConfiguration", "static", [
            hook("catch-all.example.com", "/deny-all", "catch-all", { rules: everything }),
          ]),
        ] as never,
      },
    });
  }, 60_000);
  afterAll(async () => {
    await server?.app.close();
    await variant.dispose();
  });

  it("applies a ValidatingWebhookConfiguration created through the API, and no longer once deleted", async () => {
    const tried = (prefix: string) => (n: number) =>
      call(server.base, "POST", LEASES, { body: lease(`${prefix}-${n}`, "served") });
    const created = await call(server.base, "POST", VALIDATING, {
      body: configuration("ValidatingWebhookConfiguration", "served", [
        hook("served.example.com", "/deny", "served"),
      ]),
    });
    expect(created.status, created.text).toBe(201);
    expect(created.json.metadata.generation).toBe(1);
    expect(created.json.webhooks[0]).toMatchObject({
      failurePolicy: "Fail",
      matchPolicy: "Equivalent",
    });

    const denied = await until(tried("denied"), (status) => status === 403);
    expect(denied.status).toBe(403);
    expect(denied.json.message).toMatch(
      /^admission webhook "served.example.com" denied the request: denied-\d+ is refused$/,
    );
    const listed = await call(server.base, "GET", VALIDATING);
    expect(listed.json.items.map((i: Obj) => i.metadata.name)).toEqual(["served"]);

    const deleted = await call(server.base, "DELETE", `${VALIDATING}/served`);
    expect(deleted.status, deleted.text).toBe(200);
    const allowed = await until(tried("allowed"), (status) => status === 201);
    expect(allowed.status).toBe(201);
  });

  it("refuses an invalid configuration with Kubernetes' field error", async () => {
    const invalid = await call(server.base, "POST", VALIDATING, {
      body: configuration("ValidatingWebhookConfiguration", "too-slow", [
        hook("slow.example.com", "/allow", "slow", { timeoutSeconds: 31 }),
      ]),
    });
    expect(invalid.status, invalid.text).toBe(422);
    expect(invalid.json).toMatchObject({ reason: "Invalid", code: 422 });
    expect(invalid.json.details.causes).toContainEqual({
      reason: "FieldValueInvalid",
      message: "Invalid value: 31: the timeout value must be between 1 and 30 seconds",
      field: "webhooks[0].timeoutSeconds",
    });
    expect((await call(server.base, "GET", `${VALIDATING}/too-slow`)).status).toBe(404);
  });

  it("never sends writes of webhook configurations to webhooks", async () => {
    // The catch-all webhook is called for a lease it matches.
    const lease1 = await call(server.base, "POST", LEASES, { body: lease("caught", "catch-all") });
    expect(lease1.status).toBe(403);
    const before = calls.get("/deny-all") ?? 0;
    for (const [kind, path] of [
      ["ValidatingWebhookConfiguration", VALIDATING],
      ["MutatingWebhookConfiguration", MUTATING],
    ] as const) {
      const body = configuration(
        kind,
        `exempt-${variant.name}`,
        [hook("allow.example.com", "/allow", "none")],
        {
          case: "catch-all",
        },
      );
      const created = await call(server.base, "POST", path, { body });
      expect(created.status, created.text).toBe(201);
      const patched = await call(server.base, "PATCH", `${path}/exempt-${variant.name}`, {
        body: { metadata: { annotations: { touched: "yes" } } },
        type: "application/merge-patch+json",
      });
      expect(patched.status, patched.text).toBe(200);
      const deleted = await call(server.base, "DELETE", `${path}/exempt-${variant.name}`);
      expect(deleted.status, deleted.text).toBe(200);
    }
    expect(calls.get("/deny-all") ?? 0).toBe(before);
  });
});
