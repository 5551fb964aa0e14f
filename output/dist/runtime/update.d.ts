/** The checks of updates that compare a field of the new object with the old one. */
import { type Collector } from "./errors.js";
import { type JsonObject } from "./values.js";
/** A field that may not change: an error (Invalid, or Forbidden where Kubernetes says so) with `detail` when `value`'s `key` differs from `old`'s. */
export declare function checkUnchanged(
  value: JsonObject,
  old: JsonObject,
  key: string,
  path: string,
  c: Collector,
  detail?: string,
  type?: "Invalid" | "Forbidden",
): void;
/** The update check of a kind with nothing else that may not change: its kind. */
export declare function checkKindUnchanged(
  value: unknown,
  old: unknown,
  path: string,
  c: Collector,
): void;
