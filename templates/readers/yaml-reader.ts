/**
 * YAML read with bounded cost, for request bodies, `corespec validate` and (through
 * boundedLexemes) spec files.
 *
 * The `yaml` package composes documents recursively, so hostile nesting would overflow the
 * stack inside it (and a stack overflow inside V8's regular expression compiler can abort the
 * process). Its lexer and parser are iterative, though: the text is first parsed into CST
 * tokens, whose nesting is measured without recursion, and only a document within
 * `maxDepth` is composed. The parser's open collections are counted as it reads, so a
 * document nested too deep is refused at its first level too many, before the rest is read.
 * Memory follows the number of tokens, not bytes (a megabyte of `- 1` lines held 300 MB), so
 * a text of more than `maxTokens` is refused at the first token too many. Aliases are
 * expanded at most `maxAliasCount` times (the billion laughs of CVE-2019-11253), and one inside
 * its own anchor's value is refused. With `yieldEveryMs`, lexing gives the event loop a turn
 * every few milliseconds, so a large body never stalls other requests for long.
 */
import {
  Composer,
  isMap,
  isPair,
  isScalar,
  isSeq,
  Lexer,
  LineCounter,
  Parser,
  visit,
  YAMLParseError,
  type CST,
  type Document,
  type Node,
} from "yaml";
import { taggedScalar } from "./yaml-scalars.js";

/**
 * Nesting levels of collections a YAML document may have. The `yaml` package composes
 * nested collections recursively and overflows the stack near 900 levels; go-yaml's own
 * limit is 10,000 (`yaml: exceeded max depth of 10000`), which JSON bodies keep.
 */
export const MAX_YAML_DEPTH = 256;
/** Alias expansions allowed in one document: the `yaml` package's own default, go-yaml's spirit. */
export const MAX_YAML_ALIASES = 100;
/**
 * Lexer tokens a text may have. Reading takes up to 400 bytes of memory per token (the
 * `yaml` package's CST, then its nodes: `[],` is three tokens and a collection), so the
 * densest text stops near 400 MB; typical YAML has a token per 5 or 6 bytes (the specs and
 * the real-world documents of the tests), so 1 Mi tokens is some 5 MiB of it. Request bodies
 * allow less (MAX_YAML_BODY_TOKENS).
 */
export const MAX_YAML_TOKENS: number = 1024 * 1024;

export interface YamlReadOptions {
  readonly maxDepth?: number;
  readonly maxAliasCount?: number;
  /** Lexer tokens the text may have (MAX_YAML_TOKENS). */
  readonly maxTokens?: number;
  /** Give the event loop a turn after this many milliseconds of lexing (0: never). */
  readonly yieldEveryMs?: number;
}

/** A problem reading YAML, with its 0-based offset in the text. */
export class YamlReadError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
    this.name = "YamlReadError";
  }
}

/** An alias inside the value of its own anchor (`a: &x [*x]`), as go-yaml words it. */
export class YamlCycleError extends YamlReadError {
  constructor(name: string, offset: number) {
    super(`anchor '${name}' value contains itself`, offset);
    this.name = "YamlCycleError";
  }
}

/** A text with more tokens than the reader was allowed to hold. */
export class YamlTooLargeError extends YamlReadError {
  constructor(
    readonly maxTokens: number,
    offset: number,
  ) {
    super(`more than ${maxTokens} YAML tokens`, offset);
    this.name = "YamlTooLargeError";
  }
}

/** A composed document, its value as JSON-like data, and where it starts. */
export interface YamlDocument {
  readonly document: Document.Parsed;
  readonly lineCounter: LineCounter;
}

type Item = { key?: CST.Token | null; value?: CST.Token };

/** The deepest collection nesting of a CST token, measured without recursion; stops past `limit`. */
export function cstDepth(token: CST.Token, limit: number): { depth: number; offset: number } {
  const stack: { token: CST.Token; depth: number }[] = [{ token, depth: 0 }];
  let deepest = 0;
  while (stack.length > 0) {
    const { token: t, depth } = stack.pop()!;
    let items: readonly Item[] | undefined;
    let value: CST.Token | undefined;
    switch (t.type) {
      case "document":
        value = t.value;
        break;
      case "block-map":
      case "block-seq":
      case "flow-collection":
        items = t.items as readonly Item[];
        break;
      default:
        break;
    }
    if (value !== undefined) stack.push({ token: value, depth });
    if (items === undefined) continue;
    const level = depth + 1;
    if (level > deepest) deepest = level;
    if (level > limit) return { depth: level, offset: t.offset };
    for (const item of items) {
      if (item.key) stack.push({ token: item.key, depth: level });
      if (item.value) stack.push({ token: item.value, depth: level });
    }
  }
  return { depth: deepest, offset: 0 };
}

