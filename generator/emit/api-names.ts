/**
 * Names and module paths of the generated package's functions, shared by the emitters that
 * define them and the ones that import them (the index, the group entry points).
 */
import { posix } from "node:path";
import type { NamedType } from "../model/model.js";
import { groupDir } from "../model/names.js";

export type Artifact = "types" | "validators" | "defaulters" | "fields";

/** `src/<artifact>/<group>/<version>.ts` */
export function artifactModule(artifact: Artifact, type: Pick<NamedType, "group" | "version">): string {
  return `src/${artifact}/${groupDir(type.group)}/${type.version}.ts`;
}

/** The import specifier of `to` from the module `from` (both `src/...ts`). */
export function importSpecifier(from: string, to: string): string {
  const rel = posix.relative(posix.dirname(from), to).replace(/\.ts$/, ".js");
  return rel.startsWith(".") ? rel : `./${rel}`;
}

export const names = {
  validateAt: (t: { name: string }) => `validate${t.name}At`,
  updateAt: (t: { name: string }) => `update${t.name}At`,
  validate: (t: { name: string }) => `validate${t.name}`,
  validateUpdate: (t: { name: string }) => `validate${t.name}Update`,
  defaultInPlace: (t: { name: string }) => `setDefaults${t.name}`,
  default: (t: { name: string }) => `default${t.name}`,
  unknownFieldsAt: (t: { name: string }) => `unknownFields${t.name}At`,
  unknownFields: (t: { name: string }) => `findUnknownFields${t.name}`,
} as const;
