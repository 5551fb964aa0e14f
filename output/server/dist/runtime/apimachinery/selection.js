// Copied by corespec from templates/server/apimachinery/selection.ts. DO NOT EDIT: change the template and run `npm run generate`.
import { matchesFields, parseFieldSelector, requiredFieldValue } from "./field-selectors.js";
import { matchesLabels, parseLabelSelector } from "./selectors.js";
import { inShard, parseShardSelector, ShardSelectorError } from "./shard-selector.js";
import { badRequest, invalid } from "./status.js";
function labelsOf(object) {
  const m = object.metadata;
  if (typeof m !== "object" || m === null) return undefined;
  const labels = m.labels;
  return typeof labels === "object" && labels !== null ? labels : undefined;
}
/** The predicate of parsed selectors; undefined when they select everything. */
export function predicateOf(labels, fields) {
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
export function selectionOf(labelSelector, fieldSelector, selectableFields, shardSelector) {
  let labels;
  let fields;
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
    throw badRequest(error.message);
  }
  const select = withShard(predicateOf(labels, fields), shardSelector);
  const namespace = requiredFieldValue(fields, "metadata.namespace");
  return {
    ...(select !== undefined ? { select } : {}),
    ...(namespace !== undefined && namespace !== "" ? { namespace } : {}),
  };
}
/** `select`, and the shard selector's ranges when there is one. */
function withShard(select, shardSelector) {
  if (shardSelector === undefined) return select;
  let terms;
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
