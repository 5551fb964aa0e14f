/** The `corespec` command line. */
import { resolve } from "node:path";
import { Command, InvalidArgumentError, Option } from "commander";
import { rootPath } from "./paths.js";
import type { SecurityFlags } from "./commands/serve-security.js";
// Each command loads its own modules when it runs, so the others cost nothing at start-up.

/** The packages corespec generates, beside the generator (whatever the current directory). */
const PACKAGE = rootPath("output");
const SERVER_PACKAGE = rootPath("output/server");

/** A `--port` value: a whole number from 0 to 65535, as Node's listen() takes it. */
function portNumber(value: string): number {
  const port = /^\d{1,5}$/.test(value) ? Number(value) : Number.NaN;
  if (!(port <= 65535)) throw new InvalidArgumentError("a port is a whole number from 0 to 65535.");
  return port;
}

/** The security flags of `serve` that were given (issue 34). */
function securityFlags(options: SecurityFlags): SecurityFlags {
  const keys = ["tlsCertFile", "tlsPrivateKeyFile", "clientCaFile", "authenticationConfig", "authorizationConfig", "insecureBindAny", "auditPolicyFile", "auditLogPath", "eventRateLimitConfig"] as const;
  return Object.fromEntries(keys.filter((k) => options[k] !== undefined).map((k) => [k, options[k]])) as SecurityFlags;
}

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
  .description("Validate YAML or JSON files (multi-document YAML too; directories recursively; - for standard input) with the generated validators.")
  .argument("<inputs...>", "files, directories (their .yaml, .yml and .json files) or - for standard input")
  .addOption(new Option("--output <format>", "text, or json for a machine-readable report").choices(["text", "json"]).default("text"))
  .addOption(new Option("--strict", "unknown and duplicate fields are errors, not warnings"))
  .addOption(new Option("--package <dir>", "the generated package to validate with").default(PACKAGE, "corespec's output/"))
  .addOption(new Option("--feature-gates <gates>", "Kubernetes feature gates, as the components take them: LoggingAlphaOptions=true,..."))
  .action(async (files: string[], options: { output: "text" | "json"; strict?: boolean; package: string; featureGates?: string }) => {
    const { runValidate } = await import("./commands/validate.js");
    process.exitCode = await runValidate(files, { output: options.output, strict: options.strict ?? false, packageEntry: resolve(options.package, "dist/index.js"), featureGates: options.featureGates ?? "" });
  });

program
  .command("serve")
  .description("Run the generated API server (output/server) on an in-memory store or on etcd, listening on 127.0.0.1.")
  .addOption(new Option("--port <port>", "the port to listen on (0: any free one)").default(8080).argParser(portNumber))
  .addOption(new Option("--host <host>", "the address to listen on").default("127.0.0.1"))
  .addOption(new Option("--storage <store>", "where objects live").choices(["memory", "etcd"]).default("memory"))
  .addOption(new Option("--etcd-endpoints <urls>", "etcd client URLs, comma-separated (with --storage etcd)").default("http://127.0.0.1:2379"))
  .addOption(new Option("--etcd-prefix <prefix>", "the etcd key prefix of every object (with --storage etcd)").default("/registry"))
  .addOption(new Option("--package <dir>", "the generated server package to serve").default(SERVER_PACKAGE, "corespec's output/server/"))
  .addOption(new Option("--feature-gates <gates>", "feature gates to switch from Kubernetes' defaults: Name=true,Other=false").default(""))
  .addOption(new Option("--leader-elect-config <file>", "a LeaderElectionConfiguration (YAML or JSON) for the controllers' leader election through a Lease; Kubernetes' defaults otherwise"))
  .addOption(new Option("--no-controllers", "run no controllers (ResourcePoolStatusRequests then stay pending)"))
  .addOption(new Option("--log", "log every request"))
  // Security (issue 34): TLS, client certificates, authentication and authorization.
  .addOption(new Option("--tls-cert-file <file>", "serve HTTPS (HTTP/2 or HTTP/1.1) with this PEM certificate (chain)"))
  .addOption(new Option("--tls-private-key-file <file>", "the PEM private key of --tls-cert-file"))
  .addOption(new Option("--client-ca-file <file>", "PEM CA bundle: client certificates it signed authenticate (CommonName the user, Organizations the groups)"))
  .addOption(new Option("--authentication-config <file>", "an AuthenticationConfiguration (apiserver.core.io): JWT issuers and anonymous access"))
  .addOption(new Option("--authorization-config <file>", "an AuthorizationConfiguration (apiserver.core.io): RBAC, Webhook, AlwaysAllow, AlwaysDeny authorizers in order"))
  .addOption(new Option("--insecure-bind-any", "allow plain HTTP on a non-loopback --host (refused otherwise)"))
  .addOption(new Option("--audit-policy-file <file>", "an audit Policy (audit.core.io/v1): which requests are audited at which level"))
  .addOption(new Option("--audit-log-path <file>", "where audit Events go as JSON lines (- for standard output)"))
  .addOption(new Option("--event-rate-limit-config <file>", "an eventratelimit.admission.core.io Configuration: the EventRateLimit admission plugin on Event writes"))
  .action(async (options: { port: number; host: string; storage: "memory" | "etcd"; etcdEndpoints: string; etcdPrefix: string; package: string; featureGates: string; leaderElectConfig?: string; controllers: boolean; log?: boolean } & SecurityFlags) => {
    const { runServe } = await import("./commands/serve.js");
    await runServe({
      port: options.port,
      host: options.host,
      packageEntry: resolve(options.package, "dist/index.js"),
      logger: options.log ?? false,
      storage: options.storage,
      etcdEndpoints: options.etcdEndpoints.split(",").map((e) => e.trim()).filter((e) => e !== ""),
      etcdPrefix: options.etcdPrefix,
      featureGates: options.featureGates,
      controllers: options.controllers,
      ...(options.leaderElectConfig !== undefined ? { leaderElectConfig: options.leaderElectConfig } : {}),
      security: securityFlags(options),
    });
  });

program
  .command("diff")
  .description("Compare two versions of the specs by Kubernetes' API change rules: each change breaking or compatible, with file:line:col on both sides, and the release it needs. Exit 1 when a change breaks a served non-alpha version.")
  .argument("[trees...]", "OLD NEW: two spec directories; with --base, the working tree's spec directory (default specs)")
  .addOption(new Option("--base <git-ref>", "compare the spec directory as committed at this git ref (the old side) with the working tree's"))
  .addOption(new Option("--output <format>", "text, or json: { changes, exports, summary }").choices(["text", "json"]).default("text"))
  .action(async (trees: string[], options: { base?: string; output: "text" | "json" }) => {
    const { runDiff } = await import("./commands/diff.js");
    process.exitCode = await runDiff(trees, { output: options.output, ...(options.base !== undefined ? { base: options.base } : {}) });
  });

await program.parseAsync(process.argv);
