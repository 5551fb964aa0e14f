/**
 * Turns the package's TypeScript (`src/**.ts`) into what plain Node imports: `dist/**.js`
 * (ts.transpileModule) and `dist/**.d.ts` (ts.transpileDeclaration). Both work file by
 * file without a type check, which is why generated code gives every export an explicit
 * type; the tests type-check `src/` as a whole.
 */
import { ts } from "ts-morph";
import type { GeneratedFile } from "./emit/emitter.js";

const JS_OPTIONS: import("ts-morph").ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  target: ts.ScriptTarget.ES2022,
  isolatedModules: true,
  removeComments: false,
  newLine: ts.NewLineKind.LineFeed,
};
const DTS_OPTIONS: import("ts-morph").ts.CompilerOptions = { ...JS_OPTIONS, declaration: true, isolatedDeclarations: true };

export function compileFiles(files: readonly GeneratedFile[]): GeneratedFile[] {
  const out: GeneratedFile[] = [];
  const problems: string[] = [];
  for (const file of files) {
    if (!file.path.startsWith("src/") || !file.path.endsWith(".ts")) continue;
    const base = `dist/${file.path.slice("src/".length, -".ts".length)}`;
    const js = ts.transpileModule(file.contents, { compilerOptions: JS_OPTIONS, fileName: file.path, reportDiagnostics: true });
    const dts = ts.transpileDeclaration(file.contents, { compilerOptions: DTS_OPTIONS, fileName: file.path, reportDiagnostics: true });
    for (const d of [...(js.diagnostics ?? []), ...(dts.diagnostics ?? [])]) {
      const where = d.start !== undefined && d.file ? d.file.getLineAndCharacterOfPosition(d.start) : undefined;
      problems.push(`${file.path}${where ? `:${where.line + 1}:${where.character + 1}` : ""}: ${ts.flattenDiagnosticMessageText(d.messageText, " ")}`);
    }
    out.push({ path: `${base}.js`, contents: js.outputText, formatted: true });
    out.push({ path: `${base}.d.ts`, contents: dts.outputText, formatted: true });
  }
  if (problems.length) throw new Error(`the generated TypeScript does not compile file by file:\n${problems.slice(0, 20).join("\n")}`);
  return out;
}
