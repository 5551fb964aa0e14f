/**
 * `corespec diff` benchmark: the command in fresh processes on corespec's own specs (the tree
 * against itself, and against HEAD through git), against `corespec --help` (the command's
 * start-up) measured in the same rounds; and in one process, the comparison of two loaded models
 * against loading one tree (what any command that reads the specs pays). Prints medians with
 * their ranges, and ratios; never fails on speed.
 */
import { spawnSync } from "node:child_process";
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { diffModels } from "../generator/diff/index.js";
import { loadSpecs } from "../generator/load/index.js";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
const ROUNDS = Number(process.env.ROUNDS ?? 7);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ms = (x: number) => `${x.toFixed(1).padStart(7)} ms`;
const range = (xs: number[]) =>
  `(${Math.min(...xs).toFixed(0)}-${Math.max(...xs).toFixed(0)})`.padEnd(12);

/** Reports the process's CPU time (user + system, ms) on stderr at exit: on a shared machine it says more than the wall time. */
const CPU_HOOK = `data:text/javascript,process.on("exit",()=>{const u=process.cpuUsage();process.stderr.write("cpu-ms "+(u.user+u.system)/1000+"\\n")})`;

/** One fresh process: its wall time and its CPU time. */
function timeProcess(args: string[]): { wall: number; cpu: number } {
  const start = performance.now();
  const run = spawnSync(process.execPath, ["--import", CPU_HOOK, "bin/corespec.js", ...args], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "pipe"],
    env: { ...process.env, CORESPEC_REQUIRE_BUILD: "1" },
  });
  const wall = performance.now() - start;
  const stderr = run.stderr.toString();
  if (run.status !== 0 && run.status !== 1)
    throw new Error(`corespec ${args.join(" ")}: exit ${String(run.status)}: ${stderr}`); // 1: a breaking change, a result
  return { wall, cpu: Number(/cpu-ms ([\d.]+)/.exec(stderr)?.[1] ?? Number.NaN) };
}

async function main(): Promise<void> {
  const before = loadavg()[0]!;
  const help: { wall: number; cpu: number }[] = [];
  const self: { wall: number; cpu: number }[] = [];
  const base: { wall: number; cpu: number }[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const variants = [
      () => help.push(timeProcess(["--help"])),
      () => self.push(timeProcess(["diff", "specs", "specs"])),
      () => base.push(timeProcess(["diff", "--base", "HEAD"])),
    ];
    for (let i = 0; i < variants.length; i++) variants[(i + round) % variants.length]!();
  }
  const load: number[] = [];
  const compare: number[] = [];
  const specs = `${ROOT}specs`;
  for (let round = 0; round < ROUNDS; round++) {
    process.env.CORESPEC_NO_CACHE = "1"; // each load parses every file, as a fresh process does
    let start = performance.now();
    const a = (await loadSpecs(specs)).model!;
    load.push(performance.now() - start);
    const b = (await loadSpecs(specs)).model!;
    start = performance.now();
    const result = diffModels(a, b);
    compare.push(performance.now() - start);
    if (result.changes.length !== 0) throw new Error("the specs differ from themselves");
  }
  const after = loadavg()[0]!;
  const line = (name: string, xs: number[], ratio: string) =>
    process.stdout.write(`${name.padEnd(44)}${ms(median(xs))} ${range(xs)}${ratio}\n`);
  process.stdout.write(
    `corespec diff, ${ROUNDS} rounds (load average ${before.toFixed(1)} -> ${after.toFixed(1)}; figures are unreliable above 2 on this 2-core machine)\n\n`,
  );
  for (const what of ["wall", "cpu"] as const) {
    const of = (xs: { wall: number; cpu: number }[]) => xs.map((x) => x[what]);
    process.stdout.write(
      `fresh processes (${what === "wall" ? "wall time" : "CPU time, user + system"})\n`,
    );
    line("  corespec --help (start-up, baseline)", of(help), "");
    line(
      "  corespec diff specs specs",
      of(self),
      `  ${(median(of(self)) / median(of(help))).toFixed(1)}x start-up`,
    );
    line(
      "  corespec diff --base HEAD",
      of(base),
      `  ${(median(of(base)) / median(of(help))).toFixed(1)}x start-up`,
    );
  }
  process.stdout.write("\nin one process\n");
  line("  load the specs once (baseline)", load, "");
  line(
    "  compare two loaded models (no change)",
    compare,
    `  ${(median(compare) / median(load)).toFixed(2)}x one load`,
  );
}

await main();
