/**
 * The load generator of the server benchmark, in its own process: closed-loop request
 * loops over keep-alive connections (client.ts), watch streams, and the population of the
 * memory measurement. Driven over IPC by bench/server.bench.ts.
 */
import { performance } from "node:perf_hooks";
import { Connection, requestBytes, WatchStream } from "./client.js";
import { serveRpc } from "./ipc.js";
import {
  event,
  paths,
  preloadedName,
  priorityClass,
  PRELOADED,
  withServerFields,
  type Mode,
  type Scenario,
} from "./workload.js";

export interface RunResult {
  readonly requests: number;
  readonly ms: number;
  /** Requests whose status was not the expected one, by status. */
  readonly errors: Record<string, number>;
  readonly p50: number;
  readonly p99: number;
  /** CPU time of this process during the run (ms). */
  readonly cpuMs: number;
  /** Response bytes received. */
  readonly bytes: number;
}

/** Keep-alive connections by server port. */
const pools = new Map<number, Connection[]>();
let created = 0;

async function pool(port: number, size: number): Promise<Connection[]> {
  const open = pools.get(port) ?? [];
  if (open.length < size)
    open.push(
      ...(await Promise.all(
        Array.from({ length: size - open.length }, () => Connection.open(port)),
      )),
    );
  pools.set(port, open);
  return open.slice(0, size);
}

/** Runs `step` on every connection in a loop for `ms` milliseconds (or `total` steps in all). */
async function loop(
  conns: Connection[],
  step: (conn: Connection, worker: number, n: number) => Promise<{ status: number; bytes: number }>,
  expected: number,
  limit: { ms?: number; total?: number },
): Promise<RunResult> {
  const latencies: number[] = [];
  const errors: Record<string, number> = {};
  let requests = 0;
  let bytes = 0;
  let issued = 0;
  const cpu = process.cpuUsage();
  const start = performance.now();
  const end = limit.ms !== undefined ? start + limit.ms : Infinity;
  await Promise.all(
    conns.map(async (conn, worker) => {
      for (;;) {
        const now = performance.now();
        if (now >= end) break;
        if (limit.total !== undefined && issued >= limit.total) break;
        const n = issued++;
        const r = await step(conn, worker, n);
        latencies.push(performance.now() - now);
        requests++;
        bytes += r.bytes;
        if (r.status !== expected) errors[r.status] = (errors[r.status] ?? 0) + 1;
      }
    }),
  );
  const ms = performance.now() - start;
  const used = process.cpuUsage(cpu);
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    requests,
    ms,
    errors,
    p50: at(0.5),
    p99: at(0.99),
    cpuMs: (used.user + used.system) / 1000,
    bytes,
  };
}

function continueOf(body: Buffer): string | undefined {
  // The list's metadata comes before its items in both servers' answers.
  const head = body.toString("latin1", 0, Math.min(body.length, 2048));
  return /"continue":"([^"]+)"/.exec(head)?.[1];
}

/** Creates the 500 PriorityClasses the read and list scenarios use. */
async function preload({
  port,
  mode,
  concurrency,
}: {
  port: number;
  mode: Mode;
  concurrency: number;
}): Promise<RunResult> {
  const conns = await pool(port, concurrency);
  const p = paths[mode];
  return loop(
    conns,
    async (conn, _w, n) => {
      let object = priorityClass(preloadedName(n), n);
      if (mode === "ceiling") object = withServerFields(object, n + 1);
      const r = await conn.request(
        requestBytes(port, "POST", p.collection, JSON.stringify(object)),
      );
      return { status: r.status, bytes: r.body.length };
    },
    201,
    { total: PRELOADED },
  );
}

/** One timed run of a scenario. */
async function run({
  port,
  mode,
  scenario,
  concurrency,
  ms,
}: {
  port: number;
  mode: Mode;
  scenario: Scenario;
  concurrency: number;
  ms: number;
}): Promise<RunResult> {
  const conns = await pool(port, concurrency);
  const p = paths[mode];
  const readRequests = Array.from({ length: PRELOADED }, (_, i) =>
    requestBytes(port, "GET", p.item(preloadedName(i))),
  );
  const listRequest = requestBytes(port, "GET", p.collection);
  const firstPage = requestBytes(port, "GET", p.page());
  const tokens: (string | undefined)[] = conns.map(() => undefined);
  switch (scenario) {
    case "read":
      return loop(
        conns,
        async (conn, w, n) => {
          const r = await conn.request(readRequests[(n * 7 + w) % PRELOADED]!);
          return { status: r.status, bytes: r.body.length };
        },
        200,
        { ms },
      );
    case "list":
      return loop(
        conns,
        async (conn) => {
          const r = await conn.request(listRequest);
          return { status: r.status, bytes: r.body.length };
        },
        200,
        { ms },
      );
    case "paged":
      // Each connection walks the whole list page by page (continue tokens), then starts over.
      return loop(
        conns,
        async (conn, w) => {
          const token = tokens[w];
          const r = await conn.request(
            token === undefined ? firstPage : requestBytes(port, "GET", p.page(token)),
          );
          tokens[w] = r.status === 200 ? continueOf(r.body) : undefined;
          return { status: r.status, bytes: r.body.length };
        },
        200,
        { ms },
      );
    case "create":
      return loop(
        conns,
        async (conn) => {
          const i = created++;
          const r = await conn.request(
            requestBytes(
              port,
              "POST",
              p.collection,
              JSON.stringify(priorityClass(`bench-${i}`, i)),
            ),
          );
          return { status: r.status, bytes: r.body.length };
        },
        201,
        { ms },
      );
  }
}

