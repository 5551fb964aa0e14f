/** Byte-level checks: Go `[]byte` fields (base64 in JSON) and UTF-8 lengths. */

/** 1 for each character of the standard base64 alphabet, by character code. */
const BASE64 = /* @__PURE__ */ (() => {
  const table = new Uint8Array(128);
  for (const c of "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
    table[c.charCodeAt(0)] = 1;
  return table;
})();

const PAD = 61; // '='
const LF = 10;
const CR = 13;

function corrupt(offset: number): string {
  return `illegal base64 data at input byte ${offset}`;
}

/**
 * Checks a Go `[]byte` field as encoding/json decodes it: base64.StdEncoding, the standard
 * alphabet with `=` padding required, line breaks (`\r`, `\n`) ignored, and non-zero trailing
 * bits tolerated (StdEncoding is not Strict). Returns undefined when valid, else Go's error
 * text (`illegal base64 data at input byte N`).
 */
export function base64(value: string): string | undefined {
  const n = value.length;
  let si = 0;
  for (;;) {
    // One quantum of 4 characters, as Go's decodeQuantum reads it.
    for (let j = 0; j < 4; j++) {
      if (si === n) {
        if (j === 0) return undefined;
        return corrupt(si - j);
      }
      const c = value.charCodeAt(si++);
      if (c < 128 && BASE64[c] === 1) continue;
      if (c === LF || c === CR) {
        j--;
        continue;
      }
      // Every character before this one is ASCII, so the index is the byte offset.
      if (c !== PAD) return corrupt(si - 1);
      // Padding: it ends the input.
      if (j < 2) return corrupt(si - 1);
      if (j === 2) {
        while (si < n && (value.charCodeAt(si) === LF || value.charCodeAt(si) === CR)) si++;
        if (si === n) return corrupt(n);
        if (value.charCodeAt(si) !== PAD) return corrupt(si - 1);
        si++;
      }
      while (si < n && (value.charCodeAt(si) === LF || value.charCodeAt(si) === CR)) si++;
      return si < n ? corrupt(si) : undefined;
    }
  }
}

const NON_ASCII = /[^\x00-\x7f]/;

/**
 * The length of a string in UTF-8 bytes, as Go's len() sees the decoded JSON string: a lone
 * surrogate counts as U+FFFD (3 bytes). Allocates nothing; an ASCII string (most keys and
 * values) is its length, told by one regular-expression scan.
 */
export function utf8Length(value: string): number {
  if (!NON_ASCII.test(value)) return value.length;
  const n = value.length;
  let bytes = n;
  for (let i = 0; i < n; i++) {
    const c = value.charCodeAt(i);
    if (c < 0x80) continue;
    if (c < 0x800) {
      bytes += 1;
    } else if (c >= 0xd800 && c <= 0xdbff && i + 1 < n) {
      const d = value.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        // A surrogate pair: 2 UTF-16 units, 4 bytes.
        bytes += 2;
        i++;
      } else {
        bytes += 2;
      }
    } else {
      bytes += 2;
    }
  }
  return bytes;
}

/**
 * The bytes of a map's keys and string values together, as Kubernetes totals annotations
 * (ValidateAnnotationsSize). Validators call it only when the map's length in UTF-16 units,
 * times 3 (the most bytes one unit takes), could pass their limit: rarely.
 */
export function mapUtf8Length(map: Readonly<Record<string, unknown>>): number {
  let bytes = 0;
  for (const key of Object.keys(map)) {
    const value = map[key];
    bytes += utf8Length(key) + (typeof value === "string" ? utf8Length(value) : 0);
  }
  return bytes;
}

/**
 * PEM-encoded certificates, as Kubernetes' certutil.NewPoolFromBytes reads them (the JWT
 * issuer's certificateAuthority): at least one CERTIFICATE block whose base64 body decodes and
 * holds a DER sequence. Other blocks are skipped; scanning stops at a block without its END line,
 * so the work is linear in the value's length.
 */
export function pemCertificates(value: string): string | undefined {
  let found = 0;
  for (let at = value.indexOf("-----BEGIN "); at >= 0; at = value.indexOf("-----BEGIN ", at)) {
    const typeEnd = value.indexOf("-----", at + 11);
    if (typeEnd < 0) break;
    const type = value.slice(at + 11, typeEnd);
    const endLine = `-----END ${type}-----`;
    const end = value.indexOf(endLine, typeEnd + 5);
    if (end < 0) break;
    at = end + endLine.length;
    if (type !== "CERTIFICATE") continue;
    const body = value.slice(typeEnd + 5, end).trim();
    if (base64(body) !== undefined) continue;
    // A DER certificate is a SEQUENCE (0x30), which base64 writes as a leading "M".
    if (!body.startsWith("M")) return "x509: malformed certificate";
    found++;
  }
  return found > 0 ? undefined : "data does not contain any valid RSA or ECDSA certificates";
}
