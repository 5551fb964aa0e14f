/** A parsed body and the paths of the keys it repeats (each once, at most MAX_DUPLICATES). */
export interface ParsedBody {
    value: unknown;
    duplicates: string[];
}
/** The deepest nesting Go's decoder accepts. */
export declare const MAX_DEPTH = 10000;
/** The most duplicate paths kept (sigs.k8s.io/json keeps 100 strict errors). */
export declare const MAX_DUPLICATES = 100;
/** The largest body Kubernetes reads (3 MiB). */
export declare const MAX_BODY_BYTES: number;
/** A body that is not well-formed, with where: 1-based line and column, 0-based offset. */
export declare class BodySyntaxError extends SyntaxError {
    readonly line: number;
    readonly column: number;
    readonly offset: number;
    /** The error without its position: `invalid character '}' looking for beginning of value`. */
    readonly detail: string;
    constructor(format: "json" | "yaml", detail: string, line: number, column: number, offset: number);
}
/**
 * Parses a JSON body. Throws BodySyntaxError (Go's message, with line and column) when it is
 * not well-formed or nests deeper than `maxDepth`.
 */
export declare function parseJsonBody(input: string | Uint8Array, maxDepth?: number): ParsedBody;
/**
 * Parses a YAML body (one document). Throws BodySyntaxError on syntax errors, several
 * documents, or values JSON cannot hold (`.inf`, `.nan`).
 */
export declare function parseYamlBody(input: string | Uint8Array, maxDepth?: number): ParsedBody;
/** The media type of a Content-Type header: lower case, without parameters. */
export declare function mediaType(contentType: string | undefined): string;
/**
 * Parses a request body by its Content-Type, answering as Kubernetes does: 413 past `limit`
 * bytes (`Request entity too large: limit is 3145728`), 415 for a type that is neither JSON nor
 * YAML, 400 for a body that is not well-formed.
 */
export declare function parseRequestBody(input: string | Uint8Array, contentType: string | undefined, limit?: number): ParsedBody;
