/**
 * Admission webhooks (issue 34 §5): a webhook server of the test's own on loopback, over TLS
 * with a certificate of a throwaway CA (the webhooks' caBundle), answering AdmissionReview v1
 * by the path it is called on. On both stores: an allow (its warning in the Warning header), a
 * denial with the webhook's message and code, a mutation whose JSONPatch the stored object has
 * (on create and on patch), a wrong uid, a non-JSONPatch patchType, a body that is not JSON and a
 * timeout each under failurePolicy Fail (500) and Ignore (the request goes on), rules and match
 * conditions that do not match (not called), a dry run refused by a webhook with side effects,
 * and a delete denied. Reinvocation: a mutating webhook with reinvocationPolicy IfNeeded is called
 * again when a later one changed the object, once (not under Never, nor when nothing changed).
 * Audit: the responses' auditAnnotations (`<webhook>/<key>`) and the mutating dispatcher's
 * mutation and patch annotations in the audit log's Events, valid for the generated validator,
 * the patch only at level Request and above.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer as createHttps, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validate } from "../../output/dist/index.js";
import { makePki, type Pki } from "../helpers/pki.js";
import { storeVariants } from "./stores.js";
import { call, headerLines, start, type Started } from "./http.js";

type Obj = { [key: string]: any };
const LEASES = "/apis/coordination.core.io/v1/namespaces/default/leases";
const lease = (name: string, kase: string): Obj => ({
  apiVersion: "coordination.core.io/v1",
  kind: "Lease",
  metadata: { name, labels: { case: kase } },
  spec: { holderIdentity: "node-1" },
});
const last = (test: (review: Obj) => boolean): Obj => [...requests].reverse().find(test)!;
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64");

let dir: string;
let pki: Pki;
let hookServer: Server;
let hookBase: string;
const calls = new Map<string, number>();
const requests: Obj[] = [];
const LABEL_PATCH = [{ op: "add", path: "/metadata/labels/labelled", value: "yes" }];

/** What the webhook answers on each path, given the request. */
function answer(path: string, request: Obj): { status?: number; text?: string; response?: Obj } {
  const ok = { uid: request.uid, allowed: true };
  switch (path) {
    case "/allow":
      return { response: { ...ok, warnings: ["allow.example.com looked at it"] } };
    case "/deny":
      return {
        response: {
          uid: request.uid,
          allowed: false,
          status: {
            code: 403,
            reason: "Forbidden",
            message: `${String(request.name)} is not welcome`,
          },
        },
      };
    case "/mutate":
      return {
        response: {
          ...ok,
          patchType: "JSONPatch",
          patch: b64([
            { op: "add", path: "/metadata/labels/mutated", value: "yes" },
            { op: "replace", path: "/spec/holderIdentity", value: "webhook" },
          ]),
        },
      };
    case "/wrong-uid":
      return { response: { ...ok, uid: "not-the-request-uid" } };
    case "/merge-patch":
      return {
        response: {
          ...ok,
          patchType: "MergePatch",
          patch: b64({ metadata: { labels: { merged: "yes" } } }),
        },
      };
    case "/label":
      return { response: { ...ok, patchType: "JSONPatch", patch: b64(LABEL_PATCH) } };
    case "/same":
      return {
        response: {
          ...ok,
          patchType: "JSONPatch",
          patch: b64([{ op: "replace", path: "/spec/holderIdentity", value: "node-1" }]),
        },
      };
    case "/annotate-mutate":
      return {
        response: {
          ...ok,
          patchType: "JSONPatch",
          patch: b64(LABEL_PATCH),
          auditAnnotations: { decision: "labelled" },
        },
      };
    case "/annotate":
      return { response: { ...ok, auditAnnotations: { checked: "yes", "policy/name": "p1" } } };
    case "/not-json":
      return { text: "this is not an AdmissionReview" };
    default:
      return { response: ok };
  }
}

const match = (kase: string | string[]) =>
  Array.isArray(kase)
    ? { matchExpressions: [{ key: "case", operator: "In", values: kase }] }
    : { matchLabels: { case: kase } };
const rules = (operations = ["CREATE", "UPDATE"]) => [
  {
    operations,
    apiGroups: ["coordination.core.io"],
    apiVersions: ["*"],
    resources: ["leases"],
    scope: "*",
  },
];
function hook(name: string, path: string, kase: string | string[], extra: Obj = {}): Obj {
  return {
    name,
    clientConfig: { url: `${hookBase}${path}`, caBundle: Buffer.from(pki.cert).toString("base64") },
    rules: rules(),
    failurePolicy: "Fail",
    sideEffects: "None",
    timeoutSeconds: 5,
    admissionReviewVersions: ["v1"],
    objectSelector: match(kase),
    namespaceSelector: {},
    ...extra,
  };
}

