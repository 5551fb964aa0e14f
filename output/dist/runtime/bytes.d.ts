/**
 * Checks a Go `[]byte` field as encoding/json decodes it: base64.StdEncoding, the standard
 * alphabet with `=` padding required, line breaks (`\r`, `\n`) ignored, and non-zero trailing
 * bits tolerated (StdEncoding is not Strict). Returns undefined when valid, else Go's error
 * text (`illegal base64 data at input byte N`).
 */
export declare function base64(value: string): string | undefined;
/**
 * The length of a string in UTF-8 bytes, as Go's len() sees the decoded JSON string: a lone
 * surrogate counts as U+FFFD (3 bytes). Allocates nothing; an ASCII string (most keys and
 * values) is its length, told by one regular-expression scan.
 */
export declare function utf8Length(value: string): number;
/**
 * The bytes of a map's keys and string values together, as Kubernetes totals annotations
 * (ValidateAnnotationsSize). Validators call it only when the map's length in UTF-16 units,
 * times 3 (the most bytes one unit takes), could pass their limit: rarely.
 */
export declare function mapUtf8Length(map: Readonly<Record<string, unknown>>): number;
/**
 * PEM-encoded certificates, as Kubernetes' certutil.NewPoolFromBytes reads them (the JWT
 * issuer's certificateAuthority): at least one CERTIFICATE block whose base64 body decodes and
 * holds a DER sequence. Other blocks are skipped; scanning stops at a block without its END line,
 * so the work is linear in the value's length.
 */
export declare function pemCertificates(value: string): string | undefined;
