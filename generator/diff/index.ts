/**
 * `corespec diff`'s comparison: every change between two models of the same API by the change
 * rules (rules.ts), the exports of the generated package it removes, adds and changes, and the
 * release the change asks for.
 */
import type { Model } from "../model/model.js";
import type { Change } from "./changes.js";
import { compareModels } from "./compare-model.js";
import { compareExports, exportIsStable, type ExportDiff } from "./exports.js";

export type Bump = "major" | "minor" | "patch" | "none";

export interface Summary {
  readonly changes: number;
  /** Changes that break a non-alpha version: the diff fails when there is one. */
  readonly breaking: number;
  /** Breaking changes inside alpha versions: reported, not failing. */
  readonly breakingInAlpha: number;
  readonly compatible: number;
  readonly docs: number;
  readonly exportsRemoved: number;
  readonly exportsAdded: number;
  readonly exportsChanged: number;
  /** The release the packages need: major for a breaking change of a non-alpha version, minor for additions, patch for documentation. */
  readonly semver: Bump;
}

export interface DiffResult {
  readonly changes: readonly Change[];
  readonly exports: ExportDiff;
  readonly summary: Summary;
}

export function diffModels(a: Model, b: Model): DiffResult {
  const changes = compareModels(a, b).list;
  const exports = compareExports(a, b, changes);
  const count = (p: (c: Change) => boolean) => changes.filter(p).length;
  const breaking = count((c) => c.breaking);
  const stableExportBroken =
    exports.removed.some(exportIsStable) ||
    exports.changed.some(
      (e) => exportIsStable(e) && changes.some((c) => c.breaking && c.typeId === e.typeId),
    );
  const semver: Bump =
    breaking > 0 || stableExportBroken
      ? "major"
      : changes.some((c) => c.level !== "docs") || exports.added.length + exports.removed.length > 0
        ? "minor"
        : changes.length > 0
          ? "patch"
          : "none";
  return {
    changes,
    exports,
    summary: {
      changes: changes.length,
      breaking,
      breakingInAlpha: count((c) => c.level === "breaking" && c.alpha),
      compatible: count((c) => c.level === "compatible"),
      docs: count((c) => c.level === "docs"),
      exportsRemoved: exports.removed.length,
      exportsAdded: exports.added.length,
      exportsChanged: exports.changed.length,
      semver,
    },
  };
}

export { RULES, isAlphaVersion, type RuleName, type Level } from "./rules.js";
export type { Change } from "./changes.js";
