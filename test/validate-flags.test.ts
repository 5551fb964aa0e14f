/** `corespec validate` as kubeconform users run it: --skip, --ignore-missing-schemas, --summary, --output, --version, exit codes. */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { corespec } from "./helpers/cli.js";
import { ROOT } from "./helpers/paths.js";

let dir: string;
const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "corespec-validate-flags-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const PRIORITY_CLASS =
  "apiVersion: scheduling.core.io/v1\nkind: PriorityClass\nmetadata:\n  name: high\nvalue: x\n";
const LEASE =
  "apiVersion: coordination.core.io/v1\nkind: Lease\nmetadata:\n  name: l\n  namespace: default\n";
const WIDGET = "apiVersion: example.com/v1\nkind: Widget\nmetadata:\n  name: w\n";

describe("corespec validate, kubeconform's flags", () => {
  it("--version prints corespec's version and exits 0", async () => {
    const { version } = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
      version: string;
    };
    const result = await corespec(["--version"], dir);
    expect(result).toMatchObject({ code: 0, stdout: `${version}\n` });
  });

  it("a kind the package does not know is an error (exit 1), or skipped with a note under --ignore-missing-schemas (exit 0)", async () => {
    const path = file("widget.yaml", `${WIDGET}---\n${LEASE}`);
    const plain = await corespec(["validate", "--summary", path], dir);
    expect(plain.code).toBe(1);
    expect(plain.stdout).toContain("widget.yaml:1:13: Widget/w: apiVersion: Unsupported value");
    expect(plain.stdout).toContain(
      "Summary: 2 resources found in 1 file - Valid: 1, Invalid: 0, Errors: 1, Skipped: 0\n",
    );
    expect(plain.stderr).toContain(
      "1 document of a kind the package does not know: --ignore-missing-schemas skips such documents",
    );
    const ignored = await corespec(
      ["validate", "--summary", "--ignore-missing-schemas", path],
      dir,
    );
    expect(ignored.code).toBe(0);
    expect(ignored.stdout).toBe(
      "Summary: 2 resources found in 1 file - Valid: 1, Invalid: 0, Errors: 0, Skipped: 1\n",
    );
    expect(ignored.stderr).toContain(
      "widget.yaml:2:7: note: Widget/w: example.com/v1 Widget is not a kind of the package",
    );
    const json = await corespec(["validate", "--output", "json", path], dir);
    const { resources } = JSON.parse(json.stdout) as {
      resources: { status: string; errors: { code?: string }[] }[];
    };
    expect(resources[0]!.status).toBe("error");
    expect(new Set(resources[0]!.errors.map((e) => e.code))).toEqual(new Set(["kind-unknown"]));
  });

  it("--ignore-missing-schemas still checks a known kind, and a document without a kind is still an error", async () => {
    const path = file("mixed.yaml", `${PRIORITY_CLASS}---\nmetadata: {name: x}\n`);
    const result = await corespec(
      ["validate", "--ignore-missing-schemas", "--output", "json", path],
      dir,
    );
    expect(result.code).toBe(1);
    const { resources } = JSON.parse(result.stdout) as {
      resources: { status: string; errors: { field?: string }[] }[];
    };
    expect(resources.map((r) => r.status)).toEqual(["invalid", "error"]);
    expect(resources[1]!.errors.map((e) => e.field)).toEqual(["apiVersion", "kind"]);
  });

  it("--skip takes kinds and apiVersion/kind pairs; a skipped document is not checked", async () => {
    const path = file("skip.yaml", `${PRIORITY_CLASS}---\n${LEASE}---\n${WIDGET}`);
    const byKind = await corespec(
      ["validate", "--summary", "--skip", "PriorityClass,Widget", path],
      dir,
    );
    expect(byKind.stdout).toBe(
      "Summary: 3 resources found in 1 file - Valid: 1, Invalid: 0, Errors: 0, Skipped: 2\n",
    );
    expect(byKind.code).toBe(0);
    const otherVersion = await corespec(
      [
        "validate",
        "--summary",
        "--skip",
        "scheduling.core.io/v2/PriorityClass,example.com/v1/Widget",
        path,
      ],
      dir,
    );
    expect(otherVersion.stdout).toContain("Valid: 1, Invalid: 1, Errors: 0, Skipped: 1");
    expect(otherVersion.code).toBe(1);
  });

  it("an invalid document and an unreadable input together exit 2, and both are reported", async () => {
    const path = file("pc.yaml", PRIORITY_CLASS);
    for (const order of [
      [path, join(dir, "missing.yaml")],
      [join(dir, "missing.yaml"), path],
    ]) {
      const result = await corespec(["validate", "--output", "json", ...order], dir);
      expect(result.code).toBe(2);
      const { resources, summary } = JSON.parse(result.stdout) as {
        resources: { filename: string; status: string }[];
        summary: object;
      };
      expect(resources.map((r) => r.status).sort()).toEqual(["error", "invalid"]);
      expect(summary).toEqual({ valid: 0, invalid: 1, errors: 1, skipped: 0 });
    }
  });

  it("writes JUnit XML and TAP", async () => {
    const path = file("two.yaml", `${PRIORITY_CLASS}---\n${LEASE}`);
    const junit = await corespec(["validate", "--output", "junit", path], dir);
    expect(junit.code).toBe(1);
    expect(junit.stdout).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<testsuites name="corespec" time="[0-9.]+" tests="2" failures="1" disabled="0" errors="0">\n/,
    );
    expect(junit.stdout).toContain(
      '<failure message="value: Invalid value: &quot;x&quot;: must be an integer" type="invalid">two.yaml:5:8: value: Invalid value: "x": must be an integer</failure>',
    );
    const tap = await corespec(["validate", "--output", "tap", path], dir);
    expect(tap.code).toBe(1);
    expect(tap.stdout).toMatch(
      /^TAP version 13\nnot ok 1 - two\.yaml \(PriorityClass\/high\)\n[\s\S]*\nok 2 - two\.yaml \(Lease\/l\)\n1\.\.2\n$/,
    );
  });

  it("exits 2 on a usage error", async () => {
    const path = file("ok.yaml", LEASE);
    expect((await corespec(["validate", "--output", "yaml", path], dir)).code).toBe(2);
    const skip = await corespec(["validate", "--skip", "v1/", path], dir);
    expect(skip.code).toBe(2);
    expect(skip.stderr).toContain("corespec validate: --skip:");
  });

  it.runIf(existsSync(join(ROOT, ".build/cli/meta.json")))(
    "loads the JSON, JUnit and TAP formats only when asked for (chunks of their own in the bundle)",
    () => {
      const meta = JSON.parse(readFileSync(join(ROOT, ".build/cli/meta.json"), "utf8")) as {
        outputs: Record<
          string,
          { imports: { path: string; kind: string }[]; inputs: Record<string, unknown> }
        >;
      };
      const outputOf = (module: string) =>
        Object.entries(meta.outputs).find(([, o]) =>
          Object.keys(o.inputs).some((i) => i.endsWith(module)),
        );
      const formats = ["report-json.js", "report-junit.js", "report-tap.js"].map(
        (m) => outputOf(`generator/validate/${m}`)![0],
      );
      const statically = (module: string) =>
        outputOf(module)![1]
          .imports.filter((i) => i.kind === "import-statement")
          .map((i) => i.path);
      for (const module of ["generator/commands/validate.js", "generator/validate/report.js"])
        expect(statically(module).filter((p) => formats.includes(p))).toEqual([]);
      expect(
        outputOf("generator/validate/report.js")![1]
          .imports.filter((i) => i.kind === "dynamic-import")
          .map((i) => i.path)
          .sort(),
      ).toEqual([...formats].sort());
    },
  );
});
