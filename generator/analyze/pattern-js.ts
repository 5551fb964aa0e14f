/**
 * A spec pattern as a JavaScript RegExp literal's source with RE2's meaning, for the patterns
 * the validators test natively (its slashes escaped). The few escapes both read differently are spelled out: `.` (RE2:
 * any character but `\n`; JavaScript also stops at `\r`, U+2028 and U+2029), `\s` and `\S`
 * (RE2: `[\t\n\f\r ]`; JavaScript: every Unicode space). A class that holds `\S` has no such
 * spelling in a JavaScript class: such a pattern is left to the linear matcher (undefined).
 * (A class opening with `]`, `[]a]`, which the two read differently, JavaScript refuses with
 * the `u` flag.)
 */

const SPACE = "\\t\\n\\f\\r ";

/** The pattern with RE2's meaning in JavaScript's syntax, or undefined when a class cannot say it. */
export function nativeSource(pattern: string): string | undefined {
  let out = "";
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === "\\") {
      const e = pattern[i + 1] ?? "";
      i++;
      if (e === "s") out += inClass ? SPACE : `[${SPACE}]`;
      else if (e === "S") {
        if (inClass) return undefined;
        out += `[^${SPACE}]`;
      } else out += `\\${e}`;
      continue;
    }
    if (inClass) {
      if (c === "]") inClass = false;
      out += c === "/" ? "\\/" : c;
      continue;
    }
    if (c === "[") {
      inClass = true;
      out += c;
      if (pattern[i + 1] === "^") out += pattern[++i];
      continue;
    }
    // A slash is escaped: the source goes between the slashes of a literal.
    out += c === "." ? "[^\\n]" : c === "/" ? "\\/" : c;
  }
  return out;
}
