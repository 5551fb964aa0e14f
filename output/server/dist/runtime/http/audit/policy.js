// Copied by corespec from templates/server/http/audit/policy.ts. DO NOT EDIT: change the template and run `npm run generate`.
const has = (list, value) => list !== undefined && list.includes(value);
function pathMatches(path, spec) {
  return (
    spec === "*" ||
    spec === path ||
    (spec.endsWith("*") && path.startsWith(spec.replace(/\*+$/, "")))
  );
}
function resourceMatches(rule, a) {
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
function ruleMatches(rule, a) {
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
export function auditDecision(policy, a) {
  for (const rule of policy.rules) {
    if (ruleMatches(rule, a))
      return {
        level: rule.level,
        omitStages: new Set([...(policy.omitStages ?? []), ...(rule.omitStages ?? [])]),
      };
  }
  return {
    level: "None",
    omitStages: new Set(),
  };
}
