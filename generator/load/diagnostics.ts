/** Problems found in spec files, each with a position a person can jump to. */
import { closest, distance } from "fastest-levenshtein";
import type { Code, CodeName } from "./codes.js";

export interface Diagnostic {
  /** The spec file, relative to the current directory when reported. */
  readonly file: string;
  readonly line: number;
  readonly col: number;
  readonly message: string;
  /** The problem's stable code from the registry (codes.ts: `default-invalid`), for tests and tools; printed after the message. */
  readonly code: CodeName;
}

/** A diagnostic: made only with an entry of the registry (codes.ts). */
export function diagnostic(
  code: Code,
  file: string,
  position: { readonly line: number; readonly col: number },
  message: string,
): Diagnostic {
  return { file, line: position.line, col: position.col, message, code: code.code };
}

export function formatDiagnostic(d: Diagnostic): string {
  return `${d.file}:${d.line}:${d.col}: ${d.message} [${d.code}]`;
}

export function sortDiagnostics(list: readonly Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return [...list]
    .sort(
      (a, b) =>
        a.file.localeCompare(b.file) ||
        a.line - b.line ||
        a.col - b.col ||
        a.message.localeCompare(b.message),
    )
    .filter((d) => {
      const key = formatDiagnostic(d);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** ` (did you mean "X"?)` when a candidate is close enough to the word, else "". */
export function didYouMean(word: string, candidates: Iterable<string>): string {
  const list = [...candidates].filter((c) => c !== word);
  if (list.length === 0) return "";
  const best = closest(word, list);
  const limit = Math.max(2, Math.floor(word.length / 3));
  const lower = word.toLowerCase();
  if (distance(lower, best.toLowerCase()) <= limit) return ` (did you mean "${best}"?)`;
  return "";
}
