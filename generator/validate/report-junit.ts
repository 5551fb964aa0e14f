/**
 * `--output junit`: JUnit XML as kubeconform writes it, for CI systems that show test reports.
 * One `<testsuite>` per input file (named by the file, in the order met), one `<testcase>` per
 * document (`name`: namespace/name, `classname`: `Kind@apiVersion`); an invalid document holds a
 * `<failure>` with one line per error, a document that could not be checked (or an input that
 * could not be read) an `<error>`, a skipped one `<skipped>`. The root `<testsuites>` carries the
 * counts (`failures` invalid, `errors`, `disabled` skipped, as kubeconform), so the report is
 * written at the end.
 */
import { performance } from "node:perf_hooks";
import {
  Tally,
  who,
  type DocumentReport,
  type InputFailure,
  type Reporter,
  type Streams,
} from "./report.js";

interface Outcome {
  readonly tag: "failure" | "error" | "skipped";
  readonly message: string;
  readonly type?: string;
  readonly content?: string;
}

interface TestCase {
  readonly name: string;
  readonly classname: string;
  readonly outcome?: Outcome;
}

interface Suite {
  readonly name: string;
  readonly id: number;
  readonly cases: TestCase[];
}

/** Characters XML 1.0 cannot hold even escaped (controls but tab, newline, return; lone surrogates). */
const NOT_XML =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function text(value: string): string {
  return value
    .replace(NOT_XML, "\uFFFD")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
}

function attribute(value: string | number): string {
  return text(String(value))
    .replace(/"/g, "&quot;")
    .replace(/\n/g, "&#10;")
    .replace(/\r/g, "&#13;")
    .replace(/\t/g, "&#9;");
}

function attributes(values: Record<string, string | number>): string {
  return Object.entries(values)
    .map(([key, value]) => ` ${key}="${attribute(value)}"`)
    .join("");
}

function outcomeOf(r: DocumentReport): Outcome | undefined {
  const lines = r.errors.map((e) => `${r.file}:${e.line}:${e.col}: ${e.message}`);
  const first = r.errors[0]?.message ?? "";
  const more = r.errors.length > 1 ? ` (and ${r.errors.length - 1} more)` : "";
  switch (r.status) {
    case "valid":
      return undefined;
    case "invalid":
      return {
        tag: "failure",
        message: `${first}${more}`,
        type: "invalid",
        content: lines.join("\n"),
      };
    case "error":
      return { tag: "error", message: `${first}${more}`, type: "error", content: lines.join("\n") };
    case "skipped":
      return { tag: "skipped", message: r.reason ?? "skipped" };
  }
}

function caseXml(c: TestCase): string {
  const open = `    <testcase${attributes({ name: c.name, classname: c.classname })}`;
  const o = c.outcome;
  if (!o) return `${open}></testcase>`;
  const attrs = attributes({ message: o.message, ...(o.type ? { type: o.type } : {}) });
  const inner = o.content
    ? `<${o.tag}${attrs}>${text(o.content)}</${o.tag}>`
    : `<${o.tag}${attrs}></${o.tag}>`;
  return `${open}>\n      ${inner}\n    </testcase>`;
}

function suiteXml(s: Suite): string {
  const count = (tag: Outcome["tag"]) => s.cases.filter((c) => c.outcome?.tag === tag).length;
  const skipped = count("skipped");
  const head = `  <testsuite${attributes({ name: s.name, id: s.id, tests: s.cases.length, failures: count("failure"), errors: count("error"), disabled: skipped, skipped })}>`;
  return [head, ...s.cases.map(caseXml), "  </testsuite>"].join("\n");
}

export function junitReporter({ out }: Streams): Reporter {
  const started = performance.now();
  const tally = new Tally();
  const suites = new Map<string, Suite>();
  const add = (file: string, c: TestCase) => {
    let suite = suites.get(file);
    if (!suite) suites.set(file, (suite = { name: file, id: suites.size + 1, cases: [] }));
    suite.cases.push(c);
  };
  return {
    document(r: DocumentReport) {
      tally.count(r);
      const name = r.name ? (r.namespace ? `${r.namespace}/${r.name}` : r.name) : who(r);
      const outcome = outcomeOf(r);
      add(r.file, {
        name,
        classname: `${r.kind ?? ""}@${r.apiVersion ?? ""}`,
        ...(outcome ? { outcome } : {}),
      });
    },
    failure(f: InputFailure) {
      tally.countFailure(f);
      add(f.file, {
        name: f.file,
        classname: "@",
        outcome: { tag: "error", message: f.message, type: "unreadable" },
      });
    },
    end() {
      const s = tally.summary();
      const time = ((performance.now() - started) / 1000).toFixed(3);
      const root = attributes({
        name: "corespec",
        time,
        tests: s.valid + s.invalid + s.errors + s.skipped,
        failures: s.invalid,
        disabled: s.skipped,
        errors: s.errors,
      });
      const body = [...suites.values()].map(suiteXml);
      out.write(
        [
          '<?xml version="1.0" encoding="UTF-8"?>',
          `<testsuites${root}>`,
          ...body,
          "</testsuites>",
          "",
        ].join("\n"),
      );
      return tally.code();
    },
  };
}
