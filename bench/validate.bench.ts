/**
 * Validation benchmark: operations per second of corespec's generated validators on valid
 * and invalid PriorityClass, Event and AuthenticationConfiguration documents (64 distinct
 * objects per case), side by side with ajv (as general-purpose tools use it, and tuned for
 * speed), zod 4, and a small hand-written validator as the ceiling. Each variant runs in
 * its own child process (bench/validate/worker.ts), in several rounds whose order rotates;
 * the figures are medians. Before timing, every variant's error fields are compared. The
 * ratio to the ceiling that the targets are read on comes from one process running corespec
 * and the ceiling in alternating slices, so both see the same CPU (worker.ts `pair`).
 * Also: cold start (import to first result, fresh processes), the size of the generated
 * modules and of a bundled application, MAX_ERRORS and how time grows with the input.
 * Never fails on speed.
 *
 *   npm run bench:validate   # ROUNDS=5 MEASURE_MS=400 WARMUP_MS=150 COLD_RUNS=9 SLICE_MS=50 SLICES=16
 */
import { execFileSync } from "node:child_process";
import { buildSync } from "esbuild";
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath, pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { writeAjvStandalone } from "./validate/ajv-standalone.js";
import { buildCases, DOCS_PER_CASE, type Case } from "./validate/cases.js";
import { sameFields, wantedFields } from "./validate/variant.js";
import type { PairReport, ScaleReport, TimeReport } from "./validate/worker.js";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
const WORKER = join(ROOT, "bench/validate/worker.ts");
const DIST = join(ROOT, "output/dist");
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const WARMUP_MS = Number(process.env.WARMUP_MS ?? 150);
const MEASURE_MS = Number(process.env.MEASURE_MS ?? 400);
const COLD_RUNS = Number(process.env.COLD_RUNS ?? 9);
const SLICE_MS = Number(process.env.SLICE_MS ?? 50);
const SLICES = Number(process.env.SLICES ?? 16);

const VARIANTS = [
  { id: "corespec", label: "corespec" },
  { id: "ajv", label: "ajv" },
  { id: "ajv-fast", label: "ajv tuned" },
  { id: "zod", label: "zod 4" },
  { id: "handwritten", label: "hand-written" },
] as const;
type VariantId = (typeof VARIANTS)[number]["id"];
const label = (id: VariantId) => VARIANTS.find((v) => v.id === id)!.label;

const median = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const lastLine = (text: string) => text.trim().split("\n").at(-1)!;

function worker(args: (string | number)[]): string {
  const run = () =>
    execFileSync(process.execPath, ["--import", "tsx", WORKER, ...args.map(String)], {
      cwd: ROOT,
      encoding: "utf8",
      maxBuffer: 1 << 26,
      stdio: ["ignore", "pipe", "pipe"], // ajv prints a deprecation notice for `unicode: false` on stderr
    });
  try {
    return run();
  } catch (error) {
    // One retry: a generation swapping output/ in at that moment makes an import fail.
    process.stderr.write(
      `  worker ${args.join(" ")} failed (${
        String((error as { stderr?: string }).stderr ?? error)
          .trim()
          .split("\n")[0]
      }); retrying once\n`,
    );
    return run();
  }
}

// ---------------------------------------------------------------------------------------------
// 1. The error fields of every variant, compared before any timing.

