/**
 * A spec file parsed with the `yaml` library, keeping the positions of every node, within the
 * bounds of the server's YAML reader (nesting and tokens: a spec nested a million deep took
 * seconds and a gigabyte before the library's recursion overflowed).
 */
import {
  Composer,
  Document,
  isMap,
  isScalar,
  isSeq,
  LineCounter,
  Parser,
  visit,
  YAMLParseError,
  type Node,
} from "yaml";
import {
  boundedLexemes,
  MAX_YAML_DEPTH,
  MAX_YAML_TOKENS,
  selfContainingAlias,
  YamlReadError,
} from "../../templates/readers/yaml-reader.js";
import { CODES, type Code } from "./codes.js";
import { diagnostic, type Diagnostic } from "./diagnostics.js";
import { quickData } from "./quick-yaml.js";

export type JsonPath = readonly (string | number)[];

export interface SourceFile {
  /** The path shown in diagnostics. */
  readonly display: string;
  /** Relative to the specs directory, with `/` separators. */
  readonly relative: string;
  /** The document with the positions of its nodes: parsed when first asked for, on a file read quickly. */
  readonly document: Document;
  readonly lineCounter: LineCounter;
  /** The plain data, or undefined when the YAML did not parse. */
  readonly data: unknown;
}

/**
 * A file whose data js-yaml read (quick-yaml.ts): the `yaml` package parses it for its
 * positions only when a diagnostic needs one.
 */
class QuickFile implements SourceFile {
  #parsed: { readonly document: Document; readonly lineCounter: LineCounter } | undefined;

  constructor(
    readonly display: string,
    readonly relative: string,
    readonly data: unknown,
    private readonly text: string,
  ) {}

  get document(): Document {
    return this.parsed().document;
  }

  get lineCounter(): LineCounter {
    return this.parsed().lineCounter;
  }

  private parsed(): { readonly document: Document; readonly lineCounter: LineCounter } {
    if (this.#parsed === undefined) {
      // Within the `yaml` package's bounds, as every file read quickly is (quick-yaml.ts).
      const lineCounter = new LineCounter();
      this.#parsed = { document: parseOneDocument(this.text, lineCounter), lineCounter };
    }
    return this.#parsed;
  }
}

export function parseSourceText(
  text: string,
  display: string,
  relative: string,
): { file: SourceFile; diagnostics: Diagnostic[] } {
  const quick = quickData(text);
  if (quick !== undefined)
    return { file: new QuickFile(display, relative, quick.data, text), diagnostics: [] };
  const lineCounter = new LineCounter();
  const problem = (offset: number, message: string, code: Code = CODES.yamlSyntax): Diagnostic =>
    diagnostic(code, display, lineCounter.linePos(offset), `YAML: ${message}`);
  let document: Document;
  try {
    document = parseOneDocument(text, lineCounter);
  } catch (error) {
    if (!(error instanceof YamlReadError)) throw error;
    return {
      file: { display, relative, document: new Document(), lineCounter, data: undefined },
      diagnostics: [problem(error.offset, error.message, CODES.yamlLimit)],
    };
  }
  const diagnostics = [...document.errors, ...document.warnings].map((error) =>
    problem(error.pos[0], error.message.split("\n")[0]!.replace(/ at line \d+, column \d+:?$/, "")),
  );
  const cycle = diagnostics.length === 0 ? selfContainingAlias(document) : undefined;
  if (cycle !== undefined)
    diagnostics.push(
      problem(cycle.offset, `anchor '${cycle.name}' value contains itself`, CODES.yamlAlias),
    );
  let data: unknown;
  if (diagnostics.length === 0) {
    try {
      data = document.toJS({ maxAliasCount: 100 });
    } catch (error) {
      // An alias without its anchor, or too many expansions: at the first alias that does not resolve, else the first.
      diagnostics.push(problem(aliasOffset(document), (error as Error).message, CODES.yamlAlias));
    }
  }
  return { file: { display, relative, document, lineCounter, data }, diagnostics };
}

function aliasOffset(document: Document): number {
  let first: number | undefined;
  let unresolved: number | undefined;
  visit(document, {
    Alias(_, alias) {
      const offset = alias.range?.[0] ?? 0;
      first ??= offset;
      if (alias.resolve(document) === undefined) {
        unresolved = offset;
        return visit.BREAK;
      }
      return undefined;
    },
  });
  return unresolved ?? first ?? 0;
}

/** What `parseDocument` does (one document, a second one an error), reading the text within bounds. */
function parseOneDocument(text: string, lineCounter: LineCounter): Document {
  lineCounter.addNewLine(0); // as Parser.parse() does: line 1 starts at offset 0
  const parser = new Parser(lineCounter.addNewLine);
  function* tokens() {
    for (const lexeme of boundedLexemes(text, parser, MAX_YAML_DEPTH, MAX_YAML_TOKENS))
      yield* parser.next(lexeme);
    yield* parser.end();
  }
  let document: Document | undefined;
  for (const next of new Composer({ prettyErrors: false, uniqueKeys: true, strict: true }).compose(
    tokens(),
    true,
    text.length,
  )) {
    if (!document) document = next;
    else {
      document.errors.push(
        new YAMLParseError(
          [next.range[0], next.range[1]],
          "MULTIPLE_DOCS",
          "Source contains multiple documents; please use YAML.parseAllDocuments()",
        ),
      );
      break;
    }
  }
  return document!;
}

/**
 * The position of the node at `path`: of its key when `at` is "key" and the last step is a
 * map key, else of its value. Walks as deep as the document goes.
 */
export function positionOf(
  file: SourceFile,
  path: JsonPath,
  at: "key" | "value" = "value",
): { line: number; col: number } {
  let node: unknown = file.document.contents;
  let offset = startOf(node) ?? 0;
  for (let i = 0; i < path.length; i++) {
    const step = path[i]!;
    const last = i === path.length - 1;
    if (isMap(node)) {
      const pair = node.items.find(
        (p) => (isScalar(p.key) ? String(p.key.value) : String(p.key)) === String(step),
      );
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
