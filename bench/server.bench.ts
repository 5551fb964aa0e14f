/**
 * Server benchmark: the generated server (output/dist/server) over loopback, against a bare
 * Fastify app as the ceiling, each server in its own process and the load generator in a
 * third (bench/server/). Prints, measured in the same run:
 *
 * - requests per second for create, read, list (500 PriorityClasses) and list paged by 50,
 *   corespec and the ceiling, medians over rounds, and their ratios;
 * - watch fan-out: 1,000 open watch streams, the time from a write until all have its event;
 * - resident memory (RSS, heap used, after GC) with 100,000 Events stored, against the JSON
 *   size of those objects.
 *
 * Never fails on speed.
 *
 *   npm run bench:server                        # ROUNDS=3 WARMUP_MS=500 MEASURE_MS=2000 ...
 */
import type { ChildProcess } from "node:child_process";
import { cpus, loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { rpc, start, stop } from "./server/ipc.js";
import type { FanoutResult, RunResult } from "./server/load-process.js";
import { PAGE, PRELOADED, type Mode, type Scenario } from "./server/workload.js";

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const ROUNDS = env("ROUNDS", 4);
const WARMUP_MS = env("WARMUP_MS", 500);
const MEASURE_MS = env("MEASURE_MS", 1500);
const CONCURRENCY = env("CONCURRENCY", 32);
const WATCHERS = env("WATCHERS", 1000);
const WRITES = env("WRITES", 15);
const EVENTS = env("EVENTS", 100_000);
/** Which parts to run: throughput, fanout, memory (all by default). */
const PARTS = new Set((process.env.PARTS ?? "throughput,fanout,memory").split(",").map((s) => s.trim()));

const SERVER = fileURLToPath(new URL("./server/server-process.ts", import.meta.url));
const LOAD = fileURLToPath(new URL("./server/load-process.ts", import.meta.url));
const MODES: readonly Mode[] = ["corespec", "ceiling"];
const SCENARIOS: readonly Scenario[] = ["create", "read", "list", "paged"];
const LABELS: Record<Scenario, string> = {
  create: "create PriorityClass",
  read: "read PriorityClass",
  list: `list ${PRELOADED} objects`,
  paged: `list paged by ${PAGE} (pages)`,
};

const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? NaN : s.length % 2 ? s[s.length >> 1]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const quantile = (xs: readonly number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;
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

async function startServer(mode: Mode): Promise<{ child: ChildProcess; port: number }> {
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
  const cell = (mode: Mode, scenario: Scenario) => {
    const key = `${mode}/${scenario}`;
    if (!cells.has(key)) cells.set(key, { rps: [], serverCpu: [], cpuPerRequest: [], clientCpu: [], p50: [], p99: [], errors: {} });
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
      if (Object.keys(pre.errors).length) throw new Error(`${mode}: preload failed: ${JSON.stringify(pre.errors)}`);
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
        await rpc<RunResult>(load, "run", { port, mode, scenario, concurrency: CONCURRENCY, ms: WARMUP_MS });
        const before = await cpuMs(child);
        const r = await rpc<RunResult>(load, "run", { port, mode, scenario, concurrency: CONCURRENCY, ms: MEASURE_MS });
        const after = await cpuMs(child);
        const c = cell(mode, scenario);
        rps[mode] = (r.requests / r.ms) * 1000;
        c.rps.push(rps[mode]!);
        c.serverCpu.push((after - before) / r.ms);
        c.cpuPerRequest.push(((after - before) * 1000) / r.requests);
        c.clientCpu.push(r.cpuMs / r.ms);
        c.p50.push(r.p50);
        c.p99.push(r.p99);
        for (const [status, n] of Object.entries(r.errors)) c.errors[status] = (c.errors[status] ?? 0) + n;
      }
      ratios.get(scenario)!.push(rps.corespec! / rps.ceiling!);
    }
    for (const { child, port } of servers) {
      await rpc(load, "disconnect", { port });
      await stop(child);
    }
  }
  return { cells, sizes, cell, ratios };
}

