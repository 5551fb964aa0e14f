// Copied by corespec from templates/server/http/list-stream.ts. DO NOT EDIT: change the template and run `npm run generate`.
import { tableRow, toTable } from "../apimachinery/table.js";
import { json, SPLIT_BYTES, whole } from "./json-pieces.js";
/**
 * A list as a Collection: a plain object with an own `items` array and no toJSON (the shape
 * collections.go's getListMeta requires of a list it streams); undefined for anything else,
 * which is encoded whole.
 */
export function listCollection(body) {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return undefined;
  const proto = Object.getPrototypeOf(body);
  if (proto !== Object.prototype && proto !== null) return undefined;
  const fields = body;
  if (typeof fields.toJSON === "function" || !Object.prototype.hasOwnProperty.call(fields, "items"))
    return undefined;
  const items = fields.items;
  return Array.isArray(items)
    ? {
        fields,
        key: "items",
        elements: items,
      }
    : undefined;
}
/** A Table of a list's objects whose rows are made as they are encoded, one object at a time (toTable's answer, row by row). */
export function tableCollection(info, version, list, now = Date.now(), include = "Metadata") {
  const { metadata, items } = list ?? {};
  return {
    fields: toTable(info, version, [], metadata ?? {}, now, include),
    key: "rows",
    elements: items ?? [],
    map: (object) => tableRow(info, version, object, now, include),
  };
}
/**
 * The pieces of a collection's JSON: what comes before the first element, each element (with
 * the comma before it; a large one in pieces, json-pieces.ts), and what comes after the last
 * (streamingEncodeList and encodeItemsObjectIterator in collections.go, with JSON.stringify's
 * rules: a field whose value has no JSON is left out, an element without one is `null`).
 */
export function* encodeCollection(collection, pretty) {
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
  const member = (name) => `${JSON.stringify(name)}${pretty ? ": " : ":"}`;
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
        const encoded = large ? json(element, pretty, 2) : whole(element, pretty, 2);
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
