/**
 * Names and module paths of the generated package's functions, shared by the emitters that
 * define them and the ones that import them (the index, the group entry points).
 */
import { posix } from "node:path";
import type { Model, NamedType } from "../model/model.js";
import { groupDir } from "../model/names.js";
import { isCommon } from "../model/parts.js";
import { functionNames } from "../../templates/runtime/dispatch.js";

export type Artifact = "types" | "validators" | "defaulters" | "fields";

/** `src/<artifact>/<group>/<version>.ts`, or `<version>.common.ts`: its common part (model/parts.ts). */
export function artifactModule(
  artifact: Artifact,
  type: Pick<NamedType, "group" | "version">,
  common = false,
): string {
  return `src/${artifact}/${groupDir(type.group)}/${type.version}${common ? ".common" : ""}.ts`;
}

/** The module that defines a type's functions of `artifact`: its group-version's, or that one's common part. Types are never split. */
export function typeModule(model: Model, artifact: Artifact, type: NamedType): string {
  return artifactModule(artifact, type, artifact !== "types" && isCommon(model, type.id));
}

/** The name of corespec's own package of types, validators and schemas; a project names its own (model/project.ts). */
export const API_PACKAGE = "@corespec/api";
/** The generated server package lives in `server/` of the output, with its sources in `server/src/`. */
export const SERVER_SOURCES = "server/src/";

/**
 * The import specifier of `to` from the module `from` (both `src/...ts` or `server/src/...ts`,
 * or both compiled, `dist/...js`): relative within a package; from the server package into the
 * API package by the API package's name, `apiPackage` (`@corespec/api/validators/<group>/<version>.js`).
 */
export function importSpecifier(from: string, to: string, apiPackage = API_PACKAGE): string {
  if (from.startsWith(SERVER_SOURCES) && to.startsWith("src/"))
    return `${apiPackage}/${to.slice("src/".length).replace(/\.ts$/, ".js")}`;
  const rel = posix.relative(posix.dirname(from), to).replace(/\.ts$/, ".js");
  return rel.startsWith(".") ? rel : `./${rel}`;
}

export const names = {
  validateAt: (t: { name: string }) => functionNames(t.name).validateAt,
  updateAt: (t: { name: string }) => functionNames(t.name).updateAt,
  validate: (t: { name: string }) => `validate${t.name}`,
  validateUpdate: (t: { name: string }) => `validate${t.name}Update`,
  defaultInPlace: (t: { name: string }) => functionNames(t.name).setDefaults,
  default: (t: { name: string }) => `default${t.name}`,
  unknownFieldsAt: (t: { name: string }) => functionNames(t.name).unknownFieldsAt,
  unknownFields: (t: { name: string }) => `findUnknownFields${t.name}`,
} as const;

export { upperSnake } from "../model/names.js";
