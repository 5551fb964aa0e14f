/**
 * JSON text in exactly the layout prettier gives JSON (printWidth 100): objects expanded one
 * key per line, arrays on one line when they fit, else one item per line. Emitters build
 * JSON as objects and serialize them here, so the format stage has nothing left to do for
 * them; a test checks that prettier leaves every such file unchanged.
 */
import { PRINT_WIDTH } from "./print-width.js";

export function toJsonText(value: unknown): string {
  const out = new JsonWriter();
  out.value(value, 0, 0, false);
  out.parts.push("\n");
  return out.parts.join("");
}

/**
 * Collects the pieces of the text as it walks and joins them once (one flat string: comparing
 * it with the file on disk is then a plain scan; appending to one string instead was 10-15%
 * slower over a whole incremental run), with the indentation strings and quoted keys made once,
 * and the kept texts of shared parts added whole: the whole-API OpenAPI documents are megabytes.
 */
class JsonWriter {
  readonly parts: string[] = [];

  /**
   * @param indent the indentation of the line the value starts on
   * @param column the column the value starts at
   * @param comma whether a comma follows the value on its line
   */
  value(value: unknown, indent: number, column: number, comma: boolean): void {
    if (value === null || typeof value !== "object")
      this.parts.push(JSON.stringify(value) ?? "null");
    else if (Array.isArray(value)) this.array(value, indent, column, comma);
    else this.object(value as Record<string, unknown>, indent);
  }

  private object(object: Record<string, unknown>, indent: number): void {
    const kept = keptTexts.get(object);
    if (kept) {
      let text = kept.get(indent);
      if (text === undefined) {
        const part = new JsonWriter();
        part.members(object, indent);
        kept.set(indent, (text = part.parts.join("")));
      }
      this.parts.push(text);
    } else this.members(object, indent);
  }

  private members(object: Record<string, unknown>, indent: number): void {
    const keys = Object.keys(object);
    let last = keys.length - 1;
    while (last >= 0 && object[keys[last]!] === undefined) last--;
    if (last < 0) {
      this.parts.push("{}");
      return;
    }
    const inner = spaces(indent + 2);
    this.parts.push("{");
    for (let i = 0; i <= last; i++) {
      const item = object[keys[i]!];
      if (item === undefined) continue;
      const head = `${inner}${quoted(keys[i]!)}: `;
      this.parts.push(`\n${head}`);
      this.value(item, indent + 2, head.length, i !== last);
      if (i !== last) this.parts.push(",");
    }
    this.parts.push(`\n${spaces(indent)}}`);
  }

  private array(items: readonly unknown[], indent: number, column: number, comma: boolean): void {
    if (items.length === 0) {
      this.parts.push("[]");
      return;
    }
    if (canBeFlat(items) && !mustBreak(items)) {
      const text = flatText(items);
      if (column + width(text) + (comma ? 1 : 0) <= PRINT_WIDTH) {
        this.parts.push(text);
        return;
      }
    }
    const inner = spaces(indent + 2);
    this.parts.push("[");
    for (let i = 0; i < items.length; i++) {
      const last = i === items.length - 1;
      this.parts.push(`\n${inner}`);
      this.value(items[i], indent + 2, inner.length, !last);
      if (!last) this.parts.push(",");
    }
    this.parts.push(`\n${spaces(indent)}]`);
  }
}

/** The texts of the objects passed to `keepJsonText`, by indentation (an object's text depends on nothing else). */
const keptTexts = new WeakMap<object, Map<number, string>>();

/**
 * Keeps the text of `object` once written, for every document it is part of: for the parts a
 * memo hands over unchanged from run to run (the component schemas of the OpenAPI documents).
 * The object must not change afterwards.
 */
export function keepJsonText(object: object): void {
  if (!keptTexts.has(object)) keptTexts.set(object, new Map());
}

const indents: string[] = [];
const spaces = (n: number): string => (indents[n] ??= " ".repeat(n));

/** Keys as JSON strings; the API's field names repeat thousands of times. Bounded: a caller's keys can be anything. */
const QUOTED_KEYS = 4096;
const quotedKeys = new Map<string, string>();
function quoted(key: string): string {
  let text = quotedKeys.get(key);
  if (text === undefined) {
    if (quotedKeys.size >= QUOTED_KEYS) quotedKeys.clear();
    quotedKeys.set(key, (text = JSON.stringify(key)));
  }
  return text;
}

/** Non-empty objects always break (prettier keeps JSON objects expanded); arrays may not. */
function canBeFlat(value: unknown): boolean {
  if (Array.isArray(value)) return value.every(canBeFlat);
  return value === null || typeof value !== "object" || isEmpty(value);
}

/** Prettier breaks a list of two or more objects, or of arrays, that each hold more than one entry. */
function mustBreak(items: readonly unknown[]): boolean {
  if (items.length < 2) return false;
  const firstIsArray = Array.isArray(items[0]);
  return items.every(
    (item) =>
      item !== null &&
      typeof item === "object" &&
      Array.isArray(item) === firstIsArray &&
      (Array.isArray(item) ? item.length : Object.keys(item).length) > 1,
  );
}

function flatText(value: unknown): string {
  return Array.isArray(value)
    ? `[${value.map(flatText).join(", ")}]`
    : (JSON.stringify(value) ?? "null");
}

function isEmpty(value: object): boolean {
  return Array.isArray(value) ? value.length === 0 : Object.keys(value).length === 0;
}

/** The columns a text takes: its code points (a character outside the BMP is two UTF-16 units). */
function width(text: string): number {
  let n = text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) n--;
  }
  return n;
}
