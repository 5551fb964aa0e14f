/**
 * `--output tap`: TAP version 13 on stdout, a test point per document as it comes (`ok`, `not
 * ok` with a YAML block of its errors, `ok ... # SKIP why`), the plan `1..N` at the end (TAP 13
 * allows it there), and with `--summary` the counts as a comment.
 */
import {
  Tally,
  who,
  type DocumentReport,
  type Finding,
  type InputFailure,
  type ReportOptions,
  type Reporter,
  type Streams,
} from "./report.js";

/** A TAP description holds no `#` (it would start a directive) and no line break. */
const description = (value: string) => value.replace(/[\r\n]+/g, " ").replace(/#/g, "\\#");

/** A YAML double-quoted scalar (JSON's string syntax is a subset of it). */
const scalar = (value: string) => JSON.stringify(value);

function diagnostics(file: string, status: string, errors: readonly Finding[]): string {
  const lines = ["  ---", `  status: ${status}`, "  errors:"];
  for (const e of errors) lines.push(`    - ${scalar(`${file}:${e.line}:${e.col}: ${e.message}`)}`);
  lines.push("  ...");
  return `${lines.join("\n")}\n`;
}

export function tapReporter({ out }: Streams, options: ReportOptions): Reporter {
  const tally = new Tally();
  let n = 0;
  out.write("TAP version 13\n");
  return {
    document(r: DocumentReport) {
      tally.count(r);
      n++;
      const point = description(`${r.file} (${who(r)})`);
      if (r.status === "valid") out.write(`ok ${n} - ${point}\n`);
      else if (r.status === "skipped")
        out.write(`ok ${n} - ${point} # SKIP ${description(r.reason ?? "skipped")}\n`);
      else out.write(`not ok ${n} - ${point}\n${diagnostics(r.file, r.status, r.errors)}`);
    },
    failure(f: InputFailure) {
      tally.countFailure(f);
      n++;
      out.write(
        `not ok ${n} - ${description(f.file)}\n  ---\n  status: error\n  message: ${scalar(f.message)}\n  ...\n`,
      );
    },
    end() {
      out.write(`1..${n}\n`);
      const s = tally.summary();
      if (options.summary)
        out.write(
          `# valid: ${s.valid}, invalid: ${s.invalid}, errors: ${s.errors}, skipped: ${s.skipped}\n`,
        );
      return tally.code();
    },
  };
}
