// Copied by corespec from templates/server/http/audit/policy.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * Which level and stages an audit Policy (audit.core.io/v1) gives a request, as Kubernetes'
 * policy checker decides (staging/src/k8s.io/apiserver/pkg/audit/policy/checker.go): the first
 * rule whose users, userGroups, verbs, namespaces and resources (or nonResourceURLs) all match;
 * no rule: level None. The policy's omitStages and the rule's are both omitted.
 */
import type { RequestAttributes } from "../auth/request-info.js";

export type Level = "None" | "Metadata" | "Request" | "RequestResponse";
export type Stage = "RequestReceived" | "ResponseStarted" | "ResponseComplete" | "Panic";

interface GroupResources {
  readonly group?: string;
  readonly resources?: readonly string[];
  readonly resourceNames?: readonly string[];
}

interface PolicyRule {
  readonly level: Level;
  readonly users?: readonly string[];
  readonly userGroups?: readonly string[];
  readonly verbs?: readonly string[];
  readonly resources?: readonly GroupResources[];
  readonly namespaces?: readonly string[];
  readonly nonResourceURLs?: readonly string[];
  readonly omitStages?: readonly Stage[];
}

/** An audit Policy, validated by the caller (corespec serve validates it). */
export interface AuditPolicy {
  readonly rules: readonly PolicyRule[];
  readonly omitStages?: readonly Stage[];
}

export interface AuditDecision {
  readonly level: Level;
  readonly omitStages: ReadonlySet<Stage>;
}

const has = (list: readonly string[] | undefined, value: string) =>
  list !== undefined && list.includes(value);

function pathMatches(path: string, spec: string): boolean {
  return (
    spec === "*" ||
    spec === path ||
    (spec.endsWith("*") && path.startsWith(spec.replace(/\*+$/, "")))
  );
}

function resourceMatches(rule: PolicyRule, a: RequestAttributes): boolean {
  if (!a.isResourceRequest) return false;
  if ((rule.namespaces?.length ?? 0) > 0 && !has(rule.namespaces, a.namespace)) return false;
  if ((rule.resources?.length ?? 0) === 0) return true;
  const combined = a.subresource === "" ? a.resource : `${a.resource}/${a.subresource}`;
  for (const gr of rule.resources ?? []) {
    if ((gr.group ?? "") !== a.apiGroup) continue;
    if ((gr.resources?.length ?? 0) === 0) return true;
    for (const res of gr.resources ?? []) {
      if ((gr.resourceNames?.length ?? 0) > 0 && !has(gr.resourceNames, a.name)) continue;
      if (res === combined || res === "*") return true;
      if (a.subresource !== "" && res === `*/${a.subresource}`) return true;
      if (res.endsWith("/*") && a.resource === res.slice(0, -2)) return true;
    }
  }
  return false;
}

/** checker.go ruleMatches. */
function ruleMatches(rule: PolicyRule, a: RequestAttributes): boolean {
  if ((rule.users?.length ?? 0) > 0 && !has(rule.users, a.user.name)) return false;
  if ((rule.userGroups?.length ?? 0) > 0 && !a.user.groups.some((g) => has(rule.userGroups, g)))
    return false;
  if ((rule.verbs?.length ?? 0) > 0 && !has(rule.verbs, a.verb)) return false;
  if ((rule.namespaces?.length ?? 0) > 0 || (rule.resources?.length ?? 0) > 0)
    return resourceMatches(rule, a);
  if ((rule.nonResourceURLs?.length ?? 0) > 0)
    return (
      !a.isResourceRequest && (rule.nonResourceURLs ?? []).some((spec) => pathMatches(a.path, spec))
    );
  return true;
}

export function auditDecision(policy: AuditPolicy, a: RequestAttributes): AuditDecision {
  for (const rule of policy.rules) {
    if (ruleMatches(rule, a))
      return {
        level: rule.level,
        omitStages: new Set([...(policy.omitStages ?? []), ...(rule.omitStages ?? [])]),
      };
  }
  return { level: "None", omitStages: new Set() };
}
