/** The `corespec` command line. */
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { Command, InvalidArgumentError, Option } from "commander";
import { rootPath } from "./paths.js";
import type { SecurityFlags } from "./commands/serve-security.js";
// Each command loads its own modules when it runs, so the others cost nothing at start-up.

/** The packages to validate with and serve: a spec project's (a corespec.yaml here) in output/, else corespec's own. */
const PACKAGE = existsSync("corespec.yaml") ? resolve("output") : rootPath("output");
const SERVER_PACKAGE = join(PACKAGE, "server");

/** corespec's own version, from its package.json. */
function corespecVersion(): string {
  const { version } = JSON.parse(readFileSync(rootPath("package.json"), "utf8")) as { version?: unknown };
  return typeof version === "string" ? version : "unknown";
}

/** A `--port` value: a whole number from 0 to 65535, as Node's listen() takes it. */
function portNumber(value: string): number {
  const port = /^\d{1,5}$/.test(value) ? Number(value) : Number.NaN;
  if (!(port <= 65535)) throw new InvalidArgumentError("a port is a whole number from 0 to 65535.");
  return port;
}

/** The security flags of `serve` that were given (issue 34). */
function securityFlags(options: SecurityFlags): SecurityFlags {
  const keys = ["tlsCertFile", "tlsPrivateKeyFile", "clientCaFile", "authenticationConfig", "authorizationConfig", "insecureBindAny", "auditPolicyFile", "auditLogPath", "eventRateLimitConfig", "admissionWebhookManifests", "admissionControlConfigFile"] as const;
  return Object.fromEntries(keys.filter((k) => options[k] !== undefined).map((k) => [k, options[k]])) as SecurityFlags;
}

const program = new Command()
  .name("corespec")
  .description("Schema-first code generator and validation toolkit for Kubernetes-style APIs: `corespec init DIR` starts a spec project of your own.")
  .version(corespecVersion(), "-V, --version", "print corespec's version")
  .showHelpAfterError()
  .exitOverride((error) => process.exit(error.exitCode === 0 ? 0 : 2));

program
  .command("init")
  .description("Write a new spec project into DIR: corespec.yaml, one API group with one served kind in specs/, and a README.")
  .argument("<dir>", "a new or empty directory")
  .addOption(new Option("--group <group>", "the API group").default("example.com"))
  .addOption(new Option("--kind <kind>", "the kind").default("Widget"))
  .addOption(new Option("--plural <plural>", "its resource name (default: the kind's plural, lower case)"))
  .addOption(new Option("--scope <scope>", "its scope").choices(["Namespaced", "Cluster"]).default("Namespaced"))
  .addOption(new Option("--name <name>", "the API package's npm name (default: DIR's name); the server package is <name>-server"))
  .addOption(new Option("--title <title>", "the API's name in what corespec prints and writes (default: \"<group> API\")"))
  .addOption(new Option("--license <spdx>", "the packages' license").default("Apache-2.0"))
  .addOption(new Option("--repository <url>", "the packages' repository"))
  .action(async (dir: string, options: import("./commands/init.js").InitCommandOptions) => {
    process.exitCode = (await import("./commands/init.js")).runInit(dir, options);
  });

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
  .addOption(new Option("--output <format>", "text; json (resources and a summary), junit (XML) or tap (TAP 13)").choices(["text", "json", "junit", "tap"]).default("text"))
  .addOption(new Option("--strict", "unknown and duplicate fields are errors, not warnings"))
  .addOption(new Option("--skip <kinds>", "kinds not to check, comma-separated: Lease, or apiVersion/kind as coordination.core.io/v1/Lease"))
  .addOption(new Option("--ignore-missing-schemas", "skip a kind the package does not know, with a note, instead of an error"))
  .addOption(new Option("--summary", "print the counts at the end: valid, invalid, errors, skipped"))
  .addOption(new Option("--package <dir>", "the generated package to validate with").default(PACKAGE, "output/ of the spec project here, else corespec's"))
  .addOption(new Option("--feature-gates <gates>", "Kubernetes feature gates, as the components take them: LoggingAlphaOptions=true,..."))
  .addHelpText("after", "\nExit codes: 0 every document valid or skipped; 1 a document invalid or not checkable; 2 a usage error,\nthe package not loadable, or an input not readable to its end (2 wins over 1).")
  .action(async (files: string[], options: { output: "text" | "json" | "junit" | "tap"; strict?: boolean; skip?: string; ignoreMissingSchemas?: boolean; summary?: boolean; package: string; featureGates?: string }) => {
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
  });

