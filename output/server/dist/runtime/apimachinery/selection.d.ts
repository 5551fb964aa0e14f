/**
 * A request's label and field selectors as the storage layer takes them: one predicate over
 * objects, and the namespace a field selector pins (`metadata.namespace=x`), which narrows the
 * keys a store reads.
 */
import type { ObjectPredicate } from "../storage/storage.js";
import { type FieldSelector } from "./field-selectors.js";
import { type LabelSelector } from "./selectors.js";
export interface Selection {
  readonly select?: ObjectPredicate;
  /** The namespace every selected object is in, when a field selector says so. */
  readonly namespace?: string;
}
/** The predicate of parsed selectors; undefined when they select everything. */
export declare function predicateOf(
  labels: LabelSelector | undefined,
  fields: FieldSelector | undefined,
): ObjectPredicate | undefined;
/**
 * The selection of `labelSelector` and `fieldSelector` query values (a field selector may name
 * `metadata.name`, `metadata.namespace` and the kind's selectable fields), and of a shard
 * selector when one applies. 400 when a selector does not parse; 422 for a shard selector,
 * naming the position of the problem.
 */
export declare function selectionOf(
  labelSelector: unknown,
  fieldSelector: unknown,
  selectableFields: readonly string[],
  shardSelector?: string,
): Selection;
