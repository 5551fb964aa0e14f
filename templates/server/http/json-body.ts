/**
 * JSON request bodies parsed into plain values, with the duplicate keys that Kubernetes'
 * strict field validation reports, through the bounded reader of readers/json-reader.ts (Go
 * encoding/json's grammar and error texts, with line and column).
 */
import { BodySyntaxError, decode, MAX_DEPTH, scanJson } from "../../readers/json-reader.js";

/** A parsed body and the paths of the keys it repeats (each once, at most MAX_DUPLICATES). */
export interface ParsedBody {
  value: unknown;
  duplicates: string[];
}

/**
 * Parses a JSON body. Throws BodySyntaxError (Go's message, with line and column) when it is
 * not well-formed or nests deeper than `maxDepth`.
 */
export function parseJsonBody(
  input: string | Uint8Array,
  maxDepth: number = MAX_DEPTH,
): ParsedBody {
  const text = decode(input);
  const duplicates = scanJson(text, maxDepth).map((d) => d.path);
  try {
    return { value: JSON.parse(text) as unknown, duplicates };
  } catch (error) {
    // Not expected: the scanner accepts exactly JSON's grammar.
    throw new BodySyntaxError("json", (error as Error).message, 1, 1, 0);
  }
}
