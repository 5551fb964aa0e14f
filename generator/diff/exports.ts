/**
 * The names the generated API package exports, derived from the model through the generator's
 * naming (model/names.ts, emit/api-names.ts), not by generating: each group's subpath
 * (`./coordination.core.io`) exports every type of each of its versions and its functions under
 * the version's namespace (`v1.validateLease`); the root (`.`) exports a namespace per
 * group-version (`coordinationV1`) and, for a name that only one group defines, the type and its
 * functions under their own names, from the group's first version (emit/package-index.ts).
 */
import type { Model, NamedType, TypeId } from "../model/model.js";
import { hasUpdateCheck } from "../model/facts.js";
import { groupDir, groupVersionIdentifier } from "../model/names.js";
import { lookupOf } from "../model/queries.js";
import { names } from "../emit/api-names.js";
import { isAlphaVersion } from "./rules.js";
import type { Change } from "./changes.js";

export interface ApiExport {
  /** The package subpath: `.` or `./coordination.core.io`. */
  readonly module: string;
  /** `v1.validateLease` in a group's subpath, `validateLease` or `coordinationV1` at the root. */
  readonly name: string;
  /** The version it belongs to (its changes in an alpha version do not make a major release). */
  readonly version: string;
  /** The type whose declaration this name is, for a type export. */
  readonly typeId?: TypeId;
}

export interface ExportChange extends ApiExport {
  /** For a changed type: the rules that changed its declaration. */
  readonly changes?: readonly string[];
}

export interface ExportDiff {
  readonly removed: readonly ApiExport[];
  readonly added: readonly ApiExport[];
  /** Types whose generated declaration changed (fields, their types, requiredness, enum values). */
  readonly changed: readonly ExportChange[];
}

const keyOf = (e: ApiExport) => `${e.module} ${e.name}`;

/** The type and its public functions, as the validators, defaulters and known-field finders are named. */
function typeNames(model: Model, type: NamedType): string[] {
  const out = [type.name, names.validate(type)];
  if (type.kind !== "object") return out;
  if (hasUpdateCheck(type, lookupOf(model))) out.push(names.validateUpdate(type));
  out.push(names.default(type), names.unknownFields(type));
  return out;
}

export function apiExports(model: Model): Map<string, ApiExport> {
  const out = new Map<string, ApiExport>();
  const add = (e: ApiExport) => out.set(keyOf(e), e);
  const groupsOf = new Map<string, Set<string>>();
  for (const gv of model.groupVersions)
    for (const id of gv.types) {
      const name = model.types.get(id)!.name;
      groupsOf.set(name, (groupsOf.get(name) ?? new Set()).add(gv.group));
    }
  const atRoot = new Set<string>();
  for (const gv of model.groupVersions) {
    const module = `./${groupDir(gv.group)}`;
    add({ module, name: gv.version, version: gv.version });
    add({ module: ".", name: groupVersionIdentifier(gv.group, gv.version), version: gv.version });
    for (const id of gv.types) {
      const type = model.types.get(id)!;
      const root = groupsOf.get(type.name)!.size === 1 && !atRoot.has(type.name);
      if (root) atRoot.add(type.name);
      typeNames(model, type).forEach((name, i) => {
        const typeId = i === 0 ? { typeId: id } : {};
        add({ module, name: `${gv.version}.${name}`, version: gv.version, ...typeId });
        if (root) add({ module: ".", name, version: gv.version, ...typeId });
      });
    }
  }
  return out;
}

export function compareExports(a: Model, b: Model, changes: readonly Change[]): ExportDiff {
  const before = apiExports(a);
  const after = apiExports(b);
  const removed = [...before.values()].filter((e) => !after.has(keyOf(e)));
  const added = [...after.values()].filter((e) => !before.has(keyOf(e)));
  const rulesByType = new Map<TypeId, Set<string>>();
  for (const c of changes)
    if (c.typeId !== undefined)
      rulesByType.set(c.typeId, (rulesByType.get(c.typeId) ?? new Set()).add(c.kind));
  const changed: ExportChange[] = [];
  for (const e of before.values()) {
    const rules = e.typeId === undefined ? undefined : rulesByType.get(e.typeId);
    if (rules && after.has(keyOf(e))) changed.push({ ...e, changes: [...rules].sort() });
  }
  return { removed, added, changed };
}

/** Whether an export's removal or change makes a major release: it is in a non-alpha version. */
export function exportIsStable(e: ApiExport): boolean {
  return !isAlphaVersion(e.version);
}
