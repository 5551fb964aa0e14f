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
export declare function listCollection(body: unknown): Collection | undefined;
/** A Table of a list's objects whose rows are made as they are encoded, one object at a time (toTable's answer, row by row). */
export declare function tableCollection(
  info: KindInfo,
  version: "v1" | "v1beta1",
  list: unknown,
  now?: number,
  include?: IncludeObject,
): Collection;
/**
 * The pieces of a collection's JSON: what comes before the first element, each element (with
 * the comma before it; a large one in pieces, json-pieces.ts), and what comes after the last
 * (streamingEncodeList and encodeItemsObjectIterator in collections.go, with JSON.stringify's
 * rules: a field whose value has no JSON is left out, an element without one is `null`).
 */
export declare function encodeCollection(
  collection: Collection,
  pretty: boolean,
): Generator<string, void, undefined>;
