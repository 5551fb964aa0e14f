/** The deepest nesting Go's decoder accepts. */
export declare const MAX_DEPTH = 10000;
/** The most duplicate paths kept (sigs.k8s.io/json keeps 100 strict errors). */
export declare const MAX_DUPLICATES = 100;
/** A JSON or YAML text (a request body, a document) that is not well-formed, with where: 1-based line and column, 0-based offset. */
export declare class BodySyntaxError extends SyntaxError {
  readonly line: number;
  readonly column: number;
  readonly offset: number;
  /** The error without its position: `invalid character '}' looking for beginning of value`. */
  readonly detail: string;
  constructor(
    format: "json" | "yaml",
    detail: string,
    line: number,
    column: number,
    offset: number,
  );
}
/** A text given as a string or its UTF-8 bytes, as a string. */
export declare function decode(input: string | Uint8Array): string;
/** A key repeated in an object: its path (`metadata.name`) and the offset of the repetition. */
export interface JsonDuplicate {
  readonly path: string;
  readonly offset: number;
}
/**
 * Checks a JSON text (Go's grammar, at most `maxDepth` levels) and returns its repeated keys
 * with their offsets. Throws BodySyntaxError with Go's message, line and column.
 */
export declare function scanJson(text: string, maxDepth?: number): JsonDuplicate[];
