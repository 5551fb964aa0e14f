/**
 * The reports of `corespec validate`, written as they come (nothing is held for the end): text
 * lines `file:line:col: Kind/name: message` on stdout, warnings and a summary on stderr; or
 * with `--output json` one JSON array of reports on stdout.
 */
import type { Position } from "./documents.js";

export interface Finding extends Position {
  readonly message: string;
  readonly error?: { readonly type: string; readonly field: string; readonly badValue?: unknown; readonly detail: string };
}

export interface DocumentReport {
  readonly file: string;
  /** 1-based position of the document in its file. */
  readonly document: number;
  readonly apiVersion?: string;
  readonly kind?: string;
  readonly name?: string;
  readonly valid: boolean;
  readonly errors: readonly Finding[];
  readonly warnings: readonly Finding[];
}

/** An input that could not be read, or not to its end (after the documents reported before). */
export interface InputFailure {
  readonly file: string;
  readonly readable: false;
  readonly message: string;
}

export interface Reporter {
  document(report: DocumentReport): void;
  failure(failure: InputFailure): void;
  /** Writes what closes the output; returns the exit code. */
  end(): number;
}

interface Streams {
  readonly out: NodeJS.WritableStream;
  readonly err: NodeJS.WritableStream;
}

/** Counts for the summary and the exit code: 2 when an input failed, 1 when a document is invalid. */
class Tally {
  documents = 0;
  invalid = 0;
  failed = 0;
  code(): number {
    return this.failed > 0 ? 2 : this.invalid > 0 ? 1 : 0;
  }
}

export function textReporter({ out, err }: Streams): Reporter {
  const tally = new Tally();
  return {
    document(r) {
      tally.documents++;
      if (!r.valid) tally.invalid++;
      const who = r.kind ? `${r.kind}/${r.name ?? "(unnamed)"}` : `document ${r.document}`;
      for (const e of r.errors) out.write(`${r.file}:${e.line}:${e.col}: ${who}: ${e.message}\n`);
      for (const w of r.warnings) err.write(`${r.file}:${w.line}:${w.col}: warning: ${who}: ${w.message}\n`);
    },
    failure(f) {
      tally.failed++;
      err.write(`${f.file}: ${f.message}\n`);
    },
    end() {
      const failed = tally.failed ? `, ${tally.failed} input${tally.failed === 1 ? "" : "s"} not read to the end` : "";
      err.write(`${tally.documents} document${tally.documents === 1 ? "" : "s"} checked, ${tally.invalid} invalid${failed}.\n`);
      return tally.code();
    },
  };
}

export function jsonReporter({ out }: Streams): Reporter {
  const tally = new Tally();
  let first = true;
  const write = (value: unknown) => {
    out.write(`${first ? "[\n" : ",\n"}${JSON.stringify(value, null, 2).replace(/^/gm, "  ")}`);
    first = false;
  };
  return {
    document(r) {
      tally.documents++;
      if (!r.valid) tally.invalid++;
      write(r);
    },
    failure(f) {
      tally.failed++;
      write(f);
    },
    end() {
      out.write(first ? "[]\n" : "\n]\n");
      return tally.code();
    },
  };
}
