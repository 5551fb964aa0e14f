/**
 * Reads the documents of a YAML or JSON input, keeping where each value is, so that errors
 * name the line and column of the offending value. YAML goes through the `yaml` library;
 * JSON through `jsonc-parser` (tab-indented JSON is valid JSON but not valid YAML).
 */
import { findNodeAtLocation, parseTree, printParseErrorCode, type Node as JsonNode, type ParseError } from "jsonc-parser";
import { isMap, isScalar, isSeq, LineCounter, parseAllDocuments, type Node as YamlNode } from "yaml";

export interface Position {
  readonly line: number;
  readonly col: number;
}

export interface SourceDocument {
  /** 0-based index of the document in its input. */
  readonly index: number;
  readonly value: unknown;
  /** Where the value at a path is; falls back to the deepest existing parent. */
  positionOf(steps: readonly (string | number)[]): Position;
}

export interface ParseProblem extends Position {
  readonly message: string;
}

export interface ParsedInput {
  readonly documents: SourceDocument[];
  readonly problems: ParseProblem[];
}

export function parseInput(text: string, hint: { json: boolean }): ParsedInput {
  return hint.json || /^\s*[{[]/.test(text) ? parseJson(text) : parseYaml(text);
}

function lineCol(text: string, offset: number): Position {
  let line = 1;
  let start = 0;
  for (let i = text.indexOf("\n"); i >= 0 && i < offset; i = text.indexOf("\n", i + 1)) {
    line++;
    start = i + 1;
  }
  return { line, col: offset - start + 1 };
}

function parseJson(text: string): ParsedInput {
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const problems: ParseProblem[] = errors.map((e) => ({ ...lineCol(text, e.offset), message: `JSON: ${printParseErrorCode(e.error)}` }));
  problems.push(...duplicateKeys(root, text));
  if (errors.length || !root) return { documents: [], problems };
  const value: unknown = JSON.parse(text);
  return {
    documents: [
      {
        index: 0,
        value,
        positionOf(steps) {
          for (let n = steps.length; n >= 0; n--) {
            const node = findNodeAtLocation(root, [...steps.slice(0, n)]);
            if (node) return lineCol(text, valueStart(node));
          }
          return { line: 1, col: 1 };
        },
      },
    ],
    problems,
  };
}

function valueStart(node: JsonNode): number {
  return node.offset;
}

function duplicateKeys(node: JsonNode | undefined, text: string): ParseProblem[] {
  if (!node) return [];
  const out: ParseProblem[] = [];
  if (node.type === "object") {
    const seen = new Set<string>();
    for (const property of node.children ?? []) {
      const key = property.children?.[0];
      if (key && typeof key.value === "string") {
        if (seen.has(key.value)) out.push({ ...lineCol(text, key.offset), message: `duplicate field "${key.value}"` });
        seen.add(key.value);
      }
    }
  }
  for (const childNode of node.children ?? []) out.push(...duplicateKeys(childNode, text));
  return out;
}

function parseYaml(text: string): ParsedInput {
  const lineCounter = new LineCounter();
  const docs = parseAllDocuments(text, { lineCounter, uniqueKeys: true, prettyErrors: false });
  const list = Array.isArray(docs) ? docs : [];
  const problems: ParseProblem[] = [];
  const documents: SourceDocument[] = [];
  list.forEach((doc, index) => {
    for (const error of doc.errors) {
      const pos = lineCounter.linePos(error.pos[0]);
      const duplicate = /Map keys must be unique/.test(error.message);
      problems.push({ line: pos.line, col: pos.col, message: duplicate ? "duplicate field" : `YAML: ${error.message.split("\n")[0]}` });
    }
    if (doc.errors.length || doc.contents === null) return;
    documents.push({
      index,
      value: doc.toJS({ maxAliasCount: 100 }),
      positionOf(steps) {
        let node: unknown = doc.contents;
        let offset = (node as YamlNode).range?.[0] ?? 0;
        for (const step of steps) {
          let next: unknown;
          if (isMap(node)) next = node.items.find((p) => (isScalar(p.key) ? String(p.key.value) : String(p.key)) === String(step))?.value;
          else if (isSeq(node) && typeof step === "number") next = node.items[step];
          const range = (next as YamlNode | undefined)?.range;
          if (!range) break;
          offset = range[0];
          node = next;
        }
        const pos = lineCounter.linePos(offset);
        return { line: pos.line, col: pos.col };
      },
    });
  });
  return { documents, problems };
}

/**
 * The steps of a Kubernetes field path through a value: `subjects[0].kind` ->
 * ["subjects", 0, "kind"], `parameters[a.b/c]` -> ["parameters", "a.b/c"].
 */
export function pathSteps(field: string, value: unknown): (string | number)[] {
  const steps: (string | number)[] = [];
  let current = value;
  let i = 0;
  const step = (s: string | number) => {
    steps.push(s);
    current = current !== null && typeof current === "object" ? (current as Record<string | number, unknown>)[s] : undefined;
  };
  while (i < field.length) {
    if (field[i] === ".") i++;
    if (field[i] === "[") {
      const end = field.indexOf("]", i);
      const inner = field.slice(i + 1, end < 0 ? field.length : end);
      step(Array.isArray(current) && /^\d+$/.test(inner) ? Number(inner) : inner);
      i = end < 0 ? field.length : end + 1;
      continue;
    }
    let j = i;
    while (j < field.length && field[j] !== "." && field[j] !== "[") j++;
    if (j > i) step(field.slice(i, j));
    i = j;
  }
  return steps;
}
