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
export declare function auditDecision(policy: AuditPolicy, a: RequestAttributes): AuditDecision;
export {};
