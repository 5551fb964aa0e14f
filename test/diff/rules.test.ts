/**
 * corespec diff's change rules, one case per rule (and per side of a limit), as given/want:
 * the edit of the base tree (test/diff/base) and the changes it must report, a `!`
 * marking those that break a non-alpha version (the diff fails). Alpha cases last.
 */
import { describe, expect, it } from "vitest";
import { RULES } from "../../generator/diff/index.js";
import { diffEdits, type Edit } from "./trees.js";

const V1 = "example.core.io/v1.yaml";
const ALPHA = "example.core.io/v1alpha1.yaml";
const OPS = "operations.yaml";
const EXTRA = "extra.core.io/v1.yaml";

const MODE = "      mode: { type: string, doc: The mode. }\n";
const LABELS = "      labels: { type: map, values: string, doc: Labels. }\n";
const RULE =
  "      - forbidden: { when: { field: mode, set: false }, fields: [owner], detail: owner needs a mode }\n";
const mode = (props: string): Edit => [
  V1,
  MODE,
  `      mode: { type: string, ${props}, doc: The mode. }\n`,
];
const addField = (line: string): Edit => [V1, LABELS, `${LABELS}      ${line}\n`];

const CASES: readonly (readonly [name: string, edits: readonly Edit[], want: readonly string[]])[] =
  [
    ["a field removed", [[V1, LABELS, ""]], ["field-removed!"]],
    ["a field renamed", [[V1, "labels:", "annotations:"]], ["field-renamed!"]],
    [
      "an optional field added",
      [addField("note: { type: string, doc: A note. }")],
      ["optional-field-added"],
    ],
    [
      "a required field added",
      [addField("zone: { type: string, required: true, doc: The zone. }")],
      ["required-field-added!"],
    ],
    [
      "a required field with a default added",
      [addField("zone: { type: string, required: true, default: a, doc: The zone. }")],
      ["defaulted-required-field-added"],
    ],
    [
      "a field's type changed",
      [[V1, "size: { type: int32", "size: { type: int64"]],
      ["type-changed!"],
    ],
    [
      "a list's item type changed",
      [[V1, "items: string, listType: set", "items: int32, listType: set"]],
      ["type-changed!"],
    ],
    [
      "an optional field made required",
      [[V1, "maxLength: 63, pattern", "maxLength: 63, required: true, pattern"]],
      ["field-made-required!"],
    ],
    [
      "a required field made optional",
      [
        [
          V1,
          "name: { type: string, required: true, doc: The port name. }",
          "name: { type: string, doc: The port name. }",
        ],
      ],
      ["field-made-optional"],
    ],
    ["a default changed", [[V1, "default: 3", "default: 4"]], ["default-changed!"]],
    ["a default added", [mode("default: fast")], ["default-changed!"]],
    ["a field made immutable", [mode("immutable: true")], ["immutable-added!"]],
    [
      "an immutable field made mutable",
      [[V1, "owner: { type: string, immutable: true,", "owner: { type: string,"]],
      ["immutable-removed"],
    ],
    [
      "immutability relaxed to once-set",
      [[V1, "immutable: true", "immutable: once-set"]],
      ["immutable-removed"],
    ],
    ["maxLength lowered", [[V1, "maxLength: 63", "maxLength: 32"]], ["limit-narrowed!"]],
    ["minimum raised", [[V1, "minimum: 1", "minimum: 2"]], ["limit-narrowed!"]],
    [
      "a limit added",
      [
        [
          V1,
          LABELS,
          "      labels: { type: map, values: string, maxProperties: 8, doc: Labels. }\n",
        ],
      ],
      ["limit-narrowed!"],
    ],
    ["maximum raised", [[V1, "maximum: 10, default", "maximum: 20, default"]], ["limit-widened"]],
    ["a limit removed", [[V1, "maxItems: 5, ", ""]], ["limit-widened"]],
    ["a pattern changed", [[V1, '"^[a-z]+$"', '"^[a-z]{1,8}$"']], ["pattern-narrowed!"]],
    ["a pattern added", [mode('pattern: "^[a-z]+$"')], ["pattern-narrowed!"]],
    ["a pattern removed", [[V1, ', pattern: "^[a-z]+$"', ""]], ["pattern-removed"]],
    ["a format added", [mode("format: dns-label")], ["format-narrowed!"]],
    ["a format removed", [[V1, "format: dns-label, ", ""]], ["format-removed"]],
    [
      "an enum value removed",
      [[V1, "      - { value: Blue, doc: Cold. }\n", ""]],
      ["enum-value-removed!"],
    ],
    [
      "an enum value added",
      [
        [
          V1,
          "      - { value: Blue, doc: Cold. }\n",
          "      - { value: Blue, doc: Cold. }\n      - { value: Green, doc: Fresh. }\n",
        ],
      ],
      ["enum-value-added"],
    ],
    ["an enum added", [mode("enum: [fast, slow]")], ["values-narrowed!"]],
    [
      "unknown fields kept",
      [
        [
          V1,
          "    doc: The desired state of a widget.\n",
          "    doc: The desired state of a widget.\n    additionalFields: true\n",
        ],
      ],
      ["values-widened"],
    ],
    [
      "a rule added",
      [[V1, RULE, `${RULE}      - mutuallyExclusive: { fields: [host, name] }\n`]],
      ["rule-added!"],
    ],
    ["a rule removed", [[V1, "    rules:\n" + RULE, ""]], ["rule-removed"]],
    ["a rule changed", [[V1, "fields: [owner]", "fields: [owner, host]"]], ["rule-changed!"]],
    [
      "a rule's error detail changed",
      [[V1, "detail: owner needs a mode", "detail: owner requires a mode"]],
      ["error-changed"],
    ],
    ["a list type changed", [[V1, "listType: set", "listType: atomic"]], ["list-type-changed!"]],
    [
      "list map keys changed",
      [
        [V1, "listMapKeys: [name]", "listMapKeys: [name, number]"],
        [V1, "number: { type: int32,", "number: { type: int32, required: true,"],
      ],
      ["list-type-changed!", "field-made-required!"],
    ],
    [
      "a merge key added",
      [
        [
          V1,
          "listMapKeys: [name],",
          "listMapKeys: [name], patchStrategy: merge, patchMergeKey: name,",
        ],
      ],
      ["merge-key-changed!"],
    ],
    [
      "a map made atomic",
      [
        [
          V1,
          LABELS,
          "      labels: { type: map, values: string, mapType: atomic, doc: Labels. }\n",
        ],
      ],
      ["atomicity-changed!"],
    ],
    ["a scope changed", [[V1, "scope: Namespaced", "scope: Cluster"]], ["scope-changed!"]],
    ["a plural changed", [[V1, "plural: widgets", "plural: widgetz"]], ["resource-renamed!"]],
    [
      "a short name removed",
      [[V1, "      shortNames: [wd]\n", ""]],
      ["resource-semantics-changed!"],
    ],
    [
      "a short name added",
      [[V1, "shortNames: [wd]", "shortNames: [wd, wdg]"]],
      ["resource-extended"],
    ],
    [
      "a kind no longer served",
      [
        [
          V1,
          "    resource:\n      scope: Namespaced\n      plural: widgets\n      shortNames: [wd]\n      operations: [create, list]\n",
          "",
        ],
      ],
      ["resource-removed!", "kind-removed!"],
    ],
    [
      "a kind served",
      [
        [
          V1,
          "    doc: A document about widgets, not served.\n",
          "    doc: A document about widgets, not served.\n    resource: { scope: Cluster, plural: widgetreports, operations: [list] }\n",
        ],
      ],
      ["resource-added", "kind-added"],
    ],
    [
      "an operation of a resource removed",
      [[V1, "operations: [create, list]", "operations: [create]"]],
      ["operation-removed!"],
    ],
    [
      "an operation of a resource added",
      [[V1, "operations: [create, list]", "operations: [create, list, delete]"]],
      ["operation-added"],
    ],
    [
      "an operation's response changed",
      [[OPS, '"201": { body: resource }', '"200": { body: resource }']],
      ["operation-changed!"],
    ],
    [
      "an operation's parameter removed",
      [[OPS, "parameters: [pretty, limit]", "parameters: [pretty]"]],
      ["field-removed!"],
    ],
    [
      "an operation removed",
      [
        [
          OPS,
          '  delete:\n    doc: Delete an object.\n    method: DELETE\n    path: item\n    action: delete\n    body: DeleteOptions\n    parameters: [pretty]\n    responses:\n      "200": { body: deleted }\n',
          "",
        ],
      ],
      ["operation-removed!"],
    ],
    [
      "an operation's rule added",
      [
        [
          OPS,
          "parameters: [pretty, limit]\n",
          "parameters: [pretty, limit]\n    rules:\n      - mutuallyExclusive: { fields: [pretty, limit] }\n",
        ],
      ],
      ["rule-added!"],
    ],
    [
      "a kind added",
      [
        [
          V1,
          "types:\n",
          "  Report:\n    doc: A report.\n    fields:\n      text: { type: string, doc: The text. }\ntypes:\n",
        ],
      ],
      ["kind-added"],
    ],
    [
      "a type removed",
      [
        [
          V1,
          "  Note:\n    doc: A type nothing refers to.\n    fields:\n      text: { type: string, doc: The text. }\n",
          "",
        ],
      ],
      ["type-removed!"],
    ],
    [
      "a type added",
      [
        [
          V1,
          "  Note:\n",
          "  Memo:\n    doc: A memo.\n    fields:\n      text: { type: string, doc: The text. }\n  Note:\n",
        ],
      ],
      ["type-added"],
    ],
    ["a version removed", [[EXTRA, null, null]], ["version-removed!"]],
    [
      "a version added",
      [
        [
          "extra.core.io/v2.yaml",
          null,
          "group: extra.core.io\nversion: v2\ntypes:\n  Extra:\n    doc: The extra type, v2.\n    fields:\n      value: { type: string, doc: The value. }\n",
        ],
      ],
      ["version-added"],
    ],
    [
      "documentation changed",
      [[V1, "doc: The desired state of a widget.", "doc: What a widget should be."]],
      ["doc-changed"],
    ],
    [
      "an enum value's documentation changed",
      [[V1, "doc: Cold.", "doc: Chilly."]],
      ["doc-changed"],
    ],
    ["an explicit empty value counts as set", [mode("pointer: true")], ["values-widened"]],
    ["a field marked sensitive", [mode("sensitive: true")], ["doc-changed"]],
    ["a field deprecated", [mode("deprecated: use size")], ["deprecated"]],
    ["a field's stability declared", [mode("stability: beta")], ["stability-changed"]],
    [
      "a field put behind a feature gate",
      [mode("featureGate: WidgetModes")],
      ["feature-gate-changed"],
    ],
    // In an alpha version: reported, never failing.
    [
      "alpha: a field removed",
      [[ALPHA, "      size: { type: int32, maximum: 10, doc: The size. }\n", ""]],
      ["field-removed"],
    ],
    ["alpha: a limit narrowed", [[ALPHA, "maximum: 10", "maximum: 5"]], ["limit-narrowed"]],
    [
      "alpha: an enum added",
      [[ALPHA, "mode: { type: string,", "mode: { type: string, enum: [fast],"]],
      ["values-narrowed"],
    ],
    [
      "alpha: a kind removed",
      [[ALPHA, "kinds:\n  Gadget:", "kinds:\n  Widget:"]],
      ["kind-removed", "kind-removed", "kind-added", "kind-added"],
    ],
    [
      "alpha: a kind added",
      [
        [
          ALPHA,
          "kinds:\n",
          "kinds:\n  Spare:\n    doc: A spare kind.\n    fields:\n      text: { type: string, doc: The text. }\n",
        ],
      ],
      ["kind-added"],
    ],
    ["alpha: a version removed", [[ALPHA, null, null]], ["version-removed"]],
    ["no change", [], []],
  ];

describe("corespec diff: one case per change rule", () => {
  for (const [name, edits, want] of CASES) {
    it(name, () => {
      const { result } = diffEdits(edits);
      const got = result.changes.map((c) => `${c.kind}${c.breaking ? "!" : ""}`);
      expect(got.sort()).toEqual([...want].sort());
      expect(result.summary.breaking > 0).toBe(want.some((w) => w.endsWith("!")));
    });
  }

  it("every rule has a case", () => {
    const covered = new Set(CASES.flatMap(([, , want]) => want.map((w) => w.replace(/!$/, ""))));
    expect(Object.keys(RULES).filter((name) => !covered.has(name))).toEqual([]);
  });

  it("a change in an alpha version is breaking by its rule but does not break (alpha: true, breaking: false)", () => {
    const [change] = diffEdits([[ALPHA, "maximum: 10", "maximum: 5"]]).result.changes;
    expect(change).toMatchObject({
      kind: "limit-narrowed",
      level: "breaking",
      alpha: true,
      breaking: false,
      groupVersion: "example.core.io/v1alpha1",
    });
  });
});
