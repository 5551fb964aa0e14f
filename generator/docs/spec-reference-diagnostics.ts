/**
 * The "Diagnostics" section of docs/spec-language.md, from the registry of diagnostic codes
 * (generator/load/codes.ts): each code with the problem it names and its fix, grouped by what
 * reports it.
 */
import { ALL_CODES, type DiagnosticCode } from "../load/codes.js";

const SOURCES: readonly {
  readonly source: DiagnosticCode["source"];
  readonly title: string;
  readonly intro: string;
}[] = [
  {
    source: "spec",
    title: "Spec files",
    intro:
      "Reported by `corespec generate` (with `--check` or `--watch` too) and `corespec diff` as `file:line:col: message [code]`; any of them keeps the code from being generated.",
  },
  {
    source: "project",
    title: "corespec.yaml",
    intro:
      "Reported the same way for the project file beside the spec directory (its YAML syntax as `yaml-syntax`).",
  },
  {
    source: "validate",
    title: "corespec validate",
    intro:
      "The problems of a document that are not a field error of its kind's validators, with their code in `--output json` (`code` beside `message`).",
  },
];

/** A table cell: one line, `|` escaped. */
const cell = (text: string): string => text.replace(/\|/g, "\\|").replace(/\s*\n\s*/g, " ");

export function diagnosticsSection(): string[] {
  const lines = [
    '<a id="diagnostics"></a>',
    "",
    "## Diagnostics",
    "",
    'Every problem corespec reports carries a stable code, printed after its message (`specs/a.yaml:7:26: unknown key "requird" (did you mean "required"?) [unknown-key]`). Codes are never renamed; tests and tools match them rather than the message\'s words.',
    "",
  ];
  for (const { source, title, intro } of SOURCES) {
    lines.push(`### ${title}`, "", intro, "", "| Code | Problem | Fix |", "| --- | --- | --- |");
    for (const c of ALL_CODES.filter((e) => e.source === source)) {
      lines.push(
        `| \`${c.code}\`${c.severity === "warning" ? " (warning)" : ""} | ${cell(c.description)} | ${cell(c.hint)} |`,
      );
    }
    lines.push("");
  }
  return lines;
}
