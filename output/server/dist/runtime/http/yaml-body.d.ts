import type { ParsedBody } from "./json-body.js";
/**
 * YAML bodies parsed at once. A parse holds about 70 times its text in memory (the `yaml`
 * package's tokens and nodes: some 60 MB for a 1 MiB body), so parses take turns: memory stays
 * bounded however many YAML requests arrive together, and JSON requests are not held up.
 */
export declare const MAX_CONCURRENT_YAML_PARSES = 1;
/**
 * Lexer tokens a YAML body may have. Memory follows tokens, not bytes: a 1 MiB body of `- 1`
 * lines took 300 MB, and one of `[],` more than 500 MB. 256 Ki tokens hold a 1 MiB body of
 * typical YAML (a token per 5 or 6 bytes) and at most about 100 MB of memory.
 */
export declare const MAX_YAML_BODY_TOKENS: number;
/**
 * Parses a YAML body (one document). Rejects with BodySyntaxError on syntax errors, several
 * documents, nesting past `maxDepth`, excessive aliasing, or values JSON cannot hold
 * (`.inf`, `.nan`); with YamlTooLargeError past MAX_YAML_BODY_TOKENS.
 */
export declare function parseYamlBody(
  input: string | Uint8Array,
  maxDepth?: number,
): Promise<ParsedBody>;
