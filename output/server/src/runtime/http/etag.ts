// Copied by corespec from templates/server/http/etag.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * Entity tags of documents that change only with the server (discovery, OpenAPI), as
 * Kubernetes computes them (kube-openapi handler3 computeETag, aggregated discovery's
 * etag.go): the upper-case hex SHA-512 of the document's JSON, quoted; a request whose
 * If-None-Match holds it is answered 304 with no body.
 */
import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

export function etagOf(json: string): string {
  return createHash("sha512").update(json).digest("hex").toUpperCase();
}

/** Whether If-None-Match names `quoted` (a comma-separated list, weak tags compared weakly, `*` for any), as net/http's ServeContent reads it. */
function matches(request: FastifyRequest, quoted: string): boolean {
  const header = request.headers["if-none-match"];
  if (header === undefined) return false;
  const tags = (Array.isArray(header) ? header.join(",") : header)
    .split(",")
    .map((t) => t.trim().replace(/^W\//, ""));
  return tags.includes("*") || tags.includes(quoted);
}

/**
 * Sets the ETag (and `Vary: Accept`, since the same path answers other forms) and answers 304
 * when the client has this version; true when it did.
 */
export function answeredNotModified(
  request: FastifyRequest,
  reply: FastifyReply,
  etag: string,
): boolean {
  const quoted = JSON.stringify(etag);
  reply.header("ETag", quoted).header("Vary", "Accept");
  if (!matches(request, quoted)) return false;
  void reply.code(304).send();
  return true;
}

/** A document's JSON text and tag, made once (the documents do not change while the server runs). */
export function tagged<T>(make: () => T): () => { readonly document: T; readonly etag: string } {
  let made: { document: T; etag: string } | undefined;
  return () => {
    if (made === undefined) {
      const document = make();
      made = { document, etag: etagOf(JSON.stringify(document)) };
    }
    return made;
  };
}
