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
const KNOWN_REJECTIONS: Record<string, string> = {};

let ajv: Ajv2020;
beforeAll(() => {
  ajv = addFormats(
    new Ajv2020({ allErrors: true, strict: true, strictTypes: false, allowUnionTypes: true }),
  );
  for (const file of schemaFiles)
    ajv.addSchema(JSON.parse(readFileSync(join(SCHEMAS, file), "utf8")) as object);
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
      [
        "scheduling.core.io/v1/PriorityClass.json",
        {
          apiVersion: "scheduling.core.io/v1",
          kind: "PriorityClass",
          metadata: { name: "x" },
          value: "high",
        },
      ],
      [
        "scheduling.core.io/v1/PriorityClass.json",
        { metadata: { name: "x" }, value: 1, preemptionPolicy: "Sometimes" },
      ],
      [
        "coordination.core.io/v1beta1/LeaseCandidate.json",
        { metadata: { name: "x" }, spec: { leaseName: "l", strategy: "OldestEmulationVersion" } },
      ],
      [
        "coordination.core.io/v1beta1/LeaseCandidate.json",
        { spec: { leaseName: "l", binaryVersion: "v1.2.3", strategy: "OldestEmulationVersion" } },
      ],
      ["storage.core.io/v1/VolumeAttributesClass.json", { driverName: "d", parameters: {} }],
      [
        "events.core.io/v1/Event.json",
        { eventTime: "2024-01-01T00:00:00.000000Z", action: "a".repeat(129) },
      ],
    ];
    for (const [id, value] of cases)
      expect(ajv.getSchema(id)!(value), `${id} ${JSON.stringify(value)}`).toBe(false);
  });
});

describe("TypeScript types", () => {
  it("compile under strict with no errors", () => {
    const root = join(OUTPUT, "src", "types");
    const files = readdirSync(root, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith(".ts"))
      .map((f) => join(root, f));
    const program = ts.createProgram(files, {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      skipLibCheck: true,
      types: [],
    });
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
    expect(problems).toEqual([]);
  });
});

describe("generated JSON layout", () => {
  it("is exactly what prettier makes of it, so the format stage may skip JSON", async () => {
    const { prettierFormat } = await import("./helpers/prettier-fixpoints.js");
    const { PRINT_WIDTH } = await import("../generator/emit/print-width.js");
    const files = readdirSync(OUTPUT, { recursive: true })
      .map(String)
      .filter((f) => f.endsWith(".json") && !f.startsWith("node_modules"));
    expect(files.length).toBeGreaterThan(200);
    for (const file of files) {
      const text = readFileSync(join(OUTPUT, file), "utf8");
      expect(await prettierFormat(text, { parser: "json", printWidth: PRINT_WIDTH }), file).toBe(
        text,
      );
    }
  });

  it("writes a kept part as it writes it in place, at every depth it appears", async () => {
    const { keepJsonText, toJsonText } = await import("../generator/emit/json-text.js");
    const part = {
      type: "object",
      required: ["a", "b"],
      properties: { a: { enum: ["x".repeat(60), "y".repeat(30)] }, b: {} },
    };
    const documents = [
      { one: part },
      { nested: { deeper: { twice: part, again: [part] } } },
      [part, { other: part }],
    ];
    const expected = documents.map((d) => toJsonText(structuredClone(d)));
    keepJsonText(part);
    expect(documents.map((d) => toJsonText(d))).toEqual(expected);
    expect(documents.map((d) => toJsonText(d))).toEqual(expected); // from the kept texts
  });

  it("lays out arrays as prettier does: inline when they fit, one item per line when not", async () => {
    const { format } = await import("prettier");
    const { toJsonText } = await import("../generator/emit/json-text.js");
    const samples: unknown[] = [
      { short: ["a", "b"], empty: [], nested: { deeper: { list: [1, 2, 3], none: {} } } },
      { long: Array.from({ length: 20 }, (_, i) => `value-number-${i}`) },
      {
        edge: "x".repeat(80),
        list: ["y".repeat(85)],
        fits: ["z".repeat(84)],
        objects: [{ a: 1 }, { b: [true, null] }],
      },
      [[1, 2], ["a"], [], [{}]],
      [
        [1, 2],
        [3, 4],
      ],
      { matrix: [["a", "b"], ["c"]], long: [["x".repeat(50)], ["y".repeat(50)]] },
      { unicode: "ünïcödé ✓", escaped: 'quote " and \\ and \n' },
    ];
    for (const sample of samples) {
      const text = toJsonText(sample);
      expect(await format(text, { parser: "json", printWidth: 100 })).toBe(text);
      expect(JSON.parse(text)).toEqual(sample);
    }
  });
});

describe("seed facts the published schemas carry (issue 36 part 3)", () => {
  const schema = (path: string) =>
    JSON.parse(readFileSync(join(SCHEMAS, path), "utf8")) as {
      properties: Record<string, Record<string, unknown>>;
    };

  it("an Event note of at most 1024 bytes is published as maxLength 1024 (the characters it allows at most)", () => {
    expect(schema("events.core.io/v1/Event.json").properties.note).toMatchObject({
      type: "string",
      maxLength: 1024,
    });
    const validate =
      ajv.getSchema("events.core.io/v1/Event.json") ??
      ajv.compile(schema("events.core.io/v1/Event.json"));
    validate({ note: "x".repeat(1025) });
    expect(
      validate.errors?.some((e) => e.instancePath === "/note" && e.keyword === "maxLength"),
    ).toBe(true);
  });

  it("a DNS label's published pattern refuses a trailing or leading dash, as Kubernetes' IsDNS1123Label", () => {
    const namespace = (
      schema("meta.core.io/v1/ObjectMeta.json").properties.namespace as { pattern: string }
    ).pattern;
    const re = new RegExp(namespace, "u");
    expect(["a", "abc-def", "a1"].map((v) => re.test(v))).toEqual([true, true, true]);
    expect(["abc-", "-abc", "Abc", "a_b"].map((v) => re.test(v))).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });

  it("a pool name is non-empty: minLength 1 beside its pattern", () => {
    expect(
      schema("resource.core.io/v1alpha3/ResourcePoolStatusRequestSpec.json").properties.poolName,
    ).toMatchObject({ minLength: 1, maxLength: 253 });
    expect(schema("resource.core.io/v1alpha3/PoolStatus.json").properties.poolName).toMatchObject({
      minLength: 1,
    });
  });
});
