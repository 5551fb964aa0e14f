import type { FastifyReply, FastifyRequest } from "fastify";
export declare function etagOf(json: string): string;
/**
 * Sets the ETag (and `Vary: Accept`, since the same path answers other forms) and answers 304
 * when the client has this version; true when it did.
 */
export declare function answeredNotModified(
  request: FastifyRequest,
  reply: FastifyReply,
  etag: string,
): boolean;
/** A document's JSON text and tag, made once (the documents do not change while the server runs). */
export declare function tagged<T>(make: () => T): () => {
  readonly document: T;
  readonly etag: string;
};
