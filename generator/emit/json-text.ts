/**
 * JSON text in exactly the layout prettier gives JSON (printWidth 100): objects expanded one
 * key per line, arrays on one line when they fit, else one item per line. Emitters build
 * JSON as objects and serialize them here, so the format stage has nothing left to do for
 * them; a test checks that prettier leaves every such file unchanged.
 */
import { PRINT_WIDTH } from "./print-width.js";

export function toJsonText(value: unknown): string {
  return `${print(value, 0, 0, false)}\n`;
}

/**
 * @param indent the indentation of the line the value starts on
 * @param column the column the value starts at
 * @param comma whether a comma follows the value on its line
 */
function print(value: unknown, indent: number, column: number, comma: boolean): string {
  if (Array.isArray(value)) return printArray(value, indent, column, comma);
  if (value !== null && typeof value === "object") return printObject(value as Record<string, unknown>, indent);
  return JSON.stringify(value) ?? "null";
}

function printObject(object: Record<string, unknown>, indent: number): string {
  const entries = Object.entries(object).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return "{}";
  const inner = " ".repeat(indent + 2);
  const lines = entries.map(([key, v], i) => {
    const head = `${inner}${JSON.stringify(key)}: `;
    const last = i === entries.length - 1;
    return `${head}${print(v, indent + 2, head.length, !last)}${last ? "" : ","}`;
  });
  return `{\n${lines.join("\n")}\n${" ".repeat(indent)}}`;
}

function printArray(items: readonly unknown[], indent: number, column: number, comma: boolean): string {
  if (items.length === 0) return "[]";
  if (canBeFlat(items) && !mustBreak(items)) {
    const text = flatText(items);
    if (column + width(text) + (comma ? 1 : 0) <= PRINT_WIDTH) return text;
  }
  const inner = " ".repeat(indent + 2);
  const lines = items.map((item, i) => {
    const last = i === items.length - 1;
    return `${inner}${print(item, indent + 2, inner.length, !last)}${last ? "" : ","}`;
  });
  return `[\n${lines.join("\n")}\n${" ".repeat(indent)}]`;
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
    (item) => item !== null && typeof item === "object" && Array.isArray(item) === firstIsArray && (Array.isArray(item) ? item.length : Object.keys(item).length) > 1,
  );
}

function flatText(value: unknown): string {
  return Array.isArray(value) ? `[${value.map(flatText).join(", ")}]` : (JSON.stringify(value) ?? "null");
}

function isEmpty(value: object): boolean {
  return Array.isArray(value) ? value.length === 0 : Object.keys(value).length === 0;
}

function width(text: string): number {
  return [...text].length;
}
