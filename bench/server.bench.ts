/**
 * Server benchmark: the generated server (output/server/dist) over loopback, on the memory
 * store and on the etcd store (when etcd is installed: the benchmark starts one of its own),
 * against a bare Fastify app as the ceiling, each server in its own process and the load
 * generator in another (bench/server/). Prints, measured in the same run:
 *
 * - requests per second for create, read, list (500 PriorityClasses) and list paged by 50,
 *   each store and the ceiling, medians over rounds, and their ratios (memory over the
 *   ceiling, etcd over memory); creates on etcd against a bare etcd client doing the same
 *   transactions (the ceiling etcd itself sets);
 * - watch fan-out: 1,000 open watch streams, the time from a write until all have its event;
 * - resident memory (RSS, heap used, after GC) with 100,000 Events stored, against the JSON
 *   size of those objects, on each store;
 * - what server-side apply costs per write: the same change to a PriorityClass as a merge
 *   patch and as an apply patch, on each store, rounds alternating which goes first;
 * - the worst /healthz wait under each hostile workload of issue 35 beside the same wait with
 *   no load, on each store (bench/server/hostile.ts, where workloads are added);
 * - the big lists of issue 35 (server/big-lists.ts): the worst /healthz wait while 150 Leases of 1.2 MiB are
 *   listed as JSON, pretty, gzip and Table, alone and four at once, beside the same wait with
 *   no load, and the server's peak RSS, on each store;
 * - what authentication and authorization cost per request (issue 34): a JWT with a cached key
 *   and RBAC over 1,000 ClusterRoleBindings against the same GET without them
 *   (server/auth-cost.ts).
 *
 * Never fails on speed.
 *
 *   npm run bench:server                        # ROUNDS=3 WARMUP_MS=500 MEASURE_MS=2000 ...
 */
