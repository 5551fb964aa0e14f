/**
 * The audit log (issue 34): one audit.core.io/v1 Event per request and stage as the first
 * matching rule of the Policy says (None, Metadata, Request, RequestResponse; omitStages), the
 * bodies only at the levels that carry them, each line valid for the generated validator;
 * forbidden and unauthenticated requests are audited too.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { validate } from "../../output/dist/index.js";
import { makePki, type KeyPair, type Pki } from "../helpers/pki.js";
import { secureCall, startSecure, type Credentials } from "./secure-http.js";

let dir: string;
let pki: Pki;
let admin: KeyPair;
let jane: KeyPair;
let log: string;
let server: Awaited<ReturnType<typeof startSecure>>;
const as = (pair: KeyPair): Credentials => ({ ca: pki.cert, cert: pair.cert, key: pair.key });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "corespec-audit-"));
  pki = makePki(dir);
  admin = pki.client("admin", ["system:masters"]);
  jane = pki.client("jane", ["dev"]);
  log = join(dir, "audit.log");
  const policy = {
    apiVersion: "audit.core.io/v1",
    kind: "Policy",
    omitStages: ["RequestReceived"],
    rules: [
      { level: "None", nonResourceURLs: ["/healthz*"] },
      {
        level: "RequestResponse",
        resources: [{ group: "scheduling.core.io", resources: ["priorityclasses"] }],
      },
      { level: "Request", verbs: ["create"], resources: [{ group: "coordination.core.io" }] },
      { level: "Metadata" },
    ],
  } as const;
  server = await startSecure({
    security: {
      tls: { cert: pki.server.cert, key: pki.server.key, clientCA: pki.cert },
      authorization: { authorizers: [{ type: "RBAC" }] },
      audit: { policy, path: log },
    },
  });
}, 60_000);

afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
});

it("writes one valid Event per request as the policy says", async () => {
  const pc = {
    apiVersion: "scheduling.core.io/v1",
    kind: "PriorityClass",
    metadata: { name: "high" },
    value: 1000,
  };
  const lease = {
    apiVersion: "coordination.core.io/v1",
    kind: "Lease",
    metadata: { name: "l" },
    spec: { holderIdentity: "me" },
  };
  expect(
    (
      await secureCall(
        server.base,
        "POST",
        "/apis/scheduling.core.io/v1/priorityclasses",
        as(admin),
        pc,
      )
    ).status,
  ).toBe(201);
  expect(
    (
      await secureCall(
        server.base,
        "POST",
        "/apis/coordination.core.io/v1/namespaces/default/leases",
        as(admin),
        lease,
      )
    ).status,
  ).toBe(201);
  expect(
    (
      await secureCall(
        server.base,
        "GET",
        "/apis/coordination.core.io/v1/namespaces/default/leases",
        as(admin),
      )
    ).status,
  ).toBe(200);
  expect((await secureCall(server.base, "GET", "/healthz", as(admin))).status).toBe(200);
  expect(
    (
      await secureCall(
        server.base,
        "GET",
        "/apis/coordination.core.io/v1/namespaces/default/leases",
        as(jane),
      )
    ).status,
  ).toBe(403);
  expect((await secureCall(server.base, "GET", "/version", { ca: pki.cert })).status).toBe(401);
  await server.app.close();
  const events = readFileSync(log, "utf8")
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line));
  for (const event of events) expect(validate(event)).toEqual({ valid: true, errors: [] });
  expect(
    events.map((e) => [e.level, e.stage, e.verb, e.requestURI, e.responseStatus.code]),
  ).toEqual([
    [
      "RequestResponse",
      "ResponseComplete",
      "create",
      "/apis/scheduling.core.io/v1/priorityclasses",
      201,
    ],
    [
      "Request",
      "ResponseComplete",
      "create",
      "/apis/coordination.core.io/v1/namespaces/default/leases",
      201,
    ],
    [
      "Metadata",
      "ResponseComplete",
      "list",
      "/apis/coordination.core.io/v1/namespaces/default/leases",
      200,
    ],
    [
      "Metadata",
      "ResponseComplete",
      "list",
      "/apis/coordination.core.io/v1/namespaces/default/leases",
      403,
    ],
    ["Metadata", "ResponseComplete", "get", "/version", 401],
  ]);
  const [created, leased, listed, forbidden] = events;
  expect(created.requestObject).toMatchObject(pc);
  expect(created.responseObject).toMatchObject({
    kind: "PriorityClass",
    metadata: { name: "high" },
  });
  expect(created.objectRef).toEqual({
    resource: "priorityclasses",
    apiGroup: "scheduling.core.io",
    apiVersion: "v1",
  });
  expect(created.user).toEqual({
    username: "admin",
    groups: ["system:masters", "system:authenticated"],
  });
  expect(leased.requestObject).toMatchObject(lease);
  expect(leased.responseObject).toBeUndefined();
  expect(listed.requestObject).toBeUndefined();
  expect(listed.responseObject).toBeUndefined();
  expect(forbidden.user.username).toBe("jane");
  expect(forbidden.responseStatus).toMatchObject({
    code: 403,
    status: "Failure",
    reason: "Forbidden",
  });
});
