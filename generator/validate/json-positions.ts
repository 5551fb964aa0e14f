/**
 * Where a value is in a JSON text, found by walking the text along a path (iteratively, so
 * that no nesting overflows the stack). The text is known to be well-formed.
 */

const isSpace = (c: number): boolean => c === 32 || c === 10 || c === 13 || c === 9;

function skipSpace(text: string, i: number): number {
  while (i < text.length && isSpace(text.charCodeAt(i))) i++;
  return i;
}

/** The index just past the string that starts at `i`. */
function stringEnd(text: string, i: number): number {
  for (let j = i + 1; j < text.length; j++) {
    const c = text.charCodeAt(j);
    if (c === 92) j++;
    else if (c === 34) return j + 1;
  }
  return text.length;
}

/** The index just past the value that starts at `i`. */
function valueEnd(text: string, i: number): number {
  const c = text.charCodeAt(i);
  if (c === 34) return stringEnd(text, i);
  if (c === 123 || c === 91) {
    let depth = 0;
    for (let j = i; j < text.length; j++) {
      const d = text.charCodeAt(j);
      if (d === 34) j = stringEnd(text, j) - 1;
      else if (d === 123 || d === 91) depth++;
      else if (d === 125 || d === 93) {
        depth--;
        if (depth === 0) return j + 1;
      }
    }
    return text.length;
  }
  let j = i;
  while (j < text.length && !/[,}\]\s]/.test(text[j]!)) j++;
  return j;
}

/** The offset of the value at `steps` (the last member of a repeated key), or of its deepest existing parent. */
export function jsonOffset(text: string, steps: readonly (string | number)[]): number {
  let at = skipSpace(text, 0);
  for (const step of steps) {
    const open = text.charCodeAt(at);
    let found = -1;
    let i = skipSpace(text, at + 1);
    let position = 0;
    while (i < text.length && text.charCodeAt(i) !== (open === 123 ? 125 : 93)) {
      if (open === 123) {
        const keyEnd = stringEnd(text, i);
        const key = JSON.parse(text.slice(i, keyEnd)) as string;
        i = skipSpace(text, skipSpace(text, keyEnd) + 1);
        if (key === String(step)) found = i;
      } else if (open === 91) {
        if (position++ === step) {
          found = i;
          break;
        }
      } else break;
      i = skipSpace(text, valueEnd(text, i));
      if (text.charCodeAt(i) === 44) i = skipSpace(text, i + 1);
    }
    if (found < 0) return at;
    at = found;
  }
  return at;
}

/** 1-based line and column of an offset. */
export function lineColumn(text: string, offset: number): { line: number; col: number } {
  let line = 1;
  let start = 0;
  for (let i = text.indexOf("\n"); i >= 0 && i < offset; i = text.indexOf("\n", i + 1)) {
    line++;
    start = i + 1;
  }
  return { line, col: offset - start + 1 };
}
