/** A parsed body and the paths of the keys it repeats (each once, at most MAX_DUPLICATES). */
export interface ParsedBody {
  value: unknown;
  duplicates: string[];
}
/**
 * Parses a JSON body. Throws BodySyntaxError (Go's message, with line and column) when it is
 * not well-formed or nests deeper than `maxDepth`.
 */
export declare function parseJsonBody(input: string | Uint8Array, maxDepth?: number): ParsedBody;
