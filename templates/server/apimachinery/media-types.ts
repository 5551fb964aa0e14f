/** Media types of request bodies and answers: Content-Type headers, and Accept negotiation. */
import { notAcceptable, type ApiError } from "./status.js";

/** The media type of a Content-Type header: lower case, without parameters. */
export function mediaType(contentType: string | undefined): string {
  if (contentType === undefined) return "";
  const semi = contentType.indexOf(";");
  return (semi < 0 ? contentType : contentType.slice(0, semi)).trim().toLowerCase();
}

/**
 * The media types a kind's answers are offered in, as Kubernetes' serializer for custom
 * resources offers them (apiextensions-apiserver's unstructuredNegotiatedSerializer): JSON and
 * YAML, no protobuf, which only built-in types have.
 */
export const OFFERED_MEDIA_TYPES: readonly string[] = ["application/json", "application/yaml"];

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
export function parseAccept(header: string): AcceptClause[] {
  const clauses: AcceptClause[] = [];
  for (const part of header.split(",")) {
    const [range = "", ...params] = part.split(";");
    const sides = range.split("/");
    const type = sides[0]!.trim();
    let clause: { type: string; subType: string; q: number };
    if (sides.length === 1 && type === "*") clause = { type: "*", subType: "*", q: 1 };
    else if (sides.length === 2) clause = { type, subType: sides[1]!.trim(), q: 1 };
    else continue;
    for (const param of params) {
      const eq = param.indexOf("=");
      if (eq >= 0 && param.slice(0, eq).trim() === "q")
        clause.q = Number.parseFloat(param.slice(eq + 1)) || 0;
    }
    clauses.push(clause);
  }
  const rank = (c: AcceptClause) => (c.type === "*" ? 2 : c.subType === "*" ? 1 : 0);
  return clauses
    .map((c, i) => ({ c, i }))
    .sort((a, b) => b.c.q - a.c.q || rank(a.c) - rank(b.c) || a.i - b.i)
    .map(({ c }) => c);
}

/**
 * The offered media type an Accept header settles on, as NegotiateMediaTypeOptions
 * (apiserver/pkg/endpoints/handlers/negotiation) matches clauses to offers: the first clause,
 * best first, that names an offered type or a wildcard over one. No header takes the first
 * offer. Undefined when nothing offered is acceptable.
 */
export function negotiateMediaType(
  accept: string | undefined,
  offered: readonly string[] = OFFERED_MEDIA_TYPES,
): string | undefined {
  if (accept === undefined || accept.trim() === "") return offered[0];
  for (const clause of parseAccept(accept.toLowerCase())) {
    for (const type of offered) {
      const [t, s] = type.split("/");
      if (
        (clause.type === t && (clause.subType === s || clause.subType === "*")) ||
        (clause.type === "*" && clause.subType === "*")
      )
        return type;
    }
  }
  return undefined;
}

/**
 * The 406 of a request whose Accept header allows nothing a kind is offered in (only
 * `application/vnd.kubernetes.protobuf`, say), as NegotiateOutputMediaType answers it before
 * the handler does anything; undefined when an offered type is acceptable.
 */
export function unacceptable(
  accept: string | undefined,
  offered: readonly string[] = OFFERED_MEDIA_TYPES,
): ApiError | undefined {
  return negotiateMediaType(accept, offered) === undefined ? notAcceptable(offered) : undefined;
}
