// Copied by corespec from templates/runtime/unique.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * Items of a list unique by a key (a spec's `unique` rule): Kubernetes' Duplicate for each
 * item whose key an earlier item has. Items without the key (or with an empty one) and items
 * with a repeatable key are not compared.
 */
import { child, duplicate, index, type Collector } from "./errors.js";
import { filled, identity, read, tupleKey } from "./values.js";

/** How the items of one list are keyed, as the spec says it. */
export interface UniqueBySpec {
  /** The list's path from the object holding it (`jwt`, `spec.pools`). */
  readonly list: string;
  /** The key's path inside an item; with neither `key` nor `keys`, the item itself, by content. */
  readonly key?: readonly string[];
  /** Several fields of an item together (an unset one counts as empty); the item is the duplicate. */
  readonly keys?: readonly string[];
  /** Key values that may occur several times (Kubernetes' repeatable authorizer types). */
  readonly repeatable?: readonly unknown[];
  /** Key values that count as another (`master` as `controlplane`). */
  readonly aliases?: Readonly<Record<string, string>>;
  /** String keys compared in lower case (values Kubernetes lower-cases before comparing). */
  readonly lowercase?: boolean;
}

/** A keying, built once per list at module level (one shape for all, so the checks stay fast). */
export class UniqueBy {
  readonly list: string;
  /** Appended to an item's path where the duplicate is reported (`.issuer.url`). */
  readonly suffix: string;
  readonly key: readonly string[] | undefined;
  readonly keys: readonly string[] | undefined;
  readonly repeatable: readonly unknown[] | undefined;
  readonly aliases: Readonly<Record<string, string>> | undefined;
  readonly lowercase: boolean;

  constructor(spec: UniqueBySpec) {
    this.list = spec.list;
    this.key = spec.key;
    this.keys = spec.keys;
    this.repeatable = spec.repeatable;
    this.aliases = spec.aliases;
    this.lowercase = spec.lowercase === true;
    this.suffix = spec.key ? `.${spec.key.join(".")}` : "";
  }

  /** The key an item is compared by, or undefined when it is not compared. */
  keyOf(item: unknown): unknown {
    let key: unknown = this.keys
      ? tupleKey(item, this.keys)
      : this.key
        ? read(item, this.key)
        : identity(item);
    if (this.lowercase && typeof key === "string") key = key.toLowerCase();
    if (this.aliases !== undefined && typeof key === "string" && Object.hasOwn(this.aliases, key))
      key = this.aliases[key];
    return !filled(key) || this.repeatable?.includes(key) ? undefined : key;
  }
}

export function uniqueBy(spec: UniqueBySpec): UniqueBy {
  return new UniqueBy(spec);
}

/**
 * Reports each duplicate of the list in the object at `path`: at `<list>[i].<key>` with its key,
 * or at `<list>[i]` with the item for several keys (the path is built only for a duplicate).
 */
export function checkUnique(c: Collector, items: unknown, path: string, by: UniqueBy): void {
  if (!Array.isArray(items)) return;
  const seen = new Set<unknown>();
  for (let i = 0; i < items.length; i++) {
    const key = by.keyOf(items[i]);
    if (key === undefined) continue;
    if (seen.has(key))
      duplicate(c, index(child(path, by.list), i) + by.suffix, by.keys ? items[i] : key);
    seen.add(key);
  }
}

/** Whether some item's key an earlier item has (for a rule that reports the whole list once). */
export function hasDuplicate(items: unknown, by: UniqueBy): boolean {
  if (!Array.isArray(items)) return false;
  const seen = new Set<unknown>();
  for (const item of items) {
    const key = by.keyOf(item);
    if (key === undefined) continue;
    if (seen.has(key)) return true;
    seen.add(key);
  }
  return false;
}
