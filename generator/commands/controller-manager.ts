/**
 * `corespec controller-manager`: the controllers of the generated server package (the
 * ResourcePoolStatusRequest controller) in a process of their own, a client of an API server
 * over HTTP, as kube-controller-manager is (`--kubeconfig`, `--master`, leader election through
 * a Lease). Several may run, against one API server or several on one store: one leads.
 * Stopped (SIGINT, SIGTERM, or its parent `corespec serve` gone), a leader releases the Lease.
 */
import { dirname } from "node:path";
import { readConfig } from "./config-file.js";
import { KUBECONFIG_REQUEST, type KubeconfigMessage } from "./controller-child.js";
import { loadPackage } from "./load-package.js";

interface ClientConfig {
  readonly server: string;
}

interface ControllerManagerModule {
  HttpClient: new (config: ClientConfig) => { close(): void };
  kubeconfigClient(
    document: unknown,
    options: { dir: string; context?: string; master?: string },
  ): ClientConfig;
  createControllerManager(options: {
    client: unknown;
    leaderElection?: unknown;
    identity?: string;
  }): { start(): void; stop(): Promise<void>; readonly identity: string };
}

export interface ControllerManagerOptions {
  /** The server package's controller manager module (output/server/dist/controller-manager.js). */
  readonly moduleEntry: string;
  readonly kubeconfig?: string;
  /** Started by `corespec serve`: the kubeconfig (credentials serve minted) comes over the IPC channel. */
  readonly kubeconfigFromParent?: boolean;
  readonly context?: string;
  readonly master?: string;
  readonly leaderElectConfig?: string;
}

/** How long a stop waits for the release of the Lease before the process exits anyway. */
const STOP_GRACE_MS = 5000;

/** Exit code 2: a usage or configuration problem (`corespec serve` does not restart a child that exits so). */
function fail(message: string): void {
  process.stderr.write(`corespec controller-manager: ${message}\n`);
  process.exitCode = 2;
}

/** How long a child waits for its parent's kubeconfig. */
const PARENT_KUBECONFIG_MS = 10_000;

/** The kubeconfig document `corespec serve` sends when asked over IPC. */
function kubeconfigFromParent(): Promise<unknown> {
  const send = process.send?.bind(process);
  if (send === undefined)
    return Promise.reject(
      new Error("--kubeconfig-from-parent: not started by corespec serve (no IPC channel)"),
    );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => done(new Error("--kubeconfig-from-parent: no kubeconfig from the parent")),
      PARENT_KUBECONFIG_MS,
    );
    timer.unref();
    const listener = (message: unknown) => {
      const m = message as Partial<KubeconfigMessage> | null;
      if (typeof m === "object" && m !== null && m.type === "corespec:kubeconfig")
        done(undefined, m.document);
    };
    const done = (error?: Error, document?: unknown) => {
      clearTimeout(timer);
      process.off("message", listener);
      if (error !== undefined) reject(error);
      else resolve(document);
    };
    process.on("message", listener);
    send(KUBECONFIG_REQUEST);
  });
}

/** How often a child of `corespec serve` checks that serve is still its parent (its IPC channel's disconnect is the first sign; this, the last). */
const PARENT_CHECK_MS = 2000;

/**
 * Started by `corespec serve` (an IPC channel): calls `stop` once serve is gone, however it
 * ended, from the first moment (a disconnect before the controllers start is not missed) and
 * also when the process is adopted by another parent (serve killed with SIGKILL).
 */
function watchParent(stop: () => void): void {
  if (process.send === undefined) return;
  const parent = process.ppid;
  let stopped = false;
  const once = () => {
    if (stopped) return;
    stopped = true;
    stop();
  };
  const gone = () => !process.connected || process.ppid !== parent;
  process.once("disconnect", once);
  const timer = setInterval(() => gone() && once(), PARENT_CHECK_MS);
  timer.unref();
  if (gone()) once();
}

export async function runControllerManager(options: ControllerManagerOptions): Promise<void> {
  // Until the controllers run, a stop is an exit; then it releases the Lease first.
  let stopNow: () => void = () => process.exit(0);
  watchParent(() => stopNow());
  if (
    options.kubeconfig === undefined &&
    options.master === undefined &&
    options.kubeconfigFromParent !== true
  )
    return fail("give --kubeconfig FILE or --master URL: the API server to work with");
  let module: ControllerManagerModule;
  try {
    module = await loadPackage<ControllerManagerModule>(options.moduleEntry);
  } catch (error) {
    return fail(`the server package has no controller manager: ${(error as Error).message}`);
  }
  let config: ClientConfig;
  let leaderElection: unknown;
  let manager: ReturnType<ControllerManagerModule["createControllerManager"]>;
  let client: { close(): void };
  try {
    if (options.kubeconfigFromParent === true)
      config = module.kubeconfigClient(await kubeconfigFromParent(), {
        dir: process.cwd(),
        ...pick(options),
      });
    else
      config =
        options.kubeconfig !== undefined
          ? module.kubeconfigClient(await readConfig(options.kubeconfig), {
              dir: dirname(options.kubeconfig),
              ...pick(options),
            })
          : { server: options.master! };
    client = new module.HttpClient(config);
  } catch (error) {
    return fail(
      `${options.kubeconfig !== undefined ? `--kubeconfig ${options.kubeconfig}: ` : ""}${(error as Error).message}`,
    );
  }
  try {
    if (options.leaderElectConfig !== undefined)
      leaderElection = await readConfig(options.leaderElectConfig);
    manager = module.createControllerManager({
      client,
      ...(leaderElection !== undefined ? { leaderElection } : {}),
    });
  } catch (error) {
    return fail(
      `--leader-elect-config ${options.leaderElectConfig ?? ""}: ${(error as Error).message}`,
    );
  }
  manager.start();
  process.stdout.write(
    `corespec controller-manager: running the controllers against ${config.server} as ${manager.identity} (one manager leads)\n`,
  );
  let stopping = false;
  const stop = () => {
    if (stopping) process.exit(1);
    stopping = true;
    setTimeout(() => process.exit(0), STOP_GRACE_MS).unref();
    void manager.stop().then(
      () => {
        client.close();
        process.exit(0);
      },
      () => process.exit(1),
    );
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  stopNow = stop;
  if (process.send !== undefined && !process.connected) stop();
}

function pick(options: ControllerManagerOptions): { context?: string; master?: string } {
  return {
    ...(options.context !== undefined ? { context: options.context } : {}),
    ...(options.master !== undefined ? { master: options.master } : {}),
  };
}
