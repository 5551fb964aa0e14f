/**
 * Compares two models of the same API: group-versions matched by group and version, their named
 * types by id (kinds and types removed, added, changed), and the shared operations by name.
 */
import type { GroupVersion, Model, NamedType, Operation, Origin } from "../model/model.js";
import { Changes, whereAt, type Where } from "./changes.js";
import { compareAnnotations, compareFields } from "./compare-fields.js";
import { compareRules, compareTypes } from "./compare-types.js";
import { canonicalText, typeIdText } from "./values.js";

/** A group-version's place: its file, at the top (the loader keeps no origin for it). */
function fileOrigin(file: string): Origin {
  return { file, path: "", line: 1, col: 1 };
}

const gvKey = (gv: Pick<GroupVersion, "group" | "version">) => `${gv.group}/${gv.version}`;
const gvText = (gv: Pick<GroupVersion, "group" | "version">) =>
  `${gv.group === "" ? "core" : gv.group}/${gv.version}`;

/** The key that declares a group-version: `version`, or `versions` in a file several versions share. */
function versionKey(model: Model, gv: GroupVersion): string {
  return model.groupVersions.filter((other) => other.file === gv.file).length > 1
    ? "versions"
    : "version";
}

export function compareModels(a: Model, b: Model): Changes {
  const changes = new Changes();
  const newGroupVersions = new Map(b.groupVersions.map((gv) => [gvKey(gv), gv]));
  const oldGroupVersions = new Map(a.groupVersions.map((gv) => [gvKey(gv), gv]));
  for (const gv of a.groupVersions) {
    const next = newGroupVersions.get(gvKey(gv));
    const where: Where = {
      group: gv.group,
      version: gv.version,
      path: gvText(gv),
      old: { origin: fileOrigin(gv.file), keys: [versionKey(a, gv)] },
      ...(next ? { new: { origin: fileOrigin(next.file), keys: [versionKey(b, next)] } } : {}),
    };
    if (!next) {
      changes.add("version-removed", where, { old: gvText(gv) });
      continue;
    }
    compareAnnotations(
      changes,
      { ...where, old: { origin: fileOrigin(gv.file) }, new: { origin: fileOrigin(next.file) } },
      gv,
      next,
    );
    compareGroupVersionTypes(changes, a, b, gv, next);
  }
  for (const gv of b.groupVersions) {
    if (!oldGroupVersions.has(gvKey(gv)))
      changes.add(
        "version-added",
        {
          group: gv.group,
          version: gv.version,
          path: gvText(gv),
          new: { origin: fileOrigin(gv.file), keys: [versionKey(b, gv)] },
        },
        { new: gvText(gv) },
      );
  }
  compareOperations(changes, a, b);
  return changes;
}

function compareGroupVersionTypes(
  changes: Changes,
  a: Model,
  b: Model,
  gv: GroupVersion,
  next: GroupVersion,
): void {
  const typeWhere = (
    id: string,
    old: NamedType | undefined,
    type: NamedType | undefined,
  ): Where => ({
    group: gv.group,
    version: gv.version,
    path: typeIdText(id),
    typeId: id,
    old: old ? { origin: old.origin } : { origin: fileOrigin(gv.file), keys: ["types"] },
    new: type ? { origin: type.origin } : { origin: fileOrigin(next.file), keys: ["types"] },
  });
  const newIds = new Set(next.types);
  for (const id of gv.types) {
    const old = a.types.get(id)!;
    const type = b.types.get(id);
    if (!type || !newIds.has(id)) {
      const served = old.kind === "object" && old.apiKind !== undefined;
      changes.add(served ? "kind-removed" : "type-removed", typeWhere(id, old, undefined), {
        old: old.name,
      });
    } else compareTypes(changes, typeWhere(id, old, type), old, type);
  }
  const oldIds = new Set(gv.types);
  for (const id of next.types) {
    if (oldIds.has(id)) continue;
    const type = b.types.get(id)!;
    const served = type.kind === "object" && type.apiKind !== undefined;
    changes.add(served ? "kind-added" : "type-added", typeWhere(id, undefined, type), {
      new: type.name,
    });
  }
}

/** What an operation does for a client, its parameters (compared as fields) and documentation aside. */
function operationShape(op: Operation): string {
  const { method, path, action, watch, body, contentTypes, responses } = op;
  return canonicalText({
    method,
    path,
    action,
    watch,
    body: body ?? null,
    contentTypes,
    responses: responses.map((r) => ({ code: r.code, body: r.body })),
  });
}

function compareOperations(changes: Changes, a: Model, b: Model): void {
  const newOps = new Map(b.operations.map((op) => [op.name, op]));
  const oldOps = new Set(a.operations.map((op) => op.name));
  const opsFile = (model: Model) => fileOrigin(model.operationsFile ?? "operations.yaml");
  for (const op of a.operations) {
    const next = newOps.get(op.name);
    const where: Where = {
      group: "",
      version: "",
      path: `operations.${op.name}`,
      old: { origin: op.origin },
      new: next ? { origin: next.origin } : { origin: opsFile(b), keys: ["operations"] },
    };
    if (!next) {
      changes.add("operation-removed", where, { old: op.name });
      continue;
    }
    if (operationShape(op) !== operationShape(next))
      changes.add("operation-changed", where, {
        old: JSON.parse(operationShape(op)) as unknown,
        new: JSON.parse(operationShape(next)) as unknown,
      });
    const parameters = whereAt(where, `${where.path}.parameters`, ["parameters"], ["parameters"]);
    compareFields(changes, parameters, op.parameters, next.parameters);
    compareRules(
      changes,
      { ...parameters, old: { origin: op.origin }, new: { origin: next.origin } },
      op.parameters.rules,
      next.parameters.rules,
    );
    compareAnnotations(changes, where, op, next);
  }
  for (const op of b.operations) {
    if (!oldOps.has(op.name))
      changes.add(
        "operation-added",
        {
          group: "",
          version: "",
          path: `operations.${op.name}`,
          old: { origin: opsFile(a), keys: ["operations"] },
          new: { origin: op.origin },
        },
        { new: op.name },
      );
  }
}
