// Copied by corespec from templates/server/http/warnings.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * `Warning: 299 - "..."` response headers, bounded as Kubernetes bounds them
 * (k8s.io/apiserver/pkg/endpoints/filters/warning.go): duplicates are sent once; past 4,096
 * characters of warning text every warning is cut to 256 characters and no more are added.
 * corespec also bounds the bytes of the header lines, since Node's HTTP clients refuse a
 * response head over 16 KiB: warnings past that budget are replaced by one that counts them.
 */
import { goQuote } from "../../readers/go-quote.js";

/** Total characters of warning text before truncation starts (warning.go, truncateAtTotalRunes). */
export const TRUNCATE_AT_TOTAL_RUNES: number = 4 * 1024;
/** Characters of each warning once truncating (warning.go, truncateItemRunes). */
export const TRUNCATE_ITEM_RUNES: number = 256;
/** Bytes of all Warning header values; Node's clients refuse heads over 16 KiB (`--max-http-header-size`). */
export const MAX_WARNING_HEADER_BYTES: number = 8 * 1024;

const runes = (text: string): string[] => Array.from(text);

/** A header value as Node must be given it: the UTF-8 bytes of the text, one latin1 character each. */
function headerValue(text: string): string {
  return Buffer.from(`299 - ${goQuote(text)}`, "utf8").toString("latin1");
}

/** The Warning header values for the warnings of a request, in order. */
export function warningHeaders(warnings: readonly string[]): string[] {
  const unique = [...new Set(warnings.filter((w) => w !== ""))];
  // Kubernetes' recorder: whole warnings while their total fits, else every warning cut short
  // and none added once the total is reached.
  let total = 0;
  for (const w of unique) total += runes(w).length;
  let texts = unique;
  if (total > TRUNCATE_AT_TOTAL_RUNES) {
    texts = [];
    let written = 0;
    for (const w of unique) {
      if (written >= TRUNCATE_AT_TOTAL_RUNES) break;
      const cut = runes(w).slice(0, TRUNCATE_ITEM_RUNES);
      written += cut.length;
      texts.push(cut.join(""));
    }
  }
  const headers: string[] = [];
  let bytes = 0;
  for (let i = 0; i < texts.length; i++) {
    const value = headerValue(texts[i]!);
    // Room is kept for the summary line (under 64 bytes).
    if (bytes + value.length > MAX_WARNING_HEADER_BYTES - 64) {
      headers.push(
        headerValue(
          `${unique.length - i} more warnings were not sent: the response headers would be too large`,
        ),
      );
      return headers;
    }
    bytes += value.length;
    headers.push(value);
  }
  if (texts.length < unique.length)
    headers.push(
      headerValue(
        `${unique.length - texts.length} more warnings were not sent: the warnings are too long`,
      ),
    );
  return headers;
}
