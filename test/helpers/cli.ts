/** Runs the corespec command as a user would. */
import { spawn } from "node:child_process";
import { ROOT } from "./paths.js";

export interface CliResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** `nodeOptions`: Node's own flags, such as a small heap (`--max-old-space-size=128`). */
export function corespec(
  args: readonly string[],
  cwd = ROOT,
  nodeOptions: readonly string[] = [],
): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeOptions, `${ROOT}bin/corespec.js`, ...args], {
      cwd,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}
