// Copied by corespec from templates/server/http/request-body.ts. DO NOT EDIT: change the template and run `npm run generate`.
import { utf8Length } from "@corespec/api/runtime/bytes.js";
import { mediaType } from "../apimachinery/media-types.js";
import { BodySyntaxError, parseJsonBody } from "./json-body.js";
import { badRequest, requestEntityTooLarge, unsupportedMediaType } from "../apimachinery/status.js";
import { parseYamlBody } from "./yaml-body.js";
export const MAX_BODY_BYTES = 3 * 1024 * 1024;
export const MAX_YAML_BODY_BYTES = 1024 * 1024;
const JSON_TYPES = /* @__PURE__ */ new Set(["application/json", "application/json-patch+json", "application/merge-patch+json", "application/strategic-merge-patch+json"]);
const YAML_TYPES = /* @__PURE__ */ new Set(["application/yaml", "application/apply-patch+yaml"]);
function looksLikeJson(text) {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 10 || c === 13 || c === 9) continue;
    return c === 123 || c === 91;
  }
  return false;
}
async function parseYaml(input, size) {
  const text = typeof input === "string" ? input : new TextDecoder("utf-8").decode(input);
  if (looksLikeJson(text)) {
    try {
      return parseJsonBody(text);
    } catch (error) {
      if (!(error instanceof BodySyntaxError)) throw error;
    }
  }
  if (size > MAX_YAML_BODY_BYTES) throw requestEntityTooLarge(`limit is ${MAX_YAML_BODY_BYTES} for YAML bodies that are not JSON`);
  return parseYamlBody(text);
}
export { mediaType };
export async function parseRequestBody(input, contentType, limit = MAX_BODY_BYTES) {
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