function configurations(): Obj[] {
  return [
    {
      apiVersion: "admissionregistration.core.io/v1",
      kind: "MutatingWebhookConfiguration",
      metadata: { name: "audit-mutators" },
      webhooks: [hook("annotate-mutate.example.com", "/annotate-mutate", "audit")],
    },
    {
      apiVersion: "admissionregistration.core.io/v1",
      kind: "MutatingWebhookConfiguration",
      metadata: { name: "mutators" },
      webhooks: [
        hook("mutate.example.com", "/mutate", "mutate"),
        hook("merge-patch.example.com", "/merge-patch", "merge-patch"),
      ],
    },
    {
      apiVersion: "admissionregistration.core.io/v1",
      kind: "ValidatingWebhookConfiguration",
      metadata: { name: "validators" },
      webhooks: [
        hook("allow.example.com", "/allow", "allow"),
        hook("deny.example.com", "/deny", "deny"),
        hook("wrong-uid-fail.example.com", "/wrong-uid", "wrong-uid-fail"),
        hook("wrong-uid-ignore.example.com", "/wrong-uid", "wrong-uid-ignore", {
          failurePolicy: "Ignore",
        }),
        hook("not-json-fail.example.com", "/not-json", "not-json-fail"),
        hook("not-json-ignore.example.com", "/not-json", "not-json-ignore", {
          failurePolicy: "Ignore",
        }),
        hook("slow-fail.example.com", "/slow", "slow-fail", { timeoutSeconds: 1 }),
        hook("slow-ignore.example.com", "/slow", "slow-ignore", {
          timeoutSeconds: 1,
          failurePolicy: "Ignore",
        }),
        hook("other-rules.example.com", "/never", "other-rules", {
          rules: [
            {
              operations: ["*"],
              apiGroups: ["scheduling.core.io"],
              apiVersions: ["*"],
              resources: ["priorityclasses", "*/status"],
            },
          ],
        }),
        hook("condition.example.com", "/deny", "condition", {
          matchConditions: [{ name: "only-x", expression: "object.metadata.name == 'x-only'" }],
        }),
        hook("side-effects.example.com", "/allow", "dry-run", { sideEffects: "Unknown" }),
        hook("no-delete.example.com", "/deny", "no-delete", { rules: rules(["DELETE"]) }),
        hook("annotate.example.com", "/annotate", "audit"),
      ],
    },
    {
      apiVersion: "admissionregistration.core.io/v1",
      kind: "MutatingWebhookConfiguration",
      metadata: { name: "reinvocation" },
      webhooks: [
        hook("first-if-needed.example.com", "/first-if-needed", "reinvoke", {
          reinvocationPolicy: "IfNeeded",
        }),
        hook("first-never.example.com", "/first-never", "no-reinvoke", {
          reinvocationPolicy: "Never",
        }),
        hook("first-unchanged.example.com", "/first-unchanged", "unchanged", {
          reinvocationPolicy: "IfNeeded",
        }),
        hook("second-label.example.com", "/label", ["reinvoke", "no-reinvoke"]),
        hook("second-same.example.com", "/same", "unchanged"),
      ],
    },
  ];
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "corespec-webhooks-"));
  pki = makePki(dir);
  hookServer = createHttps({ cert: pki.server.cert, key: pki.server.key }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const path = new URL(req.url ?? "/", "https://x").pathname;
      calls.set(path, (calls.get(path) ?? 0) + 1);
      const review = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Obj;
      requests.push({ ...review, path });
      // Slower than the webhooks' timeout; the server gives up first.
      if (path === "/slow") return void setTimeout(() => res.writable && res.end("{}"), 3000);
      const { status = 200, text, response } = answer(path, review.request);
      res.writeHead(status, { "content-type": "application/json" });
      res.end(
        text ??
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

describe.each(storeVariants())("on the $name store", (variant) => {
  let server: Started;
  const post = (body: Obj, query = "") => call(server.base, "POST", `${LEASES}${query}`, { body });
  beforeAll(async () => {
    server = await start({
      storage: await variant.create(),
      security: { admissionWebhooks: configurations() as never },
    });
  }, 60_000);
  afterAll(async () => {
    await server?.app.close();
    await variant.dispose();
  });

  it("allows, with the webhook's warning, and sends it an AdmissionReview v1 of the request", async () => {
    const created = await post(lease(`allowed-${variant.name}`, "allow"));
    expect(created.status, created.text).toBe(201);
    expect(headerLines(created, "warning")).toEqual(['299 - "allow.example.com looked at it"']);
    const sent = last((r) => r.request.name === `allowed-${variant.name}`);
    expect(sent).toMatchObject({ apiVersion: "admission.core.io/v1", kind: "AdmissionReview" });
    expect(sent.request).toMatchObject({
      kind: { group: "coordination.core.io", version: "v1", kind: "Lease" },
      resource: { group: "coordination.core.io", version: "v1", resource: "leases" },
      namespace: "default",
      operation: "CREATE",
      dryRun: false,
      oldObject: null,
      options: { kind: "CreateOptions", apiVersion: "meta.core.io/v1" },
      object: { metadata: { name: `allowed-${variant.name}` }, spec: { holderIdentity: "node-1" } },
    });
    expect(sent.request.uid).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("denies with the webhook's message and code", async () => {
    const denied = await post(lease("denied", "deny"));
    expect(denied.status).toBe(403);
    expect(denied.json).toEqual({
      kind: "Status",
      apiVersion: "v1",
      metadata: {},
      status: "Failure",
      message: 'admission webhook "deny.example.com" denied the request: denied is not welcome',
      reason: "Forbidden",
      code: 403,
    });
    expect((await call(server.base, "GET", `${LEASES}/denied`)).status).toBe(404);
  });

  it("stores the object as a mutating webhook's JSONPatch leaves it, on create and on patch", async () => {
    const created = await post(lease("mutated", "mutate"));
    expect(created.status, created.text).toBe(201);
    const stored = (await call(server.base, "GET", `${LEASES}/mutated`)).json;
    expect(stored.metadata.labels).toEqual({ case: "mutate", mutated: "yes" });
    expect(stored.spec.holderIdentity).toBe("webhook");
    const patched = await call(server.base, "PATCH", `${LEASES}/mutated`, {
      body: { spec: { holderIdentity: "node-2" } },
      type: "application/merge-patch+json",
    });
    expect(patched.status, patched.text).toBe(200);
    expect(patched.json.spec.holderIdentity).toBe("webhook");
    const update = last((r) => r.request.name === "mutated").request;
    expect(update.operation).toBe("UPDATE");
    expect(update.oldObject.spec.holderIdentity).toBe("webhook");
    expect(update.object.spec.holderIdentity).toBe("node-2");
  });

  it("fails a response with another uid, a MergePatch or a body that is not JSON under Fail, and goes on under Ignore", async () => {
    for (const [kase, reason] of [
      [
        "wrong-uid-fail",
        /failed calling webhook "wrong-uid-fail.example.com": received invalid webhook response: expected response.uid="[0-9a-f-]{36}", got "not-the-request-uid"/,
      ],
      [
        "merge-patch",
        /failed calling webhook "merge-patch.example.com": received invalid webhook response: webhook returned invalid response.patchType of "MergePatch"/,
      ],
      [
        "not-json-fail",
        /failed calling webhook "not-json-fail.example.com": received invalid webhook response: /,
      ],
    ] as const) {
      const failed = await post(lease(kase, kase));
      expect(failed.status, failed.text).toBe(500);
      expect(failed.json).toMatchObject({ status: "Failure", reason: "InternalError", code: 500 });
      expect(failed.json.message).toMatch(/^Internal error occurred: /);
      expect(failed.json.message).toMatch(reason);
    }
    for (const kase of ["wrong-uid-ignore", "not-json-ignore"])
      expect((await post(lease(kase, kase))).status).toBe(201);
  });

  it("fails a webhook that times out under Fail, and goes on under Ignore", async () => {
    const failed = await post(lease("slow-fail", "slow-fail"));
    expect(failed.status).toBe(500);
    expect(failed.json.message).toMatch(
      /^Internal error occurred: failed calling webhook "slow-fail.example.com": failed to call webhook: Post "https:\/\/127.0.0.1:\d+\/slow\?timeout=1s": context deadline exceeded$/,
    );
    expect((await post(lease("slow-ignore", "slow-ignore"))).status).toBe(201);
  });

  it("does not call a webhook whose rules or match conditions do not match", async () => {
    const before = calls.get("/never") ?? 0;
    expect((await post(lease(`rules-${variant.name}`, "other-rules"))).status).toBe(201);
    expect(calls.get("/never") ?? 0).toBe(before);
    // The condition is false for this name: not called (it would deny).
    expect((await post(lease("not-x", "condition"))).status).toBe(201);
    const x = await post(lease("x-only", "condition"));
    expect(x.status).toBe(403);
    expect(x.json.message).toBe(
      'admission webhook "condition.example.com" denied the request: x-only is not welcome',
    );
  });

  it("refuses a dry run with a webhook that may have side effects, and calls it otherwise", async () => {
    const before = calls.get("/allow") ?? 0;
    const dry = await post(lease("dry", "dry-run"), "?dryRun=All");
    expect(dry.status).toBe(400);
    expect(dry.json).toMatchObject({
      reason: "BadRequest",
      code: 400,
      message: 'admission webhook "side-effects.example.com" does not support dry run',
    });
    expect(calls.get("/allow") ?? 0).toBe(before);
    expect((await post(lease("dry", "dry-run"))).status).toBe(201);
  });

  it("calls an IfNeeded webhook again when a later one changed the object, once; Never once; no change once", async () => {
    const count = (path: string) => calls.get(path) ?? 0;
    const before = ["/first-if-needed", "/first-never", "/first-unchanged"].map(count);
    const created = await post(lease(`reinvoked-${variant.name}`, "reinvoke"));
    expect(created.status, created.text).toBe(201);
    expect(created.json.metadata.labels).toEqual({ case: "reinvoke", labelled: "yes" });
    expect(count("/first-if-needed") - before[0]!).toBe(2);
    // The second call sees the object as the later webhook left it.
    const again = requests.filter(
      (r) => r.path === "/first-if-needed" && r.request.name === `reinvoked-${variant.name}`,
    );
    expect(again.map((r) => r.request.object.metadata.labels.labelled)).toEqual([undefined, "yes"]);
    expect((await post(lease(`never-${variant.name}`, "no-reinvoke"))).status).toBe(201);
    expect(count("/first-never") - before[1]!).toBe(1);
    expect((await post(lease(`unchanged-${variant.name}`, "unchanged"))).status).toBe(201);
    expect(count("/first-unchanged") - before[2]!).toBe(1);
  });

  it("denies a delete, with the stored object as oldObject", async () => {
    expect((await post(lease("kept", "no-delete"))).status).toBe(201);
    const denied = await call(server.base, "DELETE", `${LEASES}/kept`);
    expect(denied.status).toBe(403);
    expect(denied.json.message).toBe(
      'admission webhook "no-delete.example.com" denied the request: kept is not welcome',
    );
    const sent = last((r) => r.request.operation === "DELETE").request;
    expect(sent.object).toBeNull();
    expect(sent.oldObject.metadata.name).toBe("kept");
    expect((await call(server.base, "GET", `${LEASES}/kept`)).status).toBe(200);
  });
});

describe("in the audit log", () => {
  let server: Started;
  let log: string;
  beforeAll(async () => {
    log = join(dir, "webhooks-audit.log");
    const policy = {
      apiVersion: "audit.core.io/v1",
      kind: "Policy",
      omitStages: ["RequestReceived"],
      rules: [
        { level: "Metadata", verbs: ["create"], resources: [{ group: "coordination.core.io" }] },
        { level: "Request", verbs: ["patch"], resources: [{ group: "coordination.core.io" }] },
      ],
    } as const;
    server = await start({
      security: { admissionWebhooks: configurations() as never, audit: { policy, path: log } },
    });
  }, 60_000);

  it("writes the webhooks' audit annotations and the mutation and patch annotations", async () => {
    expect(
      (await call(server.base, "POST", LEASES, { body: lease("audited", "audit") })).status,
    ).toBe(201);
    const patched = await call(server.base, "PATCH", `${LEASES}/audited`, {
      body: { spec: { holderIdentity: "node-2" } },
      type: "application/merge-patch+json",
    });
    expect(patched.status, patched.text).toBe(200);
    await server.app.close();
    const events = readFileSync(log, "utf8")
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as Obj);
    for (const event of events) expect(validate(event)).toEqual({ valid: true, errors: [] });
    expect(events.map((e) => [e.verb, e.level, e.stage])).toEqual([
      ["create", "Metadata", "ResponseComplete"],
      ["patch", "Request", "ResponseComplete"],
    ]);
    const mutation = (mutated: boolean) =>
      JSON.stringify({
        configuration: "audit-mutators",
        webhook: "annotate-mutate.example.com",
        mutated,
      });
    // Metadata: no patch annotation.
    expect(events[0]!.annotations).toEqual({
      "annotate-mutate.example.com/decision": "labelled",
      "mutation.webhook.admission.k8s.io/round_0_index_0": mutation(true),
      "annotate.example.com/checked": "yes",
      "annotate.example.com/policy/name": "p1",
    });
    // Request: the patch too; the label is there already, so the object is unchanged.
    expect(events[1]!.annotations).toEqual({
      "annotate-mutate.example.com/decision": "labelled",
      "mutation.webhook.admission.k8s.io/round_0_index_0": mutation(false),
      "patch.webhook.admission.k8s.io/round_0_index_0": JSON.stringify({
        configuration: "audit-mutators",
        webhook: "annotate-mutate.example.com",
        patch: LABEL_PATCH,
        patchType: "JSONPatch",
      }),
      "annotate.example.com/checked": "yes",
      "annotate.example.com/policy/name": "p1",
    });
  });
});