async function fanouts(load: ChildProcess) {
  const results: Partial<Record<Mode, FanoutResult & { openMs: number }>> = {};
  for (const mode of MODES) {
    const { child, port } = await startServer(mode);
    const opened = await rpc<{ opened: number; ms: number }>(load, "openWatches", { port, mode, count: WATCHERS });
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

async function memory(load: ChildProcess) {
  const { child, port } = await startServer("corespec");
  // The empty server after a few requests (every module loaded, the routes warm).
  await rpc(load, "populate", { port, mode: "corespec", from: 0, count: 100, concurrency: 4 });
  const empty = await rpc<Memory>(child, "memory");
  const populated = await rpc<RunResult & { jsonBytes: number }>(load, "populate", { port, mode: "corespec", from: 100, count: EVENTS - 100, concurrency: CONCURRENCY });
  await rpc(load, "disconnect", { port });
  const full = await rpc<Memory>(child, "memory");
  const json = await rpc<{ objects: number; bytes: number }>(child, "jsonSize");
  await stop(child);
  return { empty, full, json, populated };
}

async function main(): Promise<void> {
  const started = Date.now();
  const load0 = loadavg()[0]!;
  console.log(`corespec server benchmark: node ${process.version}, ${cpus().length} CPUs (${cpus()[0]?.model.trim()}), load average ${load0.toFixed(2)} at start`);
  console.log(`each server in its own process, the load generator in another; loopback; ${CONCURRENCY} keep-alive connections`);
  if (process.env.SERVER_MODULE) console.log(`corespec server from SERVER_MODULE=${process.env.SERVER_MODULE}`);
  if (load0 > cpus().length * 0.5) console.log("the machine is busy with other work: the figures will be noisy (the ratios, measured side by side, less so)");
  console.log("");

  const load = start(LOAD, []);
  try {
    const t = PARTS.has("throughput") ? await throughput(load) : undefined;
    const f = PARTS.has("fanout") ? await fanouts(load) : undefined;
    const m = PARTS.has("memory") ? await memory(load) : undefined;

    if (t) printThroughput(t);
    if (f) printFanout(f);
    if (m) printMemory(m);
    console.log(
      `load average ${load0.toFixed(2)} at start, ${loadavg()[0]!.toFixed(2)} at end${load0 > cpus().length * 0.5 ? " (the machine was busy with other work at the start: figures unreliable)" : ""}; ${((Date.now() - started) / 1000).toFixed(0)} s in all`,
    );
  } finally {
    await stop(load);
  }
}

function printThroughput(t: Awaited<ReturnType<typeof throughput>>): void {
  console.log(`Requests per second (median of ${ROUNDS} rounds, ${MEASURE_MS} ms each after ${WARMUP_MS} ms of warm-up; ratio: median of the rounds' corespec/ceiling)`);
  const head = `  ${padEnd("", 28)}${pad("corespec", 10)}${pad("ceiling", 10)}${pad("ratio (range)", 20)}   ${padEnd("p50 / p99 ms (corespec | ceiling)", 36)}${padEnd("server CPU", 13)}${padEnd("CPU µs/request", 17)}target`;
  console.log(head);
  for (const scenario of SCENARIOS) {
    const c = t.cell("corespec", scenario);
    const b = t.cell("ceiling", scenario);
    const ratio = median(t.ratios.get(scenario)!);
    const lat = `${median(c.p50).toFixed(1)} / ${median(c.p99).toFixed(1)} | ${median(b.p50).toFixed(1)} / ${median(b.p99).toFixed(1)}`;
    const cpu = `${(median(c.serverCpu) * 100).toFixed(0)}% | ${(median(b.serverCpu) * 100).toFixed(0)}%`;
    // The same ratio from CPU time per request: the ceiling's over corespec's.
    const cpuRatio = median(b.cpuPerRequest) / median(c.cpuPerRequest);
    const target = scenario === "read" ? `>= 0.50x ceiling: ${met(ratio >= 0.5)} (by CPU per request: ${cpuRatio.toFixed(2)}x)` : "";
    console.log(
      `  ${padEnd(LABELS[scenario], 28)}${pad(int(median(c.rps)), 10)}${pad(int(median(b.rps)), 10)}${pad(`${ratio.toFixed(2)}x (${Math.min(...t.ratios.get(scenario)!).toFixed(2)}-${Math.max(...t.ratios.get(scenario)!).toFixed(2)})`, 20)}   ${padEnd(lat, 36)}${padEnd(cpu, 13)}${padEnd(`${int(median(c.cpuPerRequest))} | ${int(median(b.cpuPerRequest))}`, 17)}${target}`,
    );
  }
  const pages = t.sizes.corespec?.pages ?? PRELOADED / PAGE;
  const paged = t.cell("corespec", "paged");
  console.log(`  (a paged walk is ${pages} pages: corespec ${int(median(paged.rps) / pages)} whole lists/s by pages, against ${int(median(t.cell("corespec", "list").rps))} in one request)`);
  const spread = Math.max(...[...t.cells.values()].map((c) => (Math.max(...c.rps) - Math.min(...c.rps)) / median(c.rps)));
  console.log(
    `  largest spread between rounds of any cell: ${(spread * 100).toFixed(0)}%; load generator CPU: ${[...t.cells.entries()].map(([k, c]) => `${k} ${(median(c.clientCpu) * 100).toFixed(0)}%`).join(", ")}`,
  );
  const sz = (mode: Mode) => t.sizes[mode] ?? {};
  console.log(
    `  answer sizes (bytes), corespec | ceiling: item ${sz("corespec").item} | ${sz("ceiling").item}, list ${int(sz("corespec").list ?? 0)} | ${int(sz("ceiling").list ?? 0)}, page ${int(sz("corespec").page ?? 0)} | ${int(sz("ceiling").page ?? 0)}`,
  );
  for (const [key, c] of t.cells) if (Object.keys(c.errors).length) console.log(`  UNEXPECTED STATUS ${key}: ${JSON.stringify(c.errors)}`);
  console.log("");
}

function printFanout(f: Awaited<ReturnType<typeof fanouts>>): void {
  console.log(`Watch fan-out: ${WATCHERS} open watch streams of PriorityClasses, one create at a time, ${WRITES} writes (after 3 unmeasured), ms from sending the write`);
  console.log(`  ${padEnd("", 30)}${pad("answered", 10)}${pad("first", 8)}${pad("all (median)", 14)}${pad("p90", 8)}${pad("max", 8)}   target`);
  for (const mode of MODES) {
    const r = f[mode]!;
    const label = mode === "corespec" ? "corespec" : "ceiling (bare broadcast)";
    const target = mode === "corespec" ? `all < 100 ms: ${met(median(r.all) < 100)}` : "";
    console.log(
      `  ${padEnd(label, 30)}${pad(median(r.response).toFixed(1), 10)}${pad(median(r.first).toFixed(1), 8)}${pad(median(r.all).toFixed(1), 14)}${pad(quantile(r.all, 0.9).toFixed(1), 8)}${pad(Math.max(...r.all).toFixed(1), 8)}   ${target}`,
    );
    if (r.missing > 0) console.log(`  MISSING: ${r.missing} deliveries did not arrive within 5 s (${mode})`);
  }
  console.log(
    `  (opening the ${WATCHERS} watches took ${int(f.corespec!.openMs)} ms on corespec, ${int(f.ceiling!.openMs)} ms on the ceiling; the time includes the load generator reading ${WATCHERS} sockets on one core)`,
  );
  console.log("");
}

function printMemory(m: Awaited<ReturnType<typeof memory>>): void {
  const { empty, full, json, populated } = m;
  console.log(
    `Memory with ${int(json.objects)} Events stored (created over HTTP: ${int((populated.requests / populated.ms) * 1000)} creates/s${Object.keys(populated.errors).length ? `, UNEXPECTED STATUS ${JSON.stringify(populated.errors)}` : ""})${full.gc ? ", after GC" : " (no --expose-gc: not after GC)"}`,
  );
  console.log(`  JSON size of the stored objects: ${mib(json.bytes)} (${int(json.bytes / Math.max(1, json.objects))} bytes per Event)`);
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
  const per = (bytes: number) => int(bytes / Math.max(1, json.objects));
  console.log(`  per Event: JSON ${per(json.bytes)} bytes, RSS growth ${per(full.rss - empty.rss)} bytes, heap used growth ${per(full.heapUsed - empty.heapUsed)} bytes`);
  console.log(
    `  (heap total ${mib(full.heapTotal)}, external ${mib(full.external)}, array buffers ${mib(full.arrayBuffers)}; the empty server is node, Fastify and every generated module, after 100 creates)`,
  );
  console.log("");
}

await main();
