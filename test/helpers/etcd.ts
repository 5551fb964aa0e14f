/**
 * etcd for the tests: Debian's etcd-server (`.ci/run` installs it), started on free loopback
 * ports with a temporary data directory, stopped after. Without etcd, outside CI, the etcd
 * tests are skipped with a message saying how to install it; in CI they fail.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The etcd binary, or undefined when it is not installed. */
export const ETCD: string | undefined = (() => {
  const found = spawnSync("sh", ["-c", "command -v etcd"], { encoding: "utf8" });
  const path = found.stdout.trim();
  return found.status === 0 && path !== "" ? path : undefined;
})();

export const ETCD_MISSING =
  "etcd is not installed: the etcd tests are skipped (install it with `sudo apt-get install etcd-server`; CI installs it)";

/** Whether the etcd tests run: etcd is there, or CI insists (and fails without it). */
export const WITH_ETCD: boolean = ETCD !== undefined || process.env.CI !== undefined;

if (!WITH_ETCD) process.stderr.write(`${ETCD_MISSING}\n`);

/** A free TCP port of 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const port = (server.address() as { port: number }).port;
      server.close(() => resolve(port));
    });
  });
}

export interface EtcdProcess {
  readonly endpoint: string;
  readonly dataDir: string;
  /** Stops etcd (SIGTERM, or SIGKILL with `kill`); its data stays for a restart. */
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** Starts etcd again on the same port and data. */
  restart(): Promise<void>;
  /** Stops etcd and removes its data. */
  destroy(): Promise<void>;
}

/** Waits until etcd at `endpoint` says it is healthy (a leader elected), or throws after 20 s. */
export async function waitHealthy(endpoint: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`etcd exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${endpoint}/health`, { signal: AbortSignal.timeout(1000) });
      if (res.ok && ((await res.json()) as { health?: string }).health === "true") return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error("etcd did not become healthy within 20 s");
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Starts an etcd of its own (one member, loopback only), with `extraArgs` (`--quota-backend-bytes`...). */
export async function startEtcd(extraArgs: readonly string[] = []): Promise<EtcdProcess> {
  if (ETCD === undefined) throw new Error(ETCD_MISSING);
  const dataDir = mkdtempSync(join(tmpdir(), "corespec-etcd-"));
  const clientPort = await freePort();
  const peerPort = await freePort();
  const endpoint = `http://127.0.0.1:${clientPort}`;
  const peer = `http://127.0.0.1:${peerPort}`;
  const args = [
    "--name",
    "test",
    "--data-dir",
    join(dataDir, "data"),
    "--listen-client-urls",
    endpoint,
    "--advertise-client-urls",
    endpoint,
    "--listen-peer-urls",
    peer,
    "--initial-advertise-peer-urls",
    peer,
    "--initial-cluster",
    `test=${peer}`,
    "--log-level",
    "error",
    ...extraArgs,
  ];
  let child: ChildProcess;
  const launch = async () => {
    child = spawn(ETCD!, args, { stdio: "ignore" });
    await waitHealthy(endpoint, child);
  };
  const stop = async (signal: NodeJS.Signals = "SIGTERM") => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once("exit", r));
    child.kill(signal);
    await exited;
  };
  await launch();
  return {
    endpoint,
    dataDir,
    stop,
    restart: launch,
    destroy: async () => {
      await stop("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A key prefix no other store of the same etcd uses. */
export function uniquePrefix(): string {
  return `/test-${process.pid}-${Math.random().toString(36).slice(2, 10)}/registry`;
}
