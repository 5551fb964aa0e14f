/**
 * The ClusterRoleBindings by subject and the ClusterRoles' rules by name, as the RBAC authorizer
 * reads them (rbac.ts). A binding's subjects: `User` by name, `Group` by name, `ServiceAccount`
 * as the user `system:serviceaccount:<namespace>:<name>` (pkg/registry/rbac/validation/rule.go
 * appliesToUser); other kinds apply to no one.
 */
import type { StoredObject } from "../../storage/storage.js";
import type { UserInfo } from "./user.js";

export interface PolicyRule {
  readonly verbs?: readonly string[];
  readonly apiGroups?: readonly string[];
  readonly resources?: readonly string[];
  readonly resourceNames?: readonly string[];
  readonly nonResourceURLs?: readonly string[];
}

export interface BindingRef {
  readonly name: string;
  readonly roleName: string;
}

export interface RbacIndex {
  readonly roles: ReadonlyMap<string, readonly PolicyRule[]>;
  bindingsFor(user: UserInfo): BindingRef[];
}

interface Subject {
  readonly kind?: unknown;
  readonly name?: unknown;
  readonly namespace?: unknown;
}

const str = (value: unknown): string => (typeof value === "string" ? value : "");

function add(map: Map<string, BindingRef[]>, key: string, ref: BindingRef): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [ref]);
  else if (!list.includes(ref)) list.push(ref);
}

export function rbacIndex(roles: readonly StoredObject[], bindings: readonly StoredObject[]): RbacIndex {
  const rules = new Map<string, readonly PolicyRule[]>();
  for (const role of roles) {
    const name = str((role.metadata as { name?: unknown } | undefined)?.name);
    rules.set(name, Array.isArray(role.rules) ? (role.rules as PolicyRule[]) : []);
  }
  const byUser = new Map<string, BindingRef[]>();
  const byGroup = new Map<string, BindingRef[]>();
  for (const binding of bindings) {
    const ref: BindingRef = { name: str((binding.metadata as { name?: unknown } | undefined)?.name), roleName: str((binding.roleRef as { name?: unknown } | undefined)?.name) };
    const subjects = Array.isArray(binding.subjects) ? (binding.subjects as Subject[]) : [];
    for (const s of subjects) {
      if (s.kind === "User") add(byUser, str(s.name), ref);
      else if (s.kind === "Group") add(byGroup, str(s.name), ref);
      else if (s.kind === "ServiceAccount" && str(s.namespace) !== "") add(byUser, `system:serviceaccount:${str(s.namespace)}:${str(s.name)}`, ref);
    }
  }
  return {
    roles: rules,
    bindingsFor(user) {
      const found = [...(byUser.get(user.name) ?? [])];
      for (const group of user.groups) for (const ref of byGroup.get(group) ?? []) if (!found.includes(ref)) found.push(ref);
      return found;
    },
  };
}
