// Copied by corespec from templates/server/http/warnings.ts. DO NOT EDIT: change the template and run `npm run generate`.
import { goQuote } from "../apimachinery/go-quote.js";
export const TRUNCATE_AT_TOTAL_RUNES = 4 * 1024;
export const TRUNCATE_ITEM_RUNES = 256;
export const MAX_WARNING_HEADER_BYTES = 8 * 1024;
const runes = (text) => Array.from(text);
function headerValue(text) {
  return Buffer.from(`299 - ${goQuote(text)}`, "utf8").toString("latin1");
}
export function warningHeaders(warnings) {
  const unique = [...new Set(warnings.filter((w) => w !== ""))];
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
  const headers = [];
  let bytes = 0;
  for (let i = 0; i < texts.length; i++) {
    const value = headerValue(texts[i]);
    if (bytes + value.length > MAX_WARNING_HEADER_BYTES - 64) {
      headers.push(headerValue(`${unique.length - i} more warnings were not sent: the response headers would be too large`));
      return headers;
    }
    bytes += value.length;
    headers.push(value);
  }
  if (texts.length < unique.length) headers.push(headerValue(`${unique.length - texts.length} more warnings were not sent: the warnings are too long`));
  return headers;
}
