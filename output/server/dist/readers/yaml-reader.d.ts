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
import { LineCounter, Parser, type CST, type Document } from "yaml";
/**
 * Nesting levels of collections a YAML document may have. The `yaml` package composes
 * nested collections recursively and overflows the stack near 900 levels; go-yaml's own
 * limit is 10,000 (`yaml: exceeded max depth of 10000`), which JSON bodies keep.
 */
export declare const MAX_YAML_DEPTH = 256;
/** Alias expansions allowed in one document: the `yaml` package's own default, go-yaml's spirit. */
export declare const MAX_YAML_ALIASES = 100;
/**
 * Lexer tokens a text may have. Reading takes up to 400 bytes of memory per token (the
 * `yaml` package's CST, then its nodes: `[],` is three tokens and a collection), so the
 * densest text stops near 400 MB; typical YAML has a token per 5 or 6 bytes (the specs and
 * the real-world documents of the tests), so 1 Mi tokens is some 5 MiB of it. Request bodies
 * allow less (MAX_YAML_BODY_TOKENS).
 */
export declare const MAX_YAML_TOKENS: number;
export interface YamlReadOptions {
  readonly maxDepth?: number;
  readonly maxAliasCount?: number;
  /** Lexer tokens the text may have (MAX_YAML_TOKENS). */
  readonly maxTokens?: number;
  /** Give the event loop a turn after this many milliseconds of lexing (0: never). */
  readonly yieldEveryMs?: number;
}
/** A problem reading YAML, with its 0-based offset in the text. */
export declare class YamlReadError extends Error {
  readonly offset: number;
  constructor(message: string, offset: number);
}
/** An alias inside the value of its own anchor (`a: &x [*x]`), as go-yaml words it. */
export declare class YamlCycleError extends YamlReadError {
  constructor(name: string, offset: number);
}
/** A text with more tokens than the reader was allowed to hold. */
export declare class YamlTooLargeError extends YamlReadError {
  readonly maxTokens: number;
  constructor(maxTokens: number, offset: number);
}
/** A composed document, its value as JSON-like data, and where it starts. */
export interface YamlDocument {
  readonly document: Document.Parsed;
  readonly lineCounter: LineCounter;
}
/** The deepest collection nesting of a CST token, measured without recursion; stops past `limit`. */
export declare function cstDepth(
  token: CST.Token,
  limit: number,
): {
  depth: number;
  offset: number;
};
/**
 * The lexer's tokens of a text for `parser` to read, within the bounds: throws
 * YamlTooLargeError at the token past `maxTokens`, and YamlReadError as soon as the parser,
 * fed each token in turn, holds collections nested deeper than `maxDepth`.
 */
export declare function boundedLexemes(
  text: string,
  parser: Parser,
  maxDepth: number,
  maxTokens: number,
): Generator<string, void, undefined>;
/**
 * Every document of a YAML text, composed once its nesting is known to be within bounds.
 * Throws YamlReadError for a document nested deeper than `maxDepth`.
 */
export declare function readYamlDocuments(
  text: string,
  options?: YamlReadOptions,
): Promise<YamlDocument[]>;
/**
 * Gives every scalar written with an explicit tag the value go-yaml v2 gives it under
 * sigs.k8s.io/yaml (yaml-scalars.ts: `!!binary` its decoded text, `!!timestamp` its text,
 * `!!int` and the others as resolve.go reads them); a scalar its tag refuses becomes an error
 * of the document, at the scalar. Iterative: the document's nesting was bounded when it was read.
 */
export declare function resolveTags(document: Document.Parsed): void;
/**
 * An alias inside the value of its own anchor (`a: &x [*x]`), which the `yaml` package would
 * expand into a cycle and go-yaml refuses: its name and offset, or undefined.
 */
export declare function selfContainingAlias(document: Document):
  | {
      readonly name: string;
      readonly offset: number;
    }
  | undefined;
/**
 * The JSON-like value of a composed document, aliases expanded at most `maxAliasCount` times;
 * an alias inside its own anchor's value is refused as go-yaml refuses it (YamlCycleError).
 */
export declare function yamlValue(document: Document.Parsed, maxAliasCount?: number): unknown;
/** A key repeated in a map: the path of the repetition (as sigs.k8s.io/json writes it) and its offset. */
export interface DuplicateKey {
  readonly path: string;
  readonly offset: number;
}
/**
 * The repeated keys of a document (each path once, at most `max`), with the offset of the
 * repetition, and the first value JSON cannot hold (`.inf`, `.nan`) if any. Merge keys (`<<`)
 * are not repetitions. Iterative: the document's nesting was bounded when it was read.
 */
export declare function inspectYaml(
  doc: Document.Parsed,
  max: number,
): {
  duplicates: DuplicateKey[];
  nonJson?: {
    source: string;
    offset: number;
  };
};
