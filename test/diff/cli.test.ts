/** `corespec diff` as a user runs it: exit codes, JSON output, --base against a git repository, corespec's own specs. */
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { corespec } from "../helpers/cli.js";
import { ROOT } from "../helpers/paths.js";
import { BASE } from "./trees.js";

let work: string;
let narrowed: string;
let alphaOnly: string;

/** A copy of the base fixture with one replacement in example.core.io/`file`. */
function copyWith(name: string, file: string, from: string, to: string): string {
  const dir = join(work, name);
  cpSync(BASE, dir, { recursive: true });
  const path = join(dir, "example.core.io", file);
  writeFileSync(path, readFileSync(path, "utf8").replace(from, to));
  return dir;
}

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), "corespec-diff-"));
  narrowed = copyWith("narrowed", "v1.yaml", "maxLength: 63", "maxLength: 32");
  alphaOnly = copyWith("alpha", "v1alpha1.yaml", "maximum: 10", "maximum: 5");
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("corespec diff OLD NEW", () => {
  it("corespec's own specs against themselves: no change, exit 0", async () => {
    const result = await corespec(["diff", "specs", "specs"]);
    expect(result).toEqual({
      code: 0,
      stdout: "No changes between specs and specs.\nRelease: none needed.\n",
      stderr: "",
    });
  });

  it("a breaking change of a non-alpha version: exit 1, the change on stdout", async () => {
    const result = await corespec(["diff", BASE, narrowed]);
    expect(result.code).toBe(1);
    expect(result.stdout).toMatch(
      /: BREAKING limit-narrowed: example\.core\.io\/v1\.WidgetSpec\.name\n/,
    );
    expect(result.stderr).toBe("");
  });

  it("a breaking change in an alpha version only: reported, exit 0", async () => {
    const result = await corespec(["diff", BASE, alphaOnly]);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(
      /: breaking \(alpha, does not fail\) limit-narrowed: example\.core\.io\/v1alpha1\.Gadget\.size\n/,
    );
  });

  it("--output json: { changes: [{ breaking, kind, path, old, new, file, line, column, why }], summary }", async () => {
    const result = await corespec(["diff", "--output", "json", BASE, narrowed]);
    expect(result.code).toBe(1);
    const report = JSON.parse(result.stdout) as {
      changes: Record<string, unknown>[];
      summary: Record<string, unknown>;
    };
    expect(report.changes).toHaveLength(1);
    expect(report.changes[0]).toMatchObject({
      breaking: true,
      kind: "limit-narrowed",
      path: "example.core.io/v1.WidgetSpec.name",
      old: { maxLength: 63 },
      new: { maxLength: 32 },
      line: expect.any(Number),
      column: expect.any(Number),
    });
    expect(String(report.changes[0]!.file)).toMatch(/narrowed\/example\.core\.io\/v1\.yaml$/);
    expect(report.summary).toMatchObject({ breaking: 1, semver: "major" });
  });

  it("usage and load problems: exit 2, a message with its code on stderr", async () => {
    const broken = copyWith(
      "broken",
      "v1.yaml",
      "type: int32, minimum: 1",
      "type: int33, minimum: 1",
    );
    const cases: [string[], RegExp][] = [
      [["diff", BASE], /^corespec diff: error usage: give two spec directories/m],
      [
        ["diff", BASE, join(work, "missing")],
        /^corespec diff: error no-specs: .*missing: no such directory$/m,
      ],
      [
        ["diff", BASE, broken],
        /example\.core\.io\/v1\.yaml:\d+:\d+: unknown type "int33"[^\n]*\ncorespec diff: error load: .*broken: the specs do not load \(1 problem\)\n$/,
      ],
      [["diff", "--output", "yaml", BASE, BASE], /argument 'yaml' is invalid/],
    ];
    for (const [args, message] of cases) {
      const result = await corespec(args);
      expect(result.code, args.join(" ")).toBe(2);
      expect(result.stderr).toMatch(message);
      expect(result.stdout).toBe("");
    }
  });
});

