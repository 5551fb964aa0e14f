// Copied by corespec from templates/server/http/auth/rbac-index.ts. DO NOT EDIT: change the template and run `npm run generate`.
const str = (value) => (typeof value === "string" ? value : "");
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
  const byUser = new Map();
  const byGroup = new Map();
  for (const binding of bindings) {
    const ref = {
      name: str(binding.metadata?.name),
      roleName: str(binding.roleRef?.name),
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
