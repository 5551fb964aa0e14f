/** A spec file parsed with the `yaml` library, keeping the positions of every node. */
import { readFile } from "node:fs/promises";
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from "yaml";
import type { Diagnostic } from "./diagnostics.js";

export type JsonPath = readonly (string | number)[];

export interface SourceFile {
  /** The path shown in diagnostics. */
  readonly display: string;
  /** Relative to the specs directory, with `/` separators. */
  readonly relative: string;
  readonly document: Document;
  readonly lineCounter: LineCounter;
  /** The plain data, or undefined when the YAML did not parse. */
  readonly data: unknown;
}

export async function readSourceFile(path: string, display: string, relative: string): Promise<{
  file: SourceFile;
  diagnostics: Diagnostic[];
}> {
  const text = await readFile(path, "utf8");
  return parseSourceText(text, display, relative);
}

export function parseSourceText(text: string, display: string, relative: string): { file: SourceFile; diagnostics: Diagnostic[] } {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true, strict: true });
  const diagnostics: Diagnostic[] = [];
  for (const error of [...document.errors, ...document.warnings]) {
    const pos = lineCounter.linePos(error.pos[0]);
    const message = error.message.split("\n")[0]!.replace(/ at line \d+, column \d+:?$/, "");
    diagnostics.push({ file: display, line: pos.line, col: pos.col, message: `YAML: ${message}` });
  }
  const data = diagnostics.length === 0 ? document.toJS({ maxAliasCount: 100 }) : undefined;
  return { file: { display, relative, document, lineCounter, data }, diagnostics };
}

/**
 * The position of the node at `path`: of its key when `at` is "key" and the last step is a
 * map key, else of its value. Walks as deep as the document goes.
 */
export function positionOf(file: SourceFile, path: JsonPath, at: "key" | "value" = "value"): { line: number; col: number } {
  let node: unknown = file.document.contents;
  let offset = startOf(node) ?? 0;
  for (let i = 0; i < path.length; i++) {
    const step = path[i]!;
    const last = i === path.length - 1;
    if (isMap(node)) {
      const pair = node.items.find((p) => (isScalar(p.key) ? String(p.key.value) : String(p.key)) === String(step));
      if (!pair) break;
      const keyStart = startOf(pair.key);
      const valueStart = startOf(pair.value);
      if (last && at === "key" && keyStart !== undefined) {
        offset = keyStart;
        break;
      }
      offset = valueStart ?? keyStart ?? offset;
      node = pair.value;
    } else if (isSeq(node) && typeof step === "number") {
      const item = node.items[step];
      const start = startOf(item);
      if (start === undefined) break;
      offset = start;
      node = item;
    } else {
      break;
    }
  }
  const pos = file.lineCounter.linePos(offset);
  return { line: pos.line, col: pos.col };
}

function startOf(node: unknown): number | undefined {
  const range = (node as Node | null | undefined)?.range;
  return range ? range[0] : undefined;
}
