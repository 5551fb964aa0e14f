/**
 * Compares how a kind is served: whether it is, its scope and names, its operations, and what
 * its strategy does with requests (status subresource, generation, delete answers, ...).
 */
import type { Resource } from "../model/model.js";
import { whereAt, type Changes, type Where } from "./changes.js";
import { canonical, sameValue } from "./values.js";

/** Properties whose change alters what succeeded requests do (the strategy's choices). */
const SEMANTICS = [
  "deleteReturns",
  "allNamespacesWatch",
  "unconditionalUpdate",
  "createOnUpdate",
  "generation",
  "statusSubresource",
  "garbageCollection",
  "nameFormat",
] as const;

export function compareResources(
  changes: Changes,
  where: Where,
  a: Resource | undefined,
  b: Resource | undefined,
): void {
  const at = (key: string) =>
    whereAt(where, `${where.path}.resource`, ["resource", key], ["resource", key]);
  if (!a && !b) return;
  if (!b)
    return changes.add(
      "resource-removed",
      whereAt(where, `${where.path}.resource`, ["resource"], []),
      { old: a!.plural },
    );
  if (!a)
    return changes.add(
      "resource-added",
      whereAt(where, `${where.path}.resource`, [], ["resource"]),
      { new: b.plural },
    );
  if (a.scope !== b.scope)
    changes.add("scope-changed", at("scope"), { old: a.scope, new: b.scope });
  for (const key of ["plural", "singular", "listKind"] as const) {
    if (a[key] !== b[key])
      changes.add("resource-renamed", at(key), { old: { [key]: a[key] }, new: { [key]: b[key] } });
  }
  for (const key of SEMANTICS) {
    if (a[key] !== b[key])
      changes.add("resource-semantics-changed", at(key), {
        old: { [key]: a[key] },
        new: { [key]: b[key] },
      });
  }
  const oldOps = new Set(a.operations);
  const newOps = new Set(b.operations);
  for (const op of a.operations)
    if (!newOps.has(op)) changes.add("operation-removed", at("operations"), { old: op }, op);
  for (const op of b.operations)
    if (!oldOps.has(op)) changes.add("operation-added", at("operations"), { new: op }, op);
  for (const key of ["shortNames", "categories"] as const)
    compareNames(changes, at(key), key, a[key], b[key]);
  compareNames(
    changes,
    at("selectableFields"),
    "selectableFields",
    a.selectableFields.map((p) => p.text),
    b.selectableFields.map((p) => p.text),
  );
  if (!sameValue(a.printerColumns, b.printerColumns))
    changes.add(
      "resource-extended",
      at("printerColumns"),
      { old: canonical(a.printerColumns), new: canonical(b.printerColumns) },
      "printer columns",
    );
}

/** A list of names clients use: one removed breaks them, one added extends the resource. */
function compareNames(
  changes: Changes,
  where: Where,
  key: string,
  a: readonly string[],
  b: readonly string[],
): void {
  const removed = a.filter((n) => !b.includes(n));
  const added = b.filter((n) => !a.includes(n));
  if (removed.length)
    changes.add(
      "resource-semantics-changed",
      where,
      { old: { [key]: a }, new: { [key]: b } },
      `${key} removed: ${removed.join(", ")}`,
    );
  else if (added.length)
    changes.add(
      "resource-extended",
      where,
      { old: { [key]: a }, new: { [key]: b } },
      `${key} added: ${added.join(", ")}`,
    );
}
