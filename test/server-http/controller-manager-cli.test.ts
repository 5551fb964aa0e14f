/**
 * `corespec controller-manager`, the controllers in a process of their own (issue 35 item 1):
 * run apart against API servers through a kubeconfig or --master, several at once (one leads;
 * stopped, a leader releases the Lease and another takes over); and `corespec serve`, which
 * starts one as its child, restarts it when it dies, and takes it down with it.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { MemoryStore } from "../../output/server/dist/index.js";
import { ROOT, startServeProcess, type CliServer } from "./cli-server.js";
import { call, sleep, start, type Started } from "./http.js";

type Obj = { [key: string]: any };

const BIN = join(ROOT, "bin/corespec.js");
const LEASE =
  "/apis/coordination.core.io/v1/namespaces/kube-system/leases/corespec-controller-manager";
const REQUESTS = "/apis/resource.core.io/v1alpha3/resourcepoolstatusrequests";
const request = (name: string): Obj => ({
  apiVersion: "resource.core.io/v1alpha3",
  kind: "ResourcePoolStatusRequest",
  metadata: { name },
  spec: { driver: "gpu.example.com" },
});
const dir = mkdtempSync(join(tmpdir(), "corespec-cm-"));
const FAST = join(dir, "leader-election.yaml");
writeFileSync(FAST, "leaseDuration: 6s\nrenewDeadline: 4s\nretryPeriod: 300ms\n");

interface Manager {
  readonly child: ChildProcess;
  output(): string;
  readonly exited: Promise<number | string | null>;
}

const children: ChildProcess[] = [];
const servers: Started[] = [];
let serve: CliServer | undefined;
afterEach(async () => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
  for (const server of servers.splice(0)) await server.app.close();
  serve?.kill();
  await serve?.exited;
  serve = undefined;
});

function manager(args: readonly string[]): Manager {
  const child = spawn(process.execPath, [BIN, "controller-manager", ...args], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  child.stdout!.on("data", (c: Buffer) => (output += c.toString()));
  child.stderr!.on("data", (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | string | null>((resolve) =>
    child.once("exit", (code, signal) => resolve(code ?? signal)),
  );
  return { child, output: () => output, exited };
}

async function until(check: () => Promise<boolean>, ms = 20_000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await sleep(100);
  }
  return false;
}

const holder = async (base: string): Promise<string | undefined> =>
  (await call(base, "GET", LEASE)).json?.spec?.holderIdentity;
const answered = (base: string, name: string) =>
  until(async () => (await call(base, "GET", `${REQUESTS}/${name}`)).json?.status !== undefined);

async function server(store: MemoryStore): Promise<Started> {
  const started = await start({ storage: store });
  servers.push(started);
  return started;
}

describe("corespec controller-manager", () => {
  it("needs an API server: without --kubeconfig or --master it exits 2", async () => {
    const m = manager([]);
    expect(await m.exited).toBe(2);
    expect(m.output()).toBe(
      "corespec controller-manager: give --kubeconfig FILE or --master URL: the API server to work with\n",
    );
  });

  it("a kubeconfig that names no such context: exit 2, naming the file", async () => {
    const path = join(dir, "broken.yaml");
    writeFileSync(path, "apiVersion: v1\nkind: Config\ncurrent-context: nowhere\ncontexts: []\n");
    const m = manager(["--kubeconfig", path]);
    expect(await m.exited).toBe(2);
    expect(m.output()).toContain(
      `--kubeconfig ${path}: the kubeconfig has no context named "nowhere"`,
    );
  });

  it("two managers against two API servers on one store (one through a kubeconfig, one through --master): one leads; stopped, it releases the Lease and the other takes over", async () => {
    const store = new MemoryStore();
    const [a, b] = [await server(store), await server(store)];
    const kubeconfig = join(dir, "kubeconfig.yaml");
    writeFileSync(
      kubeconfig,
      [
        "apiVersion: v1",
        "kind: Config",
        "current-context: local",
        "contexts:",
        "- name: local",
        "  context: { cluster: local, user: me }",
        "clusters:",
        "- name: local",
        `  cluster: { server: "${a.base}" }`,
        "users:",
        "- name: me",
        "  user: { token: not-checked }",
        "",
      ].join("\n"),
    );
    const first = manager(["--kubeconfig", kubeconfig, "--leader-elect-config", FAST]);
    expect(await until(async () => (await holder(a.base)) !== undefined)).toBe(true);
    const leader = (await holder(a.base))!;
    expect(first.output()).toContain(`running the controllers against ${a.base} as ${leader}`);
    const second = manager(["--master", b.base, "--leader-elect-config", FAST]);
    expect((await call(b.base, "POST", REQUESTS, { body: request("one") })).status).toBe(201);
    expect(await answered(b.base, "one")).toBe(true);
    // The second never took the Lease while the first renewed it.
    await sleep(1000);
    expect(await holder(b.base)).toBe(leader);
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    expect(
      await until(async () => ![undefined, "", leader].includes(await holder(b.base)), 3000),
    ).toBe(true);
    expect((await call(b.base, "GET", LEASE)).json.spec.leaseTransitions).toBe(1);
    expect((await call(a.base, "POST", REQUESTS, { body: request("two") })).status).toBe(201);
    expect(await answered(a.base, "two")).toBe(true);
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);
  }, 60_000);
});

/** The controller manager child processes of a process. */
function childrenOf(pid: number): number[] {
  try {
    return execFileSync("ps", ["-o", "pid=", "--ppid", String(pid)], { encoding: "utf8" })
      .split("\n")
      .map((s) => Number(s.trim()))
      .filter((n) => n > 0);
  } catch {
    return [];
  }
}
/** Whether a process runs (a zombie left for a PID 1 that does not reap counts as ended). */
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !execFileSync("ps", ["-o", "stat=", "-p", String(pid)], { encoding: "utf8" })
      .trim()
      .startsWith("Z");
  } catch {
    return false;
  }
};