function checkFields(cases: readonly Case[]): number {
  const fields = {} as Record<VariantId, Record<string, string[][]>>;
  for (const v of VARIANTS)
    fields[v.id] = JSON.parse(lastLine(worker([v.id, "check"]))) as Record<string, string[][]>;
  const invalid = cases.filter((c) => !c.valid);
  const valid = cases.filter((c) => c.valid);
  const nInvalid = invalid.length * DOCS_PER_CASE;
  let schemaFields = 0;
  let ruleFields = 0;
  let minErrors = Infinity;
  let maxErrors = 0;
  for (const c of invalid)
    for (const e of c.expected) {
      schemaFields += e.schema.length;
      ruleFields += e.rule.length;
      minErrors = Math.min(minErrors, e.schema.length + e.rule.length);
      maxErrors = Math.max(maxErrors, e.schema.length + e.rule.length);
    }
  console.log(
    `\nError fields, checked before timing (${invalid.length * DOCS_PER_CASE} invalid documents with ${minErrors}-${maxErrors} invalid fields each: on average ${(schemaFields / nInvalid).toFixed(1)} the JSON Schemas can see and ${(ruleFields / nInvalid).toFixed(1)} only rules can)`,
  );
  let differences = 0;
  for (const v of VARIANTS) {
    const problems: string[] = [];
    let rejectedValid = 0;
    for (const c of valid)
      fields[v.id][c.name]!.forEach((got, i) => {
        if (got.length === 0) return;
        rejectedValid++;
        problems.push(`${c.name} #${i}: rejected, errors on ${got.join(", ")}`);
      });
    let agree = 0;
    for (const c of invalid) {
      c.docs.forEach((_, i) => {
        const got = fields[v.id][c.name]![i]!;
        const corespec = fields.corespec[c.name]![i]!;
        const diff = sameFields(wantedFields(v.id, c.expected[i]!, corespec), got);
        if (diff === undefined) agree++;
        else problems.push(`${c.name} #${i}: ${diff}`);
      });
    }
    const against =
      v.id === "corespec"
        ? "the fields the cases were built to break"
        : v.id === "handwritten"
          ? "corespec's fields"
          : "corespec's fields, less those only rules see";
    console.log(
      `  ${label(v.id).padEnd(13)} valid documents accepted ${valid.length * DOCS_PER_CASE - rejectedValid}/${valid.length * DOCS_PER_CASE}; invalid ones with the same fields as ${against}: ${agree}/${nInvalid}`,
    );
    for (const p of problems.slice(0, 8)) console.log(`      DIFFERENCE ${p}`);
    if (problems.length > 8) console.log(`      ... and ${problems.length - 8} more`);
    differences += problems.length;
  }
  return differences;
}

// ---------------------------------------------------------------------------------------------
// 2. Throughput: every variant in its own process, rounds in rotated order.

function timeVariants(cases: readonly Case[]): Record<VariantId, Record<string, number[]>> {
  const ops = {} as Record<VariantId, Record<string, number[]>>;
  for (const v of VARIANTS)
    ops[v.id] = Object.fromEntries(cases.map((c) => [c.name, [] as number[]]));
  for (let round = 0; round < ROUNDS; round++) {
    const start = performance.now();
    for (let i = 0; i < VARIANTS.length; i++) {
      const v = VARIANTS[(i + round) % VARIANTS.length]!;
      const report = JSON.parse(
        lastLine(worker([v.id, "time", round, WARMUP_MS, MEASURE_MS])),
      ) as TimeReport;
      for (const [name, value] of Object.entries(report.ops)) ops[v.id][name]!.push(value);
    }
    process.stderr.write(
      `  round ${round + 1}/${ROUNDS} done in ${((performance.now() - start) / 1000).toFixed(1)} s\n`,
    );
  }
  return ops;
}

/**
 * corespec against the ceiling in one process, in alternating slices (worker.ts `pair`): the
 * ceiling's documents per second over corespec's, by case, one ratio a round.
 */
function pairedRatios(cases: readonly Case[]): Record<string, number[]> {
  const ratios = Object.fromEntries(cases.map((c) => [c.name, [] as number[]]));
  for (let round = 0; round < ROUNDS; round++) {
    const r = JSON.parse(
      lastLine(worker(["corespec", "pair", "handwritten", round, SLICE_MS, SLICES])),
    ) as PairReport;
    for (const c of cases) ratios[c.name]!.push(r.second[c.name]! / r.first[c.name]!);
    process.stderr.write(`  paired round ${round + 1}/${ROUNDS} done\n`);
  }
  return ratios;
}

// ---------------------------------------------------------------------------------------------
// 3. Cold start: a fresh plain-node process, from the import to the first validation result.

interface ColdTarget {
  readonly name: string;
  readonly script: string;
}

function coldScript(specifier: string, call: string, doc: unknown): string {
  return [
    "const t0 = performance.now();",
    `const m = await import(${JSON.stringify(specifier)});`,
    `const r = ${call}(${JSON.stringify(doc)});`,
    "const t1 = performance.now();",
    "console.log(JSON.stringify({ ms: t1 - t0, result: r.valid ?? r }));",
  ].join("\n");
}

