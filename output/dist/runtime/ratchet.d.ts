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
 * map entries by key; list items are not correlated (Kubernetes correlates only the items of
 * `listType: map` lists, by their keys; here such items count as changed, which is stricter),
 * so an error inside a list is dropped only when the list, or an object holding it, is
 * unchanged. Errors of what an update may not change are never dropped: they arise only from a
 * change.
 */
import { type ValidationResult } from "./errors.js";
/** The errors of `result` about values that changed from `old` to `value`. */
export declare function ratchet(
  result: ValidationResult,
  value: unknown,
  old: unknown,
): ValidationResult;
