// Copied by corespec from templates/server/http/yaml-body.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * YAML request bodies (`application/yaml`, `application/apply-patch+yaml`) parsed into plain
 * values, with their duplicate keys, through the bounded reader of readers/yaml-reader.ts (YAML 1.2
 * core schema, merge keys `<<` as go-yaml reads them).
 */
import { BodySyntaxError, decode, MAX_DUPLICATES } from "../../readers/json-reader.js";
import type { ParsedBody } from "./json-body.js";
import {
  inspectYaml,
  MAX_YAML_DEPTH,
  readYamlDocuments,
  YamlReadError,
  YamlTooLargeError,
  yamlValue,
} from "../../readers/yaml-reader.js";

/** How long YAML lexing runs before it gives other requests a turn. */
const YIELD_EVERY_MS = 10;
/**
 * YAML bodies parsed at once. A parse holds about 70 times its text in memory (the `yaml`
 * package's tokens and nodes: some 60 MB for a 1 MiB body), so parses take turns: memory stays
 * bounded however many YAML requests arrive together, and JSON requests are not held up.
 */
export const MAX_CONCURRENT_YAML_PARSES = 1;
/**
 * Lexer tokens a YAML body may have. Memory follows tokens, not bytes: a 1 MiB body of `- 1`
 * lines took 300 MB, and one of `[],` more than 500 MB. 256 Ki tokens hold a 1 MiB body of
 * typical YAML (a token per 5 or 6 bytes) and at most about 100 MB of memory.
 */
export const MAX_YAML_BODY_TOKENS: number = 256 * 1024;

let parsing = 0;
const waiting: (() => void)[] = [];

/** Runs `work` when fewer than MAX_CONCURRENT_YAML_PARSES parses are running. */
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (parsing >= MAX_CONCURRENT_YAML_PARSES)
    await new Promise<void>((resolve) => waiting.push(resolve));
  parsing++;
  try {
    return await work();
  } finally {
    parsing--;
    waiting.shift()?.();
  }
}

/**
 * Parses a YAML body (one document). Rejects with BodySyntaxError on syntax errors, several
 * documents, nesting past `maxDepth`, excessive aliasing, or values JSON cannot hold
 * (`.inf`, `.nan`); with YamlTooLargeError past MAX_YAML_BODY_TOKENS.
 */
export function parseYamlBody(
  input: string | Uint8Array,
  maxDepth: number = MAX_YAML_DEPTH,
): Promise<ParsedBody> {
  return inTurn(() => parseYaml(decode(input), maxDepth));
}

async function parseYaml(text: string, maxDepth: number): Promise<ParsedBody> {
  let offsetOf = (offset: number) => ({ line: 1, col: offset + 1 });
  const fail = (detail: string, offset: number): never => {
    const { line, col } = offsetOf(offset);
    throw new BodySyntaxError("yaml", detail, line, col, offset);
  };
  let documents: Awaited<ReturnType<typeof readYamlDocuments>>;
  try {
    documents = await readYamlDocuments(text, {
      maxDepth,
      maxTokens: MAX_YAML_BODY_TOKENS,
      yieldEveryMs: YIELD_EVERY_MS,
    });
  } catch (error) {
    if (error instanceof YamlReadError && !(error instanceof YamlTooLargeError))
      return fail(error.message, error.offset);
    throw error;
  }
  if (documents.length === 0) return { value: null, duplicates: [] };
  const { document: doc, lineCounter } = documents[0]!;
  offsetOf = (offset) => lineCounter.linePos(offset);
  const first = doc.errors[0];
  if (first !== undefined)
    fail(first.message.replace(/ at line \d+, column \d+:[\s\S]*$/, ""), first.pos[0]);
  if (documents.length > 1)
    fail(
      "Source contains multiple documents; please use YAML.parseAllDocuments()",
      documents[1]!.document.range[0],
    );

  const inspected = inspectYaml(doc, MAX_DUPLICATES);
  if (inspected.nonJson)
    fail(`${inspected.nonJson.source} cannot be represented in JSON`, inspected.nonJson.offset);
  const duplicates = inspected.duplicates.map((d) => d.path);
  try {
    return { value: yamlValue(doc), duplicates };
  } catch (error) {
    if (error instanceof YamlReadError) return fail(error.message, error.offset);
    throw error;
  }
}
