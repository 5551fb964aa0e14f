/**
 * The generated artifacts hold up in the tools people use: every JSON Schema compiles in
 * ajv (2020-12, with ajv-formats) with all references resolved, real documents validate,
 * and the generated TypeScript compiles under `strict`.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormatsModule from "ajv-formats";
import ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";
import { OUTPUT } from "./helpers/paths.js";
import { realDocuments } from "./helpers/realworld.js";

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;
const SCHEMAS = join(OUTPUT, "schemas");
const schemaFiles = readdirSync(SCHEMAS, { recursive: true })
  .map(String)
  .filter((f) => f.endsWith(".json"))
  .sort();

/**
 * VALID documents the structural schemas reject, with the reason. Each is a decision, not
 * a gap: removing the reason makes the test fail.
 */
const KNOWN_REJECTIONS: Record<string, string> = {
  "execcredential/website-v1-cluster-info-input.json":
    'certificate-authority-data is "LS0t...", an elision on the website, not base64; the field is []byte (format byte), which Go would not decode either',
};

let ajv: Ajv2020;
beforeAll(() => {
  ajv = addFormats(new Ajv2020({ allErrors: true, strict: true, strictTypes: false, allowUnionTypes: true }));
  for (const file of schemaFiles) ajv.addSchema(JSON.parse(readFileSync(join(SCHEMAS, file), "utf8")) as object);
});

/** The schema of a kind, by apiVersion and kind. */
function schemaOfKind(apiVersion: unknown, kind: unknown): string | undefined {
  if (typeof apiVersion !== "string" || typeof kind !== "string") return undefined;
  const [group, version] = apiVersion.includes("/") ? apiVersion.split("/") : ["core", apiVersion];
  const id = `${group}/${version}/${kind}.json`;
  return schemaFiles.includes(id) ? id : undefined;
}

describe("JSON Schemas", () => {
  it("one per named type, each compiling with every reference resolved", () => {
    expect(schemaFiles.length).toBeGreaterThan(200);
    for (const file of schemaFiles) expect(() => ajv.getSchema(file), file).not.toThrow();
  });

  it("accept every VALID real document of a kind they define", () => {
    const rejected: Record<string, string> = {};
    let checked = 0;
    for (const doc of realDocuments().filter((d) => d.status === "VALID")) {
      for (const value of doc.documents ?? []) {
        const v = value as { apiVersion?: unknown; kind?: unknown };
        const id = schemaOfKind(v.apiVersion, v.kind);
        if (!id) continue;
        checked++;
        const validate = ajv.getSchema(id)!;
        if (!validate(value)) rejected[doc.name] = ajv.errorsText(validate.errors);
      }
    }
    expect(checked).toBeGreaterThan(30);
    expect(Object.keys(rejected).sort()).toEqual(Object.keys(KNOWN_REJECTIONS).sort());
  });

  it("reject structurally broken documents", () => {
    const cases: [string, unknown][] = [
      ["scheduling.core.io/v1/PriorityClass.json", { apiVersion: "scheduling.core.io/v1", kind: "PriorityClass", metadata: { name: "x" }, value: "high" }],
      ["scheduling.core.io/v1/PriorityClass.json", { metadata: { name: "x" }, value: 1, preemptionPolicy: "Sometimes" }],
      ["coordination.core.io/v1beta1/LeaseCandidate.json", { metadata: { name: "x" }, spec: { leaseName: "l", strategy: "OldestEmulationVersion" } }],
      ["coordination.core.io/v1beta1/LeaseCandidate.json", { spec: { leaseName: "l", binaryVersion: "v1.2.3", strategy: "OldestEmulationVersion" } }],
      ["storage.core.io/v1/VolumeAttributesClass.json", { driverName: "d", parameters: {} }],
      ["events.core.io/v1/Event.json", { eventTime: "2024-01-01T00:00:00.000000Z", action: "a".repeat(129) }],
    ];
    for (const [id, value] of cases) expect(ajv.getSchema(id)!(value), `${id} ${JSON.stringify(value)}`).toBe(false);
  });
});

describe("TypeScript types", () => {
  it("compile under strict with no errors", () => {
    const root = join(OUTPUT, "src", "types");
    const files = readdirSync(root, { recursive: true }).map(String).filter((f) => f.endsWith(".ts")).map((f) => join(root, f));
    const program = ts.createProgram(files, {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      skipLibCheck: true,
      types: [],
    });
    const problems = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
    expect(problems).toEqual([]);
  });
});
