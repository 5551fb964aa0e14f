/**
 * Compares the fields of two versions of an object type, matched by their JSON name: removed,
 * renamed (one field gone and one new with the same shape), added (optional, required, required
 * with a default), and for each kept field its shape, whether it is required, its default, its
 * immutability and its documentation.
 */
import type { Field, ObjectType } from "../model/model.js";
import { below, whereAt, type Changes, type Where } from "./changes.js";
import { compareShapes } from "./compare-shapes.js";
import { canonicalText, sameValue } from "./values.js";

/** `where` is the type's: its path (`coordination.core.io/v1.LeaseSpec`) and its sites on both sides. */
export function compareFields(changes: Changes, where: Where, a: ObjectType, b: ObjectType): void {
  const oldFields = new Map(a.fields.map((f) => [f.jsonName, f]));
  const newFields = new Map(b.fields.map((f) => [f.jsonName, f]));
  const removed = a.fields.filter((f) => !newFields.has(f.jsonName));
  const added = b.fields.filter((f) => !oldFields.has(f.jsonName));
  const renamed = renames(a.fields, b.fields, removed, added);
  const fieldWhere = (
    field: Field,
    oldField: Field | undefined,
    newField: Field | undefined,
  ): Where => ({
    group: where.group,
    version: where.version,
    path: `${where.path}.${field.jsonName}`,
    ...(oldField
      ? { old: { origin: oldField.origin } }
      : where.old
        ? { old: below(where.old, "fields")! }
        : {}),
    ...(newField
      ? { new: { origin: newField.origin } }
      : where.new
        ? { new: below(where.new, "fields")! }
        : {}),
    ...(where.typeId ? { typeId: where.typeId } : {}),
  });
  for (const field of removed) {
    const to = renamed.get(field);
    if (to)
      changes.add(
        "field-renamed",
        fieldWhere(field, field, to),
        { old: field.jsonName, new: to.jsonName },
        `${field.jsonName} -> ${to.jsonName}`,
      );
    else changes.add("field-removed", fieldWhere(field, field, undefined), { old: field.jsonName });
  }
  const renamedTo = new Set(renamed.values());
  for (const field of added) {
    if (renamedTo.has(field)) continue;
    const rule = !field.required
      ? "optional-field-added"
      : field.default === undefined
        ? "required-field-added"
        : "defaulted-required-field-added";
    changes.add(rule, fieldWhere(field, undefined, field), { new: field.jsonName });
  }
  for (const field of a.fields) {
    const next = newFields.get(field.jsonName);
    if (next) compareField(changes, fieldWhere(field, field, next), field, next);
  }
}

/**
 * Removed fields that were renamed: a removed field and an added one whose shape, requiredness
 * and default are the same, at the same place in the type or with the same documentation, when
 * each is the only such candidate of the other.
 */
function renames(
  before: readonly Field[],
  after: readonly Field[],
  removed: readonly Field[],
  added: readonly Field[],
): Map<Field, Field> {
  const key = (f: Field) =>
    canonicalText({ shape: f.shape, required: f.required, default: f.default ?? null });
  const out = new Map<Field, Field>();
  for (const field of removed) {
    const candidates = added.filter(
      (f) =>
        key(f) === key(field) &&
        (before.indexOf(field) === after.indexOf(f) ||
          (field.doc !== undefined && field.doc === f.doc)),
    );
    if (
      candidates.length === 1 &&
      removed.filter((f) => key(f) === key(candidates[0]!)).length === 1
    )
      out.set(field, candidates[0]!);
  }
  return out;
}

const IMMUTABILITY: Readonly<Record<string, number>> = { false: 0, "once-set": 1, true: 2 };

