/**
 * Every name the generator derives (type ids, apiVersions, file paths, identifiers) is
 * derived here and nowhere else.
 */
import type { TypeId } from "./model.js";

export function typeId(group: string, version: string, name: string): TypeId {
  return `${group}/${version}.${name}`;
}

export interface ParsedTypeId {
  readonly group: string;
  readonly version: string;
  readonly name: string;
}

/** Splits `group/version.Name`; `undefined` when the text is not qualified. */
export function parseTypeId(id: string): ParsedTypeId | undefined {
  const slash = id.lastIndexOf("/");
  if (slash < 0) return undefined;
  const rest = id.slice(slash + 1);
  const dot = rest.indexOf(".");
  if (dot < 0) return undefined;
  return { group: id.slice(0, slash), version: rest.slice(0, dot), name: rest.slice(dot + 1) };
}

/** The `apiVersion` of a group-version: `group/version`, or `version` for the core group. */
export function apiVersionOf(group: string, version: string): string {
  return group === "" ? version : `${group}/${version}`;
}

/** The directory that holds a group's generated files: the group name, `core` for "". */
export function groupDir(group: string): string {
  return group === "" ? "core" : group;
}

/** `coordination.core.io` + `v1` -> `coordinationV1`; `""` + `v1` -> `coreV1`. */
export function groupVersionIdentifier(group: string, version: string): string {
  const first = group === "" ? "core" : group.split(".")[0]!;
  const camel = first.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
  return camel + version.charAt(0).toUpperCase() + version.slice(1);
}

/** A group's module in the generated code: `schedulingGroup` (`core` for the core group). */
export function groupIdentifier(group: string): string {
  return `${groupVersionIdentifier(group, "")}Group`;
}

/** Whether a JSON key can be written unquoted as a TypeScript property name. */
export function isIdentifier(key: string): boolean {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(key);
}

/** A generated module constant's name from a hint: `LeaseSpec` -> `LEASE_SPEC`. */
export function upperSnake(hint: string): string {
  return hint
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .replace(/[^A-Za-z0-9]+/g, "_")
    .toUpperCase();
}

/** A type name with its article, as a reader says it: `an Event`, `a Lease`, `a UID`. */
export function withArticle(name: string): string {
  return `${/^(?:[AEIO]|U[nm])/.test(name) ? "an" : "a"} ${name}`;
}
