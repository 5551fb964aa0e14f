/**
 * A metav1.LabelSelector as an object holds it (`matchLabels`, `matchExpressions`), for the
 * selectors written in objects: a webhook's namespaceSelector and objectSelector, a
 * ClusterRole's aggregationRule. Selectors written in a query (`?labelSelector=`) are
 * selectors.ts's.
 */

export interface LabelSelectorObject {
  readonly matchLabels?: Readonly<Record<string, string>>;
  readonly matchExpressions?: readonly {
    readonly key: string;
    readonly operator: string;
    readonly values?: readonly string[];
  }[];
}

/** metav1.LabelSelectorAsSelector's meaning: every label and expression holds; an empty or absent selector matches everything. */
export function selectsLabels(
  selector: LabelSelectorObject | undefined,
  labels: Readonly<Record<string, unknown>>,
): boolean {
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
