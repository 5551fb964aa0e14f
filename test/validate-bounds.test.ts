/**
 * `corespec validate` on hostile and unusual inputs (issue 8 item 10, issue 9 item 6): each
 * input past a bound ends with a clear message and exit 2, after the other inputs are
 * reported; memory holds one document at a time; empty documents, repeated keys and
 * directories are handled as a user expects.
 */
import { execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_DOCUMENTS, MAX_INPUT_BYTES } from "../generator/validate/limits.js";
import { splitYaml } from "../generator/validate/split.js";
import { MAX_YAML_TOKENS } from "../templates/readers/yaml-reader.js";
import { corespec } from "./helpers/cli.js";
import { ROOT } from "./helpers/paths.js";

let dir: string;
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

const GOOD =
  "apiVersion: scheduling.core.io/v1\nkind: PriorityClass\nmetadata:\n  name: high\nvalue: 1000\n";

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "corespec-bounds-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("corespec validate within bounds", () => {
  it("refuses a YAML alias bomb with exit 2, after reporting the other inputs", async () => {
    const levels = ["a: &a [x,x,x,x,x,x,x,x,x]"];
    for (let i = 1; i < 9; i++)
      levels.push(
        `${"abcdefghi"[i]}: &${"abcdefghi"[i]} [${Array(9)
          .fill(`*${"abcdefghi"[i - 1]}`)
          .join(",")}]`,
      );
    const bomb = file("bomb.yaml", `${levels.join("\n")}\n`);
    const good = file("good.yaml", GOOD);
    const result = await corespec(["validate", bomb, good], dir);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(
      /bomb\.yaml: document 1 \(line 1\): .*alias.*: stopped reading it/i,
    );
    expect(result.stderr).toContain("1 document checked, 0 invalid, 1 input not read to the end.");
    expect(result.stderr).not.toMatch(/\n\s+at /); // no stack trace
  });

  it("refuses YAML nested past the reader's depth with exit 2", async () => {
    const deep = file("deep.yaml", `${"[".repeat(5000)}x${"]".repeat(5000)}\n`);
    const result = await corespec(["validate", deep], dir);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(
      /deep\.yaml: document 1 \(line 1\): exceeded max depth of 256: stopped reading it/,
    );
  });

  it("refuses a document nested a million deep (2 MB, under the document limit) in a 128 MB heap", async () => {
    // Read whole before its depth was measured, it took 1.1 GB and 7 s: this heap ran out.
    const deep = file("deeper.yaml", `${"[".repeat(1_000_000)}x${"]".repeat(1_000_000)}\n`);
    const result = await corespec(["validate", deep, file("fine.yaml", GOOD)], dir, [
      "--max-old-space-size=128",
    ]);
    expect(result.stderr).toMatch(
      /deeper\.yaml: document 1 \(line 1\): exceeded max depth of 256: stopped reading it/,
    );
    expect(result.stderr).toContain("1 document checked, 0 invalid, 1 input not read to the end.");
    expect(result.code).toBe(2);
  }, 30_000);

  it(`stops reading a document of more than ${MAX_YAML_TOKENS} YAML tokens (3 MB of \`[],\`), in a 256 MB heap`, async () => {
    // Memory follows tokens: this document took 1.7 GB and 11 s, and ran out of this heap.
    const dense = file("dense.yaml", `x: [${"[],".repeat(1_000_000)}[]]\n`);
    const result = await corespec(["validate", dense, file("fine.yaml", GOOD)], dir, [
      "--max-old-space-size=256",
    ]);
    expect(result.stderr).toContain(
      `dense.yaml: document 1 (line 1): more than ${MAX_YAML_TOKENS} YAML tokens: stopped reading it`,
    );
    expect(result.stderr).toContain("1 document checked, 0 invalid, 1 input not read to the end.");
    expect(result.code).toBe(2);
  }, 30_000);

  it("validates a 10,000-deep JSON file as the API server reads it", async () => {
    let inner = '{"x":1}';
    for (let i = 0; i < 9_990; i++) inner = `{"a":${inner}}`;
    const deep = file(
      "deep.json",
      `{"apiVersion":"admission.core.io/v1","kind":"AdmissionReview","response":{"uid":"u","allowed":true},"request":{"uid":"u","kind":{"group":"","version":"v1","kind":"Pod"},"resource":{"group":"","version":"v1","resource":"pods"},"operation":"CREATE","userInfo":{},"object":${inner}}}`,
    );
    const result = await corespec(["validate", deep], dir);
    expect(result.stderr).toContain("1 document checked");
    expect([0, 1]).toContain(result.code);
  });

  it(`stops after ${MAX_DOCUMENTS} documents with exit 2, having reported them`, async () => {
    const many = file("many.yaml", `${GOOD}---\n`.repeat(MAX_DOCUMENTS + 50_000));
    const result = await corespec(["validate", "--output", "json", many], dir);
    expect(result.code).toBe(2);
    const reports = (
      JSON.parse(result.stdout) as {
        resources: { document?: number; status: string; errors: { message: string }[] }[];
      }
    ).resources;
    expect(reports).toHaveLength(MAX_DOCUMENTS + 1);
    expect(reports[0]!.document).toBe(1);
    expect(reports[MAX_DOCUMENTS - 1]!.document).toBe(MAX_DOCUMENTS);
    expect(reports[MAX_DOCUMENTS]).toMatchObject({
      status: "error",
      errors: [
        {
          message: `more than ${MAX_DOCUMENTS} documents (empty ones included), the limit of one input: stopped reading it`,
        },
      ],
    });
  }, 120_000);

  it("names the document bound for 2,000,000 empty documents (it said `document 1 is larger than 3 MiB`)", async () => {
    const empty = file("empty-docs.yaml", "---\n".repeat(2_000_000));
    const result = await corespec(["validate", empty, file("fine.yaml", GOOD)], dir);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      `empty-docs.yaml: more than ${MAX_DOCUMENTS} documents (empty ones included), the limit of one input: stopped reading it`,
    );
    expect(result.stderr).toContain("1 document checked, 0 invalid, 1 input not read to the end.");
    // Empty documents between others still count, and do not shift the numbering of the others.
    let seen = 0;
    for await (const doc of splitYaml(
      (async function* () {
        yield `# header\n---\n---\n${GOOD}---\n# comment\n---\n${GOOD}`;
      })(),
    )) {
      seen++;
      expect(doc.index).toBe(seen);
      expect(doc.startLine).toBe(seen === 1 ? 3 : 11);
    }
    expect(seen).toBe(2);
  }, 60_000);

  it(`stops reading an input past ${MAX_INPUT_BYTES / 1024 / 1024} MiB`, async () => {
    const doc = `a: ${"x".repeat(700)}\n---\n`;
    async function* chunks() {
      for (let sent = 0; sent < MAX_INPUT_BYTES + 1024 * 1024; sent += doc.length * 1000)
        yield doc.repeat(1000);
    }
    let count = 0;
    await expect(
      (async () => {
        for await (const _ of splitYaml(chunks())) count++;
      })(),
    ).rejects.toThrow(`larger than ${MAX_INPUT_BYTES / 1024 / 1024} MiB`);
    expect(count).toBeGreaterThan(90_000);
  });

  it("ends an endless standard input (/dev/zero) with exit 2", async () => {
    const result = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, [`${ROOT}bin/corespec.js`, "validate", "-"], {
        cwd: dir,
      });
      let stderr = "";
      child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
      child.stdin.on("error", () => undefined);
      const zeros = Buffer.alloc(64 * 1024);
      const feed = () => {
        while (child.exitCode === null && child.stdin.writable && child.stdin.write(zeros));
      };
      child.stdin.on("drain", feed);
      feed();
      child.on("exit", (code) => resolve({ code, stderr }));
    });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(
      /<stdin>: document 1 \(line 1\) is larger than 3 MiB, the API server's limit: stopped reading it/,
    );
  }, 60_000);

  it("ends a FIFO fed from /dev/zero with exit 2", async () => {
    const fifo = join(dir, "zero.fifo");
    execFileSync("mkfifo", [fifo]);
    const writer = spawn("sh", ["-c", `cat /dev/zero > '${fifo}'`], { stdio: "ignore" });
    try {
      const result = await corespec(["validate", fifo, file("ok.yaml", GOOD)], dir);
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(/zero\.fifo: document 1 \(line 1\) is larger than 3 MiB/);
      expect(result.stderr).toContain(
        "1 document checked, 0 invalid, 1 input not read to the end.",
      );
    } finally {
      writer.kill("SIGKILL");
    }
  }, 60_000);
});

