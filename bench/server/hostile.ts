/**
 * The hostile workloads of the stall test (issue 35), for `npm run bench:server`: each against a
 * fresh `corespec serve` (its own process; its controllers in a child process, as serve runs
 * them), on each store, while another client probes /healthz every 20 ms
 * (test/server-http/stall-probe.ts). Printed: the worst wait with no load (the same server,
 * probed before the workload) beside the worst wait under the workload.
 *
 * To add a workload, add an entry to HOSTILE: a name, the `serve` arguments it needs, and `run(base)`, which sends it and
 * resolves when the server has done its part.
 */
import { startServeProcess } from "../../test/server-http/cli-server.js";
import {
  runPoolWorkload,
  sendPoolWorkload,
  type PoolWorkload,
} from "../../test/server-http/pool-workload.js";
import { probeDuring, type ProbeReport } from "../../test/server-http/stall-probe.js";
import {
  binaryApplyBody,
  conflictingLeaseApply,
  managedFieldsFlood,
} from "../../test/server-http/hostile-requests.js";
import { uniquePrefix } from "../../test/helpers/etcd.js";

export interface HostileWorkload {
  readonly name: string;
  /** Arguments added to `corespec serve --port 0`. */
  readonly serveArgs?: readonly string[];
  /** Sends the workload; resolves when the server (and its controllers) have done their part. */
  run(base: string): Promise<void>;
}

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
/** The controller's workload: as the stall test's (test/server-http/controller-stall.test.ts) unless told otherwise. */
const POOL: PoolWorkload = {
  slices: env("POOL_SLICES", 400),
  devices: 128,
  requests: env("POOL_REQUESTS", 200),
};
/** SERVE_PACKAGE: another build of the server package (an A/B comparison, e.g. before a change), as `serve --package` takes it. */
const PACKAGE =
  process.env.SERVE_PACKAGE !== undefined ? ["--package", process.env.SERVE_PACKAGE] : [];
/** Field managers of the flood workload (MANAGERS): 3,000 in the issue. */
const MANAGERS = env("MANAGERS", 3000);
/** How long the server is probed with no load before each workload (ms). */
const IDLE_MS = env("HOSTILE_IDLE_MS", 3000);

export const HOSTILE: readonly HostileWorkload[] = [
  {
    name: `ResourcePoolStatusRequests: ${POOL.requests} at once while a pool of ${POOL.slices} slices x ${POOL.devices} devices is published, until all are answered`,
    run: async (base) => {
      const { completed } = await runPoolWorkload(base, POOL);
      if (completed < POOL.requests)
        throw new Error(`the controller answered ${completed} of ${POOL.requests} requests`);
    },
  },
  {
    name: "the same requests and pool with --no-controllers (what the API itself costs)",
    serveArgs: ["--no-controllers"],
    run: (base) => sendPoolWorkload(base, POOL),
  },
  {
    name: "an apply with a 977 KiB !!binary scalar",
    run: async (base) => {
      const answer = await fetch(
        `${base}/apis/scheduling.core.io/v1/priorityclasses/binary?fieldManager=bench&force=true`,
        {
          method: "PATCH",
          headers: { "content-type": "application/apply-patch+yaml" },
          body: binaryApplyBody("binary"),
        },
      );
      if (answer.status >= 300) throw new Error(`the apply answered ${answer.status}`);
    },
  },
  {
    name: `${MANAGERS} field managers writing one Lease, then a patch of 1,001 managedFields entries and a conflicting apply`,
    run: async (base) => {
      const collection = `${base}/apis/coordination.core.io/v1/namespaces/bench/leases`;
      await fetch(collection, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          apiVersion: "coordination.core.io/v1",
          kind: "Lease",
          metadata: { name: "managed" },
          spec: {},
        }),
      });
      const merge = { "content-type": "application/merge-patch+json" };
      for (let i = 0; i < MANAGERS; i++)
        await fetch(`${collection}/managed?fieldManager=m-${i}`, {
          method: "PATCH",
          headers: merge,
          body: JSON.stringify({ metadata: { labels: { [`l${i}`]: "v" } } }),
        });
      await fetch(`${collection}/managed`, {
        method: "PATCH",
        headers: merge,
        body: JSON.stringify({ metadata: { managedFields: managedFieldsFlood(1001) } }),
      });
      await fetch(`${collection}/managed?fieldManager=applier`, {
        method: "PATCH",
        headers: { "content-type": "application/apply-patch+yaml" },
        body: conflictingLeaseApply("managed"),
      });
    },
  },
  // Large lists (150 objects of 1.2 MiB: plain, gzip, Table) have a part of their own: bench/server/big-lists.ts.
];

