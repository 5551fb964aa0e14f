import { mediaType } from "../apimachinery/media-types.js";
import { type ParsedBody } from "./json-body.js";
/** The largest body Kubernetes reads: 3 MiB (k8s.io/apiserver/pkg/server/config.go, MaxRequestBodyBytes). */
export declare const MAX_BODY_BYTES: number;
/**
 * The largest YAML body that is not JSON. YAML costs about a hundred times more to parse than
 * JSON (the `yaml` package reads about 1 MiB per second on a small machine), so YAML gets a
 * third of the JSON limit: a request's parse stays well under a second, and lexing yields to
 * other requests every few milliseconds. Kubernetes bounds YAML separately too since
 * CVE-2019-11253 (depth and alias limits); clients (kubectl, client-go) send JSON, and a YAML
 * body written as JSON takes the JSON path under the full limit.
 */
export declare const MAX_YAML_BODY_BYTES: number;
export { mediaType };
/** Parses a request body by its Content-Type (`limit`: the largest size, in bytes). */
export declare function parseRequestBody(
  input: string | Uint8Array,
  contentType: string | undefined,
  limit?: number,
): Promise<ParsedBody>;
