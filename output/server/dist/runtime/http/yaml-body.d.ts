/**
 * YAML request bodies (`application/yaml`, `application/apply-patch+yaml`) parsed into plain
 * values, with their duplicate keys, through the bounded reader of yaml-reader.ts (YAML 1.2
 * core schema, merge keys `<<` as go-yaml reads them).
 */
import { type ParsedBody } from "./json-body.js";
/**
 * YAML bodies parsed at once. A parse holds about 70 times its text in memory (the `yaml`
 * package's tokens and nodes: some 60 MB for a 1 MiB body), so parses take turns: memory stays
 * bounded however many YAML requests arrive together, and JSON requests are not held up.
 */
export declare const MAX_CONCURRENT_YAML_PARSES = 1;
/**
 * Parses a YAML body (one document). Rejects with BodySyntaxError on syntax errors, several
 * documents, nesting past `maxDepth`, excessive aliasing, or values JSON cannot hold
 * (`.inf`, `.nan`).
 */
export declare function parseYamlBody(
  input: string | Uint8Array,
  maxDepth?: number,
): Promise<ParsedBody>;
