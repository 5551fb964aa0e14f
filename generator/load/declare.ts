/** Phase one of a load: every group-version, kind and type declared by the spec files. */
import { typeId } from "../model/names.js";
import type { GroupVersion, Stability } from "../model/model.js";
import type { LoadContext } from "./context.js";
import { CODES } from "./codes.js";
import type { RawApiFile } from "./raw.js";
import type { SourceFile } from "./source-file.js";

export interface DeclaredGroupVersion extends Omit<GroupVersion, "types"> {
  readonly types: string[];
  readonly source: SourceFile;
}

export function stabilityOf(version: string): Stability {
  if (version.includes("alpha")) return "alpha";
  if (version.includes("beta")) return "beta";
  return "ga";
}

export function declareApiFile(
  ctx: LoadContext,
  file: SourceFile,
  groupVersions: Map<string, DeclaredGroupVersion>,
): void {
  const raw = file.data as RawApiFile;
  const versions = raw.versions ?? [raw.version!];
  for (const version of versions) {
    const key = `${raw.group}/${version}`;
    if (groupVersions.has(key)) {
      const first = groupVersions.get(key)!;
      ctx.error(
        file,
        raw.versions ? ["versions"] : ["version"],
        CODES.duplicateGroupVersion,
        `${key || version} is already declared by ${first.source.display}; one file per group-version`,
      );
      continue;
    }
    const gv: DeclaredGroupVersion = {
      group: raw.group,
      version,
      stability: stabilityOf(version),
      file: file.relative,
      types: [],
      source: file,
      ...(raw.doc !== undefined ? { doc: raw.doc } : {}),
      ...(raw.configuration ? { configuration: true } : {}),
    };
    groupVersions.set(key, gv);
    for (const [name, kind] of Object.entries(raw.kinds ?? {})) {
      if (kind.versions && !kind.versions.includes(version)) continue;
      const id = typeId(raw.group, version, name);
      ctx.declare({
        id,
        name,
        group: raw.group,
        version,
        file,
        path: ["kinds", name],
        raw: kind,
        isKind: true,
      });
      gv.types.push(id);
      if (kind.resource) {
        const listName = kind.resource.listKind ?? `${name}List`;
        const listId = typeId(raw.group, version, listName);
        ctx.declare({
          id: listId,
          name: listName,
          group: raw.group,
          version,
          file,
          path: ["kinds", name, "resource"],
          raw: kind,
          isKind: true,
          listOf: id,
        });
        gv.types.push(listId);
      }
    }
    for (const [name, type] of Object.entries(raw.types ?? {})) {
      if (type.versions && !type.versions.includes(version)) continue;
      const id = typeId(raw.group, version, name);
      ctx.declare({
        id,
        name,
        group: raw.group,
        version,
        file,
        path: ["types", name],
        raw: type,
        isKind: false,
      });
      gv.types.push(id);
    }
  }
}
