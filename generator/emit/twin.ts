/**
 * The modules of a twin version (model/twins.ts): the earlier version's, re-exported; for the
 * artifacts that name the apiVersion (types, validators) its kinds bound to the twin's own; and
 * the types the twin has of its own, written in full.
 */
import type { GroupVersion, Model, ObjectType } from "../model/model.js";
import { groupVersionIdentifier } from "../model/names.js";
import { ownTypesOf, twinOf } from "../model/twins.js";
import { artifactModule, importSpecifier, type Artifact } from "./api-names.js";
import type { GeneratedFile } from "./emitter.js";
import { withHeader } from "./ts-source.js";
import { groupVersionDigest, memoized } from "./memo.js";

/**
 * The modules of `artifact`, one per group-version: `full` writes a version's whole module
 * (kept while its inputs do not change, memo.ts); a twin's is its earlier version's, with what
 * `twin` writes beside it (given the namespace the earlier module is imported as; "" for
 * nothing).
 */
export function groupVersionModules(
  model: Model,
  artifact: Artifact,
  write: { readonly full: (gv: GroupVersion, path: string) => GeneratedFile; readonly twin: (gv: GroupVersion, earlier: string, path: string) => string },
): GeneratedFile[] {
  return model.groupVersions.map((gv) => {
    const path = artifactModule(artifact, gv);
    if (twinOf(model, gv)) return twinModule(artifact, model, gv, (earlier) => write.twin(gv, earlier, path));
    return memoized(path, groupVersionDigest(model, gv), () => write.full(gv, path));
  });
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
function twinModule(artifact: Artifact, model: Model, gv: GroupVersion, body: (earlier: string) => string): GeneratedFile {
  const twin = twinOf(model, gv)!;
  const path = artifactModule(artifact, gv);
  const specifier = JSON.stringify(importSpecifier(path, artifactModule(artifact, twin)));
  const earlier = groupVersionIdentifier(twin.group, twin.version);
  const typeOnly = artifact === "types" ? "type " : "";
  const own = ownTypesOf(model, gv).map((t) => t.name);
  const text = body(earlier).trimEnd();
  const bound = text.includes(`${earlier}.`);
  const schemas = own.length ? `the schemas of ${twin.version} and its own ${list(own)}` : `the schemas of ${twin.version}`;
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
