/**
 * Spec errors a person can act on: each problem is reported as file:line:col with a clear
 * message and a stable code of the registry (generator/load/codes.ts), all problems of a run at
 * once, and nothing is generated. Most tests match the position and the code; a few keep the
 * whole message, for the wording of the most common problems.
 */
import { describe, expect, it } from "vitest";
import { ALL_CODES } from "../generator/load/codes.js";
import { formatDiagnostic, type Diagnostic } from "../generator/load/diagnostics.js";
import { loadSpecTexts } from "../generator/load/index.js";

const META = `group: meta.core.io
version: v1
types:
  ObjectMeta:
    doc: Metadata.
    fields:
      name: { type: string }
  ListMeta:
    doc: List metadata.
    fields:
      resourceVersion: { type: string }
`;

const REGISTERED = new Set<string>(ALL_CODES.map((c) => c.code));

/** Loads the given files (plus a small meta group); every problem must carry a code of the registry. */
function load(files: Record<string, string>): readonly Diagnostic[] {
  const inputs = Object.entries({ "meta.yaml": META, ...files }).map(([name, text]) => ({
    relative: name,
    display: `specs/${name}`,
    text,
  }));
  const result = loadSpecTexts(inputs);
  if (result.diagnostics.length) expect(result.model).toBeUndefined();
  for (const d of result.diagnostics) expect(REGISTERED, formatDiagnostic(d)).toContain(d.code);
  return result.diagnostics;
}

/** The problems as printed: `file:line:col: message [code]`. */
function problems(files: Record<string, string>): string[] {
  return load(files).map(formatDiagnostic);
}

/** The problems as positions and codes: `file:line:col code`. */
function codes(files: Record<string, string>): string[] {
  return load(files).map((d) => `${d.file}:${d.line}:${d.col} ${d.code}`);
}

