/**
 * Pattern benchmark: spec patterns a backtracking RegExp takes exponential or polynomial time
 * on (`^(a+)+$` and friends), tested on 10,000-character inputs through the generated validator
 * of test/fixtures/patterns (which uses the linear matcher for them), beside the native RegExp
 * on short inputs (where it already explodes), and the linear matcher against the native
 * RegExp on a pattern proven safe (why safe patterns stay native). Never fails on speed.
 *
 *   npm run bench:patterns
 */
import { mkdir, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { generateFiles } from "../generator/generate.js";
import { linearRegExp } from "../templates/runtime/regexp.js";

const ROOT = fileURLToPath(new URL("../", import.meta.url));
const N = 10_000;

/** Field of the fixture, its pattern, and an input of about N characters that fails it the slow way. */
const CASES: readonly (readonly [string, string, (n: number) => string])[] = [
  ["nested", "^(a+)+$", (n) => `${"a".repeat(n)}!`],
  ["alternation", "(a|a)*b", (n) => "a".repeat(n)],
  ["emptyLoop", "(a*)*b", (n) => "a".repeat(n)],
  ["counted", "(.*a){12}", (n) => `${"a".repeat(11)}${"b".repeat(n)}`],
  ["adjacent", "^\\d+\\d+$", (n) => `${"1".repeat(n)}x`],
  ["unanchored", "a+b", (n) => "a".repeat(n)],
  ["words", "^(\\w+\\s?)*$", (n) => `${"ab ".repeat(Math.ceil(n / 3))}!`],
];

/** Median milliseconds of `runs` calls. */
function time(fn: () => unknown, runs: number): number {
  const xs: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    fn();
    xs.push(performance.now() - t);
  }
  xs.sort((a, b) => a - b);
  return xs[Math.floor(xs.length / 2)]!;
}

/** The largest input length (doubling from 8) the native RegExp tests within `budget` ms, and its time. */
function nativeLimit(
  pattern: string,
  input: (n: number) => string,
  budget: number,
): { n: number; ms: number } {
  const re = new RegExp(pattern, "u");
  let best = { n: 0, ms: 0 };
  for (let n = 8; n <= N; n = Math.ceil(n * 1.25)) {
    const ms = time(() => re.test(input(n)), 1);
    best = { n, ms };
    if (ms > budget) break;
  }
  return best;
}

async function main(): Promise<void> {
  const dir = join(ROOT, ".build/bench-patterns");
  const { files, diagnostics } = await generateFiles(join(ROOT, "test/fixtures/patterns/specs"));
  if (diagnostics.length) throw new Error(JSON.stringify(diagnostics));
  await rm(dir, { recursive: true, force: true });
  for (const file of files) {
    await mkdir(dirname(join(dir, file.path)), { recursive: true });
    await writeFile(join(dir, file.path), file.contents);
  }
  const pkg = (await import(join(dir, "dist/index.js"))) as {
    validateAs(type: string, v: unknown): { valid: boolean };
  };

  console.log(
    `Superlinear patterns, ${N.toLocaleString("en")}-character inputs, one validateAs call each (median of 9):\n`,
  );
  console.log(
    `${"pattern".padEnd(16)} ${"validator ms".padStart(12)}   native RegExp: past 200 ms at`,
  );
  for (const [field, pattern, input] of CASES) {
    const value = input(N);
    const ms = time(() => pkg.validateAs("Patterns", { [field]: value }), 9);
    const native = nativeLimit(pattern, input, 200);
    const nativeText =
      native.ms > 200
        ? `${native.n} characters (${native.ms.toFixed(0)} ms)`
        : `not within ${N} characters (${native.ms.toFixed(1)} ms at ${native.n})`;
    console.log(`${pattern.padEnd(16)} ${ms.toFixed(2).padStart(12)}   ${nativeText}`);
  }

  console.log(
    "\nA pattern proven safe, native RegExp against the linear matcher (valid 63-character DNS labels, 100,000 tests):",
  );
  const label = "^[a-z0-9]([-a-z0-9]*[a-z0-9])?$";
  const inputs = Array.from({ length: 64 }, (_, i) => `a${"b-c".repeat(20)}${i}`);
  const native = new RegExp(label, "u");
  const linear = linearRegExp(label);
  const loop = (re: { test(s: string): boolean }) => () => {
    for (let i = 0; i < 100_000; i++) re.test(inputs[i & 63]!);
  };
  const nativeMs = time(loop(native), 5);
  const linearMs = time(loop(linear), 5);
  console.log(
    `native ${nativeMs.toFixed(1)} ms, linear ${linearMs.toFixed(1)} ms: the linear matcher is ${(linearMs / nativeMs).toFixed(0)}x slower where backtracking is safe`,
  );
  await rm(dir, { recursive: true, force: true });
}

await main();
