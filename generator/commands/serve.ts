/**
 * `corespec serve`: runs the generated API server of the server package, on memory or on etcd,
 * and its controllers beside it in a child process (`corespec controller-manager`,
 * controller-child.ts), a client of the server as kube-controller-manager is of kube-apiserver.
 */
import { dirname } from "node:path";
import { readConfig } from "./config-file.js";
import { superviseControllerManager, type Supervisor } from "./controller-child.js";
import { loadPackage, manifestPathOf, readManifest } from "./load-package.js";
import { mintLoopbackCredentials, type LoopbackCredentials } from "./loopback-credentials.js";
import { securityOptions, type SecurityFlags, type SecurityOptions } from "./serve-security.js";

interface Closable {
  close(): Promise<unknown> | void;
}

interface ServerModule {
  serve(options: {
    port?: number;
    host?: string;
    logger?: boolean;
    storage?: unknown;
    featureGates?: Record<string, boolean>;
    validationRatcheting?: boolean;
    security?: SecurityOptions;
  }): Promise<{ close(): Promise<unknown>; addresses(): { address: string; port: number }[] }>;
  /** Present when the package has controllers (controller-manager.js). */
  checkLeaderElectionConfiguration?(document: unknown): void;
  EtcdStore: new (options: { endpoints: readonly string[]; prefix?: string }) => Closable;
  Cacher: new (storage: Closable) => Closable & { start(keys: readonly unknown[]): Promise<void> };
  MemoryStore: new () => Closable;
  parseFeatureGates(text: string): Record<string, boolean>;
}

export interface ServeOptions {
  readonly port: number;
  readonly host: string;
  /** The server package's entry module (output/server/dist/index.js). */
  readonly packageEntry: string;
  readonly logger: boolean;
  readonly storage: "memory" | "etcd";
  readonly etcdEndpoints: readonly string[];
  readonly etcdPrefix: string;
  /** `Name=true,Other=false`, parsed by the server package. */
  readonly featureGates: string;
  /** Whether to run the controllers (the ResourcePoolStatusRequest controller) in a child process. */
  readonly controllers: boolean;
  /** A LeaderElectionConfiguration document (YAML or JSON) for the controllers' leader election. */
  readonly leaderElectConfig?: string;
  /** On a secured server, the controllers' own kubeconfig (a client certificate or token) instead of minted credentials. */
  readonly controllersKubeconfig?: string;
  /** TLS, authentication and authorization flags (serve-security.ts). */
  readonly security?: SecurityFlags;
  /** Updates ratchet (KEP-4008). */
  readonly validationRatcheting?: boolean;
}

/** How long a stop waits for open requests before the process exits anyway. */
const STOP_GRACE_MS = 5000;

