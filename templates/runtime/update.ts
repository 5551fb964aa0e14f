/** The checks of updates that compare a field of the new object with the old one. */
import { child, forbidden, invalid, type Collector } from "./errors.js";
import { deepEqual, isObject, own, type JsonObject } from "./values.js";

/** A field that may not change: an error (Invalid, or Forbidden where Kubernetes says so) with `detail` when `value`'s `key` differs from `old`'s. */
export function checkUnchanged(
  value: JsonObject,
  old: JsonObject,
  key: string,
  path: string,
  c: Collector,
  detail = "field is immutable",
  type: "Invalid" | "Forbidden" = "Invalid",
): void {
  const now = own(value, key);
  if (deepEqual(now, own(old, key))) return;
  if (type === "Forbidden") forbidden(c, child(path, key), detail);
  else invalid(c, child(path, key), now, detail);
}

/** The update check of a kind with nothing else that may not change: its kind. */
export function checkKindUnchanged(value: unknown, old: unknown, path: string, c: Collector): void {
  if (isObject(value) && isObject(old) && own(value, "kind") !== undefined)
    checkUnchanged(value, old, "kind", path, c);
}
