/**
 * The commands of `corespec` that run the generated server: `serve` (the API server, its
 * security flags, its controllers in a child process) and `controller-manager` (the controllers
 * as a client of an API server). Each loads its modules when it runs.
 */
import { resolve } from "node:path";
import { InvalidArgumentError, Option, type Command } from "commander";
import type { SecurityFlags } from "./commands/serve-security.js";

/** A `--port` value: a whole number from 0 to 65535, as Node's listen() takes it. */
function portNumber(value: string): number {
  const port = /^\d{1,5}$/.test(value) ? Number(value) : Number.NaN;
  if (!(port <= 65535)) throw new InvalidArgumentError("a port is a whole number from 0 to 65535.");
  return port;
}

/** The security flags of `serve` that were given (issue 34). */
function securityFlags(options: SecurityFlags): SecurityFlags {
  const keys = [
    "tlsCertFile",
    "tlsPrivateKeyFile",
    "clientCaFile",
    "authenticationConfig",
    "authorizationConfig",
    "insecureBindAny",
    "auditPolicyFile",
    "auditLogPath",
    "eventRateLimitConfig",
    "admissionWebhookManifests",
    "admissionControlConfigFile",
  ] as const;
  return Object.fromEntries(
    keys.filter((k) => options[k] !== undefined).map((k) => [k, options[k]]),
  ) as SecurityFlags;
}

