/**
 * The controllers as an authenticated, authorized client of a secured `corespec serve` (issue
 * 34 §6), on both stores: serve mints a bearer token at each start (and a loopback
 * certificate) for its controller-manager child, which gets them over IPC, never on its command
 * line or in its environment; the token names the user `system:corespec:controller-manager`,
 * whom the bootstrap ClusterRole of the same name grants what the controllers use and nothing
 * more; the server restores that role at start-up. The server package is wrapped (token-spy)
 * so that the test learns the minted tokens.
 */
import { spawn, spawnSync } from "node:child_process";
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEtcd, uniquePrefix, WITH_ETCD, type EtcdProcess } from "../helpers/etcd.js";
import { makePki, type KeyPair, type Pki } from "../helpers/pki.js";
import { ROOT, startServeProcess, type CliServer } from "./cli-server.js";
import { secureCall, settled, type Credentials } from "./secure-http.js";
import { sleep } from "./http.js";

type Obj = { [key: string]: any };

const USER = "system:corespec:controller-manager";
const REQUESTS = "/apis/resource.core.io/v1alpha3/resourcepoolstatusrequests";
const LEASES = "/apis/coordination.core.io/v1/namespaces/kube-system/leases";
const ROLE = `/apis/rbac.authorization.core.io/v1/clusterroles/${USER}`;
const BINDINGS = "/apis/rbac.authorization.core.io/v1/clusterrolebindings";
const request = (name: string): Obj => ({
  apiVersion: "resource.core.io/v1alpha3",
  kind: "ResourcePoolStatusRequest",
  metadata: { name },
  spec: { driver: "gpu.example.com" },
});

let dir: string;
let pki: Pki;
let admin: Credentials;
let spyPackage: string;
let tokensFile: string;
let securityArgs: string[];

/** The server package, wrapped so that `serve` writes the tokens it is given (a line per start). */
function tokenSpy(): string {
  const root = join(dir, "token-spy");
  mkdirSync(join(root, "dist"), { recursive: true });
  mkdirSync(join(root, "node_modules/@corespec"), { recursive: true });
  symlinkSync(join(ROOT, "output"), join(root, "node_modules/@corespec/api"));
  const server = join(ROOT, "output/server/dist");
  writeFileSync(join(root, "package.json"), JSON.stringify({ name: "token-spy", type: "module" }));
  writeFileSync(
    join(root, "dist/index.js"),
    [
      `export * from ${JSON.stringify(join(server, "index.js"))};`,
      `import { serve as real } from ${JSON.stringify(join(server, "index.js"))};`,
      `import { appendFileSync } from "node:fs";`,
      `export function serve(options) {`,
      `  appendFileSync(${JSON.stringify(tokensFile)}, JSON.stringify((options.security?.tokens ?? []).map((t) => t.token)) + "\\n");`,
      `  return real(options);`,
      `}`,
      "",
    ].join("\n"),
  );
  writeFileSync(
    join(root, "dist/controller-manager.js"),
    `export * from ${JSON.stringify(join(server, "controller-manager.js"))};\n`,
  );
  return root;
}

/** The latest token serve minted. */
const latestToken = (): string =>
  (JSON.parse(readFileSync(tokensFile, "utf8").trim().split("\n").at(-1)!) as string[])[0]!;

