/** The ts-morph project every TypeScript emitter builds its modules in, and their final text. */
import { IndentationText, Project, QuoteKind, type SourceFile } from "ts-morph";
import { headerLines, type GeneratedFile } from "./emitter.js";

let project: Project | undefined;

export function newSourceFile(path: string): SourceFile {
  project ??= new Project({
    useInMemoryFileSystem: true,
    manipulationSettings: { indentationText: IndentationText.TwoSpaces, quoteKind: QuoteKind.Double },
  });
  return project.createSourceFile(path, "", { overwrite: true });
}

/** The module's text with the generated-file header naming its spec files. */
export function sourceText(file: SourceFile, path: string, sources: readonly string[]): GeneratedFile {
  const header = headerLines(sources).map((line) => `// ${line}`).join("\n");
  return { path, contents: `${header}\n\n${file.getFullText()}` };
}
