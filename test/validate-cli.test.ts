/** `corespec validate`: positions, multi-document YAML, stdin, JSON output, --strict, exit codes. */
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
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
  dir = mkdtempSync(join(tmpdir(), "corespec-validate-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const TWO_DOCS = `apiVersion: scheduling.core.io/v1
kind: PriorityClass
metadata:
  name: high
value: 1000
---
apiVersion: coordination.core.io/v1beta1
kind: LeaseCandidate
metadata:
  name: candidate
  namespace: default
spec:
  leaseName: my-lease
  binaryVersion: 1.30.0
  emulationVersion: 1.31.0
  strategy: OldestEmulationVersion
  extra: true
`;

describe("corespec validate", () => {
  it("prints each error at the offending value of multi-document YAML and exits 1", async () => {
    const path = file("two.yaml", TWO_DOCS);
    const result = await corespec(["validate", path], dir);
    expect(result.code).toBe(1);
    expect(result.stdout.trim().split("\n")).toEqual([
      'two.yaml:14:18: LeaseCandidate/candidate: spec.binaryVersion: Invalid value: "1.30.0": must be greater than or equal to `emulationVersion`',
    ]);
    expect(result.stderr).toContain(
      "two.yaml:17:10: warning: LeaseCandidate/candidate: spec.extra: unknown field",
    );
    expect(result.stderr).toContain("2 documents checked, 1 invalid.");
  });

  it("makes unknown and duplicate fields errors with --strict", async () => {
    const path = file(
      "dup.yaml",
      "apiVersion: scheduling.core.io/v1\nkind: PriorityClass\nmetadata:\n  name: a\nvalue: 1\ncolour: red\n",
    );
    const plain = await corespec(["validate", path], dir);
    expect(plain.code).toBe(0);
    const strict = await corespec(["validate", "--strict", path], dir);
    expect(strict.code).toBe(1);
    expect(strict.stdout).toContain("dup.yaml:6:9: PriorityClass/a: colour: unknown field");
  });

  it("suggests the known field an unknown one was probably meant to be, at any depth", async () => {
    const path = file(
      "typos.yaml",
      [
        "apiVersion: rbac.authorization.core.io/v1",
        "kind: ClusterRoleBinding",
        "metadata: {name: x, lables: {}}",
        "roleRef: {apiGroup: rbac.authorization.core.io, kind: ClusterRole, name: y}",
        "subjects:",
        "- {kind: User, name: a, apiGrup: rbac.authorization.core.io, zzz: 1}",
        "",
      ].join("\n"),
    );
    const result = await corespec(["validate", "--strict", path], dir);
    expect(result.code).toBe(1);
    expect(result.stdout.trim().split("\n")).toEqual([
      'typos.yaml:3:29: ClusterRoleBinding/x: metadata.lables: unknown field (did you mean "labels"?)',
      'typos.yaml:6:34: ClusterRoleBinding/x: subjects[0].apiGrup: unknown field (did you mean "apiGroup"?)',
      "typos.yaml:6:67: ClusterRoleBinding/x: subjects[0].zzz: unknown field",
    ]);
  });

  it("validates with a package generated outside the repository, its dependencies not installed", async () => {
    const out = join(dir, "elsewhere");
    expect((await corespec(["generate", "--specs", `${ROOT}specs`, "--out", out], dir)).code).toBe(
      0,
    );
    expect(existsSync(join(out, "node_modules"))).toBe(false);
    const path = file(
      "pc.yaml",
      "apiVersion: scheduling.core.io/v1\nkind: PriorityClass\nmetadata:\n  name: a\nvalue: x\n",
    );
    const result = await corespec(["validate", "--package", out, path], dir);
    expect(result.stdout).toBe(
      'pc.yaml:5:8: PriorityClass/a: value: Invalid value: "x": must be an integer\n',
    );
    expect(result.code).toBe(1);
  }, 60_000);

  it("reports JSON errors with positions, in JSON output", async () => {
    const path = file(
      "pc.json",
      '{\n\t"apiVersion": "scheduling.core.io/v1",\n\t"kind": "PriorityClass",\n\t"metadata": {"name": "x"},\n\t"value": "high"\n}\n',
    );
    const result = await corespec(["validate", "--output", "json", path], dir);
    expect(result.code).toBe(1);
    const { resources } = JSON.parse(result.stdout) as {
      resources: {
        kind: string;
        status: string;
        errors: { line: number; col: number; type: string; field: string }[];
      }[];
    };
    expect(resources).toMatchObject([
      {
        kind: "PriorityClass",
        status: "invalid",
        errors: [{ line: 5, col: 11, type: "FieldValueTypeInvalid", field: "value" }],
      },
    ]);
  });

  it("reads standard input for -", async () => {
    const result = await new Promise<{ code: number; stdout: string }>((resolve) => {
      const child = spawn(process.execPath, [`${ROOT}bin/corespec.js`, "validate", "-"], {
        cwd: dir,
      });
      let stdout = "";
      child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
      child.on("close", (code) => resolve({ code: code ?? -1, stdout }));
      child.stdin.end(
        "apiVersion: storage.core.io/v1\nkind: VolumeAttributesClass\nmetadata:\n  name: silver\ndriverName: pd.csi.storage.gke.io\n",
      );
    });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain(
      "<stdin>:1:1: VolumeAttributesClass/silver: parameters: Required value",
    );
  });

  it("exits 2 on an input it cannot read", async () => {
    const result = await corespec(["validate", join(dir, "missing.yaml")], dir);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/missing\.yaml: cannot read/);
  });

  it("takes Kubernetes feature gates: a gated configuration field is reported while its gate is off", async () => {
    const path = file(
      "authn.yaml",
      [
        "apiVersion: apiserver.core.io/v1",
        "kind: AuthenticationConfiguration",
        "jwt:",
        "  - issuer:",
        "      url: https://issuer.example.com",
        "      audiences: [cluster]",
        "      egressSelectorType: controlplane",
        "    claimMappings:",
        '      username: { claim: sub, prefix: "" }',
        "",
      ].join("\n"),
    );
    // StructuredAuthenticationConfigurationEgressSelector is beta and on by default since 1.34.
    expect((await corespec(["validate", path], dir)).code).toBe(0);
    const off = await corespec(
      [
        "validate",
        "--feature-gates",
        "StructuredAuthenticationConfigurationEgressSelector=false",
        path,
      ],
      dir,
    );
    expect(off.code).toBe(1);
    expect(off.stdout.trim()).toBe(
      'authn.yaml:7:27: AuthenticationConfiguration/(unnamed): jwt[0].issuer.egressSelectorType: Invalid value: "controlplane": egress selector is not supported when StructuredAuthenticationConfigurationEgressSelector feature gate is disabled',
    );
    const unknown = await corespec(["validate", "--feature-gates", "NoSuchGate=true", path], dir);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain(
      "corespec validate: --feature-gates: unrecognized feature gate: NoSuchGate",
    );
  });

  it("loads only the group-version of a document it knows, and the root entry for any other", async () => {
    // A copy of the package whose root entry cannot load: what still works did not need it.
    const pkg = join(dir, "lazy");
    for (const part of ["package.json", "dist", "schemas"])
      cpSync(join(ROOT, "output", part), join(pkg, part), { recursive: true });
    writeFileSync(join(pkg, "dist/index.js"), 'throw new Error("the root entry was loaded");\n');
    const path = file("two.yaml", TWO_DOCS);
    const [lazy, whole] = [
      await corespec(["validate", "--package", pkg, path], dir),
      await corespec(["validate", path], dir),
    ];
    expect(lazy).toEqual(whole);
    expect(lazy.stdout).toContain("LeaseCandidate/candidate: spec.binaryVersion: Invalid value");
    expect(lazy.stderr).toContain("spec.extra: unknown field");
    expect(lazy.code).toBe(1);
    // An apiVersion no group-version module has: the root entry answers (here, by failing to
    // load, which is said in one line, exit 2).
    const unknown = file("unknown.yaml", "apiVersion: nope.core.io/v1\nkind: Thing\n");
    const broken = await corespec(["validate", "--package", pkg, unknown], dir);
    expect(broken.stderr).toMatch(
      /^corespec validate: cannot load the package module .*index\.js: the root entry was loaded\n$/,
    );
    expect(broken.code).toBe(2);
    expect((await corespec(["validate", unknown], dir)).stdout).toContain("apiVersion");
  }, 30_000);

  it("exits 0 when every document is valid", async () => {
    const path = file("ok.yaml", TWO_DOCS.split("---")[0]!);
    expect((await corespec(["validate", path], dir)).code).toBe(0);
  });
});