export async function runServe(options: ServeOptions): Promise<void> {
  let server: ServerModule;
  try {
    server = await loadPackage<ServerModule>(options.packageEntry);
  } catch (error) {
    process.stderr.write(`corespec serve: --package ${(error as Error).message}\n`);
    process.exitCode = 2;
    return;
  }
  let featureGates: Record<string, boolean>;
  try {
    featureGates = server.parseFeatureGates(options.featureGates);
  } catch (error) {
    process.stderr.write(`corespec serve: --feature-gates: ${(error as Error).message}\n`);
    process.exitCode = 2;
    return;
  }
  const controllers = options.controllers && server.checkLeaderElectionConfiguration !== undefined;
  if (controllers && options.leaderElectConfig !== undefined) {
    let document: unknown;
    try {
      document = await readConfig(options.leaderElectConfig);
    } catch (error) {
      process.stderr.write(`corespec serve: --leader-elect-config: ${(error as Error).message}\n`);
      process.exitCode = 2;
      return;
    }
    try {
      // Checked here, so that a bad file stops serve before it listens (the child would only exit).
      server.checkLeaderElectionConfiguration!(document);
    } catch (error) {
      process.stderr.write(
        `corespec serve: --leader-elect-config ${options.leaderElectConfig}: ${(error as Error).message}\n`,
      );
      process.exitCode = 2;
      return;
    }
  }
  // Security (issue 34): the TLS files and configuration documents, checked before anything starts.
  let security: SecurityOptions | undefined;
  try {
    security = await securityOptions(options.security ?? {}, options.packageEntry, featureGates);
  } catch (error) {
    process.stderr.write(`corespec serve: ${(error as Error).message}\n`);
    process.exitCode = 2;
    return;
  }
  // A secured server's controllers authenticate with credentials minted for this start (a new
  // token each time), unless the operator gives them a kubeconfig of their own.
  let loopback: LoopbackCredentials | undefined;
  if (controllers && security !== undefined && options.controllersKubeconfig === undefined) {
    loopback = mintLoopbackCredentials(security.tls !== undefined);
    security = {
      ...security,
      tokens: [...(security.tokens ?? []), loopback.token],
      ...(security.tls !== undefined && loopback.certificate !== undefined
        ? { tls: { ...security.tls, loopback: loopback.certificate } }
        : {}),
    };
  }
  // The watch cache over etcd, as Kubernetes' cacher over its etcd3 store; the memory store is its own cache.
  const storage =
    options.storage === "etcd"
      ? new server.Cacher(
          new server.EtcdStore({ endpoints: options.etcdEndpoints, prefix: options.etcdPrefix }),
        )
      : new server.MemoryStore();
  let app: Awaited<ReturnType<ServerModule["serve"]>>;
  try {
    app = await server.serve({
      port: options.port,
      host: options.host,
      logger: options.logger,
      storage,
      featureGates,
      validationRatcheting: options.validationRatcheting === true,
      ...(security !== undefined ? { security } : {}),
    });
  } catch (error) {
    await storage.close();
    process.stderr.write(`corespec serve: ${(error as Error).message}\n`);
    process.exitCode = 2;
    return;
  }
  const address = app.addresses()[0];
  const where =
    options.storage === "etcd"
      ? `etcd at ${options.etcdEndpoints.join(",")}`
      : "an in-memory store";
  const url = `${security?.tls !== undefined ? "https" : "http"}://${address?.address ?? options.host}:${address?.port ?? options.port}`;
  const title = readManifest(manifestPathOf(options.packageEntry))?.corespec?.title ?? "API";
  process.stdout.write(`Serving the ${title} on ${url} over ${where} (Ctrl-C to stop).\n`);
  // The child reaches a server listening on every address through loopback.
  const host =
    address === undefined
      ? options.host
      : address.address === "0.0.0.0"
        ? "127.0.0.1"
        : address.address === "::"
          ? "::1"
          : address.address;
  const master = `${security?.tls !== undefined ? "https" : "http"}://${host.includes(":") ? `[${host}]` : host}:${address?.port ?? options.port}`;
  const packageDir = dirname(dirname(options.packageEntry));
  const credentials =
    options.controllersKubeconfig !== undefined
      ? { kubeconfig: options.controllersKubeconfig }
      : loopback !== undefined
        ? { credentials: loopback.kubeconfig(master) }
        : {};
  const supervisor: Supervisor | undefined = controllers
    ? superviseControllerManager({
        master,
        packageDir,
        ...credentials,
        ...(options.leaderElectConfig !== undefined
          ? { leaderElectConfig: options.leaderElectConfig }
          : {}),
      })
    : undefined;
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    // A second signal stops at once.
    if (stopping) process.exit(128 + (signal === "SIGINT" ? 2 : 15));
    stopping = true;
    // Closing ends the open watches and waits for the requests in flight, within a grace period.
    setTimeout(() => process.exit(0), STOP_GRACE_MS).unref();
    // The controllers stop first: a leader releases the Lease while the API still answers.
    void (supervisor?.stop(STOP_GRACE_MS / 2) ?? Promise.resolve())
      .then(() => app.close())
      .then(() => storage.close())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
