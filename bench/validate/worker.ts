/**
 * One child process of the validation benchmark: loads one variant (and no other, so no
 * JIT state is shared) and either reports the error fields of every document (`check`) or
 * times every case (`time`), printing JSON on its last line.
 *
 *   node --import tsx bench/validate/worker.ts VARIANT check
 *   node --import tsx bench/validate/worker.ts VARIANT time ROUND WARMUP_MS MEASURE_MS
 *   node --import tsx bench/validate/worker.ts corespec scale
 *   node --import tsx bench/validate/worker.ts corespec pair handwritten ROUND SLICE_MS SLICES
 *
 * `pair` loads two variants into one process and times them in alternating slices, case by
 * case: both then run on the same CPU in the same moments. On a shared virtual machine two
 * processes running the very same code measured up to 1.6x apart (one vCPU slower than the
 * other, or a neighbour busy for a while); alternating slices cancel that out of the ratio.
 */
import { performance } from "node:perf_hooks";
import { buildCases, type Case } from "./cases.js";
import type { Variant } from "./variant.js";

export interface TimeReport {
  /** Operations (documents validated) per second, by case name. */
  readonly ops: Record<string, number>;
  readonly sink: number;
}

export interface PairReport {
  /** Documents per second of each variant, by case, over the same alternating slices. */
  readonly first: Record<string, number>;
  readonly second: Record<string, number>;
  readonly sink: number;
}

export interface ScaleReport {
  readonly maxErrors: number;
  /** Valid PriorityClass with n labels: microseconds per validation. */
  readonly valid: { n: number; us: number }[];
  /** PriorityClass with n invalid labels: microseconds per validation and errors returned. */
  readonly invalid: { n: number; us: number; errors: number }[];
}

function timeCase(
  variant: Variant,
  c: Case,
  warmupMs: number,
  measureMs: number,
): { ops: number; sink: number } {
  const run = variant.run[c.kind];
  const docs = c.docs;
  const n = docs.length;
  let sink = 0;
  let start = performance.now();
  while (performance.now() - start < warmupMs) for (let i = 0; i < n; i++) sink += run(docs[i]);
  let count = 0;
  let now: number;
  start = performance.now();
  do {
    for (let i = 0; i < n; i++) sink += run(docs[i]);
    count += n;
    now = performance.now();
  } while (now - start < measureMs);
  return { ops: (count * 1000) / (now - start), sink };
}

/** Two variants timed in alternating slices of `sliceMs`, each case after a warm-up of both. */
function pair(
  a: Variant,
  b: Variant,
  cases: readonly Case[],
  round: number,
  sliceMs: number,
  slices: number,
): PairReport {
  const first: Record<string, number> = {};
  const second: Record<string, number> = {};
  let sink = 0;
  for (let i = 0; i < cases.length; i++) {
    const c = cases[(i + round) % cases.length]!;
    const slice = (v: Variant) => {
      const r = timeCase(v, c, 0, sliceMs);
      sink += r.sink;
      return r.ops;
    };
    for (let w = 0; w < 4; w++) {
      slice(a);
      slice(b);
    }
    let sa = 0;
    let sb = 0;
    for (let k = 0; k < slices; k++) {
      // Each goes first half of the time.
      if (k % 2 === 0) [sa, sb] = [sa + slice(a), sb + slice(b)];
      else [sb, sa] = [sb + slice(b), sa + slice(a)];
    }
    first[c.name] = sa / slices;
    second[c.name] = sb / slices;
  }
  return { first, second, sink };
}

/** Microseconds per call of `f`, repeated for about `ms`. */
function perCall(f: () => unknown, ms: number): number {
  f();
  let count = 0;
  const start = performance.now();
  let now: number;
  do {
    f();
    count++;
    now = performance.now();
  } while (now - start < ms);
  return ((now - start) * 1000) / count;
}

async function scale(): Promise<ScaleReport> {
  const validate = (await import("../../output/dist/groups/scheduling.core.io.js")).v1
    .validatePriorityClass;
  const doc = (labels: Record<string, string>) => ({
    apiVersion: "scheduling.core.io/v1",
    kind: "PriorityClass",
    metadata: { name: "scale", labels },
    value: 1,
  });
  const valid: ScaleReport["valid"] = [];
  const invalid: ScaleReport["invalid"] = [];
  for (const n of [100, 1_000, 10_000, 100_000]) {
    const good: Record<string, string> = {};
    const bad: Record<string, string> = {};
    for (let i = 0; i < n; i++) {
      good[`example.com/key-${i}`] = `value-${i}`;
      bad[`example.com/key-${i}`] = `-bad value ${i}-`;
    }
    const g = doc(good);
    const b = doc(bad);
    valid.push({ n, us: perCall(() => validate(g), 150) });
    invalid.push({ n, us: perCall(() => validate(b), 150), errors: validate(b).errors.length });
  }
  return { maxErrors: (await import("../../output/dist/index.js")).MAX_ERRORS, valid, invalid };
}

async function main(): Promise<void> {
  const [name, mode, ...rest] = process.argv.slice(2);
  if (mode === "scale") {
    console.log(JSON.stringify(await scale()));
    return;
  }
  const { load } = (await import(`./${name}.js`)) as { load: () => Variant | Promise<Variant> };
  const variant = await load();
  const cases = buildCases();
  if (mode === "pair") {
    const [other, round, sliceMs, slices] = rest as [string, string, string, string];
    const { load: loadOther } = (await import(`./${other}.js`)) as {
      load: () => Variant | Promise<Variant>;
    };
    console.log(
      JSON.stringify(
        pair(variant, await loadOther(), cases, Number(round), Number(sliceMs), Number(slices)),
      ),
    );
    return;
  }
  if (mode === "check") {
    const fields: Record<string, string[][]> = {};
    for (const c of cases) fields[c.name] = c.docs.map((d) => variant.fields[c.kind](d));
    console.log(JSON.stringify(fields));
    return;
  }
  const [round, warmupMs, measureMs] = rest.map(Number) as [number, number, number];
  // Rotate the order of the cases too: shared helpers see the kinds in a different order each round.
  const ops: Record<string, number> = {};
  let sink = 0;
  for (let i = 0; i < cases.length; i++) {
    const c = cases[(i + round) % cases.length]!;
    const r = timeCase(variant, c, warmupMs, measureMs);
    ops[c.name] = r.ops;
    sink += r.sink;
  }
  const report: TimeReport = { ops, sink };
  console.log(JSON.stringify(report));
}

await main();
