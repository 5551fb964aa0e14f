// Copied by corespec from templates/server/http/auth/authorizer.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * Authorizers and their chain, as k8s.io/apiserver pkg/authorization/authorizer (interfaces.go)
 * and pkg/authorization/union (union.go): each says Allow, Deny or NoOpinion with a reason and
 * maybe an error; the chain stops at the first Allow or Deny, else answers NoOpinion with every
 * reason and error. `system:masters` is allowed everything before the chain
 * (authorizerfactory.NewPrivilegedGroups).
 */
import type { RequestAttributes } from "./request-info.js";
import { goQuote } from "../../../readers/go-quote.js";
import { MASTERS } from "./user.js";

export type Decision = "Allow" | "Deny" | "NoOpinion";

export interface Verdict {
  readonly decision: Decision;
  readonly reason: string;
  readonly error?: Error;
}

export interface Authorizer {
  authorize(attributes: RequestAttributes): Promise<Verdict> | Verdict;
}

export const NO_OPINION: Verdict = { decision: "NoOpinion", reason: "" };

export const privilegedGroups: Authorizer = {
  authorize: (a) =>
    a.user.groups.includes(MASTERS) ? { decision: "Allow", reason: "" } : NO_OPINION,
};

export const alwaysAllow: Authorizer = { authorize: () => ({ decision: "Allow", reason: "" }) };
export const alwaysDeny: Authorizer = {
  authorize: () => ({ decision: "NoOpinion", reason: "Everything is forbidden." }),
};

export function unionAuthorizer(authorizers: readonly Authorizer[]): Authorizer {
  return {
    // Synchronous while the authorizers answer synchronously (RBAC with a current index).
    authorize(attributes) {
      const reasons: string[] = [];
      const errors: string[] = [];
      const next = (from: number): Verdict | Promise<Verdict> => {
        for (let i = from; i < authorizers.length; i++) {
          const verdict = authorizers[i]!.authorize(attributes);
          if (verdict instanceof Promise)
            return verdict.then((v) => (v.decision !== "NoOpinion" ? v : (note(v), next(i + 1))));
          if (verdict.decision !== "NoOpinion") return verdict;
          note(verdict);
        }
        const error =
          errors.length === 0
            ? undefined
            : new Error(errors.length === 1 ? errors[0] : `[${errors.join(", ")}]`);
        return {
          decision: "NoOpinion",
          reason: reasons.join("\n"),
          ...(error !== undefined ? { error } : {}),
        };
      };
      const note = (verdict: Verdict) => {
        if (verdict.reason !== "") reasons.push(verdict.reason);
        if (verdict.error !== undefined) errors.push(verdict.error.message);
      };
      return next(0);
    },
  };
}

/**
 * The reason of a 403 (responsewriters.forbiddenMessage): `User "jane" cannot list resource
 * "leases" in API group "coordination.core.io" in the namespace "default"`.
 */
export function forbiddenMessage(a: RequestAttributes): string {
  const user = goQuote(a.user.name);
  if (!a.isResourceRequest) return `User ${user} cannot ${a.verb} path ${goQuote(a.path)}`;
  const resource = a.subresource === "" ? a.resource : `${a.resource}/${a.subresource}`;
  const where =
    a.namespace === "" ? "at the cluster scope" : `in the namespace ${goQuote(a.namespace)}`;
  return `User ${user} cannot ${a.verb} resource ${goQuote(resource)} in API group ${goQuote(a.apiGroup)} ${where}`;
}
