/** `corespec serve`: runs the generated API server of the server package, on memory or on etcd, with its controllers. */
import { parseSourceText } from "../load/source-file.js";
import { readTextAtMost } from "../read-bounded.js";
import { loadPackage } from "./load-package.js";
import { securityOptions, type SecurityFlags, type SecurityOptions } from "./serve-security.js";

interface Closable {
  close(): Promise<unknown> | void;
}

interface ServerModule {
  serve(options: { port?: number; host?: string; logger?: boolean; storage?: unknown; featureGates?: Record<string, boolean>; security?: SecurityOptions; controllers?: boolean | { leaderElection?: unknown } }): Promise<{ close(): Promise<unknown>; addresses(): { address: string; port: number }[] }>;
  EtcdStore: new (options: { endpoints: readonly string[]; prefix?: string }) => Closable & { start(keys: readonly unknown[]): Promise<void> };
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
  /** Whether to run the controllers (the ResourcePoolStatusRequest controller). */
  readonly controllers: boolean;
  /** A LeaderElectionConfiguration document (YAML or JSON) for the controllers' leader election. */
  readonly leaderElectConfig?: string;
  /** TLS, authentication and authorization flags (serve-security.ts). */
  readonly security?: SecurityFlags;
}

/** The most a configuration file may hold: a LeaderElectionConfiguration is under a kilobyte. */
const MAX_CONFIG_BYTES = 1024 * 1024;

/** Reads a YAML or JSON file as spec files are read (bounded); a problem names the file, line and column. */
async function readConfig(path: string): Promise<unknown> {
  const { file, diagnostics } = parseSourceText(await readTextAtMost(path, MAX_CONFIG_BYTES), path, path);
  const first = diagnostics[0];
  if (first !== undefined) throw new Error(`${path}:${first.line}:${first.col}: ${first.message}`);
  return file.data;
}

/** How long a stop waits for open requests before the process exits anyway. */
const STOP_GRACE_MS = 5000;

export async function runServe(options: ServeOptions): Promise<void> {
  const server = await loadPackage<ServerModule>(options.packageEntry);
  let featureGates: Record<string, boolean>;
  try {
    featureGates = server.parseFeatureGates(options.featureGates);
  } catch (error) {
    process.stderr.write(`corespec serve: --feature-gates: ${(error as Error).message}\n`);
    process.exitCode = 2;
    return;
  }
  let controllers: boolean | { leaderElection?: unknown } = options.controllers;
  if (options.controllers && options.leaderElectConfig !== undefined) {
    try {
      controllers = { leaderElection: await readConfig(options.leaderElectConfig) };
    } catch (error) {
      process.stderr.write(`corespec serve: --leader-elect-config: ${(error as Error).message}\n`);
      process.exitCode = 2;
      return;
    }
  }
  // Security (issue 34): the TLS files and configuration documents, checked before anything starts.
  let security: SecurityOptions | undefined;
  try {
    security = await securityOptions(options.security ?? {}, options.packageEntry);
  } catch (error) {
    process.stderr.write(`corespec serve: ${(error as Error).message}\n`);
    process.exitCode = 2;
    return;
  }
  const storage = options.storage === "etcd" ? new server.EtcdStore({ endpoints: options.etcdEndpoints, prefix: options.etcdPrefix }) : new server.MemoryStore();
  let app: Awaited<ReturnType<ServerModule["serve"]>>;
  try {
    app = await server.serve({ port: options.port, host: options.host, logger: options.logger, storage, featureGates, controllers, ...(security !== undefined ? { security } : {}) });
  } catch (error) {
    await storage.close();
    const message = (error as Error).message;
    const flag = message.startsWith("invalid leader election configuration") ? `--leader-elect-config ${options.leaderElectConfig ?? ""}: ` : "";
    process.stderr.write(`corespec serve: ${flag}${message}\n`);
    process.exitCode = 2;
    return;
  }
  const address = app.addresses()[0];
  const where = options.storage === "etcd" ? `etcd at ${options.etcdEndpoints.join(",")}` : "an in-memory store";
  process.stdout.write(`Serving the core.io API on ${security?.tls !== undefined ? "https" : "http"}://${address?.address ?? options.host}:${address?.port ?? options.port} over ${where} (Ctrl-C to stop).\n`);
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    // A second signal stops at once.
    if (stopping) process.exit(128 + (signal === "SIGINT" ? 2 : 15));
    stopping = true;
    // Closing ends the open watches and waits for the requests in flight, within a grace period.
    setTimeout(() => process.exit(0), STOP_GRACE_MS).unref();
    void app
      .close()
      .then(() => storage.close())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
