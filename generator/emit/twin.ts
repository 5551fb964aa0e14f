/**
 * The modules of each group-version. A twin version's (model/twins.ts): the earlier version's,
 * re-exported; for the artifacts that name the apiVersion (types, validators) its kinds bound
 * to the twin's own; and the types the twin has of its own, written in full. A version with a
 * common part (model/parts.ts): that part's module, and the version's, which re-exports it.
 */
import type { GroupVersion, Model, NamedType, ObjectType } from "../model/model.js";
import { groupVersionIdentifier } from "../model/names.js";
import { commonPartOf } from "../model/parts.js";
import { ownTypesOf, twinOf } from "../model/twins.js";
import { artifactModule, importSpecifier, type Artifact } from "./api-names.js";
import type { GeneratedFile } from "./emitter.js";
import { withHeader } from "./ts-source.js";
import { groupVersionDigest, memoized } from "./memo.js";

/**
 * The modules of `artifact`, one per group-version: `full` writes a version's module of the
 * given types (kept while its inputs do not change, memo.ts); a twin's is its earlier
 * version's, with what `twin` writes beside it (given the namespace the earlier module is
 * imported as; "" for nothing). A version with a common part has two: the part's and the rest's,
 * which re-exports the part's (types are not split: they cost nothing at run time).
 */
export function groupVersionModules(
  model: Model,
  artifact: Artifact,
  write: {
    readonly full: (gv: GroupVersion, types: readonly NamedType[], path: string) => GeneratedFile;
    readonly twin: (gv: GroupVersion, earlier: string, path: string) => string;
  },
): GeneratedFile[] {
  const typesOf = (ids: readonly string[]) => ids.map((id) => model.types.get(id)!);
  return model.groupVersions.flatMap((gv) => {
    const path = artifactModule(artifact, gv);
    if (twinOf(model, gv))
      return [twinModule(artifact, model, gv, (earlier) => write.twin(gv, earlier, path))];
    const common = artifact === "types" ? undefined : commonPartOf(model, gv);
    if (!common)
      return [
        memoized(path, groupVersionDigest(model, gv), () =>
          write.full(gv, typesOf(gv.types), path),
        ),
      ];
    // The part is decided by the other group-versions too: it belongs in the digest.
    const digest = `${groupVersionDigest(model, gv)} ${[...common].join(" ")}`;
    const commonPath = artifactModule(artifact, gv, true);
    return [
      memoized(commonPath, digest, () => write.full(gv, typesOf([...common]), commonPath)),
      memoized(path, digest, () =>
        reexporting(
          write.full(gv, typesOf(gv.types.filter((id) => !common.has(id))), path),
          commonPath,
        ),
      ),
    ];
  });
}

/** A version's module with its common part's functions re-exported: it still exports all of the version's. */
function reexporting(file: GeneratedFile, commonPath: string): GeneratedFile {
  const at = file.contents.indexOf("\n\n") + 2;
  const line = `// The functions of the types other group-versions use, in a module of their own.\nexport * from ${JSON.stringify(importSpecifier(file.path, commonPath))};\n\n`;
  return { ...file, contents: `${file.contents.slice(0, at)}${line}${file.contents.slice(at)}` };
}

/** The kinds a twin shares with its earlier version, which it binds to its own apiVersion. */
export function sharedKindsOf(model: Model, gv: GroupVersion): ObjectType[] {
  const own = new Set(ownTypesOf(model, gv));
  return gv.types
    .map((id) => model.types.get(id)!)
    .filter((t): t is ObjectType => t.kind === "object" && t.apiKind !== undefined && !own.has(t));
}

/** A module's text without its generated-file header. */
export function withoutHeader(file: GeneratedFile): string {
  return file.contents.slice(file.contents.indexOf("\n\n") + 2);
}

/**
 * A twin's module of `artifact`: everything of the earlier version's module, and what `body`
 * writes (given the namespace the earlier module is imported as): the twin's kinds bound to its
 * apiVersion, and its own types.
 */
function twinModule(
  artifact: Artifact,
  model: Model,
  gv: GroupVersion,
  body: (earlier: string) => string,
): GeneratedFile {
  const twin = twinOf(model, gv)!;
  const path = artifactModule(artifact, gv);
  const specifier = JSON.stringify(importSpecifier(path, artifactModule(artifact, twin)));
  const earlier = groupVersionIdentifier(twin.group, twin.version);
  const typeOnly = artifact === "types" ? "type " : "";
  const own = ownTypesOf(model, gv).map((t) => t.name);
  const text = body(earlier).trimEnd();
  const bound = text.includes(`${earlier}.`);
  const schemas = own.length
    ? `the schemas of ${twin.version} and its own ${list(own)}`
    : `the schemas of ${twin.version}`;
  const lines = [
    `// ${gv.version} has ${schemas}: its ${artifact} are ${twin.version}'s${bound ? ", with its kinds bound to its own apiVersion" : ""}${own.length ? `, and those of ${list(own)}` : ""}.`,
    `export ${typeOnly}* from ${specifier};`,
  ];
  if (bound) lines.push(`import ${typeOnly}* as ${earlier} from ${specifier};`);
  if (text) lines.push("", text);
  return withHeader(path, `${lines.join("\n")}\n`, [gv.file]);
}

function list(names: readonly string[]): string {
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}