/** The size of one answer of each kind (to check that both servers send the same amount). */
async function sizes({
  port,
  mode,
}: {
  port: number;
  mode: Mode;
}): Promise<Record<string, number>> {
  const [conn] = await pool(port, 1);
  const p = paths[mode];
  const item = await conn!.request(requestBytes(port, "GET", p.item(preloadedName(0))));
  const list = await conn!.request(requestBytes(port, "GET", p.collection));
  const page = await conn!.request(requestBytes(port, "GET", p.page()));
  let pages = 1;
  let token = continueOf(page.body);
  while (token !== undefined) {
    const next = await conn!.request(requestBytes(port, "GET", p.page(token)));
    if (next.status !== 200)
      throw new Error(`page ${pages + 1}: ${next.status} ${next.body.toString().slice(0, 300)}`);
    pages++;
    token = continueOf(next.body);
  }
  for (const [what, r] of [
    ["item", item],
    ["list", list],
    ["page", page],
  ] as const) {
    if (r.status !== 200)
      throw new Error(`${mode} ${what}: ${r.status} ${r.body.toString().slice(0, 300)}`);
  }
  const items = (JSON.parse(list.body.toString()) as { items: unknown[] }).items.length;
  return { item: item.body.length, list: list.body.length, page: page.body.length, pages, items };
}

// ---------------------------------------------------------------------------------------------
// Watch fan-out

let streams: WatchStream[] = [];

async function openWatches({
  port,
  mode,
  count,
}: {
  port: number;
  mode: Mode;
  count: number;
}): Promise<{ opened: number; ms: number }> {
  const [conn] = await pool(port, 1);
  const p = paths[mode];
  // A first object, so the watches start from a real revision and replay nothing.
  const seed = await conn!.request(
    requestBytes(port, "POST", p.collection, JSON.stringify(priorityClass("fanout-seed", 1))),
  );
  if (seed.status !== 201)
    throw new Error(`seed create: ${seed.status} ${seed.body.toString().slice(0, 300)}`);
  const rv = /"resourceVersion":"(\d+)"/.exec(seed.body.toString())?.[1] ?? "1";
  const start = performance.now();
  streams = [];
  // In batches, to stay within the listen backlog.
  for (let i = 0; i < count; i += 100) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(100, count - i) }, () => WatchStream.open(port, p.watch(rv))),
    );
    streams.push(...batch);
  }
  return { opened: streams.length, ms: performance.now() - start };
}

export interface FanoutResult {
  /** From sending the write to the last watcher receiving its event (ms), per write. */
  readonly all: number[];
  /** From sending the write to the first watcher receiving it (ms). */
  readonly first: number[];
  /** From sending the write to its response (ms). */
  readonly response: number[];
  /** Watchers that had not received a write within the timeout, summed over writes. */
  readonly missing: number;
  readonly cpuMs: number;
}

