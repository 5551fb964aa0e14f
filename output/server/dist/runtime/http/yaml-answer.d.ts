/** The pieces of an answer's YAML: a list's fields in key order, its items one at a time; anything else whole. */
export declare function yamlPieces(body: unknown): Generator<string, void, undefined>;
