// Copied by corespec from templates/server/apimachinery/admission/webhook-match.ts. DO NOT EDIT: change the template and run `npm run generate`.
const any = (values, value) => (values ?? []).some((v) => v === "*" || v === value);
/** rules.Matcher: "res/sub" matches a resource and subresource, `*` either part. */
function resourceMatches(resources, attrs) {
  for (const entry of resources ?? []) {
    const slash = entry.indexOf("/");
    const res = slash < 0 ? entry : entry.slice(0, slash);
    const sub = slash < 0 ? "" : entry.slice(slash + 1);
    if ((res === "*" || res === attrs.resource) && (sub === "*" || sub === attrs.subresource))
      return true;
  }
  return false;
}
function scopeMatches(scope, attrs) {
  if (scope === undefined || scope === "*") return true;
  return scope === "Namespaced" ? attrs.namespaced : !attrs.namespaced;
}
export function ruleMatches(rule, attrs) {
  return (
    scopeMatches(rule.scope, attrs) &&
    any(rule.operations, attrs.operation) &&
    any(rule.apiGroups, attrs.group) &&
    any(rule.apiVersions, attrs.version) &&
    resourceMatches(rule.resources, attrs)
  );
}
/** metav1.LabelSelectorAsSelector's meaning: every label and expression holds; empty matches everything. */
export function selects(selector, labels) {
  for (const [key, value] of Object.entries(selector?.matchLabels ?? {}))
    if (labels[key] !== value) return false;
  for (const e of selector?.matchExpressions ?? []) {
    const has = Object.hasOwn(labels, e.key);
    const inValues = has && (e.values ?? []).includes(String(labels[e.key]));
    if (
      e.operator === "In"
        ? !inValues
        : e.operator === "NotIn"
          ? inValues
          : e.operator === "Exists"
            ? !has
            : e.operator === "DoesNotExist"
              ? has
              : true
    )
      return false;
  }
  return true;
}
const labelsOf = (object) => {
  const labels = object?.metadata?.labels;
  return object === null ? undefined : typeof labels === "object" && labels !== null ? labels : {};
};
/**
 * The rules, then the selectors. corespec stores no Namespace objects: a namespaced object's
 * namespace has no labels (an empty namespaceSelector matches, a `matchLabels` one does not);
 * cluster-scoped objects are not filtered by it, as in Kubernetes. The objectSelector matches
 * when the object's or the old object's labels match.
 */
export function webhookMatches(hook, attrs) {
  if (!(hook.rules ?? []).some((rule) => ruleMatches(rule, attrs))) return false;
  if (attrs.namespaced && !selects(hook.namespaceSelector, {})) return false;
  const labels = [labelsOf(attrs.object), labelsOf(attrs.oldObject)].filter((l) => l !== undefined);
  return labels.some((l) => selects(hook.objectSelector, l));
}