program
  .command("serve")
  .description("Run the generated API server (output/server) on an in-memory store or on etcd, listening on 127.0.0.1.")
  .addOption(new Option("--port <port>", "the port to listen on (0: any free one)").default(8080).argParser(portNumber))
  .addOption(new Option("--host <host>", "the address to listen on").default("127.0.0.1"))
  .addOption(new Option("--storage <store>", "where objects live").choices(["memory", "etcd"]).default("memory"))
  .addOption(new Option("--etcd-endpoints <urls>", "etcd client URLs, comma-separated (with --storage etcd)").default("http://127.0.0.1:2379"))
  .addOption(new Option("--etcd-prefix <prefix>", "the etcd key prefix of every object (with --storage etcd)").default("/registry"))
  .addOption(new Option("--package <dir>", "the generated server package to serve").default(SERVER_PACKAGE, "output/server/ of the spec project here, else corespec's"))
  .addOption(new Option("--feature-gates <gates>", "feature gates to switch from Kubernetes' defaults: Name=true,Other=false").default(""))
  .addOption(new Option("--leader-elect-config <file>", "a LeaderElectionConfiguration (YAML or JSON) for the controllers' leader election through a Lease; Kubernetes' defaults otherwise"))
  .addOption(new Option("--no-controllers", "run no controllers (ResourcePoolStatusRequests then stay pending)"))
  .addOption(new Option("--controllers-kubeconfig <file>", "on a secured server, the controllers' kubeconfig (a client certificate or token); serve mints loopback credentials otherwise"))
  .addOption(new Option("--log", "log every request"))
  .addOption(new Option("--validation-ratcheting", "updates ratchet, as Kubernetes validates custom resources (KEP-4008): a value an update leaves unchanged is not refused for a rule tightened since it was stored"))
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
  .addOption(new Option("--admission-control-config-file <file>", "an AdmissionConfiguration (apiserver.core.io), as kube-apiserver reads it: EventRateLimit, ValidatingAdmissionWebhook and MutatingAdmissionWebhook plugins"))
  .addOption(new Option("--admission-webhook-manifests <file>", "ValidatingWebhookConfiguration and MutatingWebhookConfiguration documents (admissionregistration.core.io/v1): the admission webhooks"))
  .action(async (options: { port: number; host: string; storage: "memory" | "etcd"; etcdEndpoints: string; etcdPrefix: string; package: string; featureGates: string; leaderElectConfig?: string; controllersKubeconfig?: string; controllers: boolean; log?: boolean; validationRatcheting?: boolean } & SecurityFlags) => {
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
      validationRatcheting: options.validationRatcheting === true,
      ...(options.leaderElectConfig !== undefined ? { leaderElectConfig: options.leaderElectConfig } : {}),
      ...(options.controllersKubeconfig !== undefined ? { controllersKubeconfig: options.controllersKubeconfig } : {}),
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

program
  .command("controller-manager")
  .description("Run the controllers of the generated server package (the ResourcePoolStatusRequest controller) against an API server, as kube-controller-manager: a client over HTTP, leader election through a Lease.")
  .addOption(new Option("--kubeconfig <file>", "a kubeconfig: the API server's URL and credentials (its current context)"))
  .addOption(new Option("--context <name>", "the kubeconfig context to use instead of its current-context"))
  .addOption(new Option("--master <url>", "the API server's URL (overrides the kubeconfig's server)"))
  .addOption(new Option("--leader-elect-config <file>", "a LeaderElectionConfiguration (YAML or JSON); Kubernetes' defaults otherwise"))
  .addOption(new Option("--package <dir>", "the generated server package whose controllers to run").default(SERVER_PACKAGE, "corespec's output/server/"))
  .addOption(new Option("--kubeconfig-from-parent", "read the kubeconfig from the IPC channel of the corespec serve that started this process").hideHelp())
  .action(async (options: { kubeconfig?: string; kubeconfigFromParent?: boolean; context?: string; master?: string; leaderElectConfig?: string; package: string }) => {
    const { runControllerManager } = await import("./commands/controller-manager.js");
    const { package: dir, ...rest } = options;
    await runControllerManager({ ...rest, moduleEntry: resolve(dir, "dist/controller-manager.js") });
  });

await program.parseAsync(process.argv);
