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

/** A field is present: neither missing nor null. */
export function present(value: unknown): boolean {
  return value !== undefined && value !== null;
}

/** A field holds something: present, and not the empty string (an unset Go string). */
export function filled(value: unknown): boolean {
  return value !== undefined && value !== null && value !== "";
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

/**
 * The names whose flag is true, as Kubernetes lists the fields set in a bad value:
 * `{`nodeName`, `allNodes`}` (validateResourceSliceSpec's "multiple fields are set").
 */
export function setFieldList(set: Readonly<Record<string, boolean>>): string {
  return `{${Object.keys(set)
    .filter((name) => set[name])
    .map((name) => `\`${name}\``)
    .join(", ")}}`;
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
 * so hostile nesting depth cannot overflow the call stack, and compares each pair of objects
 * once, so shared subtrees cost nothing twice and cycles end.
 */
export function deepEqual(a: unknown, b: unknown): boolean {
  const stack: [unknown, unknown][] = [[a, b]];
  const compared = new Map<object, Set<object>>();
  while (stack.length) {
    const [x, y] = stack.pop()!;
    if (x === y) continue;
    if (typeof x !== "object" || typeof y !== "object" || x === null || y === null) return false;
    let pairs = compared.get(x);
    if (pairs?.has(y)) continue;
    if (!pairs) compared.set(x, (pairs = new Set()));
    pairs.add(y);
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
      isObject(v)
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, v[k]]),
          )
        : v,
    );
  } catch {
    return value;
  }
}

/**
 * The longest list generated code walks. Longer lists (only a sparse array can be that long:
 * a 3 MiB request holds some 1.5 million items at most) are reported by the validators and
 * skipped by the defaulters and unknown-field finders, so no input makes them loop for long.
 */
export const MAX_LIST_ITEMS: number = 1 << 24;

/** A list's items to walk: none when it is longer than MAX_LIST_ITEMS. */
export function listItems(list: readonly unknown[]): readonly unknown[] {
  return list.length <= MAX_LIST_ITEMS ? list : [];
}

/**
 * How deep generated code descends into values of recursive types (a type that contains
 * itself); deeper data is reported as Invalid instead of overflowing the stack. JSON request
 * bodies may nest 10,000 levels (Go's decoder), but no valid object of these types nests
 * anywhere near 1,000.
 */
export const MAX_NESTING = 1000;
let nesting = 0;

/** Enters one level of a recursive type; false past MAX_NESTING. Always paired with leave(). */
export function enter(): boolean {
  return ++nesting <= MAX_NESTING;
}

export function leave(): void {
  nesting--;
}

/** `default<Type>(value)`: a defaulted copy of a value; the input is never changed. */
export type Defaulter = <T>(value: T) => T;

/** The public defaulter of a type: a copy of a value with `setDefaults` applied to it (none: a plain copy). */
export function defaulter(setDefaults?: (value: unknown) => void): Defaulter {
  if (!setDefaults) return cloneJson;
  return (value) => {
    const copy = cloneJson(value);
    setDefaults(copy);
    return copy;
  };
}

/**
 * A deep copy of JSON data for the defaulters, total on any input: keys named `__proto__`
 * stay data, never prototypes; a value shared in the input (or a cycle) is copied once and
 * shared the same way in the copy, so time is linear in the number of objects; properties that
 * cannot be read (a throwing getter, a revoked Proxy) are left out. The copy never shares an
 * object with the input, at any depth.
 */
export function cloneJson<T>(value: T): T {
  if (value === null || typeof value !== "object") return value;
  const copies = new Map<object, unknown>();
  const copyOf = (source: object): unknown => {
    let copy = copies.get(source);
    if (copy === undefined) {
      copy = isArray(source) ? new Array<unknown>((source as unknown[]).length) : {};
      copies.set(source, copy);
      pending.push(source);
    }
    return copy;
  };
  const pending: object[] = [];
  const root = copyOf(value);
  while (pending.length) {
    const source = pending.pop()!;
    const target = copies.get(source) as JsonObject | unknown[];
    for (const k of ownKeys(source)) {
      let v: unknown;
      try {
        v = (source as JsonObject)[k];
      } catch {
        continue;
      }
      const c = v !== null && typeof v === "object" ? copyOf(v) : v;
      if (Array.isArray(target)) target[Number(k)] = c;
      else if (k === "__proto__")
        Object.defineProperty(target, k, {
          value: c,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      else target[k] = c;
    }
  }
  return root as T;
}

function isArray(value: object): boolean {
  try {
    return Array.isArray(value);
  } catch {
    return false;
  }
}

/** The own enumerable keys of an object (the indices of an array, holes left out); none when they cannot be read. */
function ownKeys(value: object): readonly string[] {
  try {
    if (Array.isArray(value) && value.length <= MAX_LIST_ITEMS) {
      const keys: string[] = [];
      for (let i = 0; i < value.length; i++) if (i in value) keys.push(String(i));
      return keys;
    }
    return Object.keys(value);
  } catch {
    return [];
  }
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

/** The identity of an item by several string fields together, an unset one as "" (Go's zero value). */
export function tupleKey(item: unknown, keys: readonly string[]): string | undefined {
  if (!isObject(item)) return undefined;
  return JSON.stringify(keys.map((k) => own(item, k) ?? ""));
}

/** A string that starts with the prefix. */
export function hasPrefix(value: unknown, prefix: string): boolean {
  return typeof value === "string" && value.startsWith(prefix);
}

/** A list holding the value. */
export function listHas(value: unknown, item: unknown): boolean {
  return Array.isArray(value) && value.includes(item);
}

/** A list with an item whose value at `keyPath` is one of `values`. */
export function hasItemWith(
  list: unknown,
  keyPath: readonly string[],
  values: readonly unknown[],
): boolean {
  return Array.isArray(list) && list.some((item) => values.includes(read(item, keyPath)));
}

/** The number of items of a list or entries of a map; undefined for anything else. */
export function sizeOf(value: unknown): number | undefined {
  if (Array.isArray(value)) return value.length;
  return isObject(value) ? Object.keys(value).length : undefined;
}

/** A list with at least `n` items. */
export function hasAtLeast(value: unknown, n: number): boolean {
  return Array.isArray(value) && value.length >= n;
}
