// Copied by corespec from templates/server/apimachinery/selection.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * A request's label and field selectors as the storage layer takes them: one predicate over
 * objects, and the namespace a field selector pins (`metadata.namespace=x`), which narrows the
 * keys a store reads.
 */
import type { ObjectPredicate } from "../storage/storage.js";
import {
  matchesFields,
  parseFieldSelector,
  requiredFieldValue,
  type FieldSelector,
} from "./field-selectors.js";
import { matchesLabels, parseLabelSelector, type LabelSelector } from "./selectors.js";
import {
  inShard,
  parseShardSelector,
  ShardSelectorError,
  type ShardTerm,
} from "./shard-selector.js";
import { badRequest, invalid } from "./status.js";

export interface Selection {
  readonly select?: ObjectPredicate;
  /** The namespace every selected object is in, when a field selector says so. */
  readonly namespace?: string;
}

function labelsOf(object: { [key: string]: unknown }): { [key: string]: unknown } | undefined {
  const m = object.metadata;
  if (typeof m !== "object" || m === null) return undefined;
  const labels = (m as { labels?: unknown }).labels;
  return typeof labels === "object" && labels !== null
    ? (labels as { [key: string]: unknown })
    : undefined;
}

/** The predicate of parsed selectors; undefined when they select everything. */
export function predicateOf(
  labels: LabelSelector | undefined,
  fields: FieldSelector | undefined,
): ObjectPredicate | undefined {
  const byLabels = labels !== undefined && labels.requirements.length > 0 ? labels : undefined;
  const byFields = fields !== undefined && fields.requirements.length > 0 ? fields : undefined;
  if (byLabels === undefined && byFields === undefined) return undefined;
  return (object) =>
    (byLabels === undefined || matchesLabels(byLabels, labelsOf(object))) &&
    (byFields === undefined || matchesFields(byFields, object));
}

/**
 * The selection of `labelSelector` and `fieldSelector` query values (a field selector may name
 * `metadata.name`, `metadata.namespace` and the kind's selectable fields), and of a shard
 * selector when one applies. 400 when a selector does not parse; 422 for a shard selector,
 * naming the position of the problem.
 */
export function selectionOf(
  labelSelector: unknown,
  fieldSelector: unknown,
  selectableFields: readonly string[],
  shardSelector?: string,
): Selection {
  let labels: LabelSelector | undefined;
  let fields: FieldSelector | undefined;
  try {
    if (typeof labelSelector === "string" && labelSelector !== "")
      labels = parseLabelSelector(labelSelector);
    if (typeof fieldSelector === "string" && fieldSelector !== "")
      fields = parseFieldSelector(fieldSelector, [
        "metadata.name",
        "metadata.namespace",
        ...selectableFields,
      ]);
  } catch (error) {
    throw badRequest((error as Error).message);
  }
  const select = withShard(predicateOf(labels, fields), shardSelector);
  const namespace = requiredFieldValue(fields, "metadata.namespace");
  return {
    ...(select !== undefined ? { select } : {}),
    ...(namespace !== undefined && namespace !== "" ? { namespace } : {}),
  };
}

/** `select`, and the shard selector's ranges when there is one. */
function withShard(
  select: ObjectPredicate | undefined,
  shardSelector: string | undefined,
): ObjectPredicate | undefined {
  if (shardSelector === undefined) return select;
  let terms: ShardTerm[];
  try {
    terms = parseShardSelector(shardSelector);
  } catch (error) {
    if (!(error instanceof ShardSelectorError)) throw error;
    throw invalid("ListOptions", "meta.core.io", "", [
      {
        type: "FieldValueInvalid",
        field: "shardSelector",
        badValue: shardSelector,
        detail: error.message,
      },
    ]);
  }
  return select === undefined
    ? (object) => inShard(terms, object)
    : (object) => select(object) && inShard(terms, object);
}