const turn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * Throws when the collections the parser has open (its stack, innermost last) are nested
 * deeper than `maxDepth`. The parser hands a document over only when it ends, so without this
 * check a megabyte of `[` would first be built into a CST a million levels deep (600 MB and
 * seconds of work) before cstDepth refused it.
 */
function checkOpenDepth(open: readonly CST.Token[], maxDepth: number): void {
  let level = 0;
  for (const token of open) {
    if (
      token.type !== "block-map" &&
      token.type !== "block-seq" &&
      token.type !== "flow-collection"
    )
      continue;
    if (++level > maxDepth)
      throw new YamlReadError(`exceeded max depth of ${maxDepth}`, token.offset);
  }
}

/**
 * The lexer's tokens of a text for `parser` to read, within the bounds: throws
 * YamlTooLargeError at the token past `maxTokens`, and YamlReadError as soon as the parser,
 * fed each token in turn, holds collections nested deeper than `maxDepth`.
 */
export function* boundedLexemes(
  text: string,
  parser: Parser,
  maxDepth: number,
  maxTokens: number,
): Generator<string, void, undefined> {
  let count = 0;
  for (const lexeme of new Lexer().lex(text, false)) {
    if (++count > maxTokens) throw new YamlTooLargeError(maxTokens, parser.offset);
    yield lexeme;
    if (parser.stack.length > maxDepth) checkOpenDepth(parser.stack, maxDepth);
  }
}

/**
 * Every document of a YAML text, composed once its nesting is known to be within bounds.
 * Throws YamlReadError for a document nested deeper than `maxDepth`.
 */
export async function readYamlDocuments(
  text: string,
  options: YamlReadOptions = {},
): Promise<YamlDocument[]> {
  const maxDepth = options.maxDepth ?? MAX_YAML_DEPTH;
  const maxTokens = options.maxTokens ?? MAX_YAML_TOKENS;
  const slice = options.yieldEveryMs ?? 0;
  const lineCounter = new LineCounter();
  lineCounter.addNewLine(0); // as Parser.parse() does: line 1 starts at offset 0
  const parser = new Parser(lineCounter.addNewLine);
  // The YAML 1.2 core schema, without the `yaml` package's own reading of `!!binary`,
  // `!!timestamp`, `!!set`, `!!omap` and `!!pairs` (bytes, dates, sets, maps): tagged scalars
  // are read as Kubernetes reads them (resolveTags), tagged collections stay plain collections.
  const composer = new Composer({
    uniqueKeys: false,
    merge: true,
    prettyErrors: false,
    resolveKnownTags: false,
  });
  const documents: YamlDocument[] = [];
  const keep = (document: Document.Parsed): void => {
    resolveTags(document);
    documents.push({ document, lineCounter });
  };
  const take = (token: CST.Token): void => {
    const { depth, offset } = cstDepth(token, maxDepth);
    if (depth > maxDepth) throw new YamlReadError(`exceeded max depth of ${maxDepth}`, offset);
    for (const document of composer.next(token)) keep(document);
  };
  let started = performance.now();
  let count = 0;
  for (const lexeme of boundedLexemes(text, parser, maxDepth, maxTokens)) {
    for (const token of parser.next(lexeme)) take(token);
    if (slice > 0 && (++count & 255) === 0 && performance.now() - started > slice) {
      await turn();
      started = performance.now();
    }
  }
  for (const token of parser.end()) take(token);
  for (const document of composer.end(false, text.length)) keep(document);
  return documents;
}

/**
 * Gives every scalar written with an explicit tag the value go-yaml v2 gives it under
 * sigs.k8s.io/yaml (yaml-scalars.ts: `!!binary` its decoded text, `!!timestamp` its text,
 * `!!int` and the others as resolve.go reads them); a scalar its tag refuses becomes an error
 * of the document, at the scalar. Iterative: the document's nesting was bounded when it was read.
 */
