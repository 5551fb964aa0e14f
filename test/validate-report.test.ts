/** The formats of `corespec validate` (text, JSON, JUnit, TAP) and its exit codes, given reports. */
import { describe, expect, it } from "vitest";
import {
  createReporter,
  type DocumentReport,
  type InputFailure,
  type OutputFormat,
} from "../generator/validate/report.js";
import { isSkipped, parseSkip } from "../generator/validate/skip.js";

class Sink {
  text = "";
  write(chunk: string): boolean {
    this.text += chunk;
    return true;
  }
}

const INVALID: DocumentReport = {
  file: "a.yaml",
  document: 1,
  apiVersion: "coordination.core.io/v1",
  kind: "Lease",
  name: "l",
  namespace: "default",
  status: "invalid",
  errors: [
    {
      line: 5,
      col: 7,
      message: "spec.leaseDurationSeconds: Invalid value: -1: must be greater than 0 & <1",
      error: {
        type: "FieldValueInvalid",
        field: "spec.leaseDurationSeconds",
        badValue: -1,
        detail: "must be greater than 0",
      },
    },
  ],
  warnings: [],
};
const VALID: DocumentReport = {
  file: "a.yaml",
  document: 2,
  apiVersion: "scheduling.core.io/v1",
  kind: "PriorityClass",
  name: "p",
  status: "valid",
  errors: [],
  warnings: [],
};
const SKIPPED: DocumentReport = {
  file: "b.yaml",
  document: 1,
  apiVersion: "example.com/v1",
  kind: "Widget",
  name: "w",
  status: "skipped",
  reason: "example.com/v1 Widget is not a kind of the package",
  note: {
    line: 2,
    col: 7,
    message: "example.com/v1 Widget is not a kind of the package",
    code: "kind-unknown",
  },
  errors: [],
  warnings: [],
};
const ERROR: DocumentReport = {
  file: "b.yaml",
  document: 2,
  status: "error",
  errors: [{ line: 9, col: 1, message: "YAML: bad # indentation", code: "document-syntax" }],
  warnings: [],
};
const UNREADABLE: InputFailure = {
  file: "missing.yaml",
  message: "cannot read: ENOENT",
  code: "input-unreadable",
};

type Event = DocumentReport | InputFailure;

async function run(format: OutputFormat, events: readonly Event[], summary = false) {
  const out = new Sink();
  const err = new Sink();
  const reporter = await createReporter(
    format,
    { out: out as unknown as NodeJS.WritableStream, err: err as unknown as NodeJS.WritableStream },
    { summary },
  );
  for (const e of events) {
    if ("status" in e) reporter.document(e);
    else reporter.failure(e);
  }
  return { code: reporter.end(), out: out.text, err: err.text };
}

describe("exit codes", () => {
  const cases: [string, Event[], number][] = [
    ["nothing", [], 0],
    ["valid and skipped", [VALID, SKIPPED], 0],
    ["an invalid document", [VALID, INVALID], 1],
    ["a document that could not be checked", [VALID, ERROR], 1],
    ["an unreadable input alone", [UNREADABLE], 2],
    // An unreadable input wins over an invalid document, whichever comes first: the check is incomplete.
    ["an invalid document, then an unreadable input", [INVALID, UNREADABLE], 2],
    ["an unreadable input, then an invalid document", [UNREADABLE, INVALID], 2],
  ];
  for (const format of ["text", "json", "junit", "tap"] as const) {
    it.each(cases)(`${format}: %s`, async (_name, events, code) => {
      expect((await run(format, events)).code).toBe(code);
    });
  }
});

