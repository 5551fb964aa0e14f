// Copied by corespec from templates/server/http/list-stream.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * Collections (lists and Tables) encoded element by element, as the API server encodes lists
 * since Kubernetes 1.33 (KEP-5116, StreamingCollectionEncodingToJSON; apimachinery's
 * serializer/json/collections.go): the fields before the array, then each item as its own
 * JSON.stringify, then the rest. The pieces joined are exactly the bytes of JSON.stringify of
 * the whole answer (pretty: two-space indentation and a final newline, as respond.ts writes
 * it), in the answer's own key order, so that streaming changes no byte of any answer
 * (Kubernetes' TestFuzzCollection compares its streamed lists with the whole encoding; ours
 * is test/server-http/list-stream.test.ts).
 */
import type { KindInfo } from "../apimachinery/kinds.js";
import type { IncludeObject } from "../apimachinery/meta-views.js";
import { tableRow, toTable } from "../apimachinery/table.js";
import { json, SPLIT_BYTES, whole } from "./json-pieces.js";

/** An answer whose array field (a list's `items`, a Table's `rows`) is encoded element by element. */
export interface Collection {
  /** The answer's fields, in order; the value of `key` is not read (the elements are). */
  readonly fields: Readonly<Record<string, unknown>>;
  /** The array field: `items` or `rows`. */
  readonly key: string;
  readonly elements: readonly unknown[];
  /** What each element is encoded as (a Table's row of an object); the element itself when absent. */
  readonly map?: (element: unknown) => unknown;
}

/**
 * A list as a Collection: a plain object with an own `items` array and no toJSON (the shape
 * collections.go's getListMeta requires of a list it streams); undefined for anything else,
 * which is encoded whole.
 */
export function listCollection(body: unknown): Collection | undefined {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return undefined;
  const proto: unknown = Object.getPrototypeOf(body);
  if (proto !== Object.prototype && proto !== null) return undefined;
  const fields = body as Record<string, unknown>;
  if (typeof fields.toJSON === "function" || !Object.prototype.hasOwnProperty.call(fields, "items"))
    return undefined;
  const items = fields.items;
  return Array.isArray(items) ? { fields, key: "items", elements: items } : undefined;
}

/** A Table of a list's objects whose rows are made as they are encoded, one object at a time (toTable's answer, row by row). */
export function tableCollection(
  info: KindInfo,
  version: "v1" | "v1beta1",
  list: unknown,
  now: number = Date.now(),
  include: IncludeObject = "Metadata",
): Collection {
  const { metadata, items } = (list ?? {}) as {
    metadata?: Record<string, unknown>;
    items?: readonly Record<string, unknown>[];
  };
  return {
    fields: toTable(info, version, [], metadata ?? {}, now, include),
    key: "rows",
    elements: items ?? [],
    map: (object) => tableRow(info, version, object as Record<string, unknown>, now, include),
  };
}

/**
 * The pieces of a collection's JSON: what comes before the first element, each element (with
 * the comma before it; a large one in pieces, json-pieces.ts), and what comes after the last
 * (streamingEncodeList and encodeItemsObjectIterator in collections.go, with JSON.stringify's
 * rules: a field whose value has no JSON is left out, an element without one is `null`).
 */
export function* encodeCollection(
  collection: Collection,
  pretty: boolean,
): Generator<string, void, undefined> {
  const { fields, key, elements, map } = collection;
  const names = Object.keys(fields);
  if (!names.includes(key)) {
    const encoded = json(fields, pretty, 0);
    if (typeof encoded === "string") yield encoded;
    else if (encoded !== undefined) yield* encoded;
    if (pretty) yield "\n";
    return;
  }
  const separator = pretty ? ",\n  " : ",";
  const member = (name: string) => `${JSON.stringify(name)}${pretty ? ": " : ":"}`;
  let first = true;
  yield pretty ? "{\n  " : "{";
  for (const name of names) {
    if (name === key) {
      yield `${first ? "" : separator}${member(name)}[`;
      first = false;
      // Each element's size is estimated (json-pieces.ts) only while the last one was large: a
      // list's items are mostly alike, and small ones are cheaper stringified outright. A large
      // item after small ones is stringified whole, once, bounded by the object size limit.
      let large = true;
      for (let i = 0; i < elements.length; i++) {
        const element = map === undefined ? elements[i] : map(elements[i]);
        const encoded: string | Generator<string, void, undefined> | undefined = large
          ? json(element, pretty, 2)
          : whole(element, pretty, 2);
        large =
          typeof encoded === "object" || (encoded !== undefined && encoded.length > SPLIT_BYTES);
        const before = `${i > 0 ? "," : ""}${pretty ? "\n    " : ""}`;
        if (typeof encoded === "object") {
          yield before;
          yield* encoded;
        } else yield before + (encoded ?? "null");
      }
      yield elements.length > 0 && pretty ? "\n  ]" : "]";
      continue;
    }
    const encoded = json(fields[name], pretty, 1);
    if (encoded === undefined) continue;
    const before = `${first ? "" : separator}${member(name)}`;
    first = false;
    if (typeof encoded === "string") yield before + encoded;
    else {
      yield before;
      yield* encoded;
    }
  }
  yield pretty ? "\n}\n" : "}";
}
