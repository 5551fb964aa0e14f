/**
 * `--output json`: one JSON object on stdout, `{ "resources": [...], "summary": {...} }`, as
 * kubeconform writes with `-summary` (its `resources` and `summary` keys; statuses here are
 * `valid`, `invalid`, `error` and `skipped`). Every document is a resource, valid ones too, with
 * its file, position in the file, apiVersion (`version`, as kubeconform names it), kind, name
 * and its errors, each with the field path and `line`/`col` where known. An input that cannot
 * be read is a resource with status `error` and no kind. Resources are written as they come.
 */
import {
  Tally,
  type DocumentReport,
  type Finding,
  type InputFailure,
  type Reporter,
  type Streams,
} from "./report.js";

/** One error of a resource: where, which field, and Kubernetes' error type and detail. */
interface JsonFinding {
  readonly line?: number;
  readonly col?: number;
  readonly field?: string;
  readonly type?: string;
  /** The problem's code (load/codes.ts), for all but the validators' field errors. */
  readonly code?: string;
  readonly message: string;
  readonly detail?: string;
  readonly badValue?: unknown;
}

interface JsonResource {
  readonly filename: string;
  readonly document?: number;
  readonly version?: string;
  readonly kind?: string;
  readonly name?: string;
  readonly namespace?: string;
  readonly status: DocumentReport["status"];
  readonly errors: readonly JsonFinding[];
  readonly warnings?: readonly JsonFinding[];
  readonly reason?: string;
}

function finding(f: Finding): JsonFinding {
  const e = f.error;
  const field = e?.field ?? f.field;
  return {
    line: f.line,
    col: f.col,
    ...(field !== undefined ? { field } : {}),
    ...(e ? { type: e.type } : {}),
    ...(f.code !== undefined ? { code: f.code } : {}),
    message: f.message,
    ...(e && e.detail !== "" ? { detail: e.detail } : {}),
    ...(e && "badValue" in e ? { badValue: e.badValue } : {}),
  };
}

function resource(r: DocumentReport): JsonResource {
  return {
    filename: r.file,
    document: r.document,
    ...(r.apiVersion !== undefined ? { version: r.apiVersion } : {}),
    ...(r.kind !== undefined ? { kind: r.kind } : {}),
    ...(r.name !== undefined ? { name: r.name } : {}),
    ...(r.namespace !== undefined ? { namespace: r.namespace } : {}),
    status: r.status,
    errors: r.errors.map(finding),
    ...(r.warnings.length ? { warnings: r.warnings.map(finding) } : {}),
    ...(r.reason !== undefined ? { reason: r.reason } : {}),
  };
}

const failed = (f: InputFailure): JsonResource => ({
  filename: f.file,
  status: "error",
  errors: [{ code: f.code, message: f.message }],
});

const indent = (text: string, by: string) => text.replace(/\n/g, `\n${by}`);

export function jsonReporter({ out }: Streams): Reporter {
  const tally = new Tally();
  let first = true;
  const write = (value: JsonResource) => {
    out.write(
      `${first ? '{\n  "resources": [\n' : ",\n"}    ${indent(JSON.stringify(value, null, 2), "    ")}`,
    );
    first = false;
  };
  return {
    document(r) {
      tally.count(r);
      write(resource(r));
    },
    failure(f) {
      tally.countFailure(f);
      write(failed(f));
    },
    end() {
      const summary = indent(JSON.stringify(tally.summary(), null, 2), "  ");
      out.write(`${first ? '{\n  "resources": [],\n' : "\n  ],\n"}  "summary": ${summary}\n}\n`);
      return tally.code();
    },
  };
}
