/**
 * The EventRateLimit admission plugin (issue 34): token buckets per namespace, user and source
 * and object, on Event creates and updates; a request past a bucket is 429 TooManyRequests with
 * Kubernetes' body, other keys keep their own buckets, and other kinds are not limited.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { makePki, type KeyPair, type Pki } from "../helpers/pki.js";
import { secureCall, startSecure, type Credentials } from "./secure-http.js";

let dir: string;
let pki: Pki;
let ann: KeyPair;
let bob: KeyPair;
let server: Awaited<ReturnType<typeof startSecure>>;
const as = (pair: KeyPair): Credentials => ({ ca: pki.cert, cert: pair.cert, key: pair.key });
const events = (ns: string) => `/apis/events.core.io/v1/namespaces/${ns}/events`;
let n = 0;
const event = (ns: string, regarding = "pod-a") => ({
  apiVersion: "events.core.io/v1",
  kind: "Event",
  metadata: { name: `e${++n}`, namespace: ns },
  eventTime: "2026-01-01T00:00:00.000000Z",
  reportingController: "test/controller",
  reportingInstance: "test-1",
  action: "Test",
  reason: "Testing",
  type: "Normal",
  regarding: { kind: "Pod", namespace: ns, name: regarding, apiVersion: "v1" },
});

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "corespec-eventratelimit-"));
  pki = makePki(dir);
  ann = pki.client("ann");
  bob = pki.client("bob");
  const eventRateLimit = {
    limits: [
      { type: "Namespace", qps: 0.001, burst: 3 },
      { type: "User", qps: 0.001, burst: 4 },
      { type: "SourceAndObject", qps: 0.001, burst: 2, cacheSize: 10 },
    ],
  } as const;
  server = await startSecure({
    security: {
      tls: { cert: pki.server.cert, key: pki.server.key, clientCA: pki.cert },
      eventRateLimit,
    },
  });
}, 60_000);

afterAll(async () => {
  await server?.app.close();
  rmSync(dir, { recursive: true, force: true });
});

it("limits Event writes per namespace, user and source and object with 429", async () => {
  const codes = async (who: KeyPair, ns: string, regarding: string, times: number) => {
    const out: number[] = [];
    for (let i = 0; i < times; i++)
      out.push(
        (await secureCall(server.base, "POST", events(ns), as(who), event(ns, regarding))).status,
      );
    return out;
  };
  // Source and object: two per involved object.
  expect(await codes(ann, "a", "pod-a", 3)).toEqual([201, 201, 429]);
  const limited = await secureCall(server.base, "POST", events("a"), as(ann), event("a", "pod-b"));
  // Namespace a had 3 tokens, all taken (the rejected request took its token too).
  expect(limited.status).toBe(429);
  expect(limited.json).toEqual({
    kind: "Status",
    apiVersion: "v1",
    metadata: {},
    status: "Failure",
    message: "Too many requests: limit reached on type Namespace for key a",
    reason: "TooManyRequests",
    code: 429,
  });
  // Namespace b has its own bucket; ann's user bucket (4) is now empty.
  const user = await secureCall(server.base, "POST", events("b"), as(ann), event("b", "pod-c"));
  expect(user.status).toBe(429);
  expect(user.json.message).toBe("Too many requests: limit reached on type User for key ann");
  expect(await codes(bob, "b", "pod-d", 1)).toEqual([201]);
  // Other kinds are not limited.
  const lease = { apiVersion: "coordination.core.io/v1", kind: "Lease", metadata: { name: "l" } };
  expect(
    (
      await secureCall(
        server.base,
        "POST",
        "/apis/coordination.core.io/v1/namespaces/a/leases",
        as(ann),
        lease,
      )
    ).status,
  ).toBe(201);
});