describe("text", () => {
  it("prints errors on stdout, notes on stderr, and kubeconform's summary line with --summary", async () => {
    const r = await run("text", [INVALID, VALID, SKIPPED, ERROR, UNREADABLE], true);
    expect(r.out.split("\n")).toEqual([
      "a.yaml:5:7: Lease/l: spec.leaseDurationSeconds: Invalid value: -1: must be greater than 0 & <1",
      "b.yaml:9:1: document 2: YAML: bad # indentation",
      "Summary: 4 resources found in 3 files - Valid: 1, Invalid: 1, Errors: 2, Skipped: 1",
      "",
    ]);
    expect(r.err).toContain(
      "b.yaml:2:7: note: Widget/w: example.com/v1 Widget is not a kind of the package\n",
    );
    expect(r.err).toContain("missing.yaml: cannot read: ENOENT\n");
  });

  it("counts on stderr without --summary", async () => {
    expect((await run("text", [INVALID, VALID, SKIPPED])).err).toContain(
      "2 documents checked, 1 invalid, 1 skipped.",
    );
    // An unreadable input is not a document: counted apart.
    expect((await run("text", [INVALID, ERROR, UNREADABLE])).err).toContain(
      "2 documents checked, 2 invalid, 1 input not read to the end.",
    );
  });
});

describe("json", () => {
  it("writes resources with status, field paths and positions, codes, and a summary", async () => {
    const r = await run("json", [INVALID, VALID, SKIPPED, ERROR, UNREADABLE]);
    const parsed = JSON.parse(r.out) as { resources: unknown[]; summary: unknown };
    expect(parsed.summary).toEqual({ valid: 1, invalid: 1, errors: 2, skipped: 1 });
    expect(parsed.resources).toEqual([
      {
        filename: "a.yaml",
        document: 1,
        version: "coordination.core.io/v1",
        kind: "Lease",
        name: "l",
        namespace: "default",
        status: "invalid",
        errors: [
          {
            line: 5,
            col: 7,
            field: "spec.leaseDurationSeconds",
            type: "FieldValueInvalid",
            message: INVALID.errors[0]!.message,
            detail: "must be greater than 0",
            badValue: -1,
          },
        ],
      },
      {
        filename: "a.yaml",
        document: 2,
        version: "scheduling.core.io/v1",
        kind: "PriorityClass",
        name: "p",
        status: "valid",
        errors: [],
      },
      {
        filename: "b.yaml",
        document: 1,
        version: "example.com/v1",
        kind: "Widget",
        name: "w",
        status: "skipped",
        errors: [],
        reason: SKIPPED.reason,
      },
      {
        filename: "b.yaml",
        document: 2,
        status: "error",
        errors: [{ line: 9, col: 1, code: "document-syntax", message: "YAML: bad # indentation" }],
      },
      {
        filename: "missing.yaml",
        status: "error",
        errors: [{ code: "input-unreadable", message: "cannot read: ENOENT" }],
      },
    ]);
  });

  it("is a JSON object when there is nothing to report", async () => {
    expect(JSON.parse((await run("json", [])).out)).toEqual({
      resources: [],
      summary: { valid: 0, invalid: 0, errors: 0, skipped: 0 },
    });
  });
});