function coldTargets(cases: readonly Case[], work: string): ColdTarget[] {
  const first = (name: string) => cases.find((c) => c.name === name)!.docs[0];
  const pc = first("PriorityClass valid");
  const ev = first("Event valid");
  const authn = first("AuthenticationConfiguration valid");
  const url = (p: string) => pathToFileURL(join(DIST, p)).href;
  const empty = join(work, "empty.mjs");
  writeFileSync(empty, "export const ok = true;\n");
  const ajvScript = [
    "const t0 = performance.now();",
    'const { Ajv2020 } = await import("ajv/dist/2020.js");',
    'const addFormats = (await import("ajv-formats")).default;',
    'const { readdirSync, readFileSync } = await import("node:fs");',
    `const dir = ${JSON.stringify(join(ROOT, "output/schemas"))};`,
    "const ajv = addFormats(new Ajv2020({ allErrors: true, strict: true, strictTypes: false, allowUnionTypes: true }));",
    'for (const f of readdirSync(dir, { recursive: true }).map(String).filter((f) => f.endsWith(".json"))) ajv.addSchema(JSON.parse(readFileSync(dir + "/" + f, "utf8")));',
    `const ok = ajv.getSchema("scheduling.core.io/v1/PriorityClass.json")(${JSON.stringify(pc)});`,
    "console.log(JSON.stringify({ ms: performance.now() - t0, result: ok }));",
  ].join("\n");
  const standalone = join(work, "priority-class.ajv-standalone.cjs");
  writeAjvStandalone("PriorityClass", standalone);
  return [
    {
      name: "an empty ES module (what any first import costs)",
      script: coldScript(pathToFileURL(empty).href, "((x) => ({ valid: m.ok }))", null),
    },
    {
      name: "dist/index.js, validate (a PriorityClass)",
      script: coldScript(url("index.js"), "m.validate", pc),
    },
    {
      name: "dist/index.js, validate (an Event)",
      script: coldScript(url("index.js"), "m.validate", ev),
    },
    {
      name: "dist/index.js, validate (an AuthenticationConfiguration)",
      script: coldScript(url("index.js"), "m.validate", authn),
    },
    {
      name: "subpath ./scheduling.core.io, v1.validatePriorityClass",
      script: coldScript(url("groups/scheduling.core.io.js"), "m.v1.validatePriorityClass", pc),
    },
    {
      name: "subpath ./events.core.io, v1.validateEvent",
      script: coldScript(url("groups/events.core.io.js"), "m.v1.validateEvent", ev),
    },
    {
      name: "subpath ./apiserver.core.io, v1beta1.validateAuthenticationConfiguration",
      script: coldScript(
        url("groups/apiserver.core.io.js"),
        "m.v1beta1.validateAuthenticationConfiguration",
        authn,
      ),
    },
    {
      name: "baseline: ajv standalone code (compiled ahead of time), PriorityClass",
      script: coldScript(
        pathToFileURL(standalone).href,
        "((doc) => ({ valid: m.default(doc) }))",
        pc,
      ),
    },
    {
      name: "baseline: ajv + ajv-formats, add all schemas, compile PriorityClass, validate",
      script: ajvScript,
    },
  ];
}

/**
 * Each target's times, run two ways: from a program's own ES module (`node app.mjs`: the
 * module loader is up before the import, as in any ES module program) and from `node -e`
 * (which starts the loader at the import: about 6 ms more on Node 20).
 */
