/**
 * A file a user names is read within a byte bound (generator/read-bounded.ts): a regular file
 * past it is refused by its size, a device or a pipe once the bound is read.
 */
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { FileTooLargeError, readTextAtMost } from "../generator/read-bounded.js";

const work = mkdtempSync(join(tmpdir(), "corespec-read-bounded-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("readTextAtMost", () => {
  it("reads a file of up to the bound whole, as UTF-8, and refuses one byte more", async () => {
    const path = join(work, "at-bound.yaml");
    writeFileSync(path, "é: ok\n"); // 7 bytes
    expect(await readTextAtMost(path, 7)).toBe("é: ok\n");
    await expect(readTextAtMost(path, 6)).rejects.toThrow(new FileTooLargeError(path, 6));
    expect(new FileTooLargeError(path, 6).message).toBe(
      `${path}: larger than 6 bytes, the most this file may hold`,
    );
    writeFileSync(path, "");
    expect(await readTextAtMost(path, 7)).toBe("");
  });

  it("stops reading a device at the bound", async () => {
    await expect(readTextAtMost("/dev/zero", 1024 * 1024)).rejects.toThrow(
      "/dev/zero: larger than 1 MiB, the most this file may hold",
    );
  });

  it("reads a named pipe to its end, and stops one that sends past the bound", async () => {
    const fifo = join(work, "pipe.yaml");
    execFileSync("mkfifo", [fifo]);
    const write = (text: string) =>
      spawn("sh", ["-c", `printf '%s' "$1" > "$2"`, "sh", text, fifo]);
    write("a: 1\n");
    expect(await readTextAtMost(fifo, 16)).toBe("a: 1\n");
    const writer = spawn("sh", ["-c", `yes > "$1"`, "sh", fifo]);
    try {
      await expect(readTextAtMost(fifo, 64 * 1024)).rejects.toThrow(FileTooLargeError);
    } finally {
      writer.kill();
    }
  });

  it("leaves other errors as they are", async () => {
    await expect(readTextAtMost(join(work, "missing.yaml"), 16)).rejects.toThrow(/ENOENT/);
  });
});
