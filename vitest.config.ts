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

export default defineConfig(({ mode }) => {
  const quick = mode === "quick";
  return {
    test: {
      include: ["test/**/*.test.ts"],
      exclude: quick ? [...configDefaults.exclude, ...QUICK_EXCLUDE] : configDefaults.exclude,
      testTimeout: 60_000,
      hookTimeout: 60_000,
      // The generator holds caches (ts-morph project, prettier results); forks keep runs isolated.
      pool: "forks",
      // vitest's default is one worker fewer than the cores: on a 2-core machine, one file at a
      // time. The quick run's files are units that start no servers, so they use every core;
      // the full run keeps the default, its end-to-end files starting servers and etcd of their own.
      ...(quick ? { maxWorkers: availableParallelism() } : {}),
      // Read by test/helpers/runs.ts: fewer fast-check runs in the quick run.
      env: quick ? { CORESPEC_QUICK: "1" } : {},
      reporters: ["default", "./test/reporters/file-times.ts"],
    },
  };
});