describe("junit", () => {
  it("writes kubeconform's XML: a suite per file, a case per document, escaped", async () => {
    const r = await run("junit", [INVALID, VALID, SKIPPED, ERROR, UNREADABLE]);
    expect(r.out.replace(/time="[^"]*"/, 'time=""')).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<testsuites name="corespec" time="" tests="5" failures="1" disabled="1" errors="2">',
        '  <testsuite name="a.yaml" id="1" tests="2" failures="1" errors="0" disabled="0" skipped="0">',
        '    <testcase name="default/l" classname="Lease@coordination.core.io/v1">',
        '      <failure message="spec.leaseDurationSeconds: Invalid value: -1: must be greater than 0 &amp; &lt;1" type="invalid">a.yaml:5:7: spec.leaseDurationSeconds: Invalid value: -1: must be greater than 0 &amp; &lt;1</failure>',
        "    </testcase>",
        '    <testcase name="p" classname="PriorityClass@scheduling.core.io/v1"></testcase>',
        "  </testsuite>",
        '  <testsuite name="b.yaml" id="2" tests="2" failures="0" errors="1" disabled="1" skipped="1">',
        '    <testcase name="w" classname="Widget@example.com/v1">',
        '      <skipped message="example.com/v1 Widget is not a kind of the package"></skipped>',
        "    </testcase>",
        '    <testcase name="document 2" classname="@">',
        '      <error message="YAML: bad # indentation" type="error">b.yaml:9:1: YAML: bad # indentation</error>',
        "    </testcase>",
        "  </testsuite>",
        '  <testsuite name="missing.yaml" id="3" tests="1" failures="0" errors="1" disabled="0" skipped="0">',
        '    <testcase name="missing.yaml" classname="@">',
        '      <error message="cannot read: ENOENT" type="unreadable"></error>',
        "    </testcase>",
        "  </testsuite>",
        "</testsuites>",
        "",
      ].join("\n"),
    );
  });

  it("keeps characters XML cannot hold out of the report", async () => {
    const r = await run("junit", [
      { ...ERROR, errors: [{ line: 1, col: 1, message: 'bad \u0001 "q"\nnext' }] },
    ]);
    expect(r.out).toContain('message="bad \uFFFD &quot;q&quot;&#10;next"');
    expect(r.out).not.toContain("\u0001");
  });
});

describe("tap", () => {
  it("writes TAP 13: a test point per document, diagnostics as YAML, SKIP, the plan at the end", async () => {
    const r = await run("tap", [INVALID, VALID, SKIPPED, ERROR, UNREADABLE], true);
    expect(r.out).toBe(
      [
        "TAP version 13",
        "not ok 1 - a.yaml (Lease/l)",
        "  ---",
        "  status: invalid",
        "  errors:",
        '    - "a.yaml:5:7: spec.leaseDurationSeconds: Invalid value: -1: must be greater than 0 & <1"',
        "  ...",
        "ok 2 - a.yaml (PriorityClass/p)",
        "ok 3 - b.yaml (Widget/w) # SKIP example.com/v1 Widget is not a kind of the package",
        "not ok 4 - b.yaml (document 2)",
        "  ---",
        "  status: error",
        "  errors:",
        '    - "b.yaml:9:1: YAML: bad # indentation"',
        "  ...",
        "not ok 5 - missing.yaml",
        "  ---",
        "  status: error",
        '  message: "cannot read: ENOENT"',
        "  ...",
        "1..5",
        "# valid: 1, invalid: 1, errors: 2, skipped: 1",
        "",
      ].join("\n"),
    );
  });

  it("escapes # in a description, which would start a directive", async () => {
    expect((await run("tap", [{ ...VALID, file: "dir#1/a.yaml" }])).out).toContain(
      "ok 1 - dir\\#1/a.yaml (PriorityClass/p)\n",
    );
  });
});

describe("--skip", () => {
  it("takes kinds, and kinds qualified by apiVersion (the group's or core's)", () => {
    const entries = parseSkip("Lease, coordination.core.io/v1/LeaseCandidate,v1/Event,");
    expect(entries).toEqual([
      { kind: "Lease" },
      { kind: "LeaseCandidate", apiVersion: "coordination.core.io/v1" },
      { kind: "Event", apiVersion: "v1" },
    ]);
    expect(isSkipped(entries, "coordination.core.io/v1beta1", "Lease")).toBe(true);
    expect(isSkipped(entries, "coordination.core.io/v1", "LeaseCandidate")).toBe(true);
    expect(isSkipped(entries, "coordination.core.io/v1beta1", "LeaseCandidate")).toBe(false);
    expect(isSkipped(entries, "v1", "Event")).toBe(true);
    expect(isSkipped(entries, "events.core.io/v1", "Event")).toBe(false);
    expect(isSkipped(entries, "v1", "lease")).toBe(false);
    expect(isSkipped(entries, "v1", undefined)).toBe(false);
  });

  it("refuses an entry without a kind", () => {
    expect(() => parseSkip("v1/")).toThrow(/not a kind/);
    expect(() => parseSkip("/Lease")).toThrow(/not a kind/);
  });
});
