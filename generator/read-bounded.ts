/**
 * Reading a file a user names, within a byte bound: a file past it is refused without being
 * read whole (a 700 MB file named like a spec took the generator to "Invalid string length",
 * naming no file), and a device or a pipe is read only up to the bound.
 */
import { open } from "node:fs/promises";

const MIB = 1024 * 1024;

/** A file larger than its bound; the message names the file and the bound. */
export class FileTooLargeError extends Error {
  constructor(
    readonly path: string,
    readonly most: number,
  ) {
    super(
      `${path}: larger than ${most % MIB === 0 ? `${most / MIB} MiB` : `${most} bytes`}, the most this file may hold`,
    );
    this.name = "FileTooLargeError";
  }
}

/** A file's text (UTF-8); FileTooLargeError when it holds more than `most` bytes. */
export async function readTextAtMost(path: string, most: number): Promise<string> {
  const handle = await open(path, "r");
  try {
    const stats = await handle.stat();
    if (stats.isFile() && stats.size > most) throw new FileTooLargeError(path, most);
    // A regular file is read in one go (one byte more tells that it grew meanwhile); a device or a pipe in chunks, up to the bound.
    const size = stats.isFile() ? stats.size + 1 : 64 * 1024;
    const chunks: Buffer[] = [];
    let total = 0;
    for (;;) {
      const chunk = Buffer.allocUnsafe(Math.min(most + 1 - total, size));
      const { bytesRead } = await handle.read(chunk, 0, chunk.length, null);
      if (bytesRead === 0) break;
      total += bytesRead;
      if (total > most) throw new FileTooLargeError(path, most);
      chunks.push(chunk.subarray(0, bytesRead));
    }
    return Buffer.concat(chunks, total).toString("utf8");
  } finally {
    await handle.close();
  }
}
