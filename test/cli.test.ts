/** The corespec command: generate, --check, --watch, --help, spec errors, and the configuration file of serve. */
import { execFileSync, spawn } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { corespec } from "./helpers/cli.js";
import { FIXTURES, ROOT } from "./helpers/paths.js";

let work: string;
let specs: string;
let out: string;

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), "corespec-cli-"));
  specs = join(work, "specs");
  out = join(work, "output");
  cpSync(join(FIXTURES, "kinds", "specs"), specs, { recursive: true });
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("corespec generate", () => {
  it("writes the generated files and reports what it did", async () => {
    const result = await corespec(["generate", "--specs", specs, "--out", out]);
    expect(result.stderr.replace(/^corespec: .* \(\d+\.\d s\)\n/gm, "")).toBe(""); // progress lines only
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(
      /^Generated \d+ files into .*output\/ \(\d+ new, 0 changed, 0 removed\) in \d+ ms\.\n$/,
    );
    expect(readFileSync(join(out, "src/types/example.core.io/v1.ts"), "utf8")).toContain(
      "export interface Widget {",
    );
    expect(readdirSync(work).sort()).toEqual(["output", "specs"]); // no staged or old directories left behind
  });

  it("names a spec directory that is missing or a file, and an output path that is a file, before any work (exit 2)", async () => {
    const file = join(work, "a-file");
    writeFileSync(file, "not a directory\n");
    const cases: [string[], string][] = [
      [
        ["--specs", join(work, "no-such-specs"), "--out", join(work, "unused")],
        `--specs ${join(work, "no-such-specs")}: no such directory`,
      ],
      [["--specs", file, "--out", join(work, "unused")], `--specs ${file}: not a directory`],
      [["--specs", specs, "--out", file], `--out ${file}: not a directory`],
      [["--specs", specs, "--out", file, "--check"], `--out ${file}: not a directory`],
    ];
    for (const [args, message] of cases) {
      const result = await corespec(["generate", ...args]);
      expect(result.code).toBe(2);
      expect(result.stderr).toBe(`corespec generate: ${message}\n`);
    }
    expect(readFileSync(file, "utf8")).toBe("not a directory\n");
    expect(existsSync(join(work, "unused"))).toBe(false);
    rmSync(file);
  });

  it("--check passes on a fresh output and writes nothing", async () => {
    const result = await corespec(["generate", "--check", "--specs", specs, "--out", out]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/is up to date with the specs/);
  });

  it("--check lists stale, missing and orphaned files and exits 1", async () => {
    const copy = join(work, "copy");
    cpSync(out, copy, { recursive: true });
    writeFileSync(join(copy, "schemas/example.core.io/v1/Widget.json"), "{}\n"); // a hand edit
    unlinkSync(join(copy, "src/types/index.ts"));
    writeFileSync(join(copy, "src/types/extra.ts"), "export {};\n");
    const before = readFileSync(join(copy, "schemas/example.core.io/v1/Widget.json"), "utf8");
    const result = await corespec(["generate", "--check", "--specs", specs, "--out", copy]);
    expect(result.code).toBe(1);
    expect(result.stderr.split("\n").filter((l) => /^(stale|missing|orphaned): /.test(l))).toEqual([
      `stale: ${relativeTo(copy)}/schemas/example.core.io/v1/Widget.json`,
      `missing: ${relativeTo(copy)}/src/types/index.ts`,
      `orphaned: ${relativeTo(copy)}/src/types/extra.ts`,
    ]);
    expect(readFileSync(join(copy, "schemas/example.core.io/v1/Widget.json"), "utf8")).toBe(before);
    expect(existsSync(join(copy, "src/types/extra.ts"))).toBe(true);
  });

  it("regenerating repairs a stale output and removes orphans", async () => {
    const copy = join(work, "repair");
    cpSync(out, copy, { recursive: true });
    writeFileSync(join(copy, "src/types/extra.ts"), "export {};\n");
    writeFileSync(join(copy, "schemas/example.core.io/v1/Widget.json"), "{}\n");
    const result = await corespec(["generate", "--specs", specs, "--out", copy]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/\(0 new, 1 changed, 1 removed\)/);
    expect(existsSync(join(copy, "src/types/extra.ts"))).toBe(false);
    expect((await corespec(["generate", "--check", "--specs", specs, "--out", copy])).code).toBe(0);
  });

  it("keeps what generation did not write: top-level files and directories of someone else", async () => {
    const copy = join(work, "installed");
    cpSync(out, copy, { recursive: true });
    writeFileSync(join(copy, "package-lock.json"), "{}\n");
    writeFileSync(join(copy, ".npmrc"), "fund=false\n");
    mkdirSync(join(copy, "node_modules/left-pad"), { recursive: true });
    writeFileSync(join(copy, "node_modules/left-pad/index.js"), "\n");
    mkdirSync(join(copy, "notes"));
    writeFileSync(join(copy, "notes/todo.md"), "- ship\n");
    writeFileSync(join(copy, "src/types/extra.ts"), "export {};\n"); // in a generated directory: an orphan
    const check = await corespec(["generate", "--check", "--specs", specs, "--out", copy]);
    expect(check.stderr.split("\n").filter((l) => /^(stale|missing|orphaned): /.test(l))).toEqual([
      `orphaned: ${relativeTo(copy)}/src/types/extra.ts`,
    ]);
    const result = await corespec(["generate", "--specs", specs, "--out", copy]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/\(0 new, 0 changed, 1 removed\)/);
    expect(readFileSync(join(copy, "package-lock.json"), "utf8")).toBe("{}\n");
    expect(readFileSync(join(copy, ".npmrc"), "utf8")).toBe("fund=false\n");
    expect(existsSync(join(copy, "node_modules/left-pad/index.js"))).toBe(true);
    expect(readFileSync(join(copy, "notes/todo.md"), "utf8")).toBe("- ship\n");
    expect(existsSync(join(copy, "src/types/extra.ts"))).toBe(false);
    expect((await corespec(["generate", "--check", "--specs", specs, "--out", copy])).code).toBe(0);
  });

  it("reports spec errors as file:line:col, exits 1 and writes nothing", async () => {
    const broken = join(work, "broken");
    cpSync(specs, broken, { recursive: true });
    const file = join(broken, "example.core.io/v1.yaml");
    writeFileSync(
      file,
      readFileSync(file, "utf8")
        .replace("type: WidgetSpec", "type: WidgetSpek")
        .replace("maximum: 10", "maximum: ten"),
    );
    const target = join(work, "untouched");
    const result = await corespec(["generate", "--specs", broken, "--out", target]);
    expect(result.code).toBe(1);
    const lines = result.stderr.trim().split("\n");
    expect(lines).toEqual([
      expect.stringMatching(
        /example\.core\.io\/v1\.yaml:15:21: unknown type "WidgetSpek" \(did you mean "WidgetSpec"\?\) \[unknown-type\]$/,
      ),
      expect.stringMatching(
        /example\.core\.io\/v1\.yaml:24:65: a bound of an int32 must be a number, not "ten" \[bound-invalid\]$/,
      ),
      "2 problems in the specs; nothing was written.",
    ]);
    expect(existsSync(target)).toBe(false);
  });

  it("reads only the regular files of the spec directory: a named pipe there blocked it, a directory named x.yaml crashed it", async () => {
    const odd = join(work, "odd-specs");
    cpSync(specs, odd, { recursive: true });
    execFileSync("mkfifo", [join(odd, "pipe.yaml")]);
    mkdirSync(join(odd, "folder.yaml"));
    const result = await corespec(["generate", "--specs", odd, "--out", join(work, "odd-output")]);
    expect(result.stderr.replace(/^corespec: .* \(\d+\.\d s\)\n/gm, "")).toBe(""); // progress lines only
    expect(result.stdout).toMatch(/^Generated \d+ files into /);
    expect(result.code).toBe(0);
  }, 30_000);

  it('refuses a spec file past 8 MiB at once, naming it: a 700 MB one ended in "Invalid string length", naming no file', async () => {
    const large = join(work, "large-specs");
    cpSync(specs, large, { recursive: true });
    // Sparse: no disk is used, and a read of the whole file would take seconds and 600 MB.
    execFileSync("truncate", ["-s", "700M", join(large, "huge.yaml")]);
    const result = await corespec([
      "generate",
      "--specs",
      large,
      "--out",
      join(work, "large-output"),
    ]);
    expect(
      result.stderr
        .trim()
        .split("\n")
        .filter((line) => !line.startsWith("corespec: loading")),
    ).toEqual([
      expect.stringMatching(
        /huge\.yaml:1:1: the file is larger than 8 MiB, the most a spec file may hold \[file-too-large\]$/,
      ),
      "1 problem in the specs; nothing was written.",
    ]);
    expect(result.code).toBe(1);
  }, 30_000);

  it("has help for the command and for generate", async () => {
    const top = await corespec(["--help"]);
    expect(top.code).toBe(0);
    expect(top.stdout).toContain("generate");
    const help = await corespec(["generate", "--help"]);
    expect(help.code).toBe(0);
    for (const flag of ["--specs <dir>", "--out <dir>", "--check", "--watch"])
      expect(help.stdout).toContain(flag);
  });

  it("rejects an unknown option with exit code 2", async () => {
    const result = await corespec(["generate", "--chekc"]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/unknown option '--chekc'/);
  });
});