/** The pids of a process's children. */
const childrenOf = (pid: number): number[] =>
  readdirSync(`/proc/${pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, "utf8")
      .trim()
      .split(/\s+/)
      .filter((p) => p !== "")
      .map(Number),
  );

async function until<T>(check: () => Promise<T | undefined>, ms = 30_000): Promise<T | undefined> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const value = await check();
    if (value !== undefined) return value;
    await sleep(100);
  }
  return undefined;
}

/** The request's status, once the controller has written it. */
const statusOf = (base: string, name: string) =>
  until(
    async () =>
      (await secureCall(base, "GET", `${REQUESTS}/${name}`, admin)).json?.status as Obj | undefined,
  );

async function stop(server: CliServer | undefined): Promise<void> {
  if (server === undefined) return;
  server.child.kill("SIGTERM");
  await server.exited;
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "corespec-security-controllers-"));
  pki = makePki(dir);
  const pair = pki.client("admin", ["system:masters"]);
  admin = { ca: pki.cert, cert: pair.cert, key: pair.key };
  tokensFile = join(dir, "tokens.jsonl");
  spyPackage = tokenSpy();
  const authn = join(dir, "authn.yaml");
  writeFileSync(
    authn,
    "apiVersion: apiserver.core.io/v1\nkind: AuthenticationConfiguration\nanonymous:\n  enabled: true\n  conditions: [{ path: /livez }]\n",
  );
  const authz = join(dir, "authz.yaml");
  writeFileSync(
    authz,
    "apiVersion: apiserver.core.io/v1\nkind: AuthorizationConfiguration\nauthorizers:\n  - { type: RBAC, name: rbac }\n",
  );
  const fast = join(dir, "leader-election.yaml");
  writeFileSync(fast, "leaseDuration: 6s\nrenewDeadline: 4s\nretryPeriod: 300ms\n");
  securityArgs = [
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
    "--leader-elect-config",
    fast,
  ];
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const stores: { name: string; etcd: boolean }[] = [{ name: "memory", etcd: false }];
if (WITH_ETCD) stores.push({ name: "etcd", etcd: true });

describe.each(stores)(
  "a secured corespec serve on the $name store runs its controllers",
  ({ etcd: onEtcd }) => {
    let server: CliServer | undefined;
    let etcd: EtcdProcess | undefined;
    let storeArgs: string[] = [];
    const start = async () =>
      (server = await startServeProcess(
        [],
        ["--package", spyPackage, ...storeArgs, ...securityArgs],
      ));

    beforeAll(async () => {
      if (onEtcd) {
        etcd = await startEtcd();
        storeArgs = [
          "--storage",
          "etcd",
          "--etcd-endpoints",
          etcd.endpoint,
          "--etcd-prefix",
          uniquePrefix(),
        ];
      }
      await start();
    }, 90_000);

    afterAll(async () => {
      await stop(server);
      await etcd?.destroy();
    });

    it("computes the status of a request an administrator created", async () => {
      const created = await secureCall(server!.base, "POST", REQUESTS, admin, request("first"));
      expect(created.status, created.text).toBe(201);
      const status = await statusOf(server!.base, "first");
      expect(status?.conditions?.[0]?.type).toBe("Complete");
      expect(server!.output()).not.toContain("no credentials");
    }, 40_000);

    it("bootstraps the ClusterRole and ClusterRoleBinding as Kubernetes labels its bootstrap policy", async () => {
      const role = await secureCall(server!.base, "GET", ROLE, admin);
      expect(role.status).toBe(200);
      expect(role.json.metadata.labels).toEqual({ "kubernetes.io/bootstrapping": "rbac-defaults" });
      expect(role.json.metadata.annotations).toEqual({
        "rbac.authorization.kubernetes.io/autoupdate": "true",
      });
      expect(role.json.rules).toContainEqual({
        verbs: ["update"],
        apiGroups: ["resource.core.io"],
        resources: ["resourcepoolstatusrequests/status"],
      });
      const binding = await secureCall(server!.base, "GET", `${BINDINGS}/${USER}`, admin);
      expect(binding.json.roleRef).toEqual({
        apiGroup: "rbac.authorization.core.io",
        kind: "ClusterRole",
        name: USER,
      });
      expect(binding.json.subjects).toEqual([
        { kind: "User", apiGroup: "rbac.authorization.core.io", name: USER },
      ]);
    });

    it("the controllers' token is allowed what their role grants and refused the rest, with Kubernetes' wording", async () => {
      const token: Credentials = { ca: pki.cert, token: latestToken() };
      for (const path of [
        REQUESTS,
        "/apis/resource.core.io/v1/resourceslices",
        `${LEASES}/corespec-controller-manager`,
      ])
        expect((await secureCall(server!.base, "GET", path, token)).status, path).toBe(200);
      const binding = await secureCall(server!.base, "POST", BINDINGS, token, {
        metadata: { name: "escalate" },
        roleRef: {
          apiGroup: "rbac.authorization.core.io",
          kind: "ClusterRole",
          name: "cluster-admin",
        },
        subjects: [{ kind: "User", name: USER }],
      });
      expect(binding.status).toBe(403);
      expect(binding.json.message).toBe(
        `clusterrolebindings.rbac.authorization.core.io is forbidden: User "${USER}" cannot create resource "clusterrolebindings" in API group "rbac.authorization.core.io" at the cluster scope`,
      );
      expect((await secureCall(server!.base, "GET", LEASES, token)).status).toBe(403);
      expect((await secureCall(server!.base, "GET", `${LEASES}/someone-else`, token)).status).toBe(
        403,
      );
      expect(
        (await secureCall(server!.base, "POST", REQUESTS, token, request("by-controller"))).status,
      ).toBe(403);
      expect(
        (
          await secureCall(
            server!.base,
            "GET",
            "/apis/coordination.core.io/v1/namespaces/default/leases",
            token,
          )
        ).status,
      ).toBe(403);
    });

    it("gives the token to the child in no argument and no environment variable", () => {
      const token = latestToken();
      const children = childrenOf(server!.child.pid!);
      expect(children.length).toBe(1);
      const cmdline = readFileSync(`/proc/${children[0]}/cmdline`, "utf8");
      expect(cmdline).toContain("controller-manager");
      expect(cmdline).toContain("--kubeconfig-from-parent");
      expect(cmdline).not.toContain(token);
      expect(readFileSync(`/proc/${children[0]}/environ`, "utf8")).not.toContain(token);
    });

    it("mints a new token at each start: the old one is refused after a restart", async () => {
      const old = latestToken();
      if (onEtcd) {
        // The role deleted (and a rule missing from the binding's role is the same case): the restart restores it.
        expect((await secureCall(server!.base, "DELETE", ROLE, admin)).status).toBe(200);
        // The binding now names a role that does not exist: an error, never an allow.
        expect(
          (await settled(server!.base, "GET", REQUESTS, { ca: pki.cert, token: old }, 500)).status,
        ).toBe(500);
      }
      await stop(server);
      await start();
      const fresh = latestToken();
      expect(fresh).not.toBe(old);
      expect(
        (await secureCall(server!.base, "GET", REQUESTS, { ca: pki.cert, token: old })).status,
      ).toBe(401);
      expect(
        (await settled(server!.base, "GET", REQUESTS, { ca: pki.cert, token: fresh }, 200)).status,
      ).toBe(200);
      if (onEtcd)
        expect((await secureCall(server!.base, "GET", ROLE, admin)).json.rules).toHaveLength(5);
      expect(
        (await secureCall(server!.base, "POST", REQUESTS, admin, request("after-restart"))).status,
      ).toBe(201);
      expect((await statusOf(server!.base, "after-restart"))?.conditions?.[0]?.type).toBe(
        "Complete",
      );
    }, 90_000);
  },
);

describe("controllers with a kubeconfig of their own (a client certificate)", () => {
  let server: CliServer | undefined;
  let controller: KeyPair;
  const kubeconfig = (user: Obj) => {
    const file = join(dir, `kubeconfig-${Math.random().toString(36).slice(2)}.yaml`);
    const doc = {
      apiVersion: "v1",
      kind: "Config",
      clusters: [
        { name: "c", cluster: { server: server!.base, "certificate-authority": pki.certFile } },
      ],
      users: [{ name: "u", user }],
      contexts: [{ name: "x", context: { cluster: "c", user: "u" } }],
      "current-context": "x",
    };
    writeFileSync(file, JSON.stringify(doc), { mode: 0o600 });
    return file;
  };
  beforeAll(async () => {
    controller = pki.client(USER);
  });
  afterAll(() => stop(server));

  it("serve --controllers-kubeconfig runs the controllers with the operator's certificate", async () => {
    // The server's URL is known once it listens: serve passes --master, the kubeconfig gives the credentials.
    const file = join(dir, "operator.yaml");
    writeFileSync(
      file,
      JSON.stringify({
        apiVersion: "v1",
        kind: "Config",
        clusters: [
          {
            name: "c",
            cluster: { server: "https://127.0.0.1:1", "certificate-authority": pki.certFile },
          },
        ],
        users: [
          {
            name: "u",
            user: { "client-certificate": controller.certFile, "client-key": controller.keyFile },
          },
        ],
        contexts: [{ name: "x", context: { cluster: "c", user: "u" } }],
        "current-context": "x",
      }),
    );
    server = await startServeProcess([], [...securityArgs, "--controllers-kubeconfig", file]);
    expect(
      (await secureCall(server.base, "POST", REQUESTS, admin, request("by-certificate"))).status,
    ).toBe(201);
    expect((await statusOf(server.base, "by-certificate"))?.conditions?.[0]?.type).toBe("Complete");
    const child = childrenOf(server.child.pid!)[0]!;
    expect(readFileSync(`/proc/${child}/cmdline`, "utf8").split("\0")).toContain(file);
  }, 60_000);

  it("corespec controller-manager --kubeconfig with a client certificate runs the controllers of a serve that runs none", async () => {
    await stop(server);
    server = await startServeProcess([], [...securityArgs, "--no-controllers"]);
    const file = kubeconfig({
      "client-certificate": controller.certFile,
      "client-key": controller.keyFile,
    });
    const manager = spawn(
      process.execPath,
      [join(ROOT, "bin/corespec.js"), "controller-manager", "--kubeconfig", file],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    try {
      expect(
        (await secureCall(server.base, "POST", REQUESTS, admin, request("standalone"))).status,
      ).toBe(201);
      expect((await statusOf(server.base, "standalone"))?.conditions?.[0]?.type).toBe("Complete");
    } finally {
      manager.kill("SIGKILL");
    }
  }, 60_000);

  it("controller-manager --kubeconfig names the kubeconfig field of a file it cannot read", async () => {
    const file = kubeconfig({
      "client-certificate": controller.certFile,
      "client-key": join(dir, "missing.key"),
    });
    const run = spawnSync(
      process.execPath,
      [join(ROOT, "bin/corespec.js"), "controller-manager", "--kubeconfig", file],
      { encoding: "utf8", timeout: 30_000 },
    );
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(
      `--kubeconfig ${file}: the kubeconfig's client-key ${join(dir, "missing.key")}: no such file`,
    );
    const halfFile = kubeconfig({ "client-certificate": controller.certFile });
    const half = spawnSync(
      process.execPath,
      [join(ROOT, "bin/corespec.js"), "controller-manager", "--kubeconfig", halfFile],
      { encoding: "utf8", timeout: 30_000 },
    );
    expect(half.stderr).toContain("has client-certificate but no client-key");
  });
});
