/**
 * Generation benchmark: cold full generations and --check in fresh processes, an
 * incremental --watch-style regeneration in a warm process, and, in the same run, the
 * baseline of json-schema-to-typescript turning the same JSON Schemas into types alone.
 * Prints medians with their ranges, and ratios; never fails on speed.
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const work = mkdtempSync(join(tmpdir(), "corespec-bench-"));

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (x: number) => `${x.toFixed(0).padStart(6)} ms`;
/** The spread of a measurement: the machine is shared, so a median alone can mislead. */
const range = (xs: number[]) =>
  `(${Math.min(...xs).toFixed(0)}-${Math.max(...xs).toFixed(0)})`.padEnd(14);

function timeProcess(args: string[], env: Record<string, string> = {}): number {
  const start = performance.now();
  execFileSync(process.execPath, args, {
    cwd: ROOT,
    stdio: "ignore",
    env: { ...process.env, ...env },
  });
  return performance.now() - start;
}

/** The baseline: json-schema-to-typescript compiling every generated JSON Schema, cold. */
const BASELINE = `
import { compile } from "json-schema-to-typescript";
import { readdirSync, readFileSync } from "node:fs";
import { join, dirname } from "node:path";
const dir = process.argv[2];
const files = readdirSync(dir, { recursive: true }).map(String).filter((f) => f.endsWith(".json")).sort();
for (const f of files) {
  const schema = JSON.parse(readFileSync(join(dir, f), "utf8"));
  await compile(schema, schema.title, { cwd: join(dir, dirname(f)), bannerComment: "", declareExternallyReferenced: false, format: true });
}
`;

async function main(): Promise<void> {
  const baselineScript = join(work, "baseline.mjs");
  writeFileSync(
    baselineScript,
    BASELINE.replace(
      'from "json-schema-to-typescript"',
      `from ${JSON.stringify(join(ROOT, "node_modules/json-schema-to-typescript/dist/src/index.js"))}`,
    ),
  );
  const schemas = join(ROOT, "output/schemas");
  const schemaCount = readdirSync(schemas, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith(".json")).length;

  const cold: number[] = [];
  const coldCached: number[] = [];
  const check: number[] = [];
  const baseline: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    // Rotate the order so no variant always runs on a warmer machine.
    const variants = [
      () =>
        cold.push(
          timeProcess(["bin/corespec.js", "generate", "--out", join(work, `out-${round}`)], {
            CORESPEC_NO_CACHE: "1",
          }),
        ),
      () =>
        coldCached.push(
          timeProcess(["bin/corespec.js", "generate", "--out", join(work, `cached-${round}`)]),
        ),
      () => check.push(timeProcess(["bin/corespec.js", "generate", "--check"])),
      () => baseline.push(timeProcess([baselineScript, schemas])),
    ];
    for (let i = 0; i < variants.length; i++) variants[(i + round) % variants.length]!();
  }

  // Incremental: a warm process regenerates after one spec edit, as --watch does.
  const { generate } = await import("../generator/generate.js");
  const specs = join(work, "specs");
  const out = join(work, "incremental-out");
  cpSync(join(ROOT, "specs"), specs, { recursive: true });
  await generate({ specsDir: specs, outDir: out });
  const target = join(specs, "scheduling.core.io/v1.yaml");
  const original = readFileSync(target, "utf8");
  const incremental: number[] = [];
  for (let round = 0; round < ROUNDS * 2; round++) {
    writeFileSync(target, original.replace("Free text", `Free text (edit ${round})`));
    const start = performance.now();
    await generate({ specsDir: specs, outDir: out });
    incremental.push(performance.now() - start);
  }

  const base = median(baseline);
  console.log(
    `corespec generation benchmark (${ROUNDS} rounds, medians (min-max); ${schemaCount} JSON Schemas; load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")})`,
  );
  console.log(
    `  full cold generation (new process, no cache)        ${ms(median(cold))} ${range(cold)} ${(median(cold) / base).toFixed(2)}x baseline   target < 2000 ms`,
  );
  console.log(
    `  full cold generation (new process, format cache)    ${ms(median(coldCached))} ${range(coldCached)} ${(median(coldCached) / base).toFixed(2)}x baseline`,
  );
  console.log(
    `  generate --check (new process, format cache)       ${ms(median(check))} ${range(check)} ${(median(check) / base).toFixed(2)}x baseline`,
  );
  console.log(
    `  incremental regeneration (warm process, 1 edit)     ${ms(median(incremental))} ${range(incremental)} ${(median(incremental) / base).toFixed(2)}x baseline   target < 300 ms`,
  );
  console.log(
    `  baseline: json-schema-to-typescript, same schemas to types alone (new process)  ${ms(base)} ${range(baseline)}`,
  );
  console.log(
    "  (no cache: no content cache of format or compile results; the runtime, the same in every package, is compiled by `npm run build`)",
  );
  rmSync(work, { recursive: true, force: true });
}

await main();
