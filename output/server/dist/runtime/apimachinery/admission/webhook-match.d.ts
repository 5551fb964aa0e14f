/**
 * Whether a webhook is sent a request, before its match conditions: its rules (Kubernetes'
 * admission/plugin/webhook/predicates/rules Matcher: scope, operation, group, version, resource
 * and subresource, `*` and `*\/status` included), its namespaceSelector and its objectSelector
 * (predicates/namespace and predicates/object).
 */
import type {
  AdmissionAttributes,
  LabelSelectorObject,
  Webhook,
  WebhookRule,
} from "./webhook-types.js";
export declare function ruleMatches(rule: WebhookRule, attrs: AdmissionAttributes): boolean;
/** metav1.LabelSelectorAsSelector's meaning: every label and expression holds; empty matches everything. */
export declare function selects(
  selector: LabelSelectorObject | undefined,
  labels: Readonly<Record<string, unknown>>,
): boolean;
/**
 * The rules, then the selectors. corespec stores no Namespace objects: a namespaced object's
 * namespace has no labels (an empty namespaceSelector matches, a `matchLabels` one does not);
 * cluster-scoped objects are not filtered by it, as in Kubernetes. The objectSelector matches
 * when the object's or the old object's labels match.
 */
export declare function webhookMatches(hook: Webhook, attrs: AdmissionAttributes): boolean;