describe("corespec serve runs the controller manager as its child", () => {
  it("restarts it when it dies, and the child does not outlive serve", async () => {
    serve = await startServeProcess([], ["--leader-elect-config", FAST]);
    expect(await until(async () => (await holder(serve!.base)) !== undefined)).toBe(true);
    const [child] = childrenOf(serve.child.pid!);
    expect(child).toBeDefined();
    process.kill(child!, "SIGKILL");
    expect(
      await until(
        async () =>
          serve!
            .output()
            .includes("the controller manager exited (SIGKILL); starting it again in 1 s"),
        5000,
      ),
    ).toBe(true);
    expect(
      await until(async () => childrenOf(serve!.child.pid!).some((pid) => pid !== child), 10_000),
    ).toBe(true);
    // The new child leads once the dead one's Lease expires, and answers requests.
    expect(
      (await call(serve.base, "POST", REQUESTS, { body: request("after-restart") })).status,
    ).toBe(201);
    expect(await answered(serve.base, "after-restart")).toBe(true);
    const [restarted] = childrenOf(serve.child.pid!);
    serve.kill();
    await serve.exited;
    expect(await until(async () => !alive(restarted!), 10_000)).toBe(true);
  }, 60_000);

  it("the child does not outlive serve killed with SIGKILL either (orphans of killed servers used to run for good)", async () => {
    serve = await startServeProcess([], ["--leader-elect-config", FAST]);
    expect(await until(async () => (await holder(serve!.base)) !== undefined)).toBe(true);
    const [child] = childrenOf(serve.child.pid!);
    expect(child).toBeDefined();
    serve.child.kill("SIGKILL");
    await serve.exited;
    expect(await until(async () => !alive(child!), 15_000)).toBe(true);
  }, 60_000);

  it("--no-controllers starts none: a request stays pending", async () => {
    serve = await startServeProcess([], ["--no-controllers"]);
    expect(childrenOf(serve.child.pid!)).toEqual([]);
    expect((await call(serve.base, "POST", REQUESTS, { body: request("pending") })).status).toBe(
      201,
    );
    await sleep(1000);
    expect((await call(serve.base, "GET", `${REQUESTS}/pending`)).json.status).toBeUndefined();
  }, 30_000);
});