export interface HostileResult {
  readonly workload: string;
  readonly store: string;
  readonly idle: ProbeReport;
  readonly loaded: ProbeReport;
  readonly ms: number;
  readonly error?: string;
}

/** Runs every workload on each store (etcd when an endpoint is given), each on a fresh server. */
export async function measureHostile(etcdEndpoint: string | undefined): Promise<HostileResult[]> {
  const stores: [string, string[]][] = [["memory", []]];
  if (etcdEndpoint !== undefined)
    stores.push(["etcd", ["--storage", "etcd", "--etcd-endpoints", etcdEndpoint]]);
  const results: HostileResult[] = [];
  for (const workload of HOSTILE) {
    for (const [store, storeArgs] of stores) {
      const prefix = store === "etcd" ? ["--etcd-prefix", uniquePrefix()] : [];
      const server = await startServeProcess(
        [],
        [...storeArgs, ...prefix, ...PACKAGE, ...(workload.serveArgs ?? [])],
      );
      try {
        await settled(server.base, !(workload.serveArgs ?? []).includes("--no-controllers"));
        const idle = (
          await probeDuring(
            server.base,
            () => new Promise((resolve) => setTimeout(resolve, IDLE_MS)),
          )
        ).probe;
        const started = Date.now();
        let error: string | undefined;
        const { probe } = await probeDuring(server.base, () =>
          workload.run(server.base).catch((e: unknown) => void (error = (e as Error).message)),
        );
        results.push({
          workload: workload.name,
          store,
          idle,
          loaded: probe,
          ms: Date.now() - started,
          ...(error !== undefined ? { error } : {}),
        });
      } finally {
        server.kill();
        await server.exited;
      }
    }
  }
  return results;
}

/** Waits until the server is up and, with controllers, until their manager (serve's child) holds its Lease: the figures are not its start-up's. */
async function settled(base: string, controllers: boolean): Promise<void> {
  const lease = `${base}/apis/coordination.core.io/v1/namespaces/kube-system/leases/corespec-controller-manager`;
  for (const deadline = Date.now() + 60_000; controllers && Date.now() < deadline;) {
    const answer = await fetch(lease);
    if (
      answer.ok &&
      ((await answer.json()) as { spec?: { holderIdentity?: string } }).spec?.holderIdentity !==
        undefined
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await fetch(`${base}/healthz`);
}

export function printHostile(results: readonly HostileResult[]): void {
  const ms = (x: number) => `${Math.round(x).toLocaleString("en-US")} ms`;
  console.log(
    "Worst /healthz wait under hostile workloads (probed every 20 ms by another client on a new connection; issue 35 asks under 200 ms)",
  );
  console.log(
    `  ${"store".padEnd(8)}${"no load".padStart(10)}${"workload".padStart(12)}${"median".padStart(9)}${"probes".padStart(8)}${"took".padStart(10)}   workload`,
  );
  for (const r of results) {
    const verdict = r.loaded.worstMs < 200 ? "" : "  (over 200 ms)";
    console.log(
      `  ${r.store.padEnd(8)}${ms(r.idle.worstMs).padStart(10)}${ms(r.loaded.worstMs).padStart(12)}${ms(r.loaded.medianMs).padStart(9)}${String(r.loaded.probes).padStart(8)}${ms(r.ms).padStart(10)}   ${r.workload}${verdict}`,
    );
    if (r.loaded.failures > 0 || r.error !== undefined)
      console.log(
        `  ${"".padEnd(8)}UNEXPECTED: ${r.loaded.failures} failed probes${r.error !== undefined ? `; ${r.error}` : ""}`,
      );
  }
  console.log("");
}
