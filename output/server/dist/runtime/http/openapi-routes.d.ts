/**
 * The OpenAPI documents, as kube-openapi serves them (pkg/handler for v2, pkg/handler3 for v3):
 * each with an ETag (304 on If-None-Match), `/openapi/v3` listing each group-version at a URL
 * with `?hash=<its ETag>`, and a document asked for at its current hash cached for good
 * (`Cache-Control: public, immutable`, Expires a year on); an old hash is redirected (301) to
 * the current one.
 */
import type { FastifyInstance } from "fastify";
/** The OpenAPI documents, read when first asked for. */
export interface Documents {
  v2(): unknown;
  v3(group: string, version: string): unknown;
}
interface Group {
  readonly name: string;
  readonly versions: readonly string[];
}
export declare function openApiRoutes(
  app: FastifyInstance,
  groups: readonly Group[],
  documents: Documents,
): void;
export {};