/** Adds `serve` and `controller-manager` to the program; `serverPackage` is the package they run by default. */
export function addServerCommands(program: Command, serverPackage: string): void {
  program
    .command("serve")
    .description(
      "Run the generated API server (output/server) on an in-memory store or on etcd, listening on 127.0.0.1.",
    )
    .addOption(
      new Option("--port <port>", "the port to listen on (0: any free one)")
        .default(8080)
        .argParser(portNumber),
    )
    .addOption(new Option("--host <host>", "the address to listen on").default("127.0.0.1"))
    .addOption(
      new Option("--storage <store>", "where objects live")
        .choices(["memory", "etcd"])
        .default("memory"),
    )
    .addOption(
      new Option(
        "--etcd-endpoints <urls>",
        "etcd client URLs, comma-separated (with --storage etcd)",
      ).default("http://127.0.0.1:2379"),
    )
    .addOption(
      new Option(
        "--etcd-prefix <prefix>",
        "the etcd key prefix of every object (with --storage etcd)",
      ).default("/registry"),
    )
    .addOption(
      new Option("--package <dir>", "the generated server package to serve").default(
        serverPackage,
        "output/server/ of the spec project here, else corespec's",
      ),
    )
    .addOption(
      new Option(
        "--feature-gates <gates>",
        "feature gates to switch from Kubernetes' defaults: Name=true,Other=false",
      ).default(""),
    )
    .addOption(
      new Option(
        "--leader-elect-config <file>",
        "a LeaderElectionConfiguration (YAML or JSON) for the controllers' leader election through a Lease; Kubernetes' defaults otherwise",
      ),
    )
    .addOption(
      new Option(
        "--no-controllers",
        "run no controllers (ResourcePoolStatusRequests then stay pending)",
      ),
    )
    .addOption(
      new Option(
        "--controllers-kubeconfig <file>",
        "on a secured server, the controllers' kubeconfig (a client certificate or token); serve mints loopback credentials otherwise",
      ),
    )
    .addOption(new Option("--log", "log every request"))
    .addOption(
      new Option(
        "--validation-ratcheting",
        "updates ratchet, as Kubernetes validates custom resources (KEP-4008): a value an update leaves unchanged is not refused for a rule tightened since it was stored",
      ),
    )
    // Security (issue 34): TLS, client certificates, authentication and authorization.
    .addOption(
      new Option(
        "--tls-cert-file <file>",
        "serve HTTPS (HTTP/2 or HTTP/1.1) with this PEM certificate (chain)",
      ),
    )
    .addOption(
      new Option("--tls-private-key-file <file>", "the PEM private key of --tls-cert-file"),
    )
    .addOption(
      new Option(
        "--client-ca-file <file>",
        "PEM CA bundle: client certificates it signed authenticate (CommonName the user, Organizations the groups)",
      ),
    )
    .addOption(
      new Option(
        "--authentication-config <file>",
        "an AuthenticationConfiguration (apiserver.core.io): JWT issuers and anonymous access",
      ),
    )
    .addOption(
      new Option(
        "--authorization-config <file>",
        "an AuthorizationConfiguration (apiserver.core.io): RBAC, Webhook, AlwaysAllow, AlwaysDeny authorizers in order",
      ),
    )
    .addOption(
      new Option(
        "--insecure-bind-any",
        "allow plain HTTP on a non-loopback --host (refused otherwise)",
      ),
    )
    .addOption(
      new Option(
        "--audit-policy-file <file>",
        "an audit Policy (audit.core.io/v1): which requests are audited at which level",
      ),
    )
    .addOption(
      new Option(
        "--audit-log-path <file>",
        "where audit Events go as JSON lines (- for standard output)",
      ),
    )
    .addOption(
      new Option(
        "--event-rate-limit-config <file>",
        "an eventratelimit.admission.core.io Configuration: the EventRateLimit admission plugin on Event writes",
      ),
    )
    .addOption(
      new Option(
        "--admission-control-config-file <file>",
        "an AdmissionConfiguration (apiserver.core.io), as kube-apiserver reads it: EventRateLimit, ValidatingAdmissionWebhook and MutatingAdmissionWebhook plugins",
      ),
    )
    .addOption(
      new Option(
        "--admission-webhook-manifests <file>",
        "ValidatingWebhookConfiguration and MutatingWebhookConfiguration documents (admissionregistration.core.io/v1): the admission webhooks",
      ),
    )
    .action(
      async (
        options: {
          port: number;
          host: string;
          storage: "memory" | "etcd";
          etcdEndpoints: string;
          etcdPrefix: string;
          package: string;
          featureGates: string;
          leaderElectConfig?: string;
          controllersKubeconfig?: string;
          controllers: boolean;
          log?: boolean;
          validationRatcheting?: boolean;
        } & SecurityFlags,
      ) => {
        const { runServe } = await import("./commands/serve.js");
        await runServe({
          port: options.port,
          host: options.host,
          packageEntry: resolve(options.package, "dist/index.js"),
          logger: options.log ?? false,
          storage: options.storage,
          etcdEndpoints: options.etcdEndpoints
            .split(",")
            .map((e) => e.trim())
            .filter((e) => e !== ""),
          etcdPrefix: options.etcdPrefix,
          featureGates: options.featureGates,
          controllers: options.controllers,
          validationRatcheting: options.validationRatcheting === true,
          ...(options.leaderElectConfig !== undefined
            ? { leaderElectConfig: options.leaderElectConfig }
            : {}),
          ...(options.controllersKubeconfig !== undefined
            ? { controllersKubeconfig: options.controllersKubeconfig }
            : {}),
          security: securityFlags(options),
        });
      },
    );

  program
    .command("controller-manager")
    .description(
      "Run the controllers of the generated server package (the ResourcePoolStatusRequest controller) against an API server, as kube-controller-manager: a client over HTTP, leader election through a Lease.",
    )
    .addOption(
      new Option(
        "--kubeconfig <file>",
        "a kubeconfig: the API server's URL and credentials (its current context)",
      ),
    )
    .addOption(
      new Option(
        "--context <name>",
        "the kubeconfig context to use instead of its current-context",
      ),
    )
    .addOption(
      new Option("--master <url>", "the API server's URL (overrides the kubeconfig's server)"),
    )
    .addOption(
      new Option(
        "--leader-elect-config <file>",
        "a LeaderElectionConfiguration (YAML or JSON); Kubernetes' defaults otherwise",
      ),
    )
    .addOption(
      new Option(
        "--package <dir>",
        "the generated server package whose controllers to run",
      ).default(serverPackage, "corespec's output/server/"),
    )
    .addOption(
      new Option(
        "--kubeconfig-from-parent",
        "read the kubeconfig from the IPC channel of the corespec serve that started this process",
      ).hideHelp(),
    )
    .action(
      async (options: {
        kubeconfig?: string;
        kubeconfigFromParent?: boolean;
        context?: string;
        master?: string;
        leaderElectConfig?: string;
        package: string;
      }) => {
        const { runControllerManager } = await import("./commands/controller-manager.js");
        const { package: dir, ...rest } = options;
        await runControllerManager({
          ...rest,
          moduleEntry: resolve(dir, "dist/controller-manager.js"),
        });
      },
    );
}
