/** What a diff reports besides the rule: places on both sides, the package's exports, the release, the JSON shape. */
import { describe, expect, it } from "vitest";
import { reportJson, reportOf, reportText } from "../../generator/diff/report.js";
import { baseTexts, diffEdits, edited, type Edit } from "./trees.js";

const V1 = "example.core.io/v1.yaml";
const LABELS = "      labels: { type: map, values: string, doc: Labels. }\n";

/** The 1-based line of the first line of `text` that contains `needle`. */
function lineOf(text: string, needle: string): number {
  return text.split("\n").findIndex((l) => l.includes(needle)) + 1;
}

describe("places", () => {
  it("a removed field: its line and column in the old file, and its type's fields in the new file", () => {
    const edits: Edit[] = [[V1, LABELS, ""]];
    const { old, new: next, result } = diffEdits(edits);
    const [change] = reportOf(result, old, next).changes;
    const before = baseTexts().get(V1)!;
    const after = edited(baseTexts(), edits).get(V1)!;
    expect(change!.locations.old).toEqual({
      file: `old/${V1}`,
      line: lineOf(before, "labels:"),
      column: 7,
    });
    const fieldsOfSpec =
      after
        .split("\n")
        .findIndex((l, i) => l === "    fields:" && i > lineOf(after, "  WidgetSpec:") - 1) + 1;
    expect(change!.locations.new).toEqual({ file: `new/${V1}`, line: fieldsOfSpec, column: 5 });
    expect(change).toMatchObject({
      file: `new/${V1}`,
      line: fieldsOfSpec,
      column: 5,
      path: "example.core.io/v1.WidgetSpec.labels",
    });
  });

  it("a narrowed limit: the limit's key on both sides", () => {
    const {
      old,
      new: next,
      result,
    } = diffEdits([[V1, "maxLength: 63", "\n        maxLength: 32"]]);
    const [change] = reportOf(result, old, next).changes;
    const before = baseTexts().get(V1)!;
    const nameLine = lineOf(before, "name: { type: string, maxLength: 63");
    expect(change!.locations.old).toEqual({
      file: `old/${V1}`,
      line: nameLine,
      column: before.split("\n")[nameLine - 1]!.indexOf("maxLength") + 1,
    });
    expect(change!.locations.new).toEqual({ file: `new/${V1}`, line: nameLine + 1, column: 9 });
    expect(change).toMatchObject({
      kind: "limit-narrowed",
      old: { maxLength: 63 },
      new: { maxLength: 32 },
    });
  });
});

describe("the exports of the generated package", () => {
  it("a removed type removes its type, its functions and its root names", () => {
    const { result } = diffEdits([
      [
        V1,
        "  Note:\n    doc: A type nothing refers to.\n    fields:\n      text: { type: string, doc: The text. }\n",
        "",
      ],
    ]);
    const removed = result.exports.removed.map((e) => `${e.module} ${e.name}`);
    expect(removed.sort()).toEqual(
      ["v1.Note", "v1.validateNote", "v1.defaultNote", "v1.findUnknownFieldsNote"]
        .map((n) => `./example.core.io ${n}`)
        .concat(
          ["Note", "validateNote", "defaultNote", "findUnknownFieldsNote"].map((n) => `. ${n}`),
        )
        .sort(),
    );
    expect(result.summary.semver).toBe("major");
  });

  it("a type whose declaration changes is a changed export, with the rules that changed it", () => {
    const { result } = diffEdits([
      [
        V1,
        "name: { type: string, required: true, doc: The port name. }",
        "name: { type: string, doc: The port name. }",
      ],
    ]);
    expect(result.exports.changed.map((e) => [e.module, e.name, e.changes])).toEqual([
      ["./example.core.io", "v1.Port", ["field-made-optional"]],
      [".", "Port", ["field-made-optional"]],
    ]);
    expect(result.exports.removed).toEqual([]);
  });

  it("a limit changes no declaration", () => {
    expect(diffEdits([[V1, "maxLength: 63", "maxLength: 32"]]).result.exports).toEqual({
      removed: [],
      added: [],
      changed: [],
    });
  });

  it("a new version adds its namespaces", () => {
    const { result } = diffEdits([
      [
        "extra.core.io/v2.yaml",
        null,
        "group: extra.core.io\nversion: v2\ntypes:\n  Extra:\n    doc: The extra type, v2.\n    fields:\n      value: { type: string, doc: The value. }\n",
      ],
    ]);
    expect(result.exports.added.map((e) => `${e.module} ${e.name}`)).toEqual(
      expect.arrayContaining(["./extra.core.io v2", ". extraV2", "./extra.core.io v2.Extra"]),
    );
  });
});

