/**
 * `corespec serve` with the security flags (issue 34): configuration documents checked at
 * start-up with the generated validators (problems as file:line:col, the server does not
 * start), plain HTTP refused off loopback, and a secured server that kubectl reaches with a
 * client certificate and with a bearer token from a local OIDC issuer.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startIssuer, type Issuer } from "../helpers/oidc-issuer.js";
import { makePki, type KeyPair, type Pki } from "../helpers/pki.js";
import { ROOT, startServeProcess, type CliServer } from "./cli-server.js";

const BIN = join(ROOT, "bin/corespec.js");
const KUBECTL = process.env.KUBECTL ?? "kubectl";
const hasKubectl = spawnSync(KUBECTL, ["version", "--client"], { encoding: "utf8" }).status === 0;

let dir: string;
let pki: Pki;
let issuer: Issuer;
let admin: KeyPair;

const indent = (pem: string, spaces: number) =>
  pem
    .trim()
    .split("\n")
    .map((l) => " ".repeat(spaces) + l)
    .join("\n");
const serveSync = (args: string[]) =>
  spawnSync(process.execPath, [BIN, "serve", "--port", "0", "--no-controllers", ...args], {
    cwd: ROOT,
    encoding: "utf8",
    timeout: 60_000,
  });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "corespec-security-cli-"));
  pki = makePki(dir);
  admin = pki.client("admin", ["system:masters"]);
  issuer = await startIssuer(pki.server);
}, 60_000);

afterAll(async () => {
  await issuer?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("start-up checks", () => {
  it("reports an invalid authentication configuration as file:line:col and does not start", () => {
    const file = join(dir, "bad-authn.yaml");
    writeFileSync(
      file,
      [
        "apiVersion: apiserver.core.io/v1",
        "kind: AuthenticationConfiguration",
        "jwt:",
        "  - issuer:",
        "      url: http://insecure.example.com",
        "      audiences: [corespec]",
        "    claimMappings:",
        "      username: { claim: sub, prefix: '' }",
        "",
      ].join("\n"),
    );
    const run = serveSync(["--authentication-config", file]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(`${file}:5:12: jwt[0].issuer.url`);
    expect(run.stdout).not.toContain("Serving");
  });

  it("reports an authorization configuration of the wrong kind", () => {
    const file = join(dir, "bad-authz.yaml");
    writeFileSync(file, "apiVersion: apiserver.core.io/v1\nkind: AuthenticationConfiguration\n");
    const run = serveSync(["--authorization-config", file]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(`${file}:2:7: expected kind AuthorizationConfiguration`);
  });

  it("reports an invalid audit policy as file:line:col", () => {
    const file = join(dir, "bad-policy.yaml");
    writeFileSync(file, "apiVersion: audit.core.io/v1\nkind: Policy\nrules:\n  - level: Loud\n");
    const run = serveSync([
      "--audit-policy-file",
      file,
      "--audit-log-path",
      join(dir, "audit.log"),
    ]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(`${file}:4:12: rules[0].level`);
  });

  it("refuses plain HTTP on a non-loopback address without --insecure-bind-any", () => {
    const run = serveSync(["--host", "0.0.0.0"]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain("refusing to serve plain HTTP on 0.0.0.0");
  });
});

describe.skipIf(!hasKubectl && !process.env.CI)("a secured server and kubectl", () => {
  let server: CliServer;
  // Asynchronous: the OIDC issuer kubectl's token leads the server to runs in this process.
  const kubectl = (args: string[]) =>
    new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn(
        KUBECTL,
        [
          "--server",
          server.base,
          "--certificate-authority",
          pki.certFile,
          "--cache-dir",
          join(dir, "cache"),
          "--request-timeout",
          "20s",
          ...args,
        ],
        { env: { ...process.env, KUBECONFIG: join(dir, "none"), HOME: dir } },
      );
      let stdout = "";
      let stderr = "";
      child.stdout.on("data", (c: Buffer) => (stdout += c.toString()));
      child.stderr.on("data", (c: Buffer) => (stderr += c.toString()));
      child.on("close", (status) => resolve({ status, stdout, stderr }));
    });

  beforeAll(async () => {
    const authn = join(dir, "authn.yaml");
    writeFileSync(
      authn,
      `apiVersion: apiserver.core.io/v1\nkind: AuthenticationConfiguration\njwt:\n  - issuer:\n      url: ${issuer.url}\n      audiences: [corespec]\n      certificateAuthority: |\n${indent(pki.cert, 8)}\n    claimMappings:\n      username: { claim: email, prefix: "oidc:" }\n      groups: { claim: groups, prefix: "oidc:" }\n`,
    );
    const authz = join(dir, "authz.yaml");
    writeFileSync(
      authz,
      "apiVersion: apiserver.core.io/v1\nkind: AuthorizationConfiguration\nauthorizers:\n  - type: RBAC\n    name: rbac\n",
    );
    server = await startServeProcess(
      [],
      [
        "--no-controllers",
        "--tls-cert-file",
        pki.server.certFile,
        "--tls-private-key-file",
        pki.server.keyFile,
        "--client-ca-file",
        pki.certFile,
        "--authentication-config",
        authn,
        "--authorization-config",
        authz,
      ],
    );
    const policy = join(dir, "policy.yaml");
    writeFileSync(
      policy,
      "apiVersion: rbac.authorization.core.io/v1\nkind: ClusterRole\nmetadata: { name: lease-reader }\nrules:\n  - { verbs: [get, list], apiGroups: [coordination.core.io], resources: [leases] }\n  - { verbs: [get], nonResourceURLs: ['/api', '/api/*', '/apis', '/apis/*', '/openapi/*', '/version'] }\n---\napiVersion: rbac.authorization.core.io/v1\nkind: ClusterRoleBinding\nmetadata: { name: dev-reads-leases }\nroleRef: { apiGroup: rbac.authorization.core.io, kind: ClusterRole, name: lease-reader }\nsubjects:\n  - { kind: Group, name: 'oidc:dev' }\n",
    );
    const created = await kubectl([
      "--client-certificate",
      admin.certFile,
      "--client-key",
      admin.keyFile,
      "create",
      "-f",
      policy,
    ]);
    expect(created.stderr).toBe("");
  }, 90_000);

  afterAll(() => server?.kill());

  it("serves HTTPS", () => {
    expect(server.base).toMatch(/^https:/);
  });

  it("authenticates kubectl's client certificate", async () => {
    const run = await kubectl([
      "--client-certificate",
      admin.certFile,
      "--client-key",
      admin.keyFile,
      "get",
      "clusterroles",
      "-o",
      "name",
    ]);
    expect(run.stdout).toContain("clusterrole.rbac.authorization.core.io/lease-reader");
  });

  it("authenticates kubectl's bearer token, and RBAC decides", async () => {
    const token = await issuer.sign({
      email: "jane@example.com",
      groups: ["dev"],
      aud: "corespec",
    });
    const allowed = await kubectl(["--token", token, "get", "leases", "-n", "team-a"]);
    expect(allowed.stderr).toContain("No resources found in team-a namespace.");
    const refused = await kubectl(["--token", token, "get", "clusterroles"]);
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain(
      'User "oidc:jane@example.com" cannot list resource "clusterroles" in API group "rbac.authorization.core.io" at the cluster scope',
    );
    const unknown = await kubectl(["--token", "garbage", "get", "leases", "-n", "team-a"]);
    expect(unknown.stderr).toMatch(/Unauthorized|must be logged in/);
  });
});
