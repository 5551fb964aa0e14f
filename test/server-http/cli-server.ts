/** The server run from the command line in a child process, for tests that may crash it or stop it with signals. */
import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { fileURLToPath } from "node:url";
import { sleep } from "./http.js";

export const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const BIN = fileURLToPath(new URL("../../bin/corespec.js", import.meta.url));

export interface CliServer {
  readonly child: ChildProcessWithoutNullStreams;
  readonly base: string;
  /** Everything the process printed so far. */
  output(): string;
  /** Resolves with the exit code (or the signal) once the process has exited. */
  readonly exited: Promise<number | string | null>;
  kill(): void;
}

/** Starts a command that prints `Serving the <API> on <url>` and waits for that line. */
export async function startCli(
  command: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv = {},
): Promise<CliServer> {
  const child = spawn(command, args, {
    cwd: ROOT,
    stdio: ["pipe", "pipe", "pipe"],
    env: { ...process.env, ...env },
  });
  let output = "";
  child.stdout.on("data", (c: Buffer) => (output += c.toString()));
  child.stderr.on("data", (c: Buffer) => (output += c.toString()));
  const exited = new Promise<number | string | null>((resolve) =>
    child.once("exit", (code, signal) => resolve(code ?? signal)),
  );
  const deadline = Date.now() + 30_000;
  let match: RegExpMatchArray | null = null;
  while (!(match = output.match(/Serving the .+? on (https?:\/\/127\.0\.0\.1:\d+)/))) {
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill("SIGKILL");
      throw new Error(`the server did not start: ${output}`);
    }
    await sleep(25);
  }
  return {
    child,
    base: match[1]!,
    output: () => output,
    exited,
    kill: () => child.kill("SIGKILL"),
  };
}

/** `corespec serve --port 0 [args]` in a child node process, with node options such as `--max-old-space-size=...`. */
export function startServeProcess(
  nodeOptions: readonly string[] = [],
  args: readonly string[] = [],
): Promise<CliServer> {
  return startCli(process.execPath, [...nodeOptions, BIN, "serve", "--port", "0", ...args]);
}

/** Whether something answers HTTP at the base URL. */
export async function answers(base: string): Promise<boolean> {
  try {
    await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}
