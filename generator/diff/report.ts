/**
 * A diff as reported: each change with its places on both sides (`file:line:col`), as JSON
 * (`{ changes, exports, summary }`) or as text for a person.
 */
import type { Change, Place } from "./changes.js";
import type { ApiExport, ExportChange, ExportDiff } from "./exports.js";
import type { DiffResult, Summary } from "./index.js";
import type { Level, RuleName } from "./rules.js";
import type { SpecTree } from "./tree.js";

export interface ReportedChange {
  readonly breaking: boolean;
  /** The rule, the change's stable code. */
  readonly kind: RuleName;
  readonly level: Level;
  readonly alpha: boolean;
  readonly groupVersion: string;
  readonly path: string;
  readonly old: unknown;
  readonly new: unknown;
  /** The new side's place, or the old side's when the element is gone. */
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly why: string;
  readonly reference: string;
  readonly locations: { readonly old?: Place; readonly new?: Place };
}

export interface Report {
  readonly old: string;
  readonly new: string;
  readonly changes: readonly ReportedChange[];
  readonly exports: {
    readonly [K in keyof ExportDiff]: readonly Omit<ExportDiff[K][number], "typeId">[];
  };
  readonly summary: Summary;
}

export function reportOf(result: DiffResult, oldTree: SpecTree, newTree: SpecTree): Report {
  const changes = result.changes.map((c: Change): ReportedChange => {
    const old = c.sites.old && oldTree.place(c.sites.old);
    const next = c.sites.new && newTree.place(c.sites.new);
    const primary = next ?? old ?? { file: "", line: 0, column: 0 };
    return {
      breaking: c.breaking,
      kind: c.kind,
      level: c.level,
      alpha: c.alpha,
      groupVersion: c.groupVersion,
      path: c.path,
      old: c.old ?? null,
      new: c.new ?? null,
      file: primary.file,
      line: primary.line,
      column: primary.column,
      why: c.why,
      reference: c.reference,
      locations: { ...(old ? { old } : {}), ...(next ? { new: next } : {}) },
    };
  });
  // A type's id is the comparison's key, not part of the package's API: the report names the export alone.
  const bare = <T extends ApiExport>({ typeId: _id, ...rest }: T): Omit<T, "typeId"> => rest;
  const { removed, added, changed } = result.exports;
  return {
    old: oldTree.label,
    new: newTree.label,
    changes,
    exports: { removed: removed.map(bare), added: added.map(bare), changed: changed.map(bare) },
    summary: result.summary,
  };
}

export function reportJson(report: Report): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}

const placeText = (p: Place) => `${p.file}:${p.line}:${p.column}`;
const valueText = (v: unknown) =>
  v === null || v === undefined ? "" : `  ${typeof v === "string" ? v : JSON.stringify(v)}`;

function levelText(c: ReportedChange): string {
  if (c.level === "breaking") return c.alpha ? "breaking (alpha, does not fail)" : "BREAKING";
  return c.level;
}

const exportText = (e: Omit<ExportChange, "typeId">) =>
  `${e.module} ${e.name}${e.changes ? ` (${e.changes.join(", ")})` : ""}`;

/** Exports removed or added, one line per module: `removed ./coordination.core.io: v1.Lease, v1.validateLease`. */
function byModule(what: string, list: readonly Omit<ApiExport, "typeId">[]): string[] {
  const modules = new Map<string, string[]>();
  for (const e of list) modules.set(e.module, [...(modules.get(e.module) ?? []), e.name]);
  return [...modules].map(([module, names]) => `  ${what} ${module}: ${names.join(", ")}`);
}

export function reportText(report: Report): string {
  const lines: string[] = [];
  for (const c of report.changes) {
    lines.push(`${placeText(c)}: ${levelText(c)} ${c.kind}: ${c.path}`, `    ${c.why}`);
    if (c.locations.old) lines.push(`    old ${placeText(c.locations.old)}${valueText(c.old)}`);
    if (c.locations.new) lines.push(`    new ${placeText(c.locations.new)}${valueText(c.new)}`);
  }
  const { removed, added, changed } = report.exports;
  if (removed.length + added.length + changed.length > 0) {
    lines.push("", "Exports of the generated API package:");
    lines.push(
      ...byModule("removed", removed),
      ...changed.map((e) => `  changed ${exportText(e)}`),
      ...byModule("added", added),
    );
  }
  const s = report.summary;
  if (lines.length) lines.push("");
  lines.push(
    s.changes === 0
      ? `No changes between ${report.old} and ${report.new}.`
      : `${s.changes} change${s.changes === 1 ? "" : "s"} between ${report.old} and ${report.new}: ${s.breaking} breaking, ${s.breakingInAlpha} breaking in alpha versions, ${s.compatible} compatible, ${s.docs} documentation.`,
    `Release: ${s.semver === "none" ? "none needed" : s.semver}${s.breaking > 0 ? " (a served non-alpha version breaks)" : ""}.`,
  );
  return `${lines.join("\n")}\n`;
}
