/**
 * The big-list workload of the server benchmark (issue 35, item 3): BIG_OBJECTS Leases of
 * about 1.2 MiB each (labels, and the managedFields entry that lists each one, so that a
 * Table's rows are as big as the items) are listed as JSON, pretty JSON, gzip and Table, one
 * at a time and then all four at once, while a client in a worker thread asks /healthz every
 * 20 ms. Prints the probe's worst wait beside its worst wait with no load, how long each list
 * took, and the server's resident memory before and at its peak during each run (VmRSS of
 * /proc/<pid>/status, read by this process every 10 ms, so that it is read while the server
 * stalls too). The lists are read by this process and thrown away as they arrive.
 */
import { readFileSync } from "node:fs";
import { request } from "node:http";
import { startStallProbe, type ProbeReport } from "../../test/server-http/stall-probe.js";

/** How many big Leases are stored (the issue's 150 make 179 MiB of JSON). */
export const BIG_OBJECTS = Number(process.env.BIG_OBJECTS ?? 150);
/** Labels per Lease: 7,400 of about 100 bytes, with their managedFields, are 1.2 MiB stored. */
const LABELS = Number(process.env.BIG_LABELS ?? 7_400);
const LEASES = "/apis/coordination.core.io/v1/namespaces/big/leases";
const TABLE = "application/json;as=Table;v=v1;g=meta.k8s.io";

export const BIG_LISTS: readonly {
  readonly label: string;
  readonly query: string;
  readonly headers: Record<string, string>;
}[] = [
  { label: "JSON", query: "", headers: {} },
  { label: "pretty", query: "?pretty=true", headers: {} },
  { label: "gzip", query: "", headers: { "accept-encoding": "gzip" } },
  { label: "Table", query: "", headers: { accept: TABLE } },
];

export interface BigListRun {
  readonly label: string;
  /** Wall time until every list of the run had arrived. */
  readonly ms: number;
  /** Bytes received (compressed, for gzip), all lists of the run. */
  readonly bytes: number;
  readonly probe: ProbeReport;
  /** The server's highest resident memory seen during the run, bytes (0 without /proc). */
  readonly peakRss: number;
}

/** Hex digits from a small deterministic generator (xorshift32), so that gzip has work to do. */
function hex(state: { s: number }, length: number): string {
  let out = "";
  while (out.length < length) {
    state.s ^= state.s << 13;
    state.s ^= state.s >>> 17;
    state.s ^= state.s << 5;
    out += (state.s >>> 0).toString(16).padStart(8, "0");
  }
  return out.slice(0, length);
}

function bigLease(i: number): string {
  const state = { s: 0x9e3779b9 ^ (i + 1) };
  const labels: Record<string, string> = {};
  for (let j = 0; j < LABELS; j++) labels[`k${j}.example.com/l-${hex(state, 24)}`] = hex(state, 60);
  return JSON.stringify({
    apiVersion: "coordination.core.io/v1",
    kind: "Lease",
    metadata: { name: `big-${i}`, labels },
    spec: { holderIdentity: `holder-${i}` },
  });
}

/** One request; the answer's bytes are counted and dropped. */
function fetchCounting(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const all =
      body === undefined
        ? headers
        : {
            ...headers,
            "content-type": "application/json",
            "content-length": String(Buffer.byteLength(body)),
          };
    const req = request(
      { host: "127.0.0.1", port, method, path, headers: all, agent: false },
      (res) => {
        let bytes = 0;
        res.on("data", (chunk: Buffer) => (bytes += chunk.length));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, bytes }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** Stores the big Leases, four creates at a time. */
export async function populateBig(port: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < BIG_OBJECTS; i = next++) {
      const answer = await fetchCounting(port, "POST", LEASES, {}, bigLease(i));
      if (answer.status !== 201) throw new Error(`creating big Lease ${i}: ${answer.status}`);
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
}

/** The probe's worst wait over `ms` with nothing else to do. */
export async function idleProbe(port: number, ms = 2000): Promise<ProbeReport> {
  const probe = startStallProbe(`http://127.0.0.1:${port}`);
  await new Promise((resolve) => setTimeout(resolve, ms));
  return probe.stop();
}

/** Reads the resident memory of process `pid` every 10 ms until stop(), which answers the highest seen (0 without /proc). */
function sampleRss(pid: number): { stop(): number } {
  let peak = 0;
  const read = () => {
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
      if (match) peak = Math.max(peak, Number(match[1]) * 1024);
    } catch {
      // no /proc: no figure
    }
  };
  read();
  const timer = setInterval(read, 10);
  return {
    stop() {
      clearInterval(timer);
      read();
      return peak;
    },
  };
}

/** Each list alone, then all four at once, each under the probe; `pid` is the server's process. */
export async function bigListRuns(port: number, pid: number): Promise<BigListRun[]> {
  const runs: BigListRun[] = [];
  const run = async (label: string, lists: typeof BIG_LISTS) => {
    const probe = startStallProbe(`http://127.0.0.1:${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const rss = sampleRss(pid);
    const begin = performance.now();
    const answers = await Promise.all(
      lists.map((l) => fetchCounting(port, "GET", `${LEASES}${l.query}`, l.headers)),
    );
    const ms = performance.now() - begin;
    const peakRss = rss.stop();
    const seen = await probe.stop();
    const failed = answers.find((a) => a.status !== 200);
    if (failed) throw new Error(`big list ${label}: ${failed.status}`);
    runs.push({
      label,
      ms,
      bytes: answers.reduce((sum, a) => sum + a.bytes, 0),
      probe: seen,
      peakRss,
    });
  };
  for (const list of BIG_LISTS) await run(list.label, [list]);
  await run("all four at once", BIG_LISTS);
  return runs;
}

export interface BigListReport {
  readonly store: string;
  readonly idle: ProbeReport;
  readonly runs: readonly BigListRun[];
  /** Resident memory after the creates, after GC. */
  readonly rssBefore: number;
}

export function printBigLists(r: BigListReport): void {
  const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
  console.log(
    `Big lists on the ${r.store} store: ${BIG_OBJECTS} Leases, ${mib(r.runs[0]?.bytes ?? 0)} of JSON per list, while a client asks /healthz every 20 ms (worst wait, ms)`,
  );
  console.log(
    `  ${"no load".padEnd(20)}${r.idle.worstMs.toFixed(0).padStart(8)} ms worst /healthz wait (${r.idle.probes} probes)`,
  );
  for (const run of r.runs) {
    const target = `< 200 ms: ${run.probe.worstMs < 200 ? "met" : "NOT met"}`;
    console.log(
      `  ${run.label.padEnd(20)}${run.probe.worstMs.toFixed(0).padStart(8)} ms worst /healthz wait (${run.probe.probes} probes${run.probe.failures ? `, ${run.probe.failures} FAILED` : ""}), ${(run.probe.worstMs / Math.max(1, r.idle.worstMs)).toFixed(1)}x no load; lists took ${(run.ms / 1000).toFixed(1)} s for ${mib(run.bytes)}, peak RSS ${mib(run.peakRss)} (+${mib(run.peakRss - r.rssBefore)})   ${target}`,
    );
  }
  console.log(
    `  (server RSS ${mib(r.rssBefore)} after the creates, after GC; peak RSS: the highest VmRSS read every 10 ms during the run)`,
  );
  console.log("");
}
