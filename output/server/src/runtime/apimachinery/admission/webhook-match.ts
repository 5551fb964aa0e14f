// Copied by corespec from templates/server/apimachinery/admission/webhook-match.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * Whether a webhook is sent a request, before its match conditions: its rules (Kubernetes'
 * admission/plugin/webhook/predicates/rules Matcher: scope, operation, group, version, resource
 * and subresource, `*` and `*\/status` included), its namespaceSelector and its objectSelector
 * (predicates/namespace and predicates/object). The admission configuration resources are sent
 * to none (rules.IsExemptAdmissionConfigurationResource).
 */
import { selectsLabels } from "../label-selector-object.js";
import { isExemptAdmissionConfigurationResource } from "./served-webhooks.js";
import type { AdmissionAttributes, Webhook, WebhookRule } from "./webhook-types.js";

const any = (values: readonly string[] | undefined, value: string): boolean =>
  (values ?? []).some((v) => v === "*" || v === value);

/** rules.Matcher: "res/sub" matches a resource and subresource, `*` either part. */
function resourceMatches(
  resources: readonly string[] | undefined,
  attrs: AdmissionAttributes,
): boolean {
  for (const entry of resources ?? []) {
    const slash = entry.indexOf("/");
    const res = slash < 0 ? entry : entry.slice(0, slash);
    const sub = slash < 0 ? "" : entry.slice(slash + 1);
    if ((res === "*" || res === attrs.resource) && (sub === "*" || sub === attrs.subresource))
      return true;
  }
  return false;
}

function scopeMatches(scope: string | undefined, attrs: AdmissionAttributes): boolean {
  if (scope === undefined || scope === "*") return true;
  return scope === "Namespaced" ? attrs.namespaced : !attrs.namespaced;
}

export function ruleMatches(rule: WebhookRule, attrs: AdmissionAttributes): boolean {
  return (
    scopeMatches(rule.scope, attrs) &&
    any(rule.operations, attrs.operation) &&
    any(rule.apiGroups, attrs.group) &&
    any(rule.apiVersions, attrs.version) &&
    resourceMatches(rule.resources, attrs)
  );
}

const labelsOf = (
  object: Record<string, unknown> | null,
): Readonly<Record<string, unknown>> | undefined => {
  const labels = (object?.metadata as { labels?: unknown } | undefined)?.labels;
  return object === null
    ? undefined
    : typeof labels === "object" && labels !== null
      ? (labels as Record<string, unknown>)
      : {};
};

/**
 * The rules, then the selectors. corespec stores no Namespace objects: a namespaced object's
 * namespace has no labels (an empty namespaceSelector matches, a `matchLabels` one does not);
 * cluster-scoped objects are not filtered by it, as in Kubernetes. The objectSelector matches
 * when the object's or the old object's labels match.
 */
export function webhookMatches(hook: Webhook, attrs: AdmissionAttributes): boolean {
  // Kubernetes' webhook.ShouldCallHook: never the admission configuration resources themselves.
  if (isExemptAdmissionConfigurationResource(attrs.group, attrs.resource)) return false;
  if (!(hook.rules ?? []).some((rule) => ruleMatches(rule, attrs))) return false;
  if (attrs.namespaced && !selectsLabels(hook.namespaceSelector, {})) return false;
  const labels = [labelsOf(attrs.object), labelsOf(attrs.oldObject)].filter((l) => l !== undefined);
  return labels.some((l) => selectsLabels(hook.objectSelector, l));
}
