import type { AdmissionAttributes, Webhook, WebhookRule } from "./webhook-types.js";
export declare function ruleMatches(rule: WebhookRule, attrs: AdmissionAttributes): boolean;
/**
 * The rules, then the selectors. corespec stores no Namespace objects: a namespaced object's
 * namespace has no labels (an empty namespaceSelector matches, a `matchLabels` one does not);
 * cluster-scoped objects are not filtered by it, as in Kubernetes. The objectSelector matches
 * when the object's or the old object's labels match.
 */
export declare function webhookMatches(hook: Webhook, attrs: AdmissionAttributes): boolean;
