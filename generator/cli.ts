/** The `corespec` command line. */
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { Command, Option } from "commander";
import { runGenerate } from "./commands/generate.js";
import { runServe } from "./commands/serve.js";
import { runValidate } from "./commands/validate.js";
import { runWatch } from "./commands/watch.js";

/** The package corespec generates, beside the generator (whatever the current directory). */
const PACKAGE = fileURLToPath(new URL("../output", import.meta.url));

const program = new Command()
  .name("corespec")
  .description("Schema-first code generator and validation toolkit for the core.io control-plane API.")
  .showHelpAfterError()
  .exitOverride((error) => process.exit(error.exitCode === 0 ? 0 : 2));

program
  .command("generate")
  .description("Generate output/ from specs/: TypeScript types, JSON Schemas and the package files.")
  .addOption(new Option("--specs <dir>", "the spec directory").default("specs"))
  .addOption(new Option("--out <dir>", "the output directory").default("output"))
  .addOption(new Option("--check", "write nothing; list stale, missing and orphaned files and exit 1 if any").conflicts("watch"))
  .addOption(new Option("--watch", "regenerate on every spec change"))
  .action(async (options: { specs: string; out: string; check?: boolean; watch?: boolean }) => {
    const dirs = { specsDir: resolve(options.specs), outDir: resolve(options.out) };
    if (options.watch) await runWatch(dirs);
    else process.exitCode = await runGenerate({ ...dirs, check: options.check ?? false });
  });

program
  .command("validate")
  .description("Validate YAML or JSON files (multi-document YAML too; directories recursively; - for standard input) with the generated validators.")
  .argument("<inputs...>", "files, directories (their .yaml, .yml and .json files) or - for standard input")
  .addOption(new Option("--output <format>", "text, or json for a machine-readable report").choices(["text", "json"]).default("text"))
  .addOption(new Option("--strict", "unknown and duplicate fields are errors, not warnings"))
  .addOption(new Option("--package <dir>", "the generated package to validate with").default(PACKAGE, "corespec's output/"))
  .action(async (files: string[], options: { output: "text" | "json"; strict?: boolean; package: string }) => {
    process.exitCode = await runValidate(files, { output: options.output, strict: options.strict ?? false, packageEntry: resolve(options.package, "dist/index.js") });
  });

program
  .command("serve")
  .description("Run the generated API server (output/dist/server) on an in-memory store, listening on 127.0.0.1.")
  .addOption(new Option("--port <port>", "the port to listen on").default("8080").argParser((v) => Number.parseInt(v, 10)))
  .addOption(new Option("--host <host>", "the address to listen on").default("127.0.0.1"))
  .addOption(new Option("--package <dir>", "the generated package to serve").default(PACKAGE, "corespec's output/"))
  .addOption(new Option("--log", "log every request"))
  .action(async (options: { port: number; host: string; package: string; log?: boolean }) => {
    await runServe({ port: options.port, host: options.host, packageEntry: resolve(options.package, "dist/server/index.js"), logger: options.log ?? false });
  });

await program.parseAsync(process.argv);