describe("spec errors", () => {
  it("reports a YAML syntax error with its position", () => {
    expect(
      codes({
        "bad.yaml":
          "group: a.core.io\nversion: v1\ntypes:\n  A: { doc: x, fields: { a: { type: string }\n",
      }),
    ).toEqual(["specs/bad.yaml:5:1 yaml-syntax"]);
  });

  it("reports a duplicate YAML key", () => {
    expect(problems({ "dup.yaml": "group: a.core.io\nversion: v1\ngroup: b.core.io\n" })).toEqual([
      "specs/dup.yaml:3:1: YAML: Map keys must be unique [yaml-syntax]",
    ]);
  });

  it("reports a second document in a spec file", () => {
    expect(codes({ "two.yaml": "group: a.core.io\nversion: v1\n---\ngroup: b.core.io\n" })).toEqual(
      ["specs/two.yaml:3:1 yaml-syntax"],
    );
  });

  it("reports an alias without its anchor, and one inside its own anchor's value, at the alias", () => {
    // The first was reported without file or position, the second crashed on a circular value.
    const types = (field: string) =>
      `group: a.core.io\nversion: v1\ntypes:\n  A:\n    doc: x\n    fields:\n      a: { type: string, ${field} }\n`;
    expect(codes({ "a.yaml": types("default: *nowhere") })).toEqual([
      "specs/a.yaml:7:35 yaml-alias",
    ]);
    expect(codes({ "a.yaml": types("default: &x [*x]") })).toEqual([
      "specs/a.yaml:7:39 yaml-alias",
    ]);
  });

  it("reports nesting past 256 levels at the first level too many, at once", () => {
    // A spec nested 100,000 deep took seconds before the YAML library's recursion overflowed.
    const text = `group: a.core.io\nversion: v1\nx: ${"[".repeat(100_000)}${"]".repeat(100_000)}\n`;
    expect(codes({ "deep.yaml": text })).toEqual(["specs/deep.yaml:3:259 yaml-limit"]);
  });

  it("reports an unknown key at the key, with a suggestion", () => {
    const text =
      "group: a.core.io\nversion: v1\ntypes:\n  A:\n    doc: x\n    fields:\n      a: { type: string, requird: true }\n";
    expect(problems({ "a.yaml": text })).toEqual([
      'specs/a.yaml:7:26: unknown key "requird" (did you mean "required"?) [unknown-key]',
    ]);
  });

  it("reports a value of the wrong type", () => {
    const text =
      "group: a.core.io\nversion: v1\ntypes:\n  A:\n    doc: x\n    fields:\n      a: { type: string, required: yes please }\n";
    expect(problems({ "a.yaml": text })).toEqual([
      'specs/a.yaml:7:36: "required" must be a boolean, not string "yes please" [wrong-type]',
    ]);
  });

  it("reports a value outside the allowed ones, with a suggestion", () => {
    const text =
      "group: a.core.io\nversion: v1\ntypes:\n  A:\n    doc: x\n    fields:\n      a: { type: string, format: dns-subdomian }\n";
    expect(problems({ "a.yaml": text })).toEqual([
      expect.stringMatching(
        /^specs\/a\.yaml:7:34: "format" must be one of .*, not "dns-subdomian" \(did you mean "dns-subdomain"\?\) \[value-not-allowed\]$/,
      ),
    ]);
  });

  it("reports an unknown type reference, with a suggestion", () => {
    const text =
      "group: a.core.io\nversion: v1\nkinds:\n  Thing:\n    fields:\n      spec: { type: ThingSpecc }\ntypes:\n  ThingSpec:\n    fields:\n      a: { type: string }\n";
    expect(problems({ "a.yaml": text })).toEqual([
      'specs/a.yaml:6:21: unknown type "ThingSpecc" (did you mean "ThingSpec"?) [unknown-type]',
    ]);
  });

  it("reports alias loops at each alias on the loop, and accepts a list of the alias itself", () => {
    const text =
      "group: a.core.io\nversion: v1\ntypes:\n  A:\n    type: B\n  B:\n    type: C\n  C:\n    type: A\n  Self:\n    type: Self\n  Tree:\n    type: array\n    items: Tree\n";
    expect(problems({ "a.yaml": text })).toEqual([
      'specs/a.yaml:4:3: type "A" is an alias of itself (A -> B -> C -> A): give one of them fields or another type [alias-loop]',
      'specs/a.yaml:6:3: type "B" is an alias of itself (B -> C -> A -> B): give one of them fields or another type [alias-loop]',
      'specs/a.yaml:8:3: type "C" is an alias of itself (C -> A -> B -> C): give one of them fields or another type [alias-loop]',
      'specs/a.yaml:10:3: type "Self" is an alias of itself (Self -> Self): give one of them fields or another type [alias-loop]',
    ]);
  });

  it("reports an ambiguous bare type name and names the qualified choices", () => {
    const a =
      "group: a.core.io\nversion: v1\ntypes:\n  Ref:\n    fields:\n      a: { type: string }\n";
    const b =
      "group: b.core.io\nversion: v1\ntypes:\n  Ref:\n    fields:\n      b: { type: string }\n";
    const c =
      "group: c.core.io\nversion: v1\ntypes:\n  User:\n    fields:\n      ref: { type: Ref }\n";
    expect(problems({ "a.yaml": a, "b.yaml": b, "c.yaml": c })).toEqual([
      'specs/c.yaml:6:20: type "Ref" is ambiguous: qualify it as one of "a.core.io/v1.Ref", "b.core.io/v1.Ref" [ambiguous-type]',
    ]);
  });

  it("reports an unknown field named in a rule, with a suggestion", () => {
    const text = [
      "group: a.core.io",
      "version: v1",
      "types:",
      "  Spec:",
      "    fields:",
      "      binaryVersion: { type: string, format: semver }",
      "      emulationVersion: { type: string, format: semver }",
      "    rules:",
      '      - compare: { left: emulationVersoin, op: "<=", right: binaryVersion, as: semver }',
      "",
    ].join("\n");
    expect(codes({ "a.yaml": text })).toEqual(["specs/a.yaml:9:26 unknown-field"]);
  });

  it("reports an enum default outside its enum", () => {
    const text =
      "group: a.core.io\nversion: v1\ntypes:\n  A:\n    fields:\n      policy: { type: string, enum: [Never, PreemptLowerPriority], default: Always }\n";
    expect(problems({ "a.yaml": text })).toEqual([
      'specs/a.yaml:6:77: default "Always" is not one of the enum values "Never", "PreemptLowerPriority" [default-invalid]',
    ]);
  });

  it("reports customValues without a string enum to widen", () => {
    const text =
      "group: a.core.io\nversion: v1\ntypes:\n  A:\n    fields:\n      strategy: { type: string, customValues: domain-prefixed }\n      count: { type: int32, enum: [1, 2], customValues: domain-prefixed }\n";
    expect(codes({ "a.yaml": text })).toEqual([
      "specs/a.yaml:6:33 keyword-misplaced",
      "specs/a.yaml:7:43 keyword-misplaced",
    ]);
  });

  it("reports a default outside the enum of a referenced enum type", () => {
    const text =
      "group: a.core.io\nversion: v1\ntypes:\n  Level:\n    type: string\n    enum: [None, Metadata]\n  A:\n    fields:\n      level: { type: Level, default: Metdata }\n";
    expect(problems({ "a.yaml": text })).toEqual([
      'specs/a.yaml:9:38: default "Metdata" is not one of the enum values "None", "Metadata" (did you mean "Metadata"?) [default-invalid]',
    ]);
  });

  it("reports duplicate kinds and types across files, pointing at the first", () => {
    const a =
      "group: a.core.io\nversion: v1\nkinds:\n  Thing:\n    fields:\n      a: { type: string }\n";
    const b =
      "group: a.core.io\nversion: v1\nkinds:\n  Thing:\n    fields:\n      b: { type: string }\n";
    expect(codes({ "a.yaml": a, "b.yaml": b })).toEqual([
      "specs/b.yaml:2:10 duplicate-group-version",
    ]);
    const c =
      "group: c.core.io\nversions: [v1, v2]\nkinds:\n  Thing:\n    fields:\n      a: { type: string }\ntypes:\n  Thing:\n    fields:\n      a: { type: string }\n";
    expect(codes({ "c.yaml": c })).toEqual([
      "specs/c.yaml:8:3 duplicate-declaration",
      "specs/c.yaml:8:3 duplicate-declaration",
    ]);
  });

  it("reports a duplicate list kind generated for a served kind", () => {
    const text = [
      "group: a.core.io",
      "version: v1",
      "kinds:",
      "  Thing:",
      "    resource: { scope: Cluster, plural: things }",
      "    fields:",
      "      metadata: { type: ObjectMeta }",
      "  ThingList:",
      "    fields:",
      "      items: { type: array, items: Thing }",
      "",
    ].join("\n");
    expect(codes({ "a.yaml": text })).toEqual(["specs/a.yaml:8:3 duplicate-declaration"]);
  });

  it("reports limits and rules that do not fit their field's type", () => {
    const text = [
      "group: a.core.io",
      "version: v1",
      "types:",
      "  A:",
      "    fields:",
      "      count: { type: int32, maxLength: 5 }",
      "      name: { type: string, maximum: 3 }",
      "      timeout: { type: duration, maximum: 30 }",
      "      tags: { type: array, items: string, listMapKeys: [name] }",
      "      version: { type: string }",
      "      other: { type: int32 }",
      "    rules:",
      '      - compare: { left: count, op: "<=", right: version, as: semver }',
      "      - derived: { field: name, op: difference, of: [count, other] }",
      "      - unique: { list: name }",
      "      - forbidden: { when: { field: count, prefix: x }, fields: [name] }",
      "",
    ].join("\n");
    expect(codes({ "a.yaml": text })).toEqual([
      "specs/a.yaml:6:29 keyword-misplaced",
      "specs/a.yaml:7:38 bound-invalid",
      "specs/a.yaml:8:43 bound-invalid",
      "specs/a.yaml:9:43 keyword-needs-keyword",
      "specs/a.yaml:9:56 list-keys-need-objects",
      "specs/a.yaml:13:26 rule-type-mismatch",
      "specs/a.yaml:14:27 rule-type-mismatch",
      "specs/a.yaml:15:25 rule-needs-list",
      "specs/a.yaml:16:52 rule-type-mismatch",
    ]);
  });

  it("reports a rule's error override where it cannot apply, and conditions that do not fit", () => {
    const text = [
      "group: a.core.io",
      "version: v1",
      "types:",
      "  A:",
      "    fields:",
      "      name: { type: string }",
      "      items: { type: array, items: B }",
      "      value: { type: int32 }",
      "    rules:",
      "      - listContains: { list: items, key: id, anyOf: [a], error: { type: Forbidden } }",
      '      - reject: { when: { field: name, equals: x }, error: { path: "items[].id" }, detail: d }',
      "      - reject: { when: [{ field: name, greaterThan: 3 }, { field: value, notPrefix: x }], detail: d }",
      "      - reject: { when: [{ field: name, contains: x }, { field: items, minItems: 2 }], detail: d, error: { path: . } }",
      "  B:",
      "    fields:",
      "      id: { type: string }",
      "",
    ].join("\n");
    expect(codes({ "a.yaml": text })).toEqual([
      "specs/a.yaml:10:59 rule-error-not-allowed",
      "specs/a.yaml:11:68 rule-error-path-each",
      "specs/a.yaml:12:54 rule-type-mismatch",
      "specs/a.yaml:12:86 rule-type-mismatch",
      "specs/a.yaml:13:41 rule-needs-list",
    ]);
  });

  it("reports a bad value the rule's error cannot report", () => {
    const text = [
      "group: a.core.io",
      "version: v1",
      "types:",
      "  A:",
      "    fields:",
      "      name: { type: string }",
      "      other: { type: string }",
      "      items: { type: array, items: B }",
      "    rules:",
      "      - mutuallyExclusive: { fields: [name, other], error: { type: Forbidden, value: setFields } }",
      "      - reject: { when: { field: name, equals: x }, detail: d, error: { type: Invalid, value: setFields } }",
      "      - reject: { when: { field: name, equals: y }, detail: d, error: { type: Invalid, value: nmae } }",
      '      - reject: { when: { field: name, equals: z }, detail: d, error: { type: Invalid, value: "items[].id" } }',
      "      - mutuallyExclusive: { fields: [name, other], error: { type: Invalid, path: ., value: setFields } }",
      "      - reject: { when: { field: name, equals: w }, detail: d, error: { type: Invalid, value: other } }",
      "  B:",
      "    fields:",
      "      id: { type: string }",
      "",
    ].join("\n");
    expect(codes({ "a.yaml": text })).toEqual([
      "specs/a.yaml:10:86 rule-error-value-needs-invalid",
      "specs/a.yaml:11:95 rule-error-set-fields-without-fields",
      "specs/a.yaml:12:95 unknown-field",
      "specs/a.yaml:13:95 rule-error-path-each",
    ]);
  });

  it("reports a one-condition when list and an unknown error type", () => {
    const text = [
      "group: a.core.io",
      "version: v1",
      "types:",
      "  A:",
      "    fields:",
      "      name: { type: string }",
      "    rules:",
      "      - reject: { when: [{ field: name, equals: x }], error: { type: Warning }, detail: d }",
      "",
    ].join("\n");
    expect(codes({ "a.yaml": text })).toEqual([
      "specs/a.yaml:8:25 schema-violation",
      "specs/a.yaml:8:70 value-not-allowed",
    ]);
  });

  it("reports every problem of every file at once, sorted by file and line", () => {
    const a =
      "group: a.core.io\nversion: v1\ntypes:\n  A:\n    fields:\n      x: { type: Nope }\n      y: { type: Nada }\n";
    const b =
      "group: b.core.io\nversion: v1\ntypes:\n  B:\n    fields:\n      z: { type: string, colour: red }\n";
    const found = codes({ "b.yaml": b, "a.yaml": a });
    expect(found).toEqual([
      "specs/a.yaml:6:18 unknown-type",
      "specs/a.yaml:7:18 unknown-type",
      "specs/b.yaml:6:26 unknown-key",
    ]);
  });

  it("loads a valid set of files into a model", () => {
    const text =
      "group: a.core.io\nversion: v1\nkinds:\n  Thing:\n    resource: { scope: Cluster, plural: things }\n    fields:\n      metadata: { type: ObjectMeta }\n";
    const result = loadSpecTexts([
      { relative: "meta.yaml", display: "meta.yaml", text: META },
      { relative: "a.yaml", display: "a.yaml", text },
    ]);
    expect(result.diagnostics).toEqual([]);
    expect([...result.model!.types.keys()]).toEqual([
      "a.core.io/v1.Thing",
      "a.core.io/v1.ThingList",
      "meta.core.io/v1.ObjectMeta",
      "meta.core.io/v1.ListMeta",
    ]);
  });
});
