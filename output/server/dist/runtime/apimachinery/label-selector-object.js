// Copied by corespec from templates/server/apimachinery/label-selector-object.ts. DO NOT EDIT: change the template and run `npm run generate`.
/** metav1.LabelSelectorAsSelector's meaning: every label and expression holds; an empty or absent selector matches everything. */
export function selectsLabels(selector, labels) {
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