describe("the release a change needs", () => {
  const cases: [string, Edit[], string][] = [
    ["no change", [], "none"],
    [
      "documentation only",
      [[V1, "doc: The desired state of a widget.", "doc: What a widget should be."]],
      "patch",
    ],
    [
      "an addition",
      [[V1, LABELS, `${LABELS}      note: { type: string, doc: A note. }\n`]],
      "minor",
    ],
    ["a compatible relaxation", [[V1, "maxLength: 63", "maxLength: 64"]], "minor"],
    [
      "a breaking change in an alpha version only",
      [["example.core.io/v1alpha1.yaml", "maximum: 10", "maximum: 5"]],
      "minor",
    ],
    ["a breaking change", [[V1, "maxLength: 63", "maxLength: 32"]], "major"],
    // Compatible for the API, but validateWidgetSpecUpdate leaves the package: nothing in WidgetSpec is immutable any more.
    [
      "an export removed by a compatible change",
      [[V1, "owner: { type: string, immutable: true,", "owner: { type: string,"]],
      "major",
    ],
  ];
  for (const [name, edits, bump] of cases) {
    it(`${name}: ${bump}`, () => {
      expect(diffEdits(edits).result.summary.semver).toBe(bump);
    });
  }
});

describe("the report", () => {
  it("JSON: { old, new, changes: [{ breaking, kind, path, old, new, file, line, column, why, ... }], exports, summary }", () => {
    const {
      old,
      new: next,
      result,
    } = diffEdits([
      [V1, "maxLength: 63", "maxLength: 32"],
      [V1, "doc: Cold.", "doc: Chilly."],
    ]);
    const json = JSON.parse(reportJson(reportOf(result, old, next))) as Record<string, unknown>;
    expect(Object.keys(json)).toEqual(["old", "new", "changes", "exports", "summary"]);
    const changes = json.changes as Record<string, unknown>[];
    for (const key of ["breaking", "kind", "path", "old", "new", "file", "line", "column", "why"])
      expect(changes[0]).toHaveProperty(key);
    expect(changes.map((c) => [c.kind, c.breaking, c.level])).toEqual([
      ["limit-narrowed", true, "breaking"],
      ["doc-changed", false, "docs"],
    ]);
    expect(changes[1]).toMatchObject({
      path: "example.core.io/v1.Color=Blue",
      old: "Cold.",
      new: "Chilly.",
    });
    expect(json.summary).toEqual({
      changes: 2,
      breaking: 1,
      breakingInAlpha: 0,
      compatible: 0,
      docs: 1,
      exportsRemoved: 0,
      exportsAdded: 0,
      exportsChanged: 0,
      semver: "major",
    });
  });

  it("text: a line per change with its place, level and rule, the why, both sides, and a summary", () => {
    const { old, new: next, result } = diffEdits([[V1, "maxLength: 63", "maxLength: 32"]]);
    const text = reportText(reportOf(result, old, next));
    expect(text).toMatch(
      /^new\/example\.core\.io\/v1\.yaml:\d+:\d+: BREAKING limit-narrowed: example\.core\.io\/v1\.WidgetSpec\.name\n {4}maxLength 63 -> 32: /,
    );
    expect(text).toMatch(
      /\n {4}old old\/example\.core\.io\/v1\.yaml:\d+:\d+ {2}\{"maxLength":63\}\n {4}new new\/example\.core\.io\/v1\.yaml:\d+:\d+ {2}\{"maxLength":32\}\n/,
    );
    expect(text).toMatch(
      /\n1 change between old and new: 1 breaking, 0 breaking in alpha versions, 0 compatible, 0 documentation\.\nRelease: major \(a served non-alpha version breaks\)\.\n$/,
    );
  });
});
