/**
 * TLS (HTTPS, HTTP/2 by ALPN, HTTP/1.1 still served), client certificates verified against the
 * client CA (CN the user, O the groups, `system:masters` allowed everything), the RBAC
 * authorizer over ClusterRoles and ClusterRoleBindings (allow, no opinion = 403, an unresolved
 * roleRef = an error, never an allow), and plain HTTP refused off loopback (issue 34).
 */
import { connect } from "node:http2";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serve } from "../../output/server/dist/index.js";
import { makePki, type KeyPair, type Pki } from "../helpers/pki.js";
import { secureCall, settled, startSecure, type Credentials } from "./secure-http.js";
import { storeVariants } from "./stores.js";

let dir: string;
let pki: Pki;
let admin: KeyPair;
let jane: KeyPair;
let stranger: KeyPair;
let server: Awaited<ReturnType<typeof startSecure>>;
const as = (pair: KeyPair): Credentials => ({
  ca: pki.cert,
  cert: pair.cert,
  key: pair.key,
});

const LEASES = "/apis/coordination.core.io/v1/namespaces/default/leases";
const ROLES = "/apis/rbac.authorization.core.io/v1/clusterroles";
const BINDINGS = "/apis/rbac.authorization.core.io/v1/clusterrolebindings";

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "corespec-tls-"));
  pki = makePki(dir);
  admin = pki.client("admin", ["system:masters"]);
  jane = pki.client("jane", ["dev"]);
  stranger = makePki(dir, "other-ca").client("jane", ["system:masters"]);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.each(storeVariants())("on the $name store", (variant) => {
  beforeAll(async () => {
    server = await startSecure({
      storage: await variant.create(),
      security: {
        tls: { cert: pki.server.cert, key: pki.server.key, clientCA: pki.cert },
        authorization: { authorizers: [{ type: "RBAC", name: "rbac" }] },
      },
    });
  }, 60_000);

  afterAll(async () => {
    await server?.app.close();
    await variant.dispose();
  });

  describe("TLS", () => {
    it("serves HTTP/2, negotiated by ALPN", async () => {
      const session = connect(server.base, {
        ca: pki.cert,
        cert: admin.cert,
        key: admin.key,
      });
      try {
        const status = await new Promise<number>((resolve, reject) => {
          const stream = session.request({ ":path": "/healthz" });
          let status = 0;
          stream.on("response", (headers) => (status = Number(headers[":status"])));
          stream.on("end", () => resolve(status));
          stream.on("error", reject);
          stream.resume();
          stream.end();
        });
        expect(status).toBe(200);
        expect(session.alpnProtocol).toBe("h2");
      } finally {
        session.close();
      }
    });

    it("serves HTTP/1.1 over TLS too", async () => {
      expect((await secureCall(server.base, "GET", "/healthz", as(admin))).status).toBe(200);
    });

    it("refuses plain HTTP on a non-loopback address unless asked", async () => {
      await expect(serve({ host: "0.0.0.0", port: 0 })).rejects.toThrow(
        /not a loopback address.*--insecure-bind-any/,
      );
    });
  });

  describe("client certificates", () => {
    it("answers 401 with Kubernetes' Status without credentials", async () => {
      const answer = await secureCall(server.base, "GET", LEASES, {
        ca: pki.cert,
      });
      expect(answer.status).toBe(401);
      expect(answer.json).toEqual({
        kind: "Status",
        apiVersion: "v1",
        metadata: {},
        status: "Failure",
        message: "Unauthorized",
        reason: "Unauthorized",
        code: 401,
      });
    });

    it("answers 401 for a certificate of another CA, whatever its groups", async () => {
      expect((await secureCall(server.base, "GET", LEASES, as(stranger))).status).toBe(401);
    });

    it("allows system:masters everything", async () => {
      expect((await secureCall(server.base, "GET", LEASES, as(admin))).status).toBe(200);
    });

    it("names the user by CN in a 403", async () => {
      const answer = await secureCall(server.base, "GET", LEASES, as(jane));
      expect(answer.status).toBe(403);
      expect(answer.json).toEqual({
        kind: "Status",
        apiVersion: "v1",
        metadata: {},
        status: "Failure",
        message:
          'leases.coordination.core.io is forbidden: User "jane" cannot list resource "leases" in API group "coordination.core.io" in the namespace "default"',
        reason: "Forbidden",
        details: { group: "coordination.core.io", kind: "leases" },
        code: 403,
      });
    });
  });

  describe("RBAC", () => {
    const role = (name: string, rules: unknown[]) => ({
      apiVersion: "rbac.authorization.core.io/v1",
      kind: "ClusterRole",
      metadata: { name },
      rules,
    });
    const binding = (name: string, roleName: string, subjects: unknown[]) => ({
      apiVersion: "rbac.authorization.core.io/v1",
      kind: "ClusterRoleBinding",
      metadata: { name },
      roleRef: {
        apiGroup: "rbac.authorization.core.io",
        kind: "ClusterRole",
        name: roleName,
      },
      subjects,
    });

    it("allows what a bound ClusterRole grants to the user's group, and nothing else", async () => {
      expect(
        (
          await secureCall(
            server.base,
            "POST",
            ROLES,
            as(admin),
            role("lease-reader", [
              {
                verbs: ["get", "list"],
                apiGroups: ["coordination.core.io"],
                resources: ["leases"],
              },
            ]),
          )
        ).status,
      ).toBe(201);
      expect(
        (
          await secureCall(
            server.base,
            "POST",
            BINDINGS,
            as(admin),
            binding("dev-reads-leases", "lease-reader", [{ kind: "Group", name: "dev" }]),
          )
        ).status,
      ).toBe(201);
      expect((await settled(server.base, "GET", LEASES, as(jane), 200)).status).toBe(200);
      expect(
        (await secureCall(server.base, "GET", "/apis/coordination.core.io/v1/leases", as(jane)))
          .status,
      ).toBe(200);
      const create = await secureCall(server.base, "POST", LEASES, as(jane), {
        apiVersion: "coordination.core.io/v1",
        kind: "Lease",
        metadata: { name: "x" },
      });
      expect(create.status).toBe(403);
      expect(create.json.message).toBe(
        'leases.coordination.core.io is forbidden: User "jane" cannot create resource "leases" in API group "coordination.core.io" in the namespace "default"',
      );
      const watch = await secureCall(server.base, "GET", `${LEASES}?watch=true`, as(jane));
      expect(watch.status).toBe(403);
      expect(watch.json.message).toContain('cannot watch resource "leases"');
    });

    it("matches resource names, subresources and non-resource URLs", async () => {
      await secureCall(
        server.base,
        "POST",
        ROLES,
        as(admin),
        role("named", [
          { verbs: ["get"], apiGroups: ["*"], resources: ["*/status"] },
          {
            verbs: ["get"],
            apiGroups: ["scheduling.core.io"],
            resources: ["priorityclasses"],
            resourceNames: ["high"],
          },
          { verbs: ["get"], nonResourceURLs: ["/version", "/apis/*"] },
        ]),
      );
      await secureCall(
        server.base,
        "POST",
        BINDINGS,
        as(admin),
        binding("named", "named", [{ kind: "User", name: "jane" }]),
      );
      expect(
        (
          await settled(
            server.base,
            "GET",
            "/apis/scheduling.core.io/v1/priorityclasses/high",
            as(jane),
            404,
          )
        ).status,
      ).toBe(404);
      const other = await secureCall(
        server.base,
        "GET",
        "/apis/scheduling.core.io/v1/priorityclasses/low",
        as(jane),
      );
      expect(other.json.message).toBe(
        'priorityclasses.scheduling.core.io "low" is forbidden: User "jane" cannot get resource "priorityclasses" in API group "scheduling.core.io" at the cluster scope',
      );
      expect((await secureCall(server.base, "GET", `${LEASES}/x/status`, as(jane))).status).toBe(
        404,
      );
      expect((await secureCall(server.base, "GET", "/version", as(jane))).status).toBe(200);
      expect(
        (await secureCall(server.base, "GET", "/apis/coordination.core.io", as(jane))).status,
      ).toBe(200);
      const healthz = await secureCall(server.base, "GET", "/healthz", as(jane));
      expect(healthz.status).toBe(403);
      expect(healthz.json.message).toBe('forbidden: User "jane" cannot get path "/healthz"');
    });

    it("grants the rules of the ClusterRoles an aggregationRule selects", async () => {
      const carol = pki.client("carol");
      await secureCall(server.base, "POST", ROLES, as(admin), {
        apiVersion: "rbac.authorization.core.io/v1",
        kind: "ClusterRole",
        metadata: { name: "aggregate" },
        aggregationRule: {
          clusterRoleSelectors: [{ matchLabels: { "example.com/aggregate-to-view": "true" } }],
        },
      });
      await secureCall(
        server.base,
        "POST",
        BINDINGS,
        as(admin),
        binding("carol-views", "aggregate", [{ kind: "User", name: "carol" }]),
      );
      expect(
        (await settled(server.base, "GET", "/apis/node.core.io/v1/runtimeclasses", as(carol), 403))
          .status,
      ).toBe(403);
      await secureCall(server.base, "POST", ROLES, as(admin), {
        ...role("runtimeclass-viewer", [
          { verbs: ["list"], apiGroups: ["node.core.io"], resources: ["runtimeclasses"] },
        ]),
        metadata: {
          name: "runtimeclass-viewer",
          labels: { "example.com/aggregate-to-view": "true" },
        },
      });
      expect(
        (await settled(server.base, "GET", "/apis/node.core.io/v1/runtimeclasses", as(carol), 200))
          .status,
      ).toBe(200);
    });

    it("answers an error, never an allow, for a roleRef that does not resolve", async () => {
      const bob = pki.client("bob");
      await secureCall(
        server.base,
        "POST",
        BINDINGS,
        as(admin),
        binding("dangling", "no-such-role", [{ kind: "User", name: "bob" }]),
      );
      const answer = await settled(server.base, "GET", LEASES, as(bob), 500);
      expect(answer.status).toBe(500);
      expect(answer.json).toMatchObject({
        reason: "InternalError",
        message:
          'Internal error occurred: RBAC: clusterroles.rbac.authorization.core.io "no-such-role" not found',
      });
      // Once the role exists, the binding grants it.
      await secureCall(
        server.base,
        "POST",
        ROLES,
        as(admin),
        role("no-such-role", [
          {
            verbs: ["list"],
            apiGroups: ["coordination.core.io"],
            resources: ["leases"],
          },
        ]),
      );
      expect((await settled(server.base, "GET", LEASES, as(bob), 200)).status).toBe(200);
    });
  });
});