import type { ChildProcess } from "node:child_process";
import { cpus, loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { startEtcd, type EtcdProcess } from "../test/helpers/etcd.js";
import { rpc, start, stop } from "./server/ipc.js";
import type { FanoutResult, RunResult } from "./server/load-process.js";
import { PAGE, PRELOADED, type Mode, type Scenario } from "./server/workload.js";
import { measureAuthCost, printAuthCost } from "./server/auth-cost.js";
import { measureHostile, printHostile } from "./server/hostile.js";
import {
  bigListRuns,
  idleProbe,
  populateBig,
  printBigLists,
  type BigListReport,
} from "./server/big-lists.js";

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const ROUNDS = env("ROUNDS", 4);
const WARMUP_MS = env("WARMUP_MS", 500);
const MEASURE_MS = env("MEASURE_MS", 1500);
const CONCURRENCY = env("CONCURRENCY", 32);
const WATCHERS = env("WATCHERS", 1000);
const WRITES = env("WRITES", 15);
const EVENTS = env("EVENTS", 100_000);
/** Which parts to run: throughput, fanout, memory, apply, hostile, biglists, auth (all by default). */
const PARTS = new Set(
  (process.env.PARTS ?? "throughput,fanout,memory,apply,hostile,biglists,auth")
    .split(",")
    .map((s) => s.trim()),
);

const SERVER = fileURLToPath(new URL("./server/server-process.ts", import.meta.url));
const LOAD = fileURLToPath(new URL("./server/load-process.ts", import.meta.url));
/** The servers measured; the etcd store joins when etcd can be started (main()). */
let MODES: readonly Mode[] = ["corespec", "ceiling"];
let etcd: EtcdProcess | undefined;
const STORES = (): Mode[] => MODES.filter((m) => m !== "ceiling");
const NAMES: Record<Mode, string> = {
  corespec: "memory",
  "corespec-etcd": "etcd",
  ceiling: "ceiling",
};
const SCENARIOS: readonly Scenario[] = ["create", "read", "list", "paged"];
const LABELS: Record<Scenario, string> = {
  create: "create PriorityClass",
  read: "read PriorityClass",
  list: `list ${PRELOADED} objects`,
  paged: `list paged by ${PAGE} (pages)`,
};

const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0
    ? NaN
    : s.length % 2
      ? s[s.length >> 1]!
      : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const quantile = (xs: readonly number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;
const int = (x: number) => Math.round(x).toLocaleString("en-US");
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
const pad = (s: string, n: number) => s.padStart(n);
const padEnd = (s: string, n: number) => s.padEnd(n);
const met = (ok: boolean) => (ok ? "met" : "NOT met");

interface Cell {
  rps: number[];
  serverCpu: number[];
  /** Server CPU time per request (µs): steadier than the rate when the machine is shared. */
  cpuPerRequest: number[];
  clientCpu: number[];
  p50: number[];
  p99: number[];
  errors: Record<string, number>;
}

async function startServer(
  mode: Mode,
  prefix?: string,
): Promise<{ child: ChildProcess; port: number }> {
  if (prefix !== undefined) process.env.ETCD_PREFIX = prefix;
  else delete process.env.ETCD_PREFIX;
  const child = start(SERVER, [mode], ["--expose-gc"]);
  const port = await rpc<number>(child, "port");
  return { child, port };
}

async function cpuMs(child: ChildProcess): Promise<number> {
  const u = await rpc<{ user: number; system: number }>(child, "cpu");
  return (u.user + u.system) / 1000;
}

async function throughput(load: ChildProcess) {
  const cells = new Map<string, Cell>();
  const sizes: Partial<Record<Mode, Record<string, number>>> = {};
  /** Per scenario, corespec's rate over the ceiling's in the same round. */
  const ratios = new Map<Scenario, number[]>(SCENARIOS.map((s) => [s, []]));
  /** Per scenario, the etcd store's rate over the memory store's in the same round. */
  const etcdRatios = new Map<Scenario, number[]>(SCENARIOS.map((s) => [s, []]));
  /** Per round, creates/s of a bare etcd client, and the etcd store's creates over it. */
  const bareEtcd: number[] = [];
  const etcdOverBare: number[] = [];
  const cell = (mode: Mode, scenario: Scenario) => {
    const key = `${mode}/${scenario}`;
    if (!cells.has(key))
      cells.set(key, {
        rps: [],
        serverCpu: [],
        cpuPerRequest: [],
        clientCpu: [],
        p50: [],
        p99: [],
        errors: {},
      });
    return cells.get(key)!;
  };
  for (let round = 0; round < ROUNDS; round++) {
    // Both servers run side by side (the idle one costs nothing), so that each scenario is
    // measured on both within seconds and a change in the machine's load hits both alike.
    const servers = await Promise.all(MODES.map((mode) => startServer(mode)));
    const server = (mode: Mode) => servers[MODES.indexOf(mode)]!;
    for (const mode of MODES) {
      const { port } = server(mode);
      const pre = await rpc<RunResult>(load, "preload", { port, mode, concurrency: 8 });
      if (Object.keys(pre.errors).length)
        throw new Error(`${mode}: preload failed: ${JSON.stringify(pre.errors)}`);
      sizes[mode] ??= await rpc<Record<string, number>>(load, "sizes", { port, mode });
    }
    // Reads and lists in a rotating order; creates last, since they grow the list.
    const reads: Scenario[] = ["read", "list", "paged"];
    const order = [...reads.slice(round % 3), ...reads.slice(0, round % 3), "create" as const];
    const modes = round % 2 === 0 ? MODES : [...MODES].reverse();
    for (const scenario of order) {
      const rps: Partial<Record<Mode, number>> = {};
      for (const mode of modes) {
        const { child, port } = server(mode);
        await rpc<RunResult>(load, "run", {
          port,
          mode,
          scenario,
          concurrency: CONCURRENCY,
          ms: WARMUP_MS,
        });
        const before = await cpuMs(child);
        const r = await rpc<RunResult>(load, "run", {
          port,
          mode,
          scenario,
          concurrency: CONCURRENCY,
          ms: MEASURE_MS,
        });
        const after = await cpuMs(child);
        const c = cell(mode, scenario);
        rps[mode] = (r.requests / r.ms) * 1000;
        c.rps.push(rps[mode]!);
        c.serverCpu.push((after - before) / r.ms);
        c.cpuPerRequest.push(((after - before) * 1000) / r.requests);
        c.clientCpu.push(r.cpuMs / r.ms);
        c.p50.push(r.p50);
        c.p99.push(r.p99);
        for (const [status, n] of Object.entries(r.errors))
          c.errors[status] = (c.errors[status] ?? 0) + n;
      }
      ratios.get(scenario)!.push(rps.corespec! / rps.ceiling!);
      if (rps["corespec-etcd"] !== undefined)
        etcdRatios.get(scenario)!.push(rps["corespec-etcd"] / rps.corespec!);
      if (scenario === "create" && etcd && rps["corespec-etcd"] !== undefined) {
        const bare = await rpc<RunResult>(load, "etcdCreates", {
          endpoint: etcd.endpoint,
          concurrency: CONCURRENCY,
          ms: MEASURE_MS,
        });
        bareEtcd.push((bare.requests / bare.ms) * 1000);
        etcdOverBare.push(rps["corespec-etcd"] / bareEtcd[bareEtcd.length - 1]!);
      }
    }
    for (const { child, port } of servers) {
      await rpc(load, "disconnect", { port });
      await stop(child);
    }
  }
  return { cells, sizes, cell, ratios, etcdRatios, bareEtcd, etcdOverBare };
}

async function fanouts(load: ChildProcess) {
  const results: Partial<Record<Mode, FanoutResult & { openMs: number }>> = {};
  for (const mode of MODES) {
    const { child, port } = await startServer(mode);
    const opened = await rpc<{ opened: number; ms: number }>(load, "openWatches", {
      port,
      mode,
      count: WATCHERS,
    });
    const r = await rpc<FanoutResult>(load, "fanout", { port, mode, writes: WRITES, warmup: 3 });
    results[mode] = { ...r, openMs: opened.ms };
    await rpc(load, "closeWatches");
    await rpc(load, "disconnect", { port });
    await stop(child);
  }
  return results;
}

interface Memory {
  gc: boolean;
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
}

async function memory(load: ChildProcess, mode: Mode) {
  const prefix = mode === "corespec-etcd" ? `/bench-memory-${Date.now()}/registry` : undefined;
  const { child, port } = await startServer(mode, prefix);
  // The empty server after a few requests (every module loaded, the routes warm).
  await rpc(load, "populate", { port, mode, from: 0, count: 100, concurrency: 4 });
  const empty = await rpc<Memory>(child, "memory");
  const populated = await rpc<RunResult & { jsonBytes: number }>(load, "populate", {
    port,
    mode,
    from: 100,
    count: EVENTS - 100,
    concurrency: CONCURRENCY,
  });
  await rpc(load, "disconnect", { port });
  const full = await rpc<Memory>(child, "memory");
  const json = await rpc<{ objects: number; bytes: number }>(child, "jsonSize");
  await stop(child);
  // The etcd store after a restart: a fresh server whose watch cache loaded the same objects
  // from etcd, without the garbage of the 100,000 writes.
  let reloaded: Memory | undefined;
  if (prefix !== undefined) {
    const fresh = await startServer(mode, prefix);
    await rpc(fresh.child, "jsonSize");
    reloaded = await rpc<Memory>(fresh.child, "memory");
    await stop(fresh.child);
  }
  return { mode, empty, full, json, populated, reloaded };
}

/** Merge patches against apply patches of the same change, on each store: rates, server CPU per write, and apply over merge per round. */
async function applyCost(load: ChildProcess) {
  const out = new Map<
    Mode,
    {
      merge: number[];
      apply: number[];
      mergeCpu: number[];
      applyCpu: number[];
      ratio: number[];
      errors: Record<string, number>;
    }
  >();
  for (const mode of STORES()) {
    const cell = {
      merge: [] as number[],
      apply: [] as number[],
      mergeCpu: [] as number[],
      applyCpu: [] as number[],
      ratio: [] as number[],
      errors: {} as Record<string, number>,
    };
    const { child, port } = await startServer(mode);
    const pre = await rpc<RunResult>(load, "preload", { port, mode, concurrency: 8 });
    if (Object.keys(pre.errors).length)
      throw new Error(`${mode}: preload failed: ${JSON.stringify(pre.errors)}`);
    for (let round = 0; round < ROUNDS; round++) {
      const kinds = round % 2 === 0 ? (["merge", "apply"] as const) : (["apply", "merge"] as const);
      const rate: Record<string, number> = {};
      for (const kind of kinds) {
        await rpc<RunResult>(load, "patches", {
          port,
          mode,
          kind,
          concurrency: CONCURRENCY,
          ms: WARMUP_MS,
        });
        const before = await cpuMs(child);
        const r = await rpc<RunResult>(load, "patches", {
          port,
          mode,
          kind,
          concurrency: CONCURRENCY,
          ms: MEASURE_MS,
        });
        const after = await cpuMs(child);
        rate[kind] = (r.requests / r.ms) * 1000;
        cell[kind].push(rate[kind]!);
        cell[kind === "merge" ? "mergeCpu" : "applyCpu"].push(
          ((after - before) * 1000) / r.requests,
        );
        for (const [status, n] of Object.entries(r.errors))
          cell.errors[status] = (cell.errors[status] ?? 0) + n;
      }
      cell.ratio.push(rate.apply! / rate.merge!);
    }
    await rpc(load, "disconnect", { port });
    await stop(child);
    out.set(mode, cell);
  }
  return out;
}

/** The big-list workload on each store: a server of its own, the Leases created, the probe idle, then the lists. */
async function bigLists(): Promise<BigListReport[]> {
  const reports: BigListReport[] = [];
  for (const mode of STORES()) {
    const prefix = mode === "corespec-etcd" ? `/bench-biglists-${Date.now()}/registry` : undefined;
    const { child, port } = await startServer(mode, prefix);
    await populateBig(port);
    const before = await rpc<Memory>(child, "memory");
    const idle = await idleProbe(port);
    const runs = await bigListRuns(port, child.pid!);
    await stop(child);
    reports.push({ store: NAMES[mode], idle, runs, rssBefore: before.rss });
  }
  return reports;
}

function printApplyCost(a: Awaited<ReturnType<typeof applyCost>>): void {
  console.log(
    `Server-side apply against a merge patch (the same change to a PriorityClass; median of ${ROUNDS} rounds)`,
  );
  for (const [mode, c] of a) {
    const errors = Object.keys(c.errors).length ? `; errors ${JSON.stringify(c.errors)}` : "";
    console.log(
      `  ${padEnd(NAMES[mode], 8)} merge ${int(median(c.merge))}/s (${int(median(c.mergeCpu))} µs CPU each), apply ${int(median(c.apply))}/s (${int(median(c.applyCpu))} µs CPU each): apply ${median(c.ratio).toFixed(2)}x the merge rate (${Math.min(...c.ratio).toFixed(2)}-${Math.max(...c.ratio).toFixed(2)})${errors}`,
    );
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  const load0 = loadavg()[0]!;
  console.log(
    `corespec server benchmark: node ${process.version}, ${cpus().length} CPUs (${cpus()[0]?.model.trim()}), load average ${load0.toFixed(2)} at start`,
  );
  console.log(
    `each server in its own process, the load generator in another; loopback; ${CONCURRENCY} keep-alive connections`,
  );
  if (process.env.SERVER_MODULE)
    console.log(`corespec server from SERVER_MODULE=${process.env.SERVER_MODULE}`);
  if (load0 > cpus().length * 0.5)
    console.log(
      "the machine is busy with other work: the figures will be noisy (the ratios, measured side by side, less so)",
    );
  console.log("");

  try {
    etcd = await startEtcd();
    process.env.ETCD_ENDPOINT = etcd.endpoint;
    MODES = ["corespec", "corespec-etcd", "ceiling"];
    console.log(`the etcd store runs on an etcd of the benchmark's own at ${etcd.endpoint}`);
  } catch (error) {
    console.log(`the etcd store is left out: ${(error as Error).message}`);
  }
  const load = start(LOAD, []);
  try {
    const t = PARTS.has("throughput") ? await throughput(load) : undefined;
    const f = PARTS.has("fanout") ? await fanouts(load) : undefined;
    const m: Awaited<ReturnType<typeof memory>>[] = [];
    if (PARTS.has("memory")) for (const mode of STORES()) m.push(await memory(load, mode));
    const a = PARTS.has("apply") ? await applyCost(load) : undefined;
    const h = PARTS.has("hostile") ? await measureHostile(etcd?.endpoint) : undefined;
    const b = PARTS.has("biglists") ? await bigLists() : [];
    const auth = PARTS.has("auth") ? measureAuthCost() : undefined;

    if (t) printThroughput(t);
    if (f) printFanout(f);
    for (const one of m) printMemory(one);
    if (a) printApplyCost(a);
    if (h) printHostile(h);
    for (const one of b) printBigLists(one);
    if (auth) printAuthCost(auth);
    console.log(
      `load average ${load0.toFixed(2)} at start, ${loadavg()[0]!.toFixed(2)} at end${load0 > cpus().length * 0.5 ? " (the machine was busy with other work at the start: figures unreliable)" : ""}; ${((Date.now() - started) / 1000).toFixed(0)} s in all`,
    );
  } finally {
    await stop(load);
    await etcd?.destroy();
  }
}

function printThroughput(t: Awaited<ReturnType<typeof throughput>>): void {
  const stores = STORES();
  console.log(
    `Requests per second (median of ${ROUNDS} rounds, ${MEASURE_MS} ms each after ${WARMUP_MS} ms of warm-up; ratios: medians of the rounds' ratios, range in parentheses)`,
  );
  const columns = MODES.map((m) => pad(NAMES[m], 10)).join("");
  const etcdHead = stores.includes("corespec-etcd") ? pad("etcd/memory", 22) : "";
  console.log(
    `  ${padEnd("", 28)}${columns}${pad("memory/ceiling", 22)}${etcdHead}   ${padEnd("p50 / p99 ms (" + MODES.map((m) => NAMES[m]).join(" | ") + ")", 48)}targets`,
  );
  const range = (xs: readonly number[]) =>
    `${median(xs).toFixed(2)}x (${Math.min(...xs).toFixed(2)}-${Math.max(...xs).toFixed(2)})`;
  for (const scenario of SCENARIOS) {
    const ratio = median(t.ratios.get(scenario)!);
    const etcdRatio = t.etcdRatios.get(scenario)!;
    const lat = MODES.map(
      (m) =>
        `${median(t.cell(m, scenario).p50).toFixed(1)} / ${median(t.cell(m, scenario).p99).toFixed(1)}`,
    ).join(" | ");
    const targets: string[] = [];
    if (scenario === "read") targets.push(`memory >= 0.50x ceiling: ${met(ratio >= 0.5)}`);
    if (etcdRatio.length && scenario !== "create")
      targets.push(`etcd >= 0.8x memory: ${met(median(etcdRatio) >= 0.8)}`);
    if (etcdRatio.length && scenario === "create" && t.etcdOverBare.length)
      targets.push(
        `etcd >= 0.5x a bare etcd client (${int(median(t.bareEtcd))}/s): ${met(median(t.etcdOverBare) >= 0.5)} (${range(t.etcdOverBare)})`,
      );
    console.log(
      `  ${padEnd(LABELS[scenario], 28)}${MODES.map((m) => pad(int(median(t.cell(m, scenario).rps)), 10)).join("")}${pad(range(t.ratios.get(scenario)!), 22)}${etcdRatio.length ? pad(range(etcdRatio), 22) : ""}   ${padEnd(lat, 48)}${targets.join("; ")}`,
    );
  }
  const pages = t.sizes.corespec?.pages ?? PRELOADED / PAGE;
  const paged = t.cell("corespec", "paged");
  console.log(
    `  (a paged walk is ${pages} pages: memory ${int(median(paged.rps) / pages)} whole lists/s by pages, against ${int(median(t.cell("corespec", "list").rps))} in one request)`,
  );
  console.log(
    `  server CPU µs per request (${MODES.map((m) => NAMES[m]).join(" | ")}): ${SCENARIOS.map((sc) => `${sc} ${MODES.map((m) => int(median(t.cell(m, sc).cpuPerRequest))).join(" | ")}`).join("; ")}`,
  );
  const spread = Math.max(
    ...[...t.cells.values()].map((c) => (Math.max(...c.rps) - Math.min(...c.rps)) / median(c.rps)),
  );
  console.log(`  largest spread between rounds of any cell: ${(spread * 100).toFixed(0)}%`);
  const sz = (mode: Mode) => t.sizes[mode] ?? {};
  console.log(
    `  answer sizes (bytes), memory | ceiling: item ${sz("corespec").item} | ${sz("ceiling").item}, list ${int(sz("corespec").list ?? 0)} | ${int(sz("ceiling").list ?? 0)}, page ${int(sz("corespec").page ?? 0)} | ${int(sz("ceiling").page ?? 0)}`,
  );
  for (const [key, c] of t.cells)
    if (Object.keys(c.errors).length)
      console.log(`  UNEXPECTED STATUS ${key}: ${JSON.stringify(c.errors)}`);
  console.log("");
}

function printFanout(f: Awaited<ReturnType<typeof fanouts>>): void {
  console.log(
    `Watch fan-out: ${WATCHERS} open watch streams of PriorityClasses, one create at a time, ${WRITES} writes (after 3 unmeasured), ms from sending the write`,
  );
  console.log(
    `  ${padEnd("", 30)}${pad("answered", 10)}${pad("first", 8)}${pad("all (median)", 14)}${pad("p90", 8)}${pad("max", 8)}   target`,
  );
  for (const mode of MODES) {
    const r = f[mode]!;
    const label = mode === "ceiling" ? "ceiling (bare broadcast)" : `corespec on ${NAMES[mode]}`;
    const target = mode !== "ceiling" ? `all < 100 ms: ${met(median(r.all) < 100)}` : "";
    console.log(
      `  ${padEnd(label, 30)}${pad(median(r.response).toFixed(1), 10)}${pad(median(r.first).toFixed(1), 8)}${pad(median(r.all).toFixed(1), 14)}${pad(quantile(r.all, 0.9).toFixed(1), 8)}${pad(Math.max(...r.all).toFixed(1), 8)}   ${target}`,
    );
    if (r.missing > 0)
      console.log(`  MISSING: ${r.missing} deliveries did not arrive within 5 s (${mode})`);
  }
  console.log(
    `  (opening the ${WATCHERS} watches took ${int(f.corespec!.openMs)} ms on corespec, ${int(f.ceiling!.openMs)} ms on the ceiling; the time includes the load generator reading ${WATCHERS} sockets on one core)`,
  );
  console.log("");
}

function printMemory(m: Awaited<ReturnType<typeof memory>>): void {
  const { mode, empty, full, json, populated } = m;
  console.log(
    `Memory of the ${NAMES[mode]} store's server with ${int(json.objects)} Events stored (created over HTTP: ${int((populated.requests / populated.ms) * 1000)} creates/s${Object.keys(populated.errors).length ? `, UNEXPECTED STATUS ${JSON.stringify(populated.errors)}` : ""})${full.gc ? ", after GC" : " (no --expose-gc: not after GC)"}`,
  );
  console.log(
    `  JSON size of the stored objects: ${mib(json.bytes)} (${int(json.bytes / Math.max(1, json.objects))} bytes per Event)`,
  );
  console.log(
    `  ${padEnd("", 22)}${pad("empty server", 14)}${pad(`${json.objects >= 1000 ? `${Math.round(json.objects / 1000)}k` : json.objects} Events`, 14)}${pad("growth", 12)}${pad("total/JSON", 12)}${pad("growth/JSON", 13)}   target < 3x JSON`,
  );
  for (const [label, a, b] of [
    ["RSS", empty.rss, full.rss],
    ["heap used", empty.heapUsed, full.heapUsed],
  ] as const) {
    const target = `${met(b / json.bytes < 3)} (total), ${met((b - a) / json.bytes < 3)} (growth)`;
    console.log(
      `  ${padEnd(label, 22)}${pad(mib(a), 14)}${pad(mib(b), 14)}${pad(mib(b - a), 12)}${pad(`${(b / json.bytes).toFixed(2)}x`, 12)}${pad(`${((b - a) / json.bytes).toFixed(2)}x`, 13)}   ${target}`,
    );
  }
  if (m.reloaded) {
    const r = m.reloaded;
    console.log(
      `  ${padEnd("after a restart", 22)}${pad("", 14)}${pad(mib(r.rss), 14)}${pad(mib(r.rss - empty.rss), 12)}${pad(`${(r.rss / json.bytes).toFixed(2)}x`, 12)}${pad(`${((r.rss - empty.rss) / json.bytes).toFixed(2)}x`, 13)}   RSS of a fresh server that loaded them from etcd (heap used ${mib(r.heapUsed)}): ${met((r.rss - empty.rss) / json.bytes < 3)} (growth)`,
    );
  }
  const per = (bytes: number) => int(bytes / Math.max(1, json.objects));
  console.log(
    `  per Event: JSON ${per(json.bytes)} bytes, RSS growth ${per(full.rss - empty.rss)} bytes, heap used growth ${per(full.heapUsed - empty.heapUsed)} bytes`,
  );
  console.log(
    `  (heap total ${mib(full.heapTotal)}, external ${mib(full.external)}, array buffers ${mib(full.arrayBuffers)}; the empty server is node, Fastify and every generated module, after 100 creates)`,
  );
  console.log("");
}

await main();
