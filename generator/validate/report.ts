/**
 * The reports of `corespec validate`, written as they come where the format allows it (text,
 * JSON, TAP), or at the end (JUnit, whose root element carries the counts). Every document ends
 * in one status, as kubeconform's results do: valid, invalid (the validators refused it), error
 * (it could not be checked: not well-formed YAML or JSON, no apiVersion or kind, or a kind the
 * package does not know) or skipped (`--skip`, or `--ignore-missing-schemas` for an unknown kind).
 * An input that cannot be read, or not to its end, is an error too. The text format lives here,
 * the default; the others load only when asked for (report-json.ts, report-junit.ts,
 * report-tap.ts).
 */
import type { CodeName } from "../load/codes.js";
import type { Position } from "./documents.js";

export type Status = "valid" | "invalid" | "error" | "skipped";

export interface Finding extends Position {
  readonly message: string;
  /** The problem's code (load/codes.ts), for all but the validators' field errors (those carry `error.type`). */
  readonly code?: CodeName;
  readonly error?: {
    readonly type: string;
    readonly field: string;
    readonly badValue?: unknown;
    readonly detail: string;
  };
  /** The field an unknown-field or duplicate-key finding is about. */
  readonly field?: string;
}

export interface DocumentReport {
  readonly file: string;
  /** 1-based position of the document in its file. */
  readonly document: number;
  readonly apiVersion?: string;
  readonly kind?: string;
  readonly name?: string;
  readonly namespace?: string;
  readonly status: Status;
  readonly errors: readonly Finding[];
  readonly warnings: readonly Finding[];
  /** Why a document was skipped (status `skipped`). */
  readonly reason?: string;
  /** A note the text format prints on stderr (a kind skipped as unknown), where it applies. */
  readonly note?: Finding;
  /** The document's apiVersion and kind are not a kind of the package (status `error`, or `skipped` with --ignore-missing-schemas). */
  readonly unknownKind?: boolean;
}

/** An input that could not be read, or not to its end (after the documents reported before). */
export interface InputFailure {
  readonly file: string;
  readonly message: string;
  /** input-unreadable or input-limit (load/codes.ts). */
  readonly code: CodeName;
}

export interface Reporter {
  document(report: DocumentReport): void;
  failure(failure: InputFailure): void;
  /** Writes what closes the output; returns the exit code. */
  end(): number;
}

export interface Streams {
  readonly out: NodeJS.WritableStream;
  readonly err: NodeJS.WritableStream;
}

export type OutputFormat = "text" | "json" | "junit" | "tap";

export interface ReportOptions {
  /** `--summary`: the counts at the end (text: a line on stdout; TAP: a comment). */
  readonly summary: boolean;
}

export interface Summary {
  readonly valid: number;
  readonly invalid: number;
  readonly errors: number;
  readonly skipped: number;
}

/**
 * Counts for the summary and the exit code. The exit code: 2 when an input could not be read
 * (to its end), else 1 when a document is invalid or could not be checked, else 0. An unreadable
 * input wins over an invalid document: 2 says the check is incomplete, so a run that also found
 * invalid documents is not mistaken for a complete one (as diff and grep rank trouble over a
 * difference); kubeconform exits 1 for both, which hides it.
 */
export class Tally {
  valid = 0;
  invalid = 0;
  errors = 0;
  skipped = 0;
  /** Inputs that could not be read to their end. */
  unreadable = 0;
  /** Documents reported as errors for a kind the package does not know. */
  unknownKinds = 0;
  private readonly files = new Set<string>();

  count(report: DocumentReport): void {
    this.files.add(report.file);
    this[report.status === "error" ? "errors" : report.status]++;
    if (report.unknownKind && report.status === "error") this.unknownKinds++;
  }

  countFailure(failure: InputFailure): void {
    this.files.add(failure.file);
    this.errors++;
    this.unreadable++;
  }

  get resources(): number {
    return this.valid + this.invalid + this.errors - this.unreadable + this.skipped;
  }

  get fileCount(): number {
    return this.files.size;
  }

  summary(): Summary {
    return { valid: this.valid, invalid: this.invalid, errors: this.errors, skipped: this.skipped };
  }

  code(): number {
    return this.unreadable > 0 ? 2 : this.invalid + this.errors > 0 ? 1 : 0;
  }
}

/** `Kind/name` of a document, or `document N` when it has no kind. */
export function who(r: DocumentReport): string {
  return r.kind ? `${r.kind}/${r.name ?? "(unnamed)"}` : `document ${r.document}`;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** kubeconform's summary line: `Summary: 2 resources found in 1 file - Valid: 1, Invalid: 1, Errors: 0, Skipped: 0`. */
export function summaryLine(tally: Tally): string {
  const s = tally.summary();
  return `Summary: ${plural(tally.resources, "resource")} found in ${plural(tally.fileCount, "file")} - Valid: ${s.valid}, Invalid: ${s.invalid}, Errors: ${s.errors}, Skipped: ${s.skipped}`;
}

/**
 * Text: `file:line:col: Kind/name: message` on stdout for each error; warnings and notes
 * (`file:line:col: note: ...`) on stderr; at the end a count on stderr, or with `--summary`
 * kubeconform's summary line on stdout.
 */
export function textReporter({ out, err }: Streams, options: ReportOptions): Reporter {
  const tally = new Tally();
  return {
    document(r) {
      tally.count(r);
      for (const e of r.errors)
        out.write(`${r.file}:${e.line}:${e.col}: ${who(r)}: ${e.message}\n`);
      for (const w of r.warnings)
        err.write(`${r.file}:${w.line}:${w.col}: warning: ${who(r)}: ${w.message}\n`);
      if (r.note)
        err.write(`${r.file}:${r.note.line}:${r.note.col}: note: ${who(r)}: ${r.note.message}\n`);
    },
    failure(f) {
      tally.countFailure(f);
      err.write(`${f.file}: ${f.message}\n`);
    },
    end() {
      if (tally.unknownKinds)
        err.write(
          `${plural(tally.unknownKinds, "document")} of a kind the package does not know: --ignore-missing-schemas skips such documents, --skip KIND names kinds not to check.\n`,
        );
      if (options.summary) out.write(`${summaryLine(tally)}\n`);
      else {
        const failed = tally.unreadable
          ? `, ${plural(tally.unreadable, "input")} not read to the end`
          : "";
        const skipped = tally.skipped ? `, ${tally.skipped} skipped` : "";
        err.write(
          `${plural(tally.resources - tally.skipped, "document")} checked, ${tally.invalid + tally.errors - tally.unreadable} invalid${skipped}${failed}.\n`,
        );
      }
      return tally.code();
    },
  };
}

/** The reporter of a format; all but text are loaded only when asked for. */
export async function createReporter(
  format: OutputFormat,
  streams: Streams,
  options: ReportOptions,
): Promise<Reporter> {
  switch (format) {
    case "text":
      return textReporter(streams, options);
    case "json":
      return (await import("./report-json.js")).jsonReporter(streams);
    case "junit":
      return (await import("./report-junit.js")).junitReporter(streams);
    case "tap":
      return (await import("./report-tap.js")).tapReporter(streams, options);
  }
}
