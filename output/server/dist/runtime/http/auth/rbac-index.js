// Copied by corespec from templates/server/http/auth/rbac-index.ts. DO NOT EDIT: change the template and run `npm run generate`.
/**
 * The ClusterRoleBindings by subject and the ClusterRoles' rules by name, as the RBAC authorizer
 * reads them (rbac.ts). A binding's subjects: `User` by name, `Group` by name, `ServiceAccount`
 * as the user `system:serviceaccount:<namespace>:<name>` (pkg/registry/rbac/validation/rule.go
 * appliesToUser); other kinds apply to no one. A ClusterRole with an aggregationRule has, in
 * addition to its own rules, those of every other ClusterRole one of its selectors matches: what
 * Kubernetes' clusterrole-aggregation controller (pkg/controller/clusterroleaggregation) writes
 * into it, computed here instead (the stored object is not rewritten).
 */
import { selectsLabels } from "../../apimachinery/label-selector-object.js";
import { goQuote } from "../../../readers/go-quote.js";
const str = (value) => (typeof value === "string" ? value : "");
function aggregate(roles, rules) {
  for (const role of roles) {
    const selectors = role.aggregationRule?.clusterRoleSelectors;
    if (!Array.isArray(selectors) || selectors.length === 0) continue;
    const name = str(role.metadata?.name);
    const combined = [...(rules.get(name) ?? [])];
    for (const other of roles) {
      const meta = other.metadata;
      if (other === role || !selectors.some((sel) => selectsLabels(sel, meta?.labels ?? {})))
        continue;
      for (const rule of Array.isArray(other.rules) ? other.rules : [])
        if (!combined.includes(rule)) combined.push(rule);
    }
    rules.set(name, combined);
  }
}
function add(map, key, ref) {
  const list = map.get(key);
  if (list === undefined) map.set(key, [ref]);
  else if (!list.includes(ref)) list.push(ref);
}
export function rbacIndex(roles, bindings) {
  const rules = new Map();
  for (const role of roles) {
    const name = str(role.metadata?.name);
    rules.set(name, Array.isArray(role.rules) ? role.rules : []);
  }
  aggregate(roles, rules);
  const byUser = new Map();
  const byGroup = new Map();
  for (const binding of bindings) {
    const name = str(binding.metadata?.name);
    const roleName = str(binding.roleRef?.name);
    const ref = {
      name,
      roleName,
      allow: {
        decision: "Allow",
        reason: `RBAC: allowed by ClusterRoleBinding ${goQuote(name)} of ClusterRole ${goQuote(roleName)}`,
      },
    };
    const subjects = Array.isArray(binding.subjects) ? binding.subjects : [];
    for (const s of subjects) {
      if (s.kind === "User") add(byUser, str(s.name), ref);
      else if (s.kind === "Group") add(byGroup, str(s.name), ref);
      else if (s.kind === "ServiceAccount" && str(s.namespace) !== "")
        add(byUser, `system:serviceaccount:${str(s.namespace)}:${str(s.name)}`, ref);
    }
  }
  return {
    roles: rules,
    bindingsFor(user) {
      const found = [...(byUser.get(user.name) ?? [])];
      for (const group of user.groups)
        for (const ref of byGroup.get(group) ?? []) if (!found.includes(ref)) found.push(ref);
      return found;
    },
  };
}
