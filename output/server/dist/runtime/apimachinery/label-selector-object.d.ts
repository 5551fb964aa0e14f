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
export declare function selectsLabels(
  selector: LabelSelectorObject | undefined,
  labels: Readonly<Record<string, unknown>>,
): boolean;
