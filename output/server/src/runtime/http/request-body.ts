// Copied by corespec from templates/server/http/request-body.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * Request bodies by Content-Type, answered as Kubernetes answers them: 413 past the size
 * limit, 415 for a type that is neither JSON nor YAML, 400 for a body that is not
 * well-formed.
 */
import { utf8Length } from "@corespec/api/runtime/bytes.js";
import { mediaType } from "../apimachinery/media-types.js";
import { BodySyntaxError } from "../../readers/json-reader.js";
import { parseJsonBody, type ParsedBody } from "./json-body.js";
import { badRequest, requestEntityTooLarge, unsupportedMediaType } from "../apimachinery/status.js";
import { parseYamlBody } from "./yaml-body.js";
import { YamlTooLargeError } from "../../readers/yaml-reader.js";

/** The largest body Kubernetes reads: 3 MiB (k8s.io/apiserver/pkg/server/config.go, MaxRequestBodyBytes). */
export const MAX_BODY_BYTES: number = 3 * 1024 * 1024;
/**
 * The largest YAML body that is not JSON. YAML costs about a hundred times more to parse than
 * JSON (the `yaml` package reads about 1 MiB per second on a small machine), so YAML gets a
 * third of the JSON limit: a request's parse stays well under a second, and lexing yields to
 * other requests every few milliseconds. Kubernetes bounds YAML separately too since
 * CVE-2019-11253 (depth and alias limits); clients (kubectl, client-go) send JSON, and a YAML
 * body written as JSON takes the JSON path under the full limit.
 */
export const MAX_YAML_BODY_BYTES: number = 1024 * 1024;

const JSON_TYPES = new Set([
  "application/json",
  "application/json-patch+json",
  "application/merge-patch+json",
  "application/strategic-merge-patch+json",
]);
const YAML_TYPES = new Set(["application/yaml", "application/apply-patch+yaml"]);

/** Whether a text may be JSON: its first character other than white space opens an object or array. */
function looksLikeJson(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 10 || c === 13 || c === 9) continue;
    return c === 123 || c === 91;
  }
  return false;
}

/** Parses a YAML body, taking the JSON path when the body is JSON (JSON is YAML 1.2, read the same). */
async function parseYaml(input: string | Uint8Array, size: number): Promise<ParsedBody> {
  const text = typeof input === "string" ? input : new TextDecoder("utf-8").decode(input);
  if (looksLikeJson(text)) {
    try {
      return parseJsonBody(text);
    } catch (error) {
      if (!(error instanceof BodySyntaxError)) throw error;
    }
  }
  if (size > MAX_YAML_BODY_BYTES)
    throw requestEntityTooLarge(
      `limit is ${MAX_YAML_BODY_BYTES} for YAML bodies that are not JSON`,
    );
  try {
    return await parseYamlBody(text);
  } catch (error) {
    if (error instanceof YamlTooLargeError)
      throw requestEntityTooLarge(
        `limit is ${error.maxTokens} tokens for YAML bodies that are not JSON`,
      );
    throw error;
  }
}

export { mediaType };

/** Parses a request body by its Content-Type (`limit`: the largest size, in bytes). */
export async function parseRequestBody(
  input: string | Uint8Array,
  contentType: string | undefined,
  limit: number = MAX_BODY_BYTES,
): Promise<ParsedBody> {
  const size = typeof input === "string" ? utf8Length(input) : input.byteLength;
  if (size > limit) throw requestEntityTooLarge(`limit is ${limit}`);
  const type = mediaType(contentType);
  try {
    if (JSON_TYPES.has(type)) return parseJsonBody(input);
    if (YAML_TYPES.has(type)) return await parseYaml(input, size);
  } catch (error) {
    if (error instanceof BodySyntaxError) throw badRequest(error.message);
    throw error;
  }
  throw unsupportedMediaType(["application/json", "application/yaml"]);
}
