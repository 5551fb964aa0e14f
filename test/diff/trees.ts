/** The diff tests' spec trees: the base fixture's texts, and copies with edits. */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { diffModels, type DiffResult } from "../../generator/diff/index.js";
import { loadTextTree, type SpecTree } from "../../generator/diff/tree.js";
import { ROOT } from "../helpers/paths.js";

/**
 * The base tree the tests edit: two versions of a group, a second group, operations. It lives
 * here, not in test/fixtures/, whose every directory is a golden-output fixture.
 */
export const BASE = join(ROOT, "test", "diff", "base");

export type Texts = ReadonlyMap<string, string>;

/** The base fixture's spec files, by path relative to it. */
export function baseTexts(): Texts {
  const names = readdirSync(BASE, { recursive: true })
    .map(String)
    .filter((n) => /\.ya?ml$/.test(n))
    .sort();
  return new Map(names.map((n) => [n, readFileSync(join(BASE, n), "utf8")]));
}

/** An edit: replace `from` (which must occur once) by `to` in `file`; `to: null` with `from: null` removes the file; `from: null` creates it. */
export type Edit = readonly [file: string, from: string | null, to: string | null];

export function edited(texts: Texts, edits: readonly Edit[]): Map<string, string> {
  const out = new Map(texts);
  for (const [file, from, to] of edits) {
    if (from === null) {
      if (to === null) out.delete(file);
      else out.set(file, to);
      continue;
    }
    const text = out.get(file);
    if (text === undefined) throw new Error(`no file ${file}`);
    const at = text.indexOf(from);
    if (at < 0 || text.indexOf(from, at + 1) >= 0)
      throw new Error(`${file}: "${from}" does not occur exactly once`);
    out.set(file, text.slice(0, at) + (to ?? "") + text.slice(at + from.length));
  }
  return out;
}

export function treeOf(label: string, texts: Texts): SpecTree {
  return loadTextTree(
    label,
    [...texts].map(([relative, text]) => ({ relative, display: `${label}/${relative}`, text })),
  );
}

/** The base against an edited copy: the trees and their diff. */
export function diffEdits(edits: readonly Edit[]): {
  old: SpecTree;
  new: SpecTree;
  result: DiffResult;
} {
  const texts = baseTexts();
  const old = treeOf("old", texts);
  const next = treeOf("new", edited(texts, edits));
  return { old, new: next, result: diffModels(old.model, next.model) };
}
