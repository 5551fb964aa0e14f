/**
 * The modules of a twin version (model/twins.ts): the earlier version's, re-exported, and for
 * the artifacts that name the apiVersion (types, validators) its kinds bound to the twin's own.
 */
import type { GroupVersion, Model, ObjectType } from "../model/model.js";
import { groupVersionIdentifier } from "../model/names.js";
import { artifactModule, importSpecifier, type Artifact } from "./api-names.js";
import { headerLines, type GeneratedFile } from "./emitter.js";

/** The kinds of a group-version. */
export function kindsOf(model: Model, gv: GroupVersion): ObjectType[] {
  return gv.types.map((id) => model.types.get(id)!).filter((t): t is ObjectType => t.kind === "object" && t.apiKind !== undefined);
}

/** A module's text without its generated-file header. */
export function withoutHeader(file: GeneratedFile): string {
  return file.contents.slice(file.contents.indexOf("\n\n") + 2);
}

/**
 * A twin's module of `artifact`: everything of the earlier version's module, and what `body`
 * writes (given the namespace the earlier module is imported as): the twin's own kinds.
 */
export function twinModule(artifact: Artifact, gv: GroupVersion, twin: GroupVersion, body?: (earlier: string) => string): GeneratedFile {
  const path = artifactModule(artifact, gv);
  const specifier = JSON.stringify(importSpecifier(path, artifactModule(artifact, twin)));
  const earlier = groupVersionIdentifier(twin.group, twin.version);
  const typeOnly = artifact === "types" ? "type " : "";
  const lines = [
    ...headerLines([gv.file]).map((line) => `// ${line}`),
    "",
    `// ${gv.version} has the schemas of ${twin.version}: its ${artifact} are ${twin.version}'s${body ? ", with its kinds bound to its own apiVersion" : ""}.`,
    `export ${typeOnly}* from ${specifier};`,
  ];
  if (body) lines.push(`import ${typeOnly}* as ${earlier} from ${specifier};`, "", body(earlier).trimEnd());
  return { path, contents: `${lines.join("\n")}\n` };
}
