/**
 * One document of an input, parsed with positions, so that errors name the line and column
 * of the offending value: JSON through the server's scanner (Go's grammar and messages, any
 * indentation, 10,000 levels as the API server accepts), YAML through the bounded reader of
 * the server (nesting and aliases bounded). Repeated keys are kept (the last wins, as in
 * Kubernetes) and reported where they repeat.
 */
import { isMap, isScalar, isSeq, type Document, type Node as YamlNode } from "yaml";
import { BodySyntaxError, scanJson } from "../../templates/readers/json-reader.js";
import {
  inspectYaml,
  readYamlDocuments,
  YamlCycleError,
  YamlReadError,
  yamlValue,
} from "../../templates/readers/yaml-reader.js";
import { CODES, type CodeName } from "../load/codes.js";
import { jsonOffset, lineColumn } from "./json-positions.js";
import { InputLimitError } from "./limits.js";
import type { DocumentText } from "./split.js";

export interface Position {
  readonly line: number;
  readonly col: number;
}

export interface Problem extends Position {
  readonly message: string;
  /** The problem's code (load/codes.ts): document-syntax, field-duplicate. */
  readonly code: CodeName;
}

const SYNTAX = CODES.documentSyntax.code;
const DUPLICATE = CODES.fieldDuplicate.code;

export interface ParsedDocument {
  /** 1-based position of the document in its input. */
  readonly index: number;
  /** Absent when the document is not well-formed (then `syntax` says why). */
  readonly value?: unknown;
  readonly syntax: readonly Problem[];
  /** Keys repeated in a map, at the repetition. */
  readonly duplicates: readonly Problem[];
  /** Where the value at a path is; falls back to the deepest existing parent. */
  positionOf(steps: readonly (string | number)[]): Position;
}

/** The most repeated keys reported per document. */
const MAX_DUPLICATES = 100;

const startsLikeJson = (text: string): boolean => /^\s*[{[]/.test(text);

/** Parses one document; throws InputLimitError when it is past a bound (nesting, aliases). */
export async function parseDocument(doc: DocumentText, json: boolean): Promise<ParsedDocument> {
  if (json || startsLikeJson(doc.text)) {
    const parsed = parseJson(doc);
    // JSON is the format of .json files; other text that only starts like JSON may be YAML.
    if (json || parsed.syntax.length === 0) return parsed;
  }
  return parseYaml(doc);
}

function shift(position: Position, startLine: number): Position {
  return { line: position.line + startLine - 1, col: position.col };
}

function parseJson(doc: DocumentText): ParsedDocument {
  const text = doc.text;
  const at = (offset: number) => shift(lineColumn(text, offset), doc.startLine);
  const base = {
    index: doc.index,
    positionOf: (steps: readonly (string | number)[]) => at(jsonOffset(text, steps)),
  };
  try {
    const duplicates = scanJson(text).map((d) => ({
      ...at(d.offset),
      message: `duplicate field "${d.path}"`,
      code: DUPLICATE,
    }));
    return { ...base, value: JSON.parse(text) as unknown, syntax: [], duplicates };
  } catch (error) {
    if (!(error instanceof BodySyntaxError)) throw error;
    return {
      ...base,
      syntax: [
        {
          ...shift({ line: error.line, col: error.column }, doc.startLine),
          message: `JSON: ${error.detail}`,
          code: SYNTAX,
        },
      ],
      duplicates: [],
    };
  }
}

async function parseYaml(doc: DocumentText): Promise<ParsedDocument> {
  let composed: Awaited<ReturnType<typeof readYamlDocuments>>;
  try {
    composed = await readYamlDocuments(doc.text);
  } catch (error) {
    if (error instanceof YamlReadError)
      throw new InputLimitError(`document ${doc.index} (line ${doc.startLine}): ${error.message}`);
    throw error;
  }
  const first = composed[0];
  if (!first)
    return {
      index: doc.index,
      value: null,
      syntax: [],
      duplicates: [],
      positionOf: () => ({ line: doc.startLine, col: 1 }),
    };
  const { document, lineCounter } = first;
  const at = (offset: number) => shift(lineCounter.linePos(offset), doc.startLine);
  const positionOf = (steps: readonly (string | number)[]) => at(yamlOffset(document, steps));
  const syntax = document.errors.map((e) => ({
    ...at(e.pos[0]),
    message: `YAML: ${e.message.split("\n")[0]!.replace(/ at line \d+, column \d+:.*$/, "")}`,
    code: SYNTAX,
  }));
  if (syntax.length) return { index: doc.index, syntax, duplicates: [], positionOf };
  const inspected = inspectYaml(document, MAX_DUPLICATES);
  if (inspected.nonJson) {
    return {
      index: doc.index,
      syntax: [
        {
          ...at(inspected.nonJson.offset),
          message: `YAML: ${inspected.nonJson.source} cannot be represented in JSON`,
          code: SYNTAX,
        },
      ],
      duplicates: [],
      positionOf,
    };
  }
  let value: unknown;
  try {
    value = yamlValue(document);
  } catch (error) {
    if (error instanceof YamlCycleError)
      return {
        index: doc.index,
        syntax: [{ ...at(error.offset), message: `YAML: ${error.message}`, code: SYNTAX }],
        duplicates: [],
        positionOf,
      };
    throw new InputLimitError(
      `document ${doc.index} (line ${doc.startLine}): ${(error as Error).message}`,
    );
  }
  const duplicates = inspected.duplicates.map((d) => ({
    ...at(d.offset),
    message: `duplicate field "${d.path}"`,
    code: DUPLICATE,
  }));
  return { index: doc.index, value, syntax: [], duplicates, positionOf };
}

/** The offset of the node at a path in a composed YAML document. */
function yamlOffset(document: Document.Parsed, steps: readonly (string | number)[]): number {
  let node: unknown = document.contents;
  let offset = (node as YamlNode | null)?.range?.[0] ?? 0;
  for (const step of steps) {
    let next: unknown;
    if (isMap(node)) {
      // The last of repeated keys holds the value, as in the parsed object.
      for (const pair of node.items)
        if ((isScalar(pair.key) ? String(pair.key.value) : String(pair.key)) === String(step))
          next = pair.value;
    } else if (isSeq(node) && typeof step === "number") next = node.items[step];
    const range = (next as YamlNode | undefined)?.range;
    if (!range) break;
    offset = range[0];
    node = next;
  }
  return offset;
}
