/**
 * Authorizers and their chain, as k8s.io/apiserver pkg/authorization/authorizer (interfaces.go)
 * and pkg/authorization/union (union.go): each says Allow, Deny or NoOpinion with a reason and
 * maybe an error; the chain stops at the first Allow or Deny, else answers NoOpinion with every
 * reason and error. `system:masters` is allowed everything before the chain
 * (authorizerfactory.NewPrivilegedGroups).
 */
import type { RequestAttributes } from "./request-info.js";
export type Decision = "Allow" | "Deny" | "NoOpinion";
export interface Verdict {
  readonly decision: Decision;
  readonly reason: string;
  readonly error?: Error;
}
export interface Authorizer {
  authorize(attributes: RequestAttributes): Promise<Verdict> | Verdict;
}
export declare const NO_OPINION: Verdict;
export declare const privilegedGroups: Authorizer;
export declare const alwaysAllow: Authorizer;
export declare const alwaysDeny: Authorizer;
export declare function unionAuthorizer(authorizers: readonly Authorizer[]): Authorizer;
/**
 * The reason of a 403 (responsewriters.forbiddenMessage): `User "jane" cannot list resource
 * "leases" in API group "coordination.core.io" in the namespace "default"`.
 */
export declare function forbiddenMessage(a: RequestAttributes): string;
