/** Tests of JSON values that generated validators and defaulters share. */
export type JsonObject = {
  [key: string]: unknown;
};
export declare function isObject(value: unknown): value is JsonObject;
/** An own property: inherited names (`toString`, `__proto__`) never count as fields. */
export declare function own(object: JsonObject, name: string): unknown;
/** Reads a dotted path of own properties; undefined when any step is missing or not an object. */
export declare function read(value: unknown, keys: readonly string[]): unknown;
/**
 * Every value at a path with `each` steps (`items[].name`): lists are walked at the steps
 * marked each.
 */
export declare function readAll(
  value: unknown,
  steps: readonly (readonly [string, boolean])[],
): unknown[];
/** A field is present: neither missing nor null. */
export declare function present(value: unknown): boolean;
/** A field holds something: present, and not the empty string (an unset Go string). */
export declare function filled(value: unknown): boolean;
/**
 * Whether a value counts as set, as Go sees a field: present and not null, and not the zero
 * value ("", 0, false, empty list or map) unless the field is a pointer. Objects of a named
 * type are set when present.
 */
export declare function isSet(value: unknown, pointer: boolean): boolean;
/**
 * The names whose flag is true, as Kubernetes lists the fields set in a bad value:
 * `{`nodeName`, `allNodes`}` (validateResourceSliceSpec's "multiple fields are set").
 */
export declare function setFieldList(set: Readonly<Record<string, boolean>>): string;
/** A map or list is empty. */
export declare function isEmpty(value: unknown): boolean;
/**
 * Structural equality of JSON values (key order does not matter). Walks with its own stack,
 * so hostile nesting depth cannot overflow the call stack, and compares each pair of objects
 * once, so shared subtrees cost nothing twice and cycles end.
 */
export declare function deepEqual(a: unknown, b: unknown): boolean;
/**
 * Whether a CEL text selects a field path such as `claims.email` (not `claims.email_verified`),
 * with a plain or an optional selection (`claims.?email`), as Kubernetes checks it.
 */
export declare function mentions(text: unknown, name: string): boolean;
/**
 * A value's identity for uniqueness: scalars as they are, objects and lists by content (object
 * keys in sorted order, so `{a, b}` and `{b, a}` are the same value).
 */
export declare function identity(value: unknown): unknown;
/**
 * The longest list generated code walks. Longer lists (only a sparse array can be that long:
 * a 3 MiB request holds some 1.5 million items at most) are reported by the validators and
 * skipped by the defaulters and unknown-field finders, so no input makes them loop for long.
 */
export declare const MAX_LIST_ITEMS: number;
/** A list's items to walk: none when it is longer than MAX_LIST_ITEMS. */
export declare function listItems(list: readonly unknown[]): readonly unknown[];
/**
 * How deep generated code descends into values of recursive types (a type that contains
 * itself); deeper data is reported as Invalid instead of overflowing the stack. JSON request
 * bodies may nest 10,000 levels (Go's decoder), but no valid object of these types nests
 * anywhere near 1,000.
 */
export declare const MAX_NESTING = 1000;
/** Enters one level of a recursive type; false past MAX_NESTING. Always paired with leave(). */
export declare function enter(): boolean;
export declare function leave(): void;
/** `default<Type>(value)`: a defaulted copy of a value; the input is never changed. */
export type Defaulter = <T>(value: T) => T;
/** The public defaulter of a type: a copy of a value with `setDefaults` applied to it (none: a plain copy). */
export declare function defaulter(setDefaults?: (value: unknown) => void): Defaulter;
/**
 * A deep copy of JSON data for the defaulters, total on any input: keys named `__proto__`
 * stay data, never prototypes; a value shared in the input (or a cycle) is copied once and
 * shared the same way in the copy, so time is linear in the number of objects; properties that
 * cannot be read (a throwing getter, a revoked Proxy) are left out. The copy never shares an
 * object with the input, at any depth.
 */
export declare function cloneJson<T>(value: T): T;
/** The number of characters (code points) of a string. */
export declare function charCount(text: string): number;
/** The identity of a map-list item: the values of its key fields, as one string. */
export declare function listKey(item: unknown, keys: readonly string[]): string | undefined;
/** The identity of an item by several string fields together, an unset one as "" (Go's zero value). */
export declare function tupleKey(item: unknown, keys: readonly string[]): string | undefined;
/** A string that starts with the prefix. */
export declare function hasPrefix(value: unknown, prefix: string): boolean;
/** A list holding the value. */
export declare function listHas(value: unknown, item: unknown): boolean;
/** A list with an item whose value at `keyPath` is one of `values`. */
export declare function hasItemWith(
  list: unknown,
  keyPath: readonly string[],
  values: readonly unknown[],
): boolean;
/** The number of items of a list or entries of a map; undefined for anything else. */
export declare function sizeOf(value: unknown): number | undefined;
/** A list with at least `n` items. */
export declare function hasAtLeast(value: unknown, n: number): boolean;
