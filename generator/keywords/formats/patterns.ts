/** The pieces of the formats' JSON Schema patterns that several formats share. */

/** An RFC 1123 label. */
export const LABEL = "[a-z0-9]([-a-z0-9]*[a-z0-9])?";
/** An RFC 1123 subdomain: labels joined by `.`. */
export const SUBDOMAIN = `${LABEL}(\\.${LABEL})*`;
/** The name part of a qualified name. */
export const NAME = "[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?";
