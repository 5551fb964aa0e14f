/**
 * A lock directory held by one process at a time, so that two generations (a watch and a
 * manual run) never change the same output directory at once. The lock names its owner; a lock
 * whose owner process is gone is taken over at once.
 */
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";

/** How long to wait for a live owner before giving up. */
const WAIT_MS = 60_000;

interface Owner {
  readonly pid: number;
  readonly host: string;
}

function alive(owner: Owner): boolean {
  if (owner.host !== hostname()) return true; // another machine's process: cannot tell, assume alive
  try {
    process.kill(owner.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function ownerOf(lock: string): Owner | undefined {
  try {
    return JSON.parse(readFileSync(`${lock}/owner.json`, "utf8")) as Owner;
  } catch {
    return undefined;
  }
}

/**
 * Takes the lock: its directory, with the owner inside, appears at once (a rename). The calls
 * are synchronous: five small operations through the thread pool cost more than they do.
 */
function tryTake(lock: string): boolean {
  const temp = `${lock}-${process.pid}`;
  rmSync(temp, { recursive: true, force: true });
  mkdirSync(temp, { recursive: true });
  writeFileSync(
    `${temp}/owner.json`,
    JSON.stringify({ pid: process.pid, host: hostname() } satisfies Owner),
  );
  try {
    renameSync(temp, lock);
    return true;
  } catch (error) {
    rmSync(temp, { recursive: true, force: true });
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOTEMPTY" || code === "EEXIST" || code === "EISDIR") return false;
    throw error;
  }
}

/** Runs `work` holding the lock at `lock` (a directory path). */
export async function withLock<T>(lock: string, work: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + WAIT_MS;
  while (!tryTake(lock)) {
    const owner = ownerOf(lock);
    if (owner === undefined || !alive(owner)) {
      // Abandoned (its owner was killed): remove it and try again at once.
      rmSync(lock, { recursive: true, force: true });
      continue;
    }
    if (Date.now() > deadline)
      throw new Error(
        `${lock} is held by process ${owner.pid}; remove it if that process is not a corespec generation`,
      );
    await new Promise((r) => setTimeout(r, 100));
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
