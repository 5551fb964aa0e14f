// Copied by corespec from templates/server/http/auth/authorizer.ts. DO NOT EDIT: change the template and run `npm run generate`.
import { goQuote } from "../../../readers/go-quote.js";
import { MASTERS } from "./user.js";
export const NO_OPINION = {
  decision: "NoOpinion",
  reason: "",
};
export const privilegedGroups = {
  authorize: (a) =>
    a.user.groups.includes(MASTERS)
      ? {
          decision: "Allow",
          reason: "",
        }
      : NO_OPINION,
};
export const alwaysAllow = {
  authorize: () => ({
    decision: "Allow",
    reason: "",
  }),
};
export const alwaysDeny = {
  authorize: () => ({
    decision: "NoOpinion",
    reason: "Everything is forbidden.",
  }),
};
export function unionAuthorizer(authorizers) {
  return {
    // Synchronous while the authorizers answer synchronously (RBAC with a current index).
    authorize(attributes) {
      const reasons = [];
      const errors = [];
      const next = (from) => {
        for (let i = from; i < authorizers.length; i++) {
          const verdict = authorizers[i].authorize(attributes);
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
      const note = (verdict) => {
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
export function forbiddenMessage(a) {
  const user = goQuote(a.user.name);
  if (!a.isResourceRequest) return `User ${user} cannot ${a.verb} path ${goQuote(a.path)}`;
  const resource = a.subresource === "" ? a.resource : `${a.resource}/${a.subresource}`;
  const where =
    a.namespace === "" ? "at the cluster scope" : `in the namespace ${goQuote(a.namespace)}`;
  return `User ${user} cannot ${a.verb} resource ${goQuote(resource)} in API group ${goQuote(a.apiGroup)} ${where}`;
}
