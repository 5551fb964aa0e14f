/**
 * The emitters' structures are printed by emit/structures.ts, not by ts-morph, which would load
 * the TypeScript compiler into every generation. These tests hold that printer to ts-morph's
 * `printStructure`: the same text, byte for byte, for every statement list a generation of the
 * real specs and of each fixture prints.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import {
  printStructure,
  StructureKind as TsMorphKind,
  VariableDeclarationKind as TsMorphDeclarationKind,
} from "ts-morph";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { emitAll } from "../generator/emit/index.js";
import {
  printStatements,
  StructureKind,
  VariableDeclarationKind,
  type Statement,
} from "../generator/emit/structures.js";
import { loadSpecs } from "../generator/load/index.js";
import { FIXTURES, SPECS } from "./helpers/paths.js";

/** Every statement list printed while the mock is on, with ts-morph's text and ours. */
const printed: { ours: string; theirs: string }[] = [];

vi.mock("../generator/emit/structures.js", async (importOriginal) => {
  const real = await importOriginal<typeof import("../generator/emit/structures.js")>();
  return {
    ...real,
    printStatements: (statements: readonly Statement[]) => {
      const ours = real.printStatements(statements);
      const theirs = printStructure(
        { kind: TsMorphKind.SourceFile, statements: [...statements] },
        { indentNumberOfSpaces: 2 },
      );
      printed.push({ ours, theirs });
      return ours;
    },
  };
});

const emitFrom = async (dir: string) => {
  const { model, diagnostics } = await loadSpecs(dir);
  expect(diagnostics).toEqual([]);
  return emitAll(model!);
};

describe("the structure printer", () => {
  beforeAll(() => vi.stubEnv("CORESPEC_NO_CACHE", "1"));
  afterAll(() => void vi.unstubAllEnvs());

  it("uses ts-morph's values of the structure kinds", () => {
    for (const [name, value] of Object.entries(StructureKind))
      expect(value, name).toBe(TsMorphKind[name as keyof typeof StructureKind]);
    expect(VariableDeclarationKind.Const).toBe(TsMorphDeclarationKind.Const);
  });

  it("prints every module of the real specs as ts-morph does", async () => {
    printed.length = 0;
    await emitFrom(SPECS);
    expect(printed.length).toBeGreaterThan(200);
    for (const { ours, theirs } of printed) expect(ours).toBe(theirs);
  });

  it("prints every module of each fixture as ts-morph does", async () => {
    printed.length = 0;
    for (const fixture of readdirSync(FIXTURES)) await emitFrom(join(FIXTURES, fixture, "specs"));
    expect(printed.length).toBeGreaterThan(100);
    for (const { ours, theirs } of printed) expect(ours).toBe(theirs);
  });

  it("throws on a property it does not print, naming it", () => {
    const optional = { kind: StructureKind.Function, name: "f", isAsync: true, statements: [] };
    expect(() => printStatements([optional])).toThrow(
      "emit/structures.ts does not print `isAsync` of a structure of kind 13",
    );
    const parameter = {
      kind: StructureKind.Function,
      name: "f",
      parameters: [{ name: "a", isRestParameter: true }],
    };
    expect(() => printStatements([parameter])).toThrow(
      "does not print `isRestParameter` of a parameter",
    );
  });

  it("prints blank lines where ts-morph puts them: around functions and interfaces, after a closing brace", () => {
    const text = printStatements([
      "const a = 1;",
      { kind: StructureKind.Function, name: "f", statements: ["return;"] },
      "const b = 2;",
      {
        kind: StructureKind.VariableStatement,
        declarationKind: VariableDeclarationKind.Const,
        declarations: [{ name: "c", initializer: "3" }],
      },
      {
        kind: StructureKind.Interface,
        name: "I",
        properties: [{ name: "x", type: "string", hasQuestionToken: true, docs: ["An x."] }],
      },
    ]);
    expect(text).toBe(
      [
        "const a = 1;",
        "",
        "function f() {",
        "  return;",
        "}",
        "",
        "const b = 2;",
        "const c = 3;",
        "",
        "interface I {",
        "  /** An x. */",
        "  x?: string;",
        "}",
        "",
      ].join("\n"),
    );
  });
});
