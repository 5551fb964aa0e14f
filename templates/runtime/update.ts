/** The checks of updates that compare a field of the new object with the old one. */
import { child, invalid, type Collector } from "./errors.js";
import { deepEqual, own, type JsonObject } from "./values.js";

/** A field that may not change: an Invalid error with `detail` when `value`'s `key` differs from `old`'s. */
export function checkUnchanged(value: JsonObject, old: JsonObject, key: string, path: string, c: Collector, detail = "field is immutable"): void {
  const now = own(value, key);
  if (!deepEqual(now, own(old, key))) invalid(c, child(path, key), now, detail);
}