describe("corespec generate --watch", () => {
  it("regenerates when a spec changes and says what changed and how long it took", async () => {
    const watched = join(work, "watched");
    cpSync(specs, watched, { recursive: true });
    const watchOut = join(work, "watch-output");
    const child = spawn(
      process.execPath,
      [`${ROOT}bin/corespec.js`, "generate", "--watch", "--specs", watched, "--out", watchOut],
      { cwd: ROOT },
    );
    let stdout = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    const waitFor = async (pattern: RegExp) => {
      for (let i = 0; i < 400 && !pattern.test(stdout); i++)
        await new Promise((r) => setTimeout(r, 50));
      expect(stdout).toMatch(pattern);
    };
    try {
      await waitFor(/Watching/);
      const file = join(watched, "example.core.io/v1.yaml");
      writeFileSync(
        file,
        readFileSync(file, "utf8").replace(
          "The desired state of a widget.",
          "The wanted state of a widget.",
        ),
      );
      await waitFor(/\[.*example\.core\.io\/v1\.yaml\] regenerated in \d+ ms: \d+ files? updated/);
      expect(readFileSync(join(watchOut, "src/types/example.core.io/v1.ts"), "utf8")).toContain(
        "The wanted state of a widget.",
      );
    } finally {
      child.kill("SIGINT");
    }
  });

  it("ends with exit 2 and says why when the spec directory is removed (it ended with code 13, an unsettled top-level await)", async () => {
    const watched = join(work, "removed");
    cpSync(specs, watched, { recursive: true });
    const child = spawn(
      process.execPath,
      [
        `${ROOT}bin/corespec.js`,
        "generate",
        "--watch",
        "--specs",
        watched,
        "--out",
        join(work, "removed-output"),
      ],
      { cwd: ROOT },
    );
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
    try {
      for (let i = 0; i < 400 && !stdout.includes("Watching"); i++)
        await new Promise((r) => setTimeout(r, 50));
      rmSync(watched, { recursive: true, force: true });
      expect(await exited).toBe(2);
      expect(stderr).toContain(
        `[error] the spec directory ${relativeTo(watched)}/ was removed: stopped watching.`,
      );
    } finally {
      child.kill("SIGKILL");
    }
  }, 30_000);
});

