// Copied by corespec from templates/readers/go-quote.ts. DO NOT EDIT: change the template and run `npm run generate`.

/** Go's quoting of strings in messages, for texts that match Kubernetes' byte for byte. */

/** Go's %q of a string (as fmt quotes names in messages). */
export function goQuote(text: string): string {
  let out = '"';
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    if (ch === '"') out += '\\"';
    else if (ch === "\\") out += "\\\\";
    else if (c === 7) out += "\\a";
    else if (c === 8) out += "\\b";
    else if (c === 12) out += "\\f";
    else if (c === 10) out += "\\n";
    else if (c === 13) out += "\\r";
    else if (c === 9) out += "\\t";
    else if (c === 11) out += "\\v";
    else if (c < 0x20 || c === 0x7f) out += `\\x${c.toString(16).padStart(2, "0")}`;
    else if (c >= 0xd800 && c <= 0xdfff) out += "\\ufffd";
    else out += ch;
  }
  return `${out}"`;
}