export function resolveTags(document: Document.Parsed): void {
  const stack: unknown[] = [document.contents];
  while (stack.length > 0) {
    const node = stack.pop();
    if (isMap(node)) {
      for (const pair of node.items) stack.push(pair.key, pair.value);
    } else if (isSeq(node)) {
      for (const item of node.items) stack.push(item);
    } else if (isScalar(node) && node.tag !== undefined && typeof node.source === "string") {
      const read = taggedScalar(node.tag, node.source);
      if (read === undefined) continue;
      if ("value" in read) node.value = read.value;
      else {
        const offset = node.range?.[0] ?? 0;
        document.errors.push(
          new YAMLParseError([offset, offset + 1], "TAG_RESOLVE_FAILED", read.error),
        );
      }
    }
  }
}

/**
 * An alias inside the value of its own anchor (`a: &x [*x]`), which the `yaml` package would
 * expand into a cycle and go-yaml refuses: its name and offset, or undefined.
 */
export function selfContainingAlias(
  document: Document,
): { readonly name: string; readonly offset: number } | undefined {
  let found: { name: string; offset: number } | undefined;
  visit(document, {
    Alias(_, alias, path) {
      const target = alias.resolve(document);
      if (target === undefined || !path.includes(target)) return undefined;
      found = { name: alias.source, offset: alias.range?.[0] ?? 0 };
      return visit.BREAK;
    },
  });
  return found;
}

/**
 * The JSON-like value of a composed document, aliases expanded at most `maxAliasCount` times;
 * an alias inside its own anchor's value is refused as go-yaml refuses it (YamlCycleError).
 */
export function yamlValue(
  document: Document.Parsed,
  maxAliasCount: number = MAX_YAML_ALIASES,
): unknown {
  const cycle = selfContainingAlias(document);
  if (cycle !== undefined) throw new YamlCycleError(cycle.name, cycle.offset);
  try {
    return document.toJS({ maxAliasCount });
  } catch (error) {
    throw new YamlReadError((error as Error).message, 0);
  }
}

/** A key repeated in a map: the path of the repetition (as sigs.k8s.io/json writes it) and its offset. */
export interface DuplicateKey {
  readonly path: string;
  readonly offset: number;
}

/** The JSON key yaml's toJS gives a map key. */
function yamlKey(key: unknown): string {
  if (isScalar(key)) return key.value === null || key.value === undefined ? "" : String(key.value);
  return String(key);
}

/**
 * The repeated keys of a document (each path once, at most `max`), with the offset of the
 * repetition, and the first value JSON cannot hold (`.inf`, `.nan`) if any. Merge keys (`<<`)
 * are not repetitions. Iterative: the document's nesting was bounded when it was read.
 */
export function inspectYaml(
  doc: Document.Parsed,
  max: number,
): { duplicates: DuplicateKey[]; nonJson?: { source: string; offset: number } } {
  const duplicates: DuplicateKey[] = [];
  const seen = new Set<string>();
  const stack: { node: unknown; path: string }[] = [{ node: doc.contents, path: "" }];
  while (stack.length > 0) {
    const { node, path } = stack.pop()!;
    if (isMap(node)) {
      const keys = new Set<string>();
      for (const pair of node.items) {
        if (!isPair(pair)) continue;
        if (isScalar(pair.key) && pair.key.value === "<<") {
          stack.push({ node: pair.value, path });
          continue;
        }
        const k = yamlKey(pair.key);
        const childPath = path === "" ? k : `${path}.${k}`;
        if (keys.has(k)) {
          if (duplicates.length < max && !seen.has(childPath)) {
            seen.add(childPath);
            duplicates.push({
              path: childPath,
              offset: (pair.key as Node | null)?.range?.[0] ?? 0,
            });
          }
        } else keys.add(k);
        stack.push({ node: pair.value, path: childPath });
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, i) => stack.push({ node: item, path: `${path}[${i}]` }));
    } else if (isScalar(node) && typeof node.value === "number" && !Number.isFinite(node.value)) {
      return {
        duplicates,
        nonJson: {
          source: String(node.source ?? node.value),
          offset: (node as Node).range?.[0] ?? 0,
        },
      };
    }
  }
  return { duplicates };
}