/** How the command, run from the repository root, names a directory. */
function relativeTo(dir: string): string {
  return relative(ROOT, dir);
}

describe("corespec serve: what it cannot do, it says, and exits 2", () => {
  it("refuses a port that is not one", async () => {
    for (const port of ["abc", "99999", "1.5"]) {
      const result = await corespec(["serve", "--port", port]);
      expect(result.stderr).toContain(
        `error: option '--port <port>' argument '${port}' is invalid. a port is a whole number from 0 to 65535.`,
      );
      expect(result.code).toBe(2);
    }
  });

  it("exits when its port is taken, having closed what it started (it used to stay up, serving nothing)", async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    try {
      const port = (taken.address() as AddressInfo).port;
      const result = await corespec(["serve", "--port", String(port)]);
      expect(result.stderr).toBe(
        `corespec serve: listen EADDRINUSE: address already in use 127.0.0.1:${port}\n`,
      );
      expect(result.code).toBe(2);
    } finally {
      taken.close();
    }
  }, 30_000);
});

describe("corespec serve --leader-elect-config", () => {
  it("reads the file as spec files are read: a problem names the file, line and column, and serve exits 2 before listening", async () => {
    const config = (name: string, text: string) => {
      const path = join(work, name);
      writeFileSync(path, text);
      return path;
    };
    const cases: [string, string, string][] = [
      [
        "dup.yaml",
        "leaseDuration: 15s\nleaseDuration: 20s\n",
        ":2:1: YAML: Map keys must be unique",
      ],
      // The yaml library's recursion overflowed here, after seconds.
      [
        "deep.yaml",
        `a: ${"[".repeat(100_000)}${"]".repeat(100_000)}\n`,
        ":1:259: YAML: exceeded max depth of 256",
      ],
      ["cycle.yaml", "a: &x [*x]\n", ":1:8: YAML: anchor 'x' value contains itself"],
    ];
    for (const [name, text, problem] of cases) {
      const path = config(name, text);
      const result = await corespec(["serve", "--port", "0", "--leader-elect-config", path]);
      expect(result.stderr).toBe(`corespec serve: --leader-elect-config: ${path}${problem}\n`);
      expect(result.code).toBe(2);
    }
  });

  it("reads at most 1 MiB of it: /dev/zero took the process's memory, a sparse file of 700 MB was read whole", async () => {
    const sparse = join(work, "sparse.yaml");
    execFileSync("truncate", ["-s", "700M", sparse]);
    for (const path of ["/dev/zero", sparse]) {
      const result = await corespec(["serve", "--port", "0", "--leader-elect-config", path]);
      expect(result.stderr).toBe(
        `corespec serve: --leader-elect-config: ${path}: larger than 1 MiB, the most this file may hold\n`,
      );
      expect(result.code).toBe(2);
    }
  }, 30_000);
});
