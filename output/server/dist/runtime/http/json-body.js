// Copied by corespec from templates/server/http/json-body.ts. DO NOT EDIT: change the template and run `npm run generate`.
/**
 * JSON request bodies parsed into plain values, with the duplicate keys that Kubernetes'
 * strict field validation reports, through the bounded reader of readers/json-reader.ts (Go
 * encoding/json's grammar and error texts, with line and column).
 */
import { BodySyntaxError, decode, MAX_DEPTH, scanJson } from "../../readers/json-reader.js";
/**
 * Parses a JSON body. Throws BodySyntaxError (Go's message, with line and column) when it is
 * not well-formed or nests deeper than `maxDepth`.
 */
export function parseJsonBody(input, maxDepth = MAX_DEPTH) {
  const text = decode(input);
  const duplicates = scanJson(text, maxDepth).map((d) => d.path);
  try {
    return {
      value: JSON.parse(text),
      duplicates,
    };
  } catch (error) {
    // Not expected: the scanner accepts exactly JSON's grammar.
    throw new BodySyntaxError("json", error.message, 1, 1, 0);
  }
}