async function fanout({
  port,
  mode,
  writes,
  warmup,
}: {
  port: number;
  mode: Mode;
  writes: number;
  warmup: number;
}): Promise<FanoutResult> {
  const [conn] = await pool(port, 1);
  const p = paths[mode];
  const all: number[] = [];
  const first: number[] = [];
  const response: number[] = [];
  let missing = 0;
  const cpu = process.cpuUsage();
  for (let i = 0; i < warmup + writes; i++) {
    const name = `fanout-${i}`;
    const body = requestBytes(port, "POST", p.collection, JSON.stringify(priorityClass(name, i)));
    let left = streams.length;
    let firstAt = Infinity;
    let lastAt = 0;
    let timer: NodeJS.Timeout | undefined;
    const delivered = new Promise<void>((resolve) => {
      for (const s of streams) {
        s.expect(`"name":"${name}"`, (at) => {
          firstAt = Math.min(firstAt, at);
          lastAt = Math.max(lastAt, at);
          if (--left === 0) resolve();
        });
      }
      timer = setTimeout(resolve, 5000);
    });
    const t0 = performance.now();
    const r = await conn!.request(body);
    const t1 = performance.now();
    if (r.status !== 201)
      throw new Error(`fan-out write: ${r.status} ${r.body.toString().slice(0, 300)}`);
    await delivered;
    clearTimeout(timer);
    if (i >= warmup) {
      missing += left;
      all.push(left === 0 ? lastAt - t0 : Infinity);
      first.push(firstAt - t0);
      response.push(t1 - t0);
    }
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
  const used = process.cpuUsage(cpu);
  return { all, first, response, missing, cpuMs: (used.user + used.system) / 1000 };
}

function closeWatches(): void {
  for (const s of streams) s.close();
  streams = [];
}

// ---------------------------------------------------------------------------------------------
// Memory: Events created over HTTP

async function populate({
  port,
  mode,
  from,
  count,
  concurrency,
}: {
  port: number;
  mode: Mode;
  from: number;
  count: number;
  concurrency: number;
}): Promise<RunResult & { jsonBytes: number }> {
  const conns = await pool(port, concurrency);
  const p = paths[mode];
  let jsonBytes = 0;
  const result = await loop(
    conns,
    async (conn, _w, n) => {
      const doc = event(from + n);
      const r = await conn.request(
        requestBytes(
          port,
          "POST",
          p.events((doc.metadata as { namespace: string }).namespace),
          JSON.stringify(doc),
        ),
      );
      if (r.status === 201) jsonBytes += r.body.length;
      return { status: r.status, bytes: r.body.length };
    },
    201,
    { total: count },
  );
  return { ...result, jsonBytes };
}

/**
 * The ceiling etcd itself sets on creates: what the etcd store does per create (a transaction
 * that puts a key unless it exists), straight from an etcd client, with no HTTP in front.
 */
async function etcdCreates({
  endpoint,
  concurrency,
  ms,
}: {
  endpoint: string;
  concurrency: number;
  ms: number;
}): Promise<RunResult> {
  const { Etcd3 } = await import("etcd3");
  const client = new Etcd3({ hosts: endpoint });
  const prefix = `/bench-bare-${process.pid}-${Date.now()}/`;
  const start = performance.now();
  const end = start + ms;
  const cpu = process.cpuUsage();
  let requests = 0;
  let n = 0;
  const errors: Record<string, number> = {};
  const latencies: number[] = [];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const i = n++;
        const key = Buffer.from(`${prefix}bench-${i}`);
        const t = performance.now();
        const res = await client.kv.txn({
          compare: [{ key, target: "Create", result: "Equal", create_revision: 0 }],
          success: [
            {
              request_put: {
                key,
                value: Buffer.from(
                  JSON.stringify(withServerFields(priorityClass(`bench-${i}`, i), i)),
                ),
              },
            },
          ],
        });
        latencies.push(performance.now() - t);
        if (!res.succeeded) errors.failed = (errors.failed ?? 0) + 1;
        requests++;
      }
    }),
  );
  const elapsed = performance.now() - start;
  const used = process.cpuUsage(cpu);
  client.close();
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    requests,
    ms: elapsed,
    errors,
    p50: at(0.5),
    p99: at(0.99),
    cpuMs: (used.user + used.system) / 1000,
    bytes: 0,
  };
}

/**
 * Patches of the preloaded PriorityClasses' description, each a change: a merge patch, or the
 * same change as a server-side apply (the cost of managedFields, conflicts and the merge).
 */
async function patches({
  port,
  mode,
  kind,
  concurrency,
  ms,
}: {
  port: number;
  mode: Mode;
  kind: "merge" | "apply";
  concurrency: number;
  ms: number;
}): Promise<RunResult> {
  const conns = await pool(port, concurrency);
  const p = paths[mode];
  return loop(
    conns,
    async (conn, w, n) => {
      const name = preloadedName((n * 7 + w) % PRELOADED);
      const description = `Patched ${w}-${n}.`;
      const request =
        kind === "merge"
          ? requestBytes(
              port,
              "PATCH",
              p.item(name),
              JSON.stringify({ description }),
              "application/merge-patch+json",
            )
          : requestBytes(
              port,
              "PATCH",
              `${p.item(name)}?fieldManager=bench&force=true`,
              JSON.stringify({
                apiVersion: "scheduling.core.io/v1",
                kind: "PriorityClass",
                metadata: { name },
                description,
              }),
              "application/apply-patch+yaml",
            );
      const r = await conn.request(request);
      return { status: r.status, bytes: r.body.length };
    },
    200,
    { ms },
  );
}

serveRpc({
  patches,
  etcdCreates,
  preload,
  run,
  sizes,
  openWatches,
  fanout,
  closeWatches,
  populate,
  disconnect: ({ port }: { port: number }) => {
    for (const c of pools.get(port) ?? []) c.close();
    pools.delete(port);
    return true;
  },
});