describe("corespec validate on what users write", () => {
  it("reports an alias inside its own anchor's value as go-yaml does, at the alias", async () => {
    const text =
      "apiVersion: scheduling.core.io/v1\nkind: PriorityClass\nmetadata:\n  name: a\n  labels: &x {a: *x}\nvalue: 1\n";
    const result = await corespec(["validate", file("cycle.yaml", text)], dir);
    expect(result.stdout).toContain(
      "cycle.yaml:5:18: document 1: YAML: anchor 'x' value contains itself",
    );
    expect(result.code).toBe(1);
  });

  it("validates a document with a repeated key (the last wins) and warns at the repetition", async () => {
    const path = file(
      "dup.yaml",
      `${GOOD}---\napiVersion: scheduling.core.io/v1\nkind: PriorityClass\nmetadata:\n  name: a\n  name: b\nvalue: 1\n`,
    );
    const result = await corespec(["validate", path], dir);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain(
      'dup.yaml:11:3: warning: PriorityClass/b: duplicate field "metadata.name"',
    );
    expect(result.stderr).toContain("2 documents checked, 0 invalid.");
    const strict = await corespec(["validate", "--strict", path], dir);
    expect(strict.code).toBe(1);
    expect(strict.stdout).toContain(
      'dup.yaml:11:3: PriorityClass/b: duplicate field "metadata.name"',
    );
  });

  it("reports a repeated JSON key at the repetition", async () => {
    const path = file(
      "dup.json",
      '{\n  "apiVersion": "scheduling.core.io/v1",\n  "kind": "PriorityClass",\n  "metadata": {"name": "a"},\n  "value": 1,\n  "value": 2\n}\n',
    );
    const result = await corespec(["validate", "--strict", path], dir);
    expect(result.stdout).toContain('dup.json:6:3: PriorityClass/a: duplicate field "value"');
  });

  it("skips empty documents: a trailing ---, comments only", async () => {
    const path = file("empty.yaml", `# a header comment\n---\n${GOOD}---\n# only a comment\n---\n`);
    const result = await corespec(["validate", path], dir);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain("1 document checked, 0 invalid.");
  });

  it("validates every .yaml, .yml and .json file of a directory, recursively, in order", async () => {
    const tree = join(dir, "tree");
    mkdirSync(join(tree, "nested"), { recursive: true });
    writeFileSync(join(tree, "a.yaml"), GOOD);
    writeFileSync(join(tree, "nested", "b.yml"), GOOD.replace("value: 1000", 'value: "high"'));
    writeFileSync(
      join(tree, "nested", "c.json"),
      JSON.stringify({
        apiVersion: "scheduling.core.io/v1",
        kind: "PriorityClass",
        metadata: { name: "c" },
        value: 1,
      }),
    );
    writeFileSync(join(tree, "notes.txt"), "not a document");
    const result = await corespec(["validate", tree], dir);
    expect(result.code).toBe(1);
    expect(result.stdout.trim()).toBe(
      'tree/nested/b.yml:5:8: PriorityClass/high: value: Invalid value: "high": must be an integer',
    );
    expect(result.stderr).toContain("3 documents checked, 1 invalid.");
  });

  it("reads only regular files of a directory (and links to them): a named pipe there no longer blocks it", async () => {
    const tree = join(dir, "special");
    mkdirSync(tree, { recursive: true });
    writeFileSync(join(tree, "a.yaml"), GOOD);
    execFileSync("mkfifo", [join(tree, "pipe.yaml")]);
    symlinkSync("/dev/zero", join(tree, "zero.yaml"));
    symlinkSync(join(tree, "missing.yaml"), join(tree, "dangling.yaml"));
    symlinkSync(join(tree, "a.yaml"), join(tree, "link.yml"));
    const result = await corespec(["validate", tree], dir);
    expect(result.stderr).toContain("2 documents checked, 0 invalid.");
    expect(result.code).toBe(0);
  }, 20_000);

  it("counts documents from 1 in JSON output too, and lists unreadable inputs there", async () => {
    const path = file("two.yaml", `${GOOD}---\n${GOOD}`);
    const result = await corespec(
      ["validate", "--output", "json", path, join(dir, "missing.yaml")],
      dir,
    );
    expect(result.code).toBe(2);
    const reports = (
      JSON.parse(result.stdout) as {
        resources: { filename: string; document?: number; status: string }[];
      }
    ).resources;
    expect(reports.map((r) => r.document ?? r.status)).toEqual([1, 2, "error"]);
    expect(reports[2]).toMatchObject({
      filename: "missing.yaml",
      status: "error",
      errors: [{ message: expect.stringMatching(/^cannot read: ENOENT/) }],
    });
  });
});
