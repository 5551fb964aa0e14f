/**
 * How `corespec serve` runs its controllers: `corespec controller-manager --master <its URL>`
 * as a child process, so that a newcomer needs one command and the controllers' work never
 * runs on the API server's event loop. The child runs at a lower CPU priority (the API
 * answers first when both want the CPU), is restarted with a backoff when it dies (1 s,
 * doubling to 30 s; back to 1 s once it has run a minute), and is stopped before the server
 * closes, so that it releases the Lease while the API still answers. Its IPC channel closes
 * when `serve` dies in any way, and the child then stops by itself. On a secured server the
 * child authenticates with the kubeconfig given (`--controllers-kubeconfig`) or with the one
 * serve minted (loopback-credentials.ts), which it asks for over the IPC channel
 * (`--kubeconfig-from-parent`): the token is never on its command line or in its environment.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { setPriority } from "node:os";
import { rootPath } from "../paths.js";

export interface ChildOptions {
  /** The API server's URL. */
  readonly master: string;
  /** The server package directory (`--package`). */
  readonly packageDir: string;
  readonly leaderElectConfig?: string;
  /** The operator's kubeconfig for the controllers (`--controllers-kubeconfig`); `master` overrides its server. */
  readonly kubeconfig?: string;
  /** A kubeconfig document handed to the child over IPC when it asks (the credentials serve minted). */
  readonly credentials?: object;
}

/** The child's request for its kubeconfig over IPC, and the answer. */
export const KUBECONFIG_REQUEST = "corespec:kubeconfig?";
export interface KubeconfigMessage {
  readonly type: "corespec:kubeconfig";
  readonly document: object;
}

export interface Supervisor {
  /** Stops the child (SIGTERM: it releases the Lease) and waits for it to exit, within `graceMs`. */
  stop(graceMs: number): Promise<void>;
}

const FIRST_BACKOFF_MS = 1000;
const MAX_BACKOFF_MS = 30_000;
const HEALTHY_MS = 60_000;
/** The child's niceness: below the API server's. */
const CHILD_NICENESS = 10;

export function superviseControllerManager(options: ChildOptions): Supervisor {
  const credentials =
    options.kubeconfig !== undefined
      ? ["--kubeconfig", options.kubeconfig]
      : options.credentials !== undefined
        ? ["--kubeconfig-from-parent"]
        : [];
  const args = [
    rootPath("bin/corespec.js"),
    "controller-manager",
    "--master",
    options.master,
    ...credentials,
    "--package",
    options.packageDir,
    ...(options.leaderElectConfig !== undefined
      ? ["--leader-elect-config", options.leaderElectConfig]
      : []),
  ];
  let child: ChildProcess | undefined;
  let stopping = false;
  let backoff = FIRST_BACKOFF_MS;
  let restart: NodeJS.Timeout | undefined;
  const killChild = () => child?.kill("SIGKILL");
  process.on("exit", killChild);
  const launch = () => {
    const started = Date.now();
    const current = spawn(process.execPath, args, {
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    child = current;
    const document = options.credentials;
    if (document !== undefined)
      current.on(
        "message",
        (message) =>
          message === KUBECONFIG_REQUEST &&
          current.connected &&
          current.send({ type: "corespec:kubeconfig", document } satisfies KubeconfigMessage),
      );
    try {
      if (current.pid !== undefined) setPriority(current.pid, CHILD_NICENESS);
    } catch {
      // Not allowed here: it runs at the same priority.
    }
    current.once("exit", (code, signal) => {
      child = undefined;
      // Exit code 2 is a configuration problem: running it again would not help.
      if (stopping || code === 2) return;
      if (Date.now() - started > HEALTHY_MS) backoff = FIRST_BACKOFF_MS;
      process.stderr.write(
        `corespec serve: the controller manager exited (${signal ?? `code ${code}`}); starting it again in ${backoff / 1000} s\n`,
      );
      restart = setTimeout(launch, backoff);
      backoff = Math.min(MAX_BACKOFF_MS, backoff * 2);
    });
  };
  launch();
  return {
    stop: async (graceMs) => {
      stopping = true;
      clearTimeout(restart);
      const current = child;
      if (current === undefined) return;
      const exited = new Promise<void>((resolve) => current.once("exit", () => resolve()));
      current.kill("SIGTERM");
      const timer = setTimeout(() => current.kill("SIGKILL"), graceMs);
      await exited;
      clearTimeout(timer);
      process.off("exit", killChild);
    },
  };
}
