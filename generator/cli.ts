/** The `corespec` command line. */
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { Command, Option } from "commander";
import { addServerCommands } from "./cli-server.js";
import { rootPath } from "./paths.js";
// Each command loads its own modules when it runs, so the others cost nothing at start-up.

/** The packages to validate with and serve: a spec project's (a corespec.yaml here) in output/, else corespec's own. */
const PACKAGE = existsSync("corespec.yaml") ? resolve("output") : rootPath("output");
const SERVER_PACKAGE = join(PACKAGE, "server");

/** corespec's own version, from its package.json. */
function corespecVersion(): string {
  const { version } = JSON.parse(readFileSync(rootPath("package.json"), "utf8")) as {
    version?: unknown;
  };
  return typeof version === "string" ? version : "unknown";
}

const program = new Command()
  .name("corespec")
  .description(
    "Schema-first code generator and validation toolkit for Kubernetes-style APIs: `corespec init DIR` starts a spec project of your own.",
  )
  .version(corespecVersion(), "-V, --version", "print corespec's version")
  .showHelpAfterError()
  .exitOverride((error) => process.exit(error.exitCode === 0 ? 0 : 2));

program
  .command("init")
  .description(
    "Write a new spec project into DIR: corespec.yaml, one API group with one served kind in specs/, and a README.",
  )
  .argument("<dir>", "a new or empty directory")
  .addOption(new Option("--group <group>", "the API group").default("example.com"))
  .addOption(new Option("--kind <kind>", "the kind").default("Widget"))
  .addOption(
    new Option("--plural <plural>", "its resource name (default: the kind's plural, lower case)"),
  )
  .addOption(
    new Option("--scope <scope>", "its scope")
      .choices(["Namespaced", "Cluster"])
      .default("Namespaced"),
  )
  .addOption(
    new Option(
      "--name <name>",
      "the API package's npm name (default: DIR's name); the server package is <name>-server",
    ),
  )
  .addOption(
    new Option(
      "--title <title>",
      'the API\'s name in what corespec prints and writes (default: "<group> API")',
    ),
  )
  .addOption(new Option("--license <spdx>", "the packages' license").default("Apache-2.0"))
  .addOption(new Option("--repository <url>", "the packages' repository"))
  .action(async (dir: string, options: import("./commands/init.js").InitCommandOptions) => {
    process.exitCode = (await import("./commands/init.js")).runInit(dir, options);
  });

program
  .command("generate")
  .description(
    "Generate output/ from specs/: TypeScript types, JSON Schemas and the package files.",
  )
  .addOption(new Option("--specs <dir>", "the spec directory").default("specs"))
  .addOption(new Option("--out <dir>", "the output directory").default("output"))
  .addOption(
    new Option(
      "--check",
      "write nothing; list stale, missing and orphaned files and exit 1 if any",
    ).conflicts("watch"),
  )
  .addOption(new Option("--watch", "regenerate on every spec change"))
  .action(async (options: { specs: string; out: string; check?: boolean; watch?: boolean }) => {
    const dirs = { specsDir: resolve(options.specs), outDir: resolve(options.out) };
    const { directoryProblem, runGenerate } = await import("./commands/generate.js");
    const problem = directoryProblem(options, dirs);
    if (problem !== undefined) {
      process.stderr.write(`corespec generate: ${problem}\n`);
      process.exitCode = 2;
    } else if (options.watch) await (await import("./commands/watch.js")).runWatch(dirs);
    else process.exitCode = await runGenerate({ ...dirs, check: options.check ?? false });
  });

program
  .command("validate")
  .description(
    "Validate YAML or JSON files (multi-document YAML too; directories recursively; - for standard input) with the generated validators.",
  )
  .argument(
    "<inputs...>",
    "files, directories (their .yaml, .yml and .json files) or - for standard input",
  )
  .addOption(
    new Option(
      "--output <format>",
      "text; json (resources and a summary), junit (XML) or tap (TAP 13)",
    )
      .choices(["text", "json", "junit", "tap"])
      .default("text"),
  )
  .addOption(new Option("--strict", "unknown and duplicate fields are errors, not warnings"))
  .addOption(
    new Option(
      "--skip <kinds>",
      "kinds not to check, comma-separated: Lease, or apiVersion/kind as coordination.core.io/v1/Lease",
    ),
  )
  .addOption(
    new Option(
      "--ignore-missing-schemas",
      "skip a kind the package does not know, with a note, instead of an error",
    ),
  )
  .addOption(
    new Option("--summary", "print the counts at the end: valid, invalid, errors, skipped"),
  )
  .addOption(
    new Option("--package <dir>", "the generated package to validate with").default(
      PACKAGE,
      "output/ of the spec project here, else corespec's",
    ),
  )
  .addOption(
    new Option(
      "--feature-gates <gates>",
      "Kubernetes feature gates, as the components take them: LoggingAlphaOptions=true,...",
    ),
  )
  .addHelpText(
    "after",
    "\nExit codes: 0 every document valid or skipped; 1 a document invalid or not checkable; 2 a usage error,\nthe package not loadable, or an input not readable to its end (2 wins over 1).",
  )
  .action(
    async (
      files: string[],
      options: {
        output: "text" | "json" | "junit" | "tap";
        strict?: boolean;
        skip?: string;
        ignoreMissingSchemas?: boolean;
        summary?: boolean;
        package: string;
        featureGates?: string;
      },
    ) => {
      const { runValidate } = await import("./commands/validate.js");
      process.exitCode = await runValidate(files, {
        output: options.output,
        strict: options.strict ?? false,
        summary: options.summary ?? false,
        skip: options.skip ?? "",
        ignoreMissingSchemas: options.ignoreMissingSchemas ?? false,
        packageEntry: resolve(options.package, "dist/index.js"),
        featureGates: options.featureGates ?? "",
      });
    },
  );

program
  .command("diff")
  .description(
    "Compare two versions of the specs by Kubernetes' API change rules: each change breaking or compatible, with file:line:col on both sides, and the release it needs. Exit 1 when a change breaks a served non-alpha version.",
  )
  .argument(
    "[trees...]",
    "OLD NEW: two spec directories; with --base, the working tree's spec directory (default specs)",
  )
  .addOption(
    new Option(
      "--base <git-ref>",
      "compare the spec directory as committed at this git ref (the old side) with the working tree's",
    ),
  )
  .addOption(
    new Option("--output <format>", "text, or json: { changes, exports, summary }")
      .choices(["text", "json"])
      .default("text"),
  )
  .action(async (trees: string[], options: { base?: string; output: "text" | "json" }) => {
    const { runDiff } = await import("./commands/diff.js");
    process.exitCode = await runDiff(trees, {
      output: options.output,
      ...(options.base !== undefined ? { base: options.base } : {}),
    });
  });

addServerCommands(program, SERVER_PACKAGE);

await program.parseAsync(process.argv);
