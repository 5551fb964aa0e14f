/**
 * A spec project's corespec.yaml and corespec's library of standard types (generator/load/
 * project-file.ts, library.ts): problems reported at file:line:col, the library loaded for a
 * project and replaced where the project declares the same group-version, and `corespec init`
 * refusing bad arguments and directories that are not empty.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { initOptions, pluralOf, runInit } from "../generator/commands/init.js";
import { generate } from "../generator/generate.js";
import { loadSpecs } from "../generator/load/index.js";
import { DEFAULT_PROJECT, projectOf } from "../generator/model/project.js";

const dir = mkdtempSync(join(tmpdir(), "corespec-project-load-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const PROJECT =
  'title: Gadgets API\nversion: 1.2.3\npackages:\n  api: { name: "@acme/gadgets" }\n  server: { name: "@acme/gadgets-server" }\n';
const GADGETS = `group: gadgets.example.com
version: v1
kinds:
  Gadget:
    resource: { scope: Cluster, plural: gadgets }
    fields:
      metadata: { type: ObjectMeta }
      status: { type: Status }
types:
  Status:
    fields:
      phase: { type: string }
  UID:
    type: int64
`;

/** A spec project in a new directory: corespec.yaml (unless null) and spec files by path. */
function project(name: string, config: string | null, specs: Record<string, string>): string {
  const root = join(dir, name);
  for (const [path, text] of Object.entries(specs)) {
    mkdirSync(join(root, "specs", path, ".."), { recursive: true });
    writeFileSync(join(root, "specs", path), text);
  }
  if (config !== null) writeFileSync(join(root, "corespec.yaml"), config);
  return join(root, "specs");
}

describe("corespec.yaml", () => {
  it("names the API and its packages", async () => {
    const { model, diagnostics } = await loadSpecs(
      project("named", PROJECT, { "gadgets.example.com/v1.yaml": GADGETS }),
    );
    expect(diagnostics).toEqual([]);
    expect(projectOf(model!)).toMatchObject({
      title: "Gadgets API",
      version: "1.2.3",
      api: { name: "@acme/gadgets" },
      server: { name: "@acme/gadgets-server" },
      emit: { server: true, docs: true },
      library: true,
    });
  });

  it("reports every problem at its line and column", async () => {
    const config =
      'titel: x\nversion: 1.0\npackages:\n  api: { name: "Bad Name" }\n  server: { name: ok }\nemit: { server: yes }\n';
    const { model, diagnostics } = await loadSpecs(
      project("bad-config", config, { "gadgets.example.com/v1.yaml": GADGETS }),
    );
    expect(model).toBeUndefined();
    expect(diagnostics.map((d) => `${d.line}:${d.col} ${d.code}`)).toEqual([
      "1:1 project-missing-key",
      "1:1 project-unknown-key",
      "2:10 project-invalid-value",
      "4:16 project-invalid-value",
      "6:17 project-invalid-value",
    ]);
    expect(diagnostics[1]!.message).toBe('unknown key "titel" (did you mean "title"?)');
  });

  it("without one, a spec directory is corespec's own project, without the library", async () => {
    const { diagnostics } = await loadSpecs(
      project("bare", null, { "gadgets.example.com/v1.yaml": GADGETS }),
    );
    expect(diagnostics.map((d) => `${d.code} ${d.message.split(":")[0]}`)).toContain(
      'unknown-type unknown type "ObjectMeta"',
    );
    expect(
      diagnostics.find((d) => d.message.startsWith('unknown type "ObjectMeta"'))!.message,
    ).toContain("corespec.yaml");
    expect(DEFAULT_PROJECT.api.name).toBe("@corespec/api");
  });
});