function coldStart(targets: readonly ColdTarget[]): {
  fromFile: Map<string, number[]>;
  fromEval: Map<string, number[]>;
} {
  const fromFile = new Map(targets.map((t) => [t.name, [] as number[]]));
  const fromEval = new Map(targets.map((t) => [t.name, [] as number[]]));
  // Inside the checkout, so the baselines' bare imports (ajv) resolve as they do from -e.
  mkdirSync(join(ROOT, ".build"), { recursive: true });
  const dir = mkdtempSync(join(ROOT, ".build/cold-start-"));
  const files = targets.map((t, i) => {
    const file = join(dir, `target-${i}.mjs`);
    writeFileSync(file, t.script);
    return file;
  });
  try {
    for (let run = 0; run < COLD_RUNS; run++) {
      for (let i = 0; i < targets.length * 2; i++) {
        const at = (i + run) % (targets.length * 2);
        const t = targets[at % targets.length]!;
        const fromModule = at < targets.length;
        const args = fromModule ? [files[at]!] : ["--input-type=module", "-e", t.script];
        const out = execFileSync(process.execPath, args, { cwd: ROOT, encoding: "utf8" });
        const { ms, result } = JSON.parse(lastLine(out)) as { ms: number; result: unknown };
        if (result !== true)
          throw new Error(
            `cold start "${t.name}": the first result is ${JSON.stringify(result)}, not valid`,
          );
        (fromModule ? fromFile : fromEval).get(t.name)!.push(ms);
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return { fromFile, fromEval };
}

// ---------------------------------------------------------------------------------------------
// 4. Module sizes and run-time code generation.

/** A module and every module of dist it imports statically; bare imports (packages) apart. */
function importClosure(entries: readonly string[]): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    const text = readFileSync(file, "utf8");
    for (const m of text.matchAll(
      /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s*"([^"]+)"|(?:^|\n)\s*import\s*"([^"]+)"/g,
    )) {
      const spec = m[1] ?? m[2]!;
      if (spec.startsWith(".")) queue.push(resolve(dirname(file), spec));
      else if (!spec.startsWith("node:")) packages.add(spec);
    }
  }
  return { files, packages };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const sizeOf = (files: Iterable<string>) => [...files].reduce((n, f) => n + statSync(f).size, 0);
const gzipOf = (files: Iterable<string>) =>
  [...files].reduce((n, f) => n + gzipSync(readFileSync(f)).length, 0);

function packageDir(name: string): string {
  return join(ROOT, "node_modules", name);
}

function sizes(): void {
  const validators = [
    "validators/scheduling.core.io/v1.js",
    "validators/events.core.io/v1.js",
    "validators/apiserver.core.io/v1beta1.js",
  ].map((f) => join(DIST, f));
  console.log("\nGenerated module size (bytes on disk; gzip in parentheses)");
  for (const f of validators)
    console.log(
      `  ${relative(DIST, f).padEnd(62)} ${kb(statSync(f).size).padStart(10)} (${kb(gzipSync(readFileSync(f)).length)})`,
    );
  console.log(
    `  ${"the three validators modules".padEnd(62)} ${kb(sizeOf(validators)).padStart(10)} (${kb(gzipOf(validators))})`,
  );
  const closure = importClosure(validators);
  console.log(
    `  ${`with the dist modules they import (${closure.files.size} modules)`.padEnd(62)} ${kb(sizeOf(closure.files)).padStart(10)} (${kb(gzipOf(closure.files))})`,
  );
  for (const p of closure.packages) {
    const dir = packageDir(p);
    const js = readdirSync(dir, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith(".js") && !f.includes("node_modules"))
      .map((f) => join(dir, f));
    console.log(
      `  ${`  + package ${p} (imported at load by apiserver's validators)`.padEnd(62)} ${kb(sizeOf(js)).padStart(10)} (${kb(gzipOf(js))})`,
    );
  }
  const all = readdirSync(DIST, { recursive: true })
    .map(String)
    .map((f) => join(DIST, f))
    .filter((f) => statSync(f).isFile());
  const js = all.filter((f) => f.endsWith(".js"));
  const dts = all.filter((f) => f.endsWith(".d.ts"));
  console.log(
    `  ${`whole package dist: ${js.length} .js modules`.padEnd(62)} ${kb(sizeOf(js)).padStart(10)} (${kb(gzipOf(js))})`,
  );
  console.log(
    `  ${`whole package dist: ${dts.length} .d.ts files`.padEnd(62)} ${kb(sizeOf(dts)).padStart(10)}`,
  );
  console.log(
    `  ${`whole package dist: all ${all.length} files`.padEnd(62)} ${kb(sizeOf(all)).padStart(10)}`,
  );
  // What an application ships once a bundler has dropped what it does not use (the package's
  // factories are marked pure, and it declares no side effects).
  const app = (label: string, source: string) => {
    const out = buildSync({
      stdin: { contents: source, resolveDir: ROOT, loader: "js" },
      bundle: true,
      write: false,
      format: "esm",
      platform: "node",
      logLevel: "silent",
    });
    const bytes = out.outputFiles[0]!.contents;
    console.log(
      `  ${`an application bundled with esbuild: ${label}`.padEnd(62)} ${kb(bytes.length).padStart(10)} (${kb(gzipSync(bytes).length)})`,
    );
  };
  // Through the package's name, as an application imports it: its exports' conditions then apply
  // (a bundler takes the root that imports every group-version, since the root dispatches on any kind).
  app(
    "v1.validatePriorityClass",
    `import { v1 } from "@corespec/api/scheduling.core.io";\nconsole.log(v1.validatePriorityClass({}).valid);`,
  );
  app(
    "validate (the root)",
    `import { validate } from "@corespec/api";\nconsole.log(validate({}).valid);`,
  );
  const generated = [...js].filter((f) =>
    /\bnew Function\s*\(|\beval\s*\(/.test(readFileSync(f, "utf8")),
  );
  console.log(
    `  code generated at run time (new Function / eval in dist): ${generated.length === 0 ? "none" : generated.map((f) => relative(DIST, f)).join(", ")}`,
  );
}

// ---------------------------------------------------------------------------------------------
// 5. Tables.

const fmtOps = (x: number) =>
  x >= 1e6 ? `${(x / 1e6).toFixed(2)} M` : `${(x / 1e3).toFixed(0)} k`;
const fmtRatio = (x: number) => `${x.toFixed(2)}x`;

function table(header: readonly string[], rows: readonly (readonly string[])[]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: readonly string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  console.log(`  ${line(header)}`);
  console.log(`  ${widths.map((w) => "-".repeat(w)).join("  ")}`);
  for (const r of rows) console.log(`  ${line(r)}`);
}

/** The issue's targets for corespec, by case: [most times the ceiling, least times ajv, least times zod]. */
function targets(c: Case): { ceiling: number; ajv?: number; zod?: number } {
  if (c.valid)
    return {
      ceiling: 1.25,
      ajv: c.kind === "PriorityClass" ? 1.7 : c.kind === "Event" ? 3 : undefined,
    };
  return { ceiling: 1.5, ajv: 4, zod: 15 };
}

function report(
  cases: readonly Case[],
  ops: Record<VariantId, Record<string, number[]>>,
  paired: Record<string, number[]>,
): void {
  const med = (v: VariantId, c: Case) => median(ops[v][c.name]!);
  let spread = 0;
  let noisiest = "";
  for (const v of VARIANTS)
    for (const c of cases) {
      const xs = ops[v.id][c.name]!;
      const s = (Math.max(...xs) - Math.min(...xs)) / median(xs);
      if (s > spread) [spread, noisiest] = [s, `${v.label}, ${c.name}`];
    }
  console.log(
    `\nThroughput: documents validated per second, median of ${ROUNDS} rounds, each variant in its own process`,
  );
  console.log(
    `  (largest spread of a cell over the rounds, (max-min)/median: ${(spread * 100).toFixed(0)}%, ${noisiest})`,
  );
  table(
    ["case", ...VARIANTS.map((v) => v.label)],
    cases.map((c) => [c.name, ...VARIANTS.map((v) => fmtOps(med(v.id, c)))]),
  );

  console.log(
    "\nRatios. Time per document relative to the hand-written ceiling (1.00x = the ceiling; higher is slower):",
  );
  table(
    [
      "case",
      ...VARIANTS.filter((v) => v.id !== "handwritten").map((v) => v.label),
      "corespec target",
    ],
    cases.map((c) => {
      const ceil = med("handwritten", c);
      return [
        c.name,
        ...VARIANTS.filter((v) => v.id !== "handwritten").map((v) => fmtRatio(ceil / med(v.id, c))),
        `<= ${targets(c).ceiling}x`,
      ];
    }),
  );
  console.log(
    `\ncorespec against the ceiling in one process, in alternating ${SLICE_MS} ms slices (the ratio the target is read on;`,
  );
  console.log(
    `  separate processes see different CPUs on a shared machine): time per document, median and range of ${ROUNDS} rounds`,
  );
  table(
    ["case", "corespec / ceiling", "range", "target", "met"],
    cases.map((c) => {
      const xs = paired[c.name]!;
      return [
        c.name,
        fmtRatio(median(xs)),
        `${fmtRatio(Math.min(...xs))}-${fmtRatio(Math.max(...xs))}`,
        `<= ${targets(c).ceiling}x`,
        median(xs) <= targets(c).ceiling ? "yes" : "no",
      ];
    }),
  );
  console.log(
    "\nRatios. corespec's speed-up (corespec documents/s over the other's; above 1.00x corespec is faster; the ceiling's target read in one process):",
  );
  table(
    ["case", "vs ajv", "vs ajv tuned", "vs zod 4", "vs hand-written", "targets", "met"],
    cases.map((c) => {
      const cs = med("corespec", c);
      const t = targets(c);
      const goals: string[] = [`<= ${t.ceiling}x ceiling time`];
      let met = median(paired[c.name]!) <= t.ceiling;
      if (t.ajv !== undefined) {
        goals.push(`>= ${t.ajv}x ajv`);
        met &&= cs / med("ajv", c) >= t.ajv;
      }
      if (t.zod !== undefined) {
        goals.push(`>= ${t.zod}x zod`);
        met &&= cs / med("zod", c) >= t.zod;
      }
      return [
        c.name,
        fmtRatio(cs / med("ajv", c)),
        fmtRatio(cs / med("ajv-fast", c)),
        fmtRatio(cs / med("zod", c)),
        fmtRatio(cs / med("handwritten", c)),
        goals.join(", "),
        met ? "yes" : "no",
      ];
    }),
  );
}

function scaleReport(s: ScaleReport): void {
  console.log(`\nErrors and input size (corespec, PriorityClass with n labels, one warm process)`);
  console.log(
    `  MAX_ERRORS (exported by the package): a validation collects at most ${s.maxErrors} errors, then stops walking the input`,
  );
  for (let i = 0; i < s.valid.length; i++) {
    const v = s.valid[i]!;
    const b = s.invalid[i]!;
    console.log(
      `  n = ${String(v.n).padStart(6)}: valid labels ${(v.us / 1000).toFixed(3).padStart(8)} ms (${((v.us * 1000) / v.n).toFixed(0).padStart(4)} ns/label); invalid labels ${(b.us / 1000).toFixed(3).padStart(8)} ms, ${String(b.errors).padStart(4)} errors returned`,
    );
  }
}

/** Which generated code is measured: the commit, and whether output/ differs from it. */
function outputState(): string {
  try {
    const git = (...args: string[]) =>
      execFileSync("git", args, {
        cwd: ROOT,
        encoding: "utf8",
        stdio: ["ignore", "pipe", "ignore"],
      }).trim();
    const changed = git("status", "--porcelain", "--", "output").split("\n").filter(Boolean).length;
    return `output/ as of commit ${git("rev-parse", "--short", "HEAD")}${changed ? `, with ${changed} uncommitted changed file(s)` : ""}`;
  } catch {
    return "output/ (no git here to say which commit)";
  }
}

/** Figures taken while other work loads this machine say little: say so (`own`: the load this run adds itself). */
function busy(when: string, own = 0): void {
  const load = loadavg()[0]!;
  const cores = cpus().length;
  const note =
    load > cores * 0.5 + own
      ? ": the machine is busy with other work, the figures are unreliable"
      : "";
  console.log(`  load average ${when}: ${load.toFixed(2)} on ${cores} cores${note}`);
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const started = performance.now();
  const cases = buildCases();
  console.log(
    `corespec validation benchmark: node ${process.version}, ${cpus().length} x ${cpus()[0]?.model ?? "cpu"}`,
  );
  console.log(
    `  ${cases.length} cases x ${DOCS_PER_CASE} distinct documents; ${VARIANTS.length} variants (${VARIANTS.map((v) => v.label).join(", ")}); ${ROUNDS} rounds of ${WARMUP_MS} ms warm-up + ${MEASURE_MS} ms per case`,
  );
  console.log(`  ${outputState()}`);
  busy("at the start");
  console.log(
    "  ajv and zod check what the JSON Schemas express; they skip the cross-field rules, the per-kind ObjectMeta rules,",
  );
  console.log(
    "  create-only requirements, byte limits and CEL syntax, which corespec and the hand-written ceiling check.",
  );

  const differences = checkFields(cases);
  if (differences > 0)
    console.log(
      `  ${differences} difference(s) printed above; timing goes on (the benchmark never fails).`,
    );

  process.stderr.write("Timing...\n");
  const ops = timeVariants(cases);
  const paired = pairedRatios(cases);

  const work = mkdtempSync(join(tmpdir(), "corespec-bench-validate-"));
  try {
    const cold = coldStart(coldTargets(cases, work));
    report(cases, ops, paired);
    console.log(
      `\nCold start: a fresh \`node\` process, from the dynamic import to the first validation result (median of ${COLD_RUNS} runs)`,
    );
    console.log(`  ${"".padEnd(84)} ${"node app.mjs".padStart(24)}  ${"node -e".padStart(24)}`);
    const cell = (xs: number[]) =>
      `${median(xs).toFixed(1)} ms (${Math.min(...xs).toFixed(1)}-${Math.max(...xs).toFixed(1)})`.padStart(
        24,
      );
    for (const [name, xs] of cold.fromFile)
      console.log(`  ${name.padEnd(84)} ${cell(xs)}  ${cell(cold.fromEval.get(name)!)}`);
    console.log(
      "  targets: a group subpath under 5 ms, the root under 15 ms, beside ajv standalone's",
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }

  sizes();
  scaleReport(JSON.parse(lastLine(worker(["corespec", "scale"]))) as ScaleReport);
  busy("at the end (this run adds about 1)", 1);
  console.log(
    `\nTotal time ${((performance.now() - started) / 1000).toFixed(0)} s. Speed never fails this benchmark.`,
  );
}

await main();
