// Copied by corespec from templates/server/apimachinery/selection.ts. DO NOT EDIT: change the template and run `npm run generate`.
import { matchesFields, parseFieldSelector, requiredFieldValue } from "./field-selectors.js";
import { matchesLabels, parseLabelSelector } from "./selectors.js";
import { inShard, parseShardSelector, ShardSelectorError } from "./shard-selector.js";
import { badRequest, invalid } from "./status.js";
function labelsOf(object) {
  const m = object.metadata;
  if (typeof m !== "object" || m === null) return void 0;
  const labels = m.labels;
  return typeof labels === "object" && labels !== null ? labels : void 0;
}
export function predicateOf(labels, fields) {
  const byLabels = labels !== void 0 && labels.requirements.length > 0 ? labels : void 0;
  const byFields = fields !== void 0 && fields.requirements.length > 0 ? fields : void 0;
  if (byLabels === void 0 && byFields === void 0) return void 0;
  return (object) => (byLabels === void 0 || matchesLabels(byLabels, labelsOf(object))) && (byFields === void 0 || matchesFields(byFields, object));
}
export function selectionOf(labelSelector, fieldSelector, selectableFields, shardSelector) {
  let labels;
  let fields;
  try {
    if (typeof labelSelector === "string" && labelSelector !== "") labels = parseLabelSelector(labelSelector);
    if (typeof fieldSelector === "string" && fieldSelector !== "") fields = parseFieldSelector(fieldSelector, ["metadata.name", "metadata.namespace", ...selectableFields]);
  } catch (error) {
    throw badRequest(error.message);
  }
  const select = withShard(predicateOf(labels, fields), shardSelector);
  const namespace = requiredFieldValue(fields, "metadata.namespace");
  return { ...select !== void 0 ? { select } : {}, ...namespace !== void 0 && namespace !== "" ? { namespace } : {} };
}
function withShard(select, shardSelector) {
  if (shardSelector === void 0) return select;
  let terms;
  try {
    terms = parseShardSelector(shardSelector);
  } catch (error) {
    if (!(error instanceof ShardSelectorError)) throw error;
    throw invalid("ListOptions", "meta.core.io", "", [{ type: "FieldValueInvalid", field: "shardSelector", badValue: shardSelector, detail: error.message }]);
  }
  return select === void 0 ? (object) => inShard(terms, object) : (object) => select(object) && inShard(terms, object);
}