describe("the library of standard types", () => {
  it("a project names ObjectMeta and the operations without copying them; its own Status wins where it names one", async () => {
    const { model, diagnostics } = await loadSpecs(
      project("library", PROJECT, { "gadgets.example.com/v1.yaml": GADGETS }),
    );
    expect(diagnostics).toEqual([]);
    const gadget = model!.types.get("gadgets.example.com/v1.Gadget")!;
    const fields =
      gadget.kind === "object"
        ? Object.fromEntries(
            gadget.fields.map((f) => [
              f.name,
              f.shape.kind === "ref" ? f.shape.target : f.shape.kind,
            ]),
          )
        : {};
    expect(fields).toMatchObject({
      metadata: "meta.core.io/v1.ObjectMeta",
      status: "gadgets.example.com/v1.Status",
    });
    expect(model!.types.has("meta.core.io/v1.Status")).toBe(true);
    expect(model!.operations.map((o) => o.name)).toContain("list");
    // The library's own names keep the library's types: the core group's ObjectReference.uid is meta.core.io's UID.
    const reference = model!.types.get("/v1.ObjectReference")!;
    const uid =
      reference.kind === "object"
        ? reference.fields.find((f) => f.name === "uid")!.shape
        : undefined;
    expect(uid).toMatchObject({ kind: "ref", target: "meta.core.io/v1.UID" });
  });

  it("a project's own group-version replaces the library's file whole", async () => {
    const core =
      'group: ""\nversion: v1\ntypes:\n  ObjectReference:\n    fields:\n      name: { type: string }\n';
    const { model, diagnostics } = await loadSpecs(
      project("override", PROJECT, {
        "gadgets.example.com/v1.yaml": GADGETS,
        "mine/core.yaml": core,
      }),
    );
    expect(diagnostics).toEqual([]);
    expect([...model!.types.keys()].filter((id) => id.startsWith("/"))).toEqual([
      "/v1.ObjectReference",
    ]);
    expect(model!.groupVersions.find((gv) => gv.group === "")!.file).toBe("mine/core.yaml");
  });

  it("library: false loads none of it", async () => {
    const { diagnostics } = await loadSpecs(
      project("no-library", `${PROJECT}library: false\n`, {
        "gadgets.example.com/v1.yaml": GADGETS,
      }),
    );
    expect(diagnostics.map((d) => `${d.code} ${d.message.split(":")[0]}`)).toContain(
      'unknown-type unknown type "ObjectMeta"',
    );
  });
});

describe("what to emit", () => {
  it("emit: { server: false, docs: false } leaves the server package and the reference page out, and removes them from an earlier run", async () => {
    const specs = project("emit", PROJECT, { "gadgets.example.com/v1.yaml": GADGETS });
    const out = join(dir, "emit", "output");
    expect((await generate({ specsDir: specs, outDir: out })).diagnostics).toEqual([]);
    expect(readdirSync(out).sort()).toEqual(expect.arrayContaining(["docs", "server"]));
    writeFileSync(
      join(dir, "emit", "corespec.yaml"),
      `${PROJECT}emit: { server: false, docs: false }\n`,
    );
    const again = await generate({ specsDir: specs, outDir: out });
    expect(again.diagnostics).toEqual([]);
    expect(readdirSync(out)).not.toContain("server");
    expect(readdirSync(out)).not.toContain("docs");
    expect(readdirSync(join(out, "openapi")).sort()).toEqual([
      "openapi-3.0.json",
      "openapi.json",
      "swagger.json",
      "v3",
    ]);
  }, 120_000);
});

describe("corespec init", () => {
  const quiet = { write: () => true } as unknown as NodeJS.WritableStream;

  it("takes Kubernetes' plural of the kind and the directory's name for the package", () => {
    expect(["Widget", "Policy", "Class", "Box", "Key"].map(pluralOf)).toEqual([
      "widgets",
      "policies",
      "classes",
      "boxes",
      "keys",
    ]);
    expect(initOptions("/tmp/My Gadgets", {})).toMatchObject({
      group: "example.com",
      kind: "Widget",
      plural: "widgets",
      name: "my-gadgets",
      title: "example.com API",
      scope: "Namespaced",
    });
  });

  it("refuses a group, kind or package name Kubernetes or npm would not take", () => {
    expect(initOptions("x", { group: "nodot" })).toEqual({
      problem: expect.stringContaining("--group nodot"),
    });
    expect(initOptions("x", { kind: "widget" })).toEqual({
      problem: expect.stringContaining("--kind widget"),
    });
    expect(initOptions("x", { name: "Bad Name" })).toEqual({
      problem: expect.stringContaining("--name Bad Name"),
    });
  });

  it("writes into a new or empty directory only", () => {
    const target = join(dir, "init-twice");
    expect(runInit(target, {}, quiet, quiet)).toBe(0);
    let said = "";
    const err = { write: (s: string) => ((said += s), true) } as unknown as NodeJS.WritableStream;
    expect(runInit(target, {}, quiet, err)).toBe(2);
    expect(said).toContain("not empty");
  });
});
