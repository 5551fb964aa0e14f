/** Tests of JSON values that generated validators and defaulters share. */

export type JsonObject = { [key: string]: unknown };

export function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** An own property: inherited names (`toString`, `__proto__`) never count as fields. */
export function own(object: JsonObject, name: string): unknown {
  return Object.prototype.hasOwnProperty.call(object, name) ? object[name] : undefined;
}

/** Reads a dotted path of own properties; undefined when any step is missing or not an object. */
export function read(value: unknown, keys: readonly string[]): unknown {
  let current = value;
  for (const k of keys) {
    if (!isObject(current)) return undefined;
    current = own(current, k);
  }
  return current;
}

/**
 * Every value at a path with `each` steps (`items[].name`): lists are walked at the steps
 * marked each.
 */
export function readAll(value: unknown, steps: readonly (readonly [string, boolean])[]): unknown[] {
  let current: unknown[] = [value];
  for (const [k, each] of steps) {
    const next: unknown[] = [];
    for (const item of current) {
      if (!isObject(item)) continue;
      const v = own(item, k);
      if (v === undefined || v === null) continue;
      if (each) {
        if (Array.isArray(v)) next.push(...v);
      } else next.push(v);
    }
    current = next;
  }
  return current;
}

/**
 * Whether a value counts as set, as Go sees a field: present and not null, and not the zero
 * value ("", 0, false, empty list or map) unless the field is a pointer. Objects of a named
 * type are set when present.
 */
export function isSet(value: unknown, pointer: boolean): boolean {
  if (value === undefined || value === null) return false;
  if (pointer) return true;
  if (value === "" || value === 0 || value === false) return false;
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/** A map or list is empty. */
export function isEmpty(value: unknown): boolean {
  if (Array.isArray(value)) return value.length === 0;
  if (isObject(value)) {
    for (const k in value) if (Object.prototype.hasOwnProperty.call(value, k)) return false;
    return true;
  }
  return false;
}

/**
 * Structural equality of JSON values (key order does not matter). Walks with its own stack,
 * so hostile nesting depth cannot overflow the call stack.
 */
export function deepEqual(a: unknown, b: unknown): boolean {
  const stack: [unknown, unknown][] = [[a, b]];
  while (stack.length) {
    const [x, y] = stack.pop()!;
    if (x === y) continue;
    if (Array.isArray(x)) {
      if (!Array.isArray(y) || x.length !== y.length) return false;
      for (let i = 0; i < x.length; i++) stack.push([x[i], y[i]]);
      continue;
    }
    if (!isObject(x) || !isObject(y)) return false;
    const keys = Object.keys(x);
    if (keys.length !== Object.keys(y).length) return false;
    for (const k of keys) {
      if (!Object.prototype.hasOwnProperty.call(y, k)) return false;
      stack.push([x[k], y[k]]);
    }
  }
  return true;
}

const MENTION_PATTERNS = new Map<string, RegExp>();

/**
 * Whether a CEL text selects a field path such as `claims.email` (not `claims.email_verified`),
 * with a plain or an optional selection (`claims.?email`), as Kubernetes checks it.
 */
export function mentions(text: unknown, name: string): boolean {
  if (typeof text !== "string") return false;
  let pattern = MENTION_PATTERNS.get(name);
  if (!pattern) {
    const steps = name.split(".").map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
    pattern = new RegExp(`(^|[^A-Za-z0-9_.])${steps.join("\\.\\??")}(?![A-Za-z0-9_])`);
    MENTION_PATTERNS.set(name, pattern);
  }
  return pattern.test(text);
}

/**
 * A value's identity for uniqueness: scalars as they are, objects and lists by content (object
 * keys in sorted order, so `{a, b}` and `{b, a}` are the same value).
 */
export function identity(value: unknown): unknown {
  if (value === null || typeof value !== "object") return value;
  try {
    return JSON.stringify(value, (_key, v: unknown) =>
      isObject(v) ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, v[k]])) : v,
    );
  } catch {
    return value;
  }
}

/**
 * A deep copy of JSON data for the defaulters: keys named `__proto__` are kept as data, never
 * as prototypes, and the input is never shared with the copy.
 */
export function cloneJson<T>(value: T, depth = 0): T {
  // Past 512 levels the value is shared, not copied: no default is ever set that deep, and
  // hostile nesting cannot overflow the stack.
  if (depth > 512 || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((v) => cloneJson(v, depth + 1)) as T;
  const out: JsonObject = {};
  for (const k of Object.keys(value)) {
    const v = cloneJson((value as JsonObject)[k], depth + 1);
    if (k === "__proto__") Object.defineProperty(out, k, { value: v, enumerable: true, writable: true, configurable: true });
    else out[k] = v;
  }
  return out as T;
}

/** The number of characters (code points) of a string. */
export function charCount(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) i++;
    n++;
  }
  return n;
}

/** The identity of a map-list item: the values of its key fields, as one string. */
export function listKey(item: unknown, keys: readonly string[]): string | undefined {
  if (!isObject(item)) return undefined;
  const values = keys.map((k) => own(item, k) ?? null);
  // Keys are scalars; an object or list where a key belongs identifies nothing.
  if (values.some((v) => v !== null && typeof v === "object")) return undefined;
  if (keys.length === 1) return values[0] === null ? undefined : JSON.stringify(values[0]);
  return JSON.stringify(values);
}

/** A string that starts with the prefix. */
export function hasPrefix(value: unknown, prefix: string): boolean {
  return typeof value === "string" && value.startsWith(prefix);
}

/** A list with at least `n` items. */
export function hasAtLeast(value: unknown, n: number): boolean {
  return Array.isArray(value) && value.length >= n;
}