export function compareField(changes: Changes, where: Where, a: Field, b: Field): void {
  if (a.embedded !== b.embedded) {
    changes.add(
      "type-changed",
      whereAt(where, where.path, ["embedded"], ["embedded"]),
      { old: { embedded: a.embedded }, new: { embedded: b.embedded } },
      b.embedded ? "now embedded" : "no longer embedded",
    );
  } else compareShapes(changes, where, a.shape, b.shape);
  if (a.required !== b.required)
    changes.add(
      b.required ? "field-made-required" : "field-made-optional",
      whereAt(where, where.path, ["required"], ["required"]),
      { old: a.required, new: b.required },
    );
  if (!sameValue(a.default, b.default))
    changes.add("default-changed", whereAt(where, where.path, ["default"], ["default"]), {
      old: a.default ?? null,
      new: b.default ?? null,
    });
  const before = IMMUTABILITY[String(a.immutable)]!;
  const after = IMMUTABILITY[String(b.immutable)]!;
  if (before !== after)
    changes.add(
      after > before ? "immutable-added" : "immutable-removed",
      whereAt(where, where.path, ["immutable"], ["immutable"]),
      { old: a.immutable, new: b.immutable },
    );
  if (a.pointer !== b.pointer) {
    changes.add(
      b.pointer ? "values-widened" : "values-narrowed",
      whereAt(where, where.path, ["pointer"], ["pointer"]),
      { old: { pointer: a.pointer }, new: { pointer: b.pointer } },
      b.pointer
        ? "an explicit empty value now counts as set"
        : "an explicit empty value no longer counts as set",
    );
  }
  if (a.sensitive !== b.sensitive)
    changes.add(
      "doc-changed",
      whereAt(where, where.path, ["sensitive"], ["sensitive"]),
      { old: { sensitive: a.sensitive }, new: { sensitive: b.sensitive } },
      "sensitive",
    );
  if ((a.markedRequired ?? "") !== (b.markedRequired ?? ""))
    changes.add(
      "doc-changed",
      whereAt(where, where.path, ["markedRequired"], ["markedRequired"]),
      { old: a.markedRequired ?? null, new: b.markedRequired ?? null },
      "markedRequired",
    );
  if (!sameValue(a.atomicMap ?? false, b.atomicMap ?? false))
    changes.add("atomicity-changed", whereAt(where, where.path, ["mapType"], ["mapType"]), {
      old: { atomicMap: a.atomicMap ?? false },
      new: { atomicMap: b.atomicMap ?? false },
    });
  if (
    !sameValue([a.error, a.immutableError, a.gateError], [b.error, b.immutableError, b.gateError])
  ) {
    changes.add("error-changed", where, {
      old: {
        error: a.error ?? null,
        immutableError: a.immutableError ?? null,
        gateError: a.gateError ?? null,
      },
      new: {
        error: b.error ?? null,
        immutableError: b.immutableError ?? null,
        gateError: b.gateError ?? null,
      },
    });
  }
  compareAnnotations(changes, where, a, b);
}

/** What every element may carry besides its shape: doc, deprecation, feature gate, stability. */
export function compareAnnotations(
  changes: Changes,
  where: Where,
  a: {
    readonly doc?: string;
    readonly deprecated?: string;
    readonly featureGate?: string;
    readonly stability?: string;
    readonly example?: unknown;
  },
  b: {
    readonly doc?: string;
    readonly deprecated?: string;
    readonly featureGate?: string;
    readonly stability?: string;
    readonly example?: unknown;
  },
): void {
  const at = (key: string) => whereAt(where, where.path, [key], [key]);
  if ((a.doc ?? "") !== (b.doc ?? ""))
    changes.add("doc-changed", at("doc"), { old: a.doc ?? null, new: b.doc ?? null });
  if (!sameValue(a.example, b.example))
    changes.add(
      "doc-changed",
      at("example"),
      { old: { example: a.example ?? null }, new: { example: b.example ?? null } },
      "example",
    );
  if ((a.deprecated ?? "") !== (b.deprecated ?? ""))
    changes.add("deprecated", at("deprecated"), {
      old: a.deprecated ?? null,
      new: b.deprecated ?? null,
    });
  if ((a.featureGate ?? "") !== (b.featureGate ?? ""))
    changes.add("feature-gate-changed", at("featureGate"), {
      old: a.featureGate ?? null,
      new: b.featureGate ?? null,
    });
  if ((a.stability ?? "") !== (b.stability ?? ""))
    changes.add("stability-changed", at("stability"), {
      old: a.stability ?? null,
      new: b.stability ?? null,
    });
}
