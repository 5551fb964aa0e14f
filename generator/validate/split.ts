/**
 * Splits a stream of YAML into its documents without holding more than one: a line that
 * starts with `---` or `...` (followed by a space or the end of the line) always ends a
 * document in YAML, inside block scalars and quoted strings too, so no parser is needed to
 * find the boundaries. Directives and comments before a `---` belong to the document it opens.
 * Empty documents (a `---` and nothing but comments) are not yielded, but count towards
 * MAX_DOCUMENTS: two million `---` lines are two million documents, not one of 8 MB.
 */
import {
  InputLimitError,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENTS,
  MAX_INPUT_BYTES,
  MIB,
} from "./limits.js";

/** The text of one document and the line (1-based) it starts on in its input. */
export interface DocumentText {
  readonly text: string;
  readonly startLine: number;
  /** 1-based position of the document in its input. */
  readonly index: number;
}

const START = /^---(?=[ \t\r\n]|$)/;
const END = /^\.\.\.(?=[ \t\r\n]|$)/;
/** Lines that hold no content of a document: blank, comments, directives, a bare `---`. */
const NO_CONTENT = /^(?:[ \t]*(?:#.*)?|%.*|---[ \t]*(?:#.*)?)$/;

/** The documents of a stream of text chunks. Throws InputLimitError past the bounds of limits.ts. */
export async function* splitYaml(chunks: AsyncIterable<string>): AsyncGenerator<DocumentText> {
  let lines: string[] = [];
  let size = 0;
  let content = false;
  /** Whether the document being read was opened by a `---` line. */
  let opened = false;
  /** Documents read, empty ones included. */
  let documents = 0;
  let startLine = 1;
  let line = 1;
  let index = 0;
  let total = 0;
  let partial = "";

  function* flush(): Generator<DocumentText> {
    if (content || opened) {
      documents++;
      if (documents > MAX_DOCUMENTS)
        throw new InputLimitError(
          `more than ${MAX_DOCUMENTS} documents (empty ones included), the limit of one input`,
        );
    }
    if (content) {
      index++;
      yield { text: lines.join(""), startLine, index };
    }
    lines = [];
    size = 0;
    content = false;
    opened = false;
  }

  function* take(text: string): Generator<DocumentText> {
    if (START.test(text)) {
      // A `---` ends the document before it, if one was opened or has content.
      if (content || opened) yield* flush();
      opened = true;
    } else if (END.test(text)) {
      lines.push(text);
      yield* flush();
      line++;
      startLine = line;
      return;
    }
    if (lines.length === 0) startLine = line;
    lines.push(text);
    size += text.length;
    if (!content && !NO_CONTENT.test(text.replace(/\r?\n$/, ""))) content = true;
    if (size > MAX_DOCUMENT_BYTES)
      throw new InputLimitError(
        `document ${index + 1} (line ${startLine}) is larger than ${MAX_DOCUMENT_BYTES / MIB} MiB, the API server's limit`,
      );
    line++;
  }

  for await (const chunk of chunks) {
    total += chunk.length;
    if (total > MAX_INPUT_BYTES)
      throw new InputLimitError(`larger than ${MAX_INPUT_BYTES / MIB} MiB`);
    let from = 0;
    for (let nl = chunk.indexOf("\n"); nl >= 0; nl = chunk.indexOf("\n", from)) {
      yield* take(partial + chunk.slice(from, nl + 1));
      partial = "";
      from = nl + 1;
    }
    partial += chunk.slice(from);
    if (partial.length + size > MAX_DOCUMENT_BYTES)
      throw new InputLimitError(
        `document ${index + 1} (line ${lines.length ? startLine : line}) is larger than ${MAX_DOCUMENT_BYTES / MIB} MiB, the API server's limit`,
      );
  }
  if (partial !== "") yield* take(partial);
  yield* flush();
}
