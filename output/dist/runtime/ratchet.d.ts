/**
 * Update validation that ratchets, as Kubernetes validates custom resources since 1.30
 * (KEP-4008, CRDValidationRatcheting; apiextensions-apiserver pkg/apiserver/schema/validation/
 * ratcheting.go): an error is dropped when the value it is about did not change from the stored
 * object, so a rule tightened after the object was stored does not refuse an update that leaves
 * the object's offending part alone; a changed value is checked in full.
 *
 * An error is about a value (its node): a field's own checks (type, format, pattern, enum,
 * limits) are about the field; a missing required field, a duplicate item, and a type's rules
 * (`RULE_NODE`, set by the generated validator) are about the object that holds them. The node
 * is found in the new and the old object the way Kubernetes correlates them: object fields and
 * map entries by key, the items of a `listType: map` list by their keys when the caller gives
 * the list types (`ListShapes`: the server passes its patch metadata), no other list item (an
 * atomic list or a set is checked in full once it changed; without list types, a map list
 * too, which is stricter than Kubernetes). Errors of what an update may not change are never dropped: they arise only from a
 * change.
 */
import { type ValidationResult } from "./errors.js";
/** Where the lists of a value are, and which are `listType: map` lists with their keys (the server's patch metadata has this shape). */
export interface ListShapes {
  readonly fields?: Readonly<Record<string, ListShapes>>;
  readonly items?: ListShapes;
  readonly values?: ListShapes;
  readonly listType?: "atomic" | "set" | "map";
  readonly listMapKeys?: readonly string[];
}
/** The errors of `result` about values that changed from `old` to `value`. */
export declare function ratchet(
  result: ValidationResult,
  value: unknown,
  old: unknown,
  lists?: ListShapes,
): ValidationResult;
