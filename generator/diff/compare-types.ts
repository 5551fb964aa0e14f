/**
 * Compares two versions of a named type: an object type's kind (served or not), fields, rules
 * and type-wide properties; an alias type's shape and default; a type that turned from one into
 * the other has changed type.
 */
import type { NamedType, ObjectType, Rule } from "../model/model.js";
import { whereAt, type Changes, type Where } from "./changes.js";
import { compareAnnotations, compareFields } from "./compare-fields.js";
import { compareResources } from "./compare-resources.js";
import { compareShapes } from "./compare-shapes.js";
import { canonical, canonicalText, sameValue } from "./values.js";

export function compareTypes(changes: Changes, where: Where, a: NamedType, b: NamedType): void {
  if (a.kind !== b.kind) {
    changes.add(
      "type-changed",
      where,
      {
        old: a.kind === "object" ? "object" : "alias",
        new: b.kind === "object" ? "object" : "alias",
      },
      `${a.kind} type -> ${b.kind} type`,
    );
    return;
  }
  if (a.kind === "alias" && b.kind === "alias") {
    compareShapes(changes, where, a.shape, b.shape);
    if (!sameValue(a.default, b.default))
      changes.add("default-changed", whereAt(where, where.path, ["default"], ["default"]), {
        old: a.default ?? null,
        new: b.default ?? null,
      });
  } else if (a.kind === "object" && b.kind === "object") compareObjects(changes, where, a, b);
  compareAnnotations(changes, where, a, b);
}

function compareObjects(changes: Changes, where: Where, a: ObjectType, b: ObjectType): void {
  const oldKind = a.apiKind;
  const newKind = b.apiKind;
  if (oldKind && (!newKind || newKind.apiVersion !== oldKind.apiVersion))
    changes.add(
      "kind-removed",
      whereAt(where, where.path, [], []),
      { old: oldKind.apiVersion, ...(newKind ? { new: newKind.apiVersion } : {}) },
      newKind ? `served as ${oldKind.apiVersion} -> ${newKind.apiVersion}` : "no longer a kind",
    );
  else if (newKind && !oldKind)
    changes.add(
      "kind-added",
      whereAt(where, where.path, [], []),
      { new: newKind.apiVersion },
      "now a kind",
    );
  else if (oldKind && newKind) compareResources(changes, where, oldKind.resource, newKind.resource);
  compareFields(changes, where, a, b);
  if (a.immutable !== b.immutable)
    changes.add(
      b.immutable ? "immutable-added" : "immutable-removed",
      whereAt(where, where.path, ["immutable"], ["immutable"]),
      { old: a.immutable, new: b.immutable },
    );
  if (a.additionalFields !== b.additionalFields) {
    changes.add(
      b.additionalFields ? "values-widened" : "values-narrowed",
      whereAt(where, where.path, ["additionalFields"], ["additionalFields"]),
      {
        old: { additionalFields: a.additionalFields },
        new: { additionalFields: b.additionalFields },
      },
      b.additionalFields
        ? "fields it does not define are now kept"
        : "fields it does not define are no longer kept",
    );
  }
  if ((a.atomic ?? false) !== (b.atomic ?? false))
    changes.add("atomicity-changed", whereAt(where, where.path, ["structType"], ["structType"]), {
      old: { atomic: a.atomic ?? false },
      new: { atomic: b.atomic ?? false },
    });
  if (!sameValue(a.validatedWhen, b.validatedWhen)) {
    changes.add(
      "rule-changed",
      whereAt(where, where.path, ["validatedWhen"], ["validatedWhen"]),
      { old: canonicalOrNull(a.validatedWhen), new: canonicalOrNull(b.validatedWhen) },
      "validatedWhen",
    );
  }
  compareRules(changes, where, a.rules, b.rules);
}

function canonicalOrNull(value: unknown): unknown {
  return value === undefined ? null : canonical(value);
}

/** What a rule checks: the rule without how it reports (its detail and error type) and documentation. */
function checkOf(rule: Rule): string {
  const { detail: _detail, error: _error, ...check } = rule;
  return canonicalText(check);
}

const reportOf = (rule: Rule) =>
  canonicalText({ detail: rule.detail ?? null, error: rule.error ?? null });

/**
 * Rules are compared as a multiset by what they check: one only the new version has is added,
 * one only the old has is removed; when as many are added as removed, each pair is a changed
 * rule. A kept rule may report otherwise (detail, error type) or be documented otherwise.
 */
export function compareRules(
  changes: Changes,
  where: Where,
  a: readonly Rule[],
  b: readonly Rule[],
): void {
  const oldKeys = a.map(checkOf);
  const newKeys = b.map(checkOf);
  const unmatchedNew = new Set(newKeys.map((_, i) => i));
  const unmatchedOld: number[] = [];
  oldKeys.forEach((key, i) => {
    const j = newKeys.findIndex((k, n) => k === key && unmatchedNew.has(n));
    if (j < 0) return void unmatchedOld.push(i);
    unmatchedNew.delete(j);
    const at = whereAt(where, `${where.path}.rules[${i}]`, ["rules", i], ["rules", j]);
    if (reportOf(a[i]!) !== reportOf(b[j]!))
      changes.add(
        "error-changed",
        at,
        {
          old: JSON.parse(reportOf(a[i]!)) as unknown,
          new: JSON.parse(reportOf(b[j]!)) as unknown,
        },
        a[i]!.kind,
      );
    if ((a[i]!.doc ?? "") !== (b[j]!.doc ?? ""))
      changes.add("doc-changed", at, { old: a[i]!.doc ?? null, new: b[j]!.doc ?? null });
  });
  const added = [...unmatchedNew];
  const pairs = unmatchedOld.length === added.length;
  for (let n = 0; n < unmatchedOld.length; n++) {
    const i = unmatchedOld[n]!;
    const j = pairs ? added[n] : undefined;
    const old = canonical(a[i]);
    if (j !== undefined)
      changes.add(
        "rule-changed",
        whereAt(where, `${where.path}.rules[${i}]`, ["rules", i], ["rules", j]),
        { old, new: canonical(b[j]) },
        a[i]!.kind,
      );
    else
      changes.add(
        "rule-removed",
        whereAt(where, `${where.path}.rules[${i}]`, ["rules", i], ["rules"]),
        { old },
        a[i]!.kind,
      );
  }
  if (pairs) return;
  for (const j of added)
    changes.add(
      "rule-added",
      whereAt(where, `${where.path}.rules[${j}]`, ["rules"], ["rules", j]),
      { new: canonical(b[j]) },
      b[j]!.kind,
    );
}