describe("corespec diff --base REF", () => {
  let repo: string;
  const git = (...args: string[]) =>
    execFileSync("git", args, { cwd: repo, stdio: ["ignore", "pipe", "pipe"] }).toString();

  /** The working tree's edit: a field removed (breaking). */
  const removeLabels = () => {
    const path = join(repo, "api/specs/example.core.io/v1.yaml");
    writeFileSync(
      path,
      readFileSync(path, "utf8").replace(
        "      labels: { type: map, values: string, doc: Labels. }\n",
        "",
      ),
    );
  };

  beforeAll(() => {
    repo = join(work, "repo");
    cpSync(BASE, join(repo, "api", "specs"), { recursive: true });
    git("init", "-q", "-b", "main");
    git(
      "-c",
      "user.name=t",
      "-c",
      "user.email=t@example.com",
      "commit",
      "-q",
      "--allow-empty",
      "-m",
      "empty",
    );
    git("add", ".");
    git("-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-q", "-m", "specs");
  });

  it("the committed tree against the working tree: unchanged, then a breaking edit", async () => {
    const unchanged = await corespec(["diff", "--base", "HEAD", "api/specs"], repo);
    expect(unchanged).toEqual({
      code: 0,
      stdout: "No changes between HEAD:api/specs and api/specs.\nRelease: none needed.\n",
      stderr: "",
    });
    removeLabels();
    const result = await corespec(
      ["diff", "--base", "main", "--output", "json", "api/specs"],
      repo,
    );
    expect(result.code).toBe(1);
    const [change] = (
      JSON.parse(result.stdout) as {
        changes: { kind: string; locations: { old: { file: string }; new: { file: string } } }[];
      }
    ).changes;
    expect(change).toMatchObject({
      kind: "field-removed",
      locations: {
        old: { file: "main:api/specs/example.core.io/v1.yaml" },
        new: { file: "api/specs/example.core.io/v1.yaml" },
      },
    });
  });

  it("from inside the spec directory, against a commit without specs, and a ref that does not exist", async () => {
    removeLabels();
    const dir = join(repo, "api/specs");
    const inside = await corespec(["diff", "--base", "HEAD", "."], dir);
    expect(inside.code).toBe(1);
    expect(inside.stdout).toMatch(
      /^example\.core\.io\/v1\.yaml:\d+:\d+: BREAKING field-removed: [^\n]*\n(?:.*\n){1}    old HEAD:api\/specs\/example\.core\.io\/v1\.yaml:\d+:\d+/m,
    );
    const empty = await corespec(["diff", "--base", "HEAD~1", "api/specs"], repo);
    expect(empty.code).toBe(2);
    expect(empty.stderr).toMatch(
      /^corespec diff: error no-specs: HEAD~1:api\/specs: no spec files/m,
    );
    const bad = await corespec(["diff", "--base", "no-such-ref", "api/specs"], repo);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^corespec diff: error git: /m);
    const outside = await corespec(["diff", "--base", "HEAD", narrowed], work);
    expect(outside.code).toBe(2);
    expect(outside.stderr).toMatch(/^corespec diff: error git: /m);
    const option = await corespec(["diff", "--base=--output", "api/specs"], repo);
    expect(option.code).toBe(2);
    expect(option.stderr).toMatch(/^corespec diff: error usage: --base --output: not a git ref$/m);
    const two = await corespec(["diff", "--base", "HEAD", "api/specs", "api/specs"], repo);
    expect(two.code).toBe(2);
    expect(two.stderr).toMatch(/error usage: with --base, give at most one spec directory/);
  });
});

it("corespec's own specs at HEAD against the working tree's (a spec edit in progress shows as changes)", async () => {
  const result = await corespec(["diff", "--base", "HEAD"], ROOT);
  expect([0, 1]).toContain(result.code);
  expect(result.stderr).toBe("");
});

describe("corespec diff --base on trees the loader would refuse today, and on a project of one's own", () => {
  const git = (cwd: string, ...args: string[]) => execFileSync("git", args, { cwd, stdio: "pipe" });
  const commitAll = (cwd: string) => {
    git(cwd, "add", ".");
    git(cwd, "-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-q", "-m", "specs");
  };

  it("compares a committed tree whose pattern RE2 cannot read (the check came later): its problems do not stop the diff", async () => {
    const repo = join(work, "lookahead");
    cpSync(BASE, join(repo, "specs"), { recursive: true });
    const path = join(repo, "specs/example.core.io/v1.yaml");
    writeFileSync(
      path,
      readFileSync(path, "utf8").replace('pattern: "^[a-z]+$"', 'pattern: "^(?!x)[a-z]+$"'),
    );
    git(repo, "init", "-q", "-b", "main");
    commitAll(repo);
    writeFileSync(
      path,
      readFileSync(path, "utf8").replace('pattern: "^(?!x)[a-z]+$"', 'pattern: "^[a-z]+$"'),
    );
    const result = await corespec(["diff", "--base", "HEAD", "--output", "json", "specs"], repo);
    expect(result.stderr).toBe("");
    // Compared: a changed pattern counts as narrowed (corespec cannot tell it accepts every old value).
    expect(result.code).toBe(1);
    expect(
      (JSON.parse(result.stdout) as { changes: { kind: string }[] }).changes.map((c) => c.kind),
    ).toEqual(["pattern-narrowed"]);
  });

  it("a spec project from corespec init: the committed tree loads corespec's library of standard types too", async () => {
    const project = join(work, "own");
    expect((await corespec(["init", project], work)).code).toBe(0);
    git(project, "init", "-q", "-b", "main");
    commitAll(project);
    const unchanged = await corespec(["diff", "--base", "HEAD"], project);
    expect(unchanged.stderr).toBe("");
    expect(unchanged.code).toBe(0);
    expect(unchanged.stdout).toMatch(/^No changes between HEAD:specs and specs\./);
  });
});
