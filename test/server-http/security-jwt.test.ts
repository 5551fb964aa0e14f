/**
 * The JWT authenticators of an AuthenticationConfiguration against a local OIDC issuer
 * (discovery, keys, certificateAuthority): signature, iss, aud (MatchAny), exp, claim
 * validation rules (claim and requiredValue, CEL), claim mappings (claims with prefixes, CEL),
 * user validation rules, and anonymous access on the condition paths (issue 34). The user the
 * server found shows in its 403 messages.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startIssuer, type Issuer } from "../helpers/oidc-issuer.js";
import { makePki, type Pki } from "../helpers/pki.js";
import { secureCall, startSecure, type Credentials } from "./secure-http.js";

let dir: string;
let pki: Pki;
let first: Issuer;
let second: Issuer;
let server: Awaited<ReturnType<typeof startSecure>>;
let admin: Credentials;

const LEASES = "/apis/coordination.core.io/v1/namespaces/default/leases";
const token = (t: string): Credentials => ({ ca: pki.cert, token: t });
const good = {
  sub: "1001",
  email: "jane@example.com",
  email_verified: true,
  groups: ["dev"],
  tenant: "a",
  aud: "corespec",
};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "corespec-jwt-"));
  pki = makePki(dir);
  first = await startIssuer(pki.server);
  second = await startIssuer(pki.server, "/second");
  const adminCert = pki.client("admin", ["system:masters"]);
  admin = { ca: pki.cert, cert: adminCert.cert, key: adminCert.key };
  const authentication = {
    jwt: [
      {
        issuer: { url: first.url, certificateAuthority: pki.cert, audiences: ["corespec"] },
        claimValidationRules: [
          { claim: "tenant", requiredValue: "a" },
          { expression: "claims.email_verified == true", message: "email must be verified" },
        ],
        claimMappings: {
          username: { claim: "email", prefix: "oidc:" },
          groups: { claim: "groups", prefix: "oidc:" },
          uid: { claim: "sub" },
          extra: [{ key: "example.com/tenant", valueExpression: "claims.tenant" }],
        },
        userValidationRules: [
          { expression: "!user.username.startsWith('oidc:system:')", message: "no system users" },
        ],
      },
      {
        issuer: {
          url: second.url,
          certificateAuthority: pki.cert,
          audiences: ["one", "two"],
          audienceMatchPolicy: "MatchAny",
        },
        claimMappings: {
          username: { expression: "'cel:' + claims.sub" },
          groups: { expression: "claims.roles.map(r, 'role:' + r)" },
        },
      },
    ],
    anonymous: { enabled: true, conditions: [{ path: "/livez" }] },
  };
  server = await startSecure({
    security: {
      tls: { cert: pki.server.cert, key: pki.server.key, clientCA: pki.cert },
      authentication,
      authorization: { authorizers: [{ type: "RBAC" }] },
    },
  });
  const role = {
    apiVersion: "rbac.authorization.core.io/v1",
    kind: "ClusterRole",
    metadata: { name: "lease-reader" },
    rules: [{ verbs: ["list"], apiGroups: ["coordination.core.io"], resources: ["leases"] }],
  };
  expect(
    (
      await secureCall(
        server.base,
        "POST",
        "/apis/rbac.authorization.core.io/v1/clusterroles",
        admin,
        role,
      )
    ).status,
  ).toBe(201);
  const binding = {
    apiVersion: "rbac.authorization.core.io/v1",
    kind: "ClusterRoleBinding",
    metadata: { name: "readers" },
    roleRef: { apiGroup: "rbac.authorization.core.io", kind: "ClusterRole", name: "lease-reader" },
    subjects: [
      { kind: "Group", name: "oidc:dev" },
      { kind: "Group", name: "role:reader" },
    ],
  };
  expect(
    (
      await secureCall(
        server.base,
        "POST",
        "/apis/rbac.authorization.core.io/v1/clusterrolebindings",
        admin,
        binding,
      )
    ).status,
  ).toBe(201);
}, 60_000);

afterAll(async () => {
  await server?.app.close();
  await first?.close();
  await second?.close();
  rmSync(dir, { recursive: true, force: true });
});

const UNAUTHORIZED = {
  kind: "Status",
  apiVersion: "v1",
  metadata: {},
  status: "Failure",
  message: "Unauthorized",
  reason: "Unauthorized",
  code: 401,
};

async function expect401(t: string): Promise<void> {
  const answer = await secureCall(server.base, "GET", LEASES, token(t));
  expect(answer.status).toBe(401);
  expect(answer.json).toEqual(UNAUTHORIZED);
}

describe("JWT authenticator", () => {
  it("authenticates a token of the issuer, mapping claims with their prefixes, and caches the keys", async () => {
    expect(
      (await secureCall(server.base, "GET", LEASES, token(await first.sign(good)))).status,
    ).toBe(200);
    expect(
      (await secureCall(server.base, "GET", LEASES, token(await first.sign(good)))).status,
    ).toBe(200);
    expect(first.keyFetches()).toBe(1);
    const other = await secureCall(
      server.base,
      "GET",
      LEASES,
      token(await first.sign({ ...good, email: "bob@example.com", groups: ["ops"] })),
    );
    expect(other.status).toBe(403);
    expect(other.json.message).toContain(
      'User "oidc:bob@example.com" cannot list resource "leases"',
    );
  });

  it("refuses a forged signature, another audience, an expired token and an unknown issuer", async () => {
    await expect401(await first.sign(good, { forged: true }));
    await expect401(await first.sign({ ...good, aud: "someone-else" }));
    await expect401(await first.sign(good, { expiresIn: Math.floor(Date.now() / 1000) - 60 }));
    await expect401(await first.sign(good, { issuer: "https://127.0.0.1:1/elsewhere" }));
    await expect401("not-a-jwt");
  });

  it("applies claim validation rules (requiredValue and CEL) and user validation rules", async () => {
    await expect401(await first.sign({ ...good, tenant: "b" }));
    await expect401(await first.sign({ ...good, email_verified: false }));
    await expect401(await first.sign({ ...good, email: "system:admin" }));
  });

  it("maps claims with CEL and matches any audience", async () => {
    const reader = await second.sign({ sub: "77", roles: ["reader"], aud: ["two"] });
    expect((await secureCall(server.base, "GET", LEASES, token(reader))).status).toBe(200);
    const writer = await secureCall(
      server.base,
      "GET",
      LEASES,
      token(await second.sign({ sub: "78", roles: ["writer"], aud: "one" })),
    );
    expect(writer.status).toBe(403);
    expect(writer.json.message).toContain('User "cel:78"');
    await expect401(await second.sign({ sub: "79", roles: [], aud: "three" }));
  });
});

describe("anonymous", () => {
  it("is system:anonymous on the condition paths only, and never for bad credentials", async () => {
    const livez = await secureCall(server.base, "GET", "/livez", { ca: pki.cert });
    expect(livez.status).toBe(403);
    expect(livez.json.message).toBe('forbidden: User "system:anonymous" cannot get path "/livez"');
    expect((await secureCall(server.base, "GET", "/readyz", { ca: pki.cert })).status).toBe(401);
    expect((await secureCall(server.base, "GET", "/livez", token("bad"))).status).toBe(401);
  });
});
