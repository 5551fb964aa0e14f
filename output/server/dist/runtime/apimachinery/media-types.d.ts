/** Media types of request bodies and answers: Content-Type headers, and Accept negotiation. */
import { type ApiError } from "./status.js";
/** The media type of a Content-Type header: lower case, without parameters. */
export declare function mediaType(contentType: string | undefined): string;
/**
 * The media types a kind's answers are offered in, as Kubernetes' serializer for custom
 * resources offers them (apiextensions-apiserver's unstructuredNegotiatedSerializer): JSON and
 * YAML, no protobuf, which only built-in types have.
 */
export declare const OFFERED_MEDIA_TYPES: readonly string[];
/** One clause of an Accept header (goautoneg.Accept): its type, subtype and quality. */
interface AcceptClause {
  readonly type: string;
  readonly subType: string;
  readonly q: number;
}
/**
 * The clauses of an Accept header as goautoneg.ParseAccept reads them: `*` alone is `*\/*`,
 * a range without one `/` is skipped, `q` defaults to 1; best first (higher q, then concrete
 * types before wildcards), ties in the header's order.
 */
export declare function parseAccept(header: string): AcceptClause[];
/**
 * The offered media type an Accept header settles on, as NegotiateMediaTypeOptions
 * (apiserver/pkg/endpoints/handlers/negotiation) matches clauses to offers: the first clause,
 * best first, that names an offered type or a wildcard over one. No header takes the first
 * offer. Undefined when nothing offered is acceptable.
 */
export declare function negotiateMediaType(
  accept: string | undefined,
  offered?: readonly string[],
): string | undefined;
/**
 * The 406 of a request whose Accept header allows nothing a kind is offered in (only
 * `application/vnd.kubernetes.protobuf`, say), as NegotiateOutputMediaType answers it before
 * the handler does anything; undefined when an offered type is acceptable.
 */
export declare function unacceptable(
  accept: string | undefined,
  offered?: readonly string[],
): ApiError | undefined;
export {};
