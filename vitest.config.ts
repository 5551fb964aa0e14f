import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";

/**
 * What `npm run test:quick` (`vitest run --mode quick`) leaves out: the end-to-end files, each
 * of which starts processes or tools (the server over HTTP with etcd, kubectl and Chromium; the
 * command line run as a user runs it; npm pack and installs; tsc, swagger-parser and Redocly
 * on the published documents; a cold generation in a fresh process). What stays is the inner
 * loop: the generator, its golden output and fixtures, the validators, the runtime and the
 * server's units. `npm test` runs everything.
 */
export const QUICK_EXCLUDE = [
  "test/server-http/**", // the generated server over HTTP, etcd, kubectl, client-node
  "test/cli*.test.ts", // the corespec command, spawned per case; the compiled command
  "test/validate-cli.test.ts", // `corespec validate` spawned per case (positions, stdin, exit codes)
  "test/validate-bounds.test.ts", // `corespec validate` on hostile input in small heaps
  "test/validate-flags.test.ts", // `corespec validate`'s flags, spawned per case
  "test/write-swap.test.ts", // generations killed with SIGKILL at each step of writing
  "test/docs-page.test.ts", // the reference page in headless Chromium
  "test/spec-project.test.ts", // spec projects through the command line
  "test/package.test.ts", // npm pack, installs, esbuild bundles
  "test/incremental.test.ts", // regenerations in a warm process
  "test/diff/cli.test.ts", // `corespec diff` spawned per case
  "test/compile.test.ts", // the runtime compiled as `npm run build` does
  "test/content-cache.test.ts", // the format and compile cache across runs
  "test/openapi-tools.test.ts", // tsc, swagger-parser and Redocly on the published documents
  "test/generation-imports.test.ts", // a cold generation in a fresh process
];

/**
 * Quick-run files that test pure functions of the generated package and its runtime (tables of
 * given/want cases over output/dist): they share their worker processes, sparing a process start
 * and an import of the package per file. The fidelity summary stays apart: it imports the table
 * files afresh to count their cases. Every other file, and every file of `npm test`, runs in a
 * process of its own.
 */
export const QUICK_SHARED = ["test/runtime/**/*.test.ts", "test/validators/**/*.test.ts", "test/fidelity/**/*.test.ts"];
const QUICK_SHARED_APART = ["test/fidelity/summary.test.ts"];

export default defineConfig(({ mode }) => {
  const quick = mode === "quick";
  const common = {
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // The generator holds caches (ts-morph project, prettier results); forks keep runs isolated.
    pool: "forks",
    // Read by test/helpers/runs.ts: fewer fast-check runs in the quick run.
    env: quick ? { CORESPEC_QUICK: "1" } : {},
  } as const;
  const exclude = (...globs: string[]) => [...configDefaults.exclude, ...globs];
  return {
    test: {
      reporters: ["default", "./test/reporters/file-times.ts"],
      ...(quick
        ? {
            // vitest's default is one worker fewer than the cores: on a 2-core machine, one file
            // at a time. The quick run's files start no servers, so they use every core.
            maxWorkers: availableParallelism(),
            projects: [
              { test: { ...common, name: "shared", include: QUICK_SHARED, exclude: exclude(...QUICK_SHARED_APART), isolate: false } },
              { test: { ...common, name: "isolated", include: ["test/**/*.test.ts"], exclude: exclude(...QUICK_EXCLUDE, ...QUICK_SHARED) } },
              { test: { ...common, name: "apart", include: QUICK_SHARED_APART } },
            ],
          }
        : // The full run keeps vitest's default workers: its end-to-end files start servers and etcd.
          { ...common, include: ["test/**/*.test.ts"] }),
    },
  };
});
