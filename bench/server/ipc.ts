/**
 * A small request/answer protocol over a child process's IPC channel: the driver calls
 * `rpc(child, "method", args)`, the child answers with `serveRpc(methods)`.
 */
import { fork, type ChildProcess } from "node:child_process";

interface Call {
  readonly id: number;
  readonly method: string;
  readonly args: unknown;
}
interface Answer {
  readonly id: number;
  readonly result?: unknown;
  readonly error?: string;
}

let nextId = 1;
const waiting = new WeakMap<
  ChildProcess,
  Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>
>();

/** Starts a TypeScript module in a child process (tsx), with extra node flags. */
export function start(
  module: string,
  args: readonly string[],
  nodeFlags: readonly string[] = [],
): ChildProcess {
  const child = fork(module, [...args], {
    execArgv: [...nodeFlags, "--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const calls = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  waiting.set(child, calls);
  child.on("message", (message: Answer) => {
    const call = calls.get(message.id);
    if (!call) return;
    calls.delete(message.id);
    if (message.error !== undefined) call.reject(new Error(message.error));
    else call.resolve(message.result);
  });
  child.on("exit", (code) => {
    for (const call of calls.values())
      call.reject(new Error(`${module} exited (${code}) during a call`));
    calls.clear();
  });
  return child;
}

export function rpc<R>(child: ChildProcess, method: string, args: unknown = {}): Promise<R> {
  const id = nextId++;
  return new Promise<R>((resolve, reject) => {
    waiting.get(child)!.set(id, { resolve: resolve as (v: unknown) => void, reject });
    child.send({ id, method, args } satisfies Call);
  });
}

/** Ends a child started by start(): asks it to exit, then kills it if it has not after a second. */
export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  try {
    child.send({ id: 0, method: "exit", args: {} } satisfies Call);
  } catch {
    // the channel is already closed
  }
  const timer = setTimeout(() => child.kill("SIGKILL"), 1000);
  await exited;
  clearTimeout(timer);
}

/** In the child: answers calls with the given methods; `exit` ends the process. */
export function serveRpc(methods: Record<string, (args: never) => unknown>): void {
  process.on("message", async (message: Call) => {
    if (message.method === "exit") process.exit(0);
    const method = methods[message.method];
    try {
      if (!method) throw new Error(`unknown method ${message.method}`);
      const result = await method(message.args as never);
      process.send!({ id: message.id, result } satisfies Answer);
    } catch (error) {
      process.send!({
        id: message.id,
        error: (error as Error).stack ?? String(error),
      } satisfies Answer);
    }
  });
}
