/**
 * The ClusterRoleBindings by subject and the ClusterRoles' rules by name, as the RBAC authorizer
 * reads them (rbac.ts). A binding's subjects: `User` by name, `Group` by name, `ServiceAccount`
 * as the user `system:serviceaccount:<namespace>:<name>` (pkg/registry/rbac/validation/rule.go
 * appliesToUser); other kinds apply to no one. A ClusterRole with an aggregationRule has, in
 * addition to its own rules, those of every other ClusterRole one of its selectors matches: what
 * Kubernetes' clusterrole-aggregation controller (pkg/controller/clusterroleaggregation) writes
 * into it, computed here instead (the stored object is not rewritten).
 */
import {
  selectsLabels,
  type LabelSelectorObject,
} from "../../apimachinery/label-selector-object.js";
import type { StoredObject } from "../../storage/storage.js";
import type { UserInfo } from "./user.js";
import type { Verdict } from "./authorizer.js";
import { goQuote } from "../../../readers/go-quote.js";

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
  /** The Allow this binding gives (made once). */
  readonly allow: Verdict;
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

function aggregate(
  roles: readonly StoredObject[],
  rules: Map<string, readonly PolicyRule[]>,
): void {
  for (const role of roles) {
    const selectors = (
      role.aggregationRule as
        | { clusterRoleSelectors?: (LabelSelectorObject | undefined)[] }
        | undefined
    )?.clusterRoleSelectors;
    if (!Array.isArray(selectors) || selectors.length === 0) continue;
    const name = str((role.metadata as { name?: unknown } | undefined)?.name);
    const combined = [...(rules.get(name) ?? [])];
    for (const other of roles) {
      const meta = other.metadata as
        | { name?: unknown; labels?: Record<string, string> }
        | undefined;
      if (other === role || !selectors.some((sel) => selectsLabels(sel, meta?.labels ?? {})))
        continue;
      for (const rule of (Array.isArray(other.rules) ? other.rules : []) as PolicyRule[])
        if (!combined.includes(rule)) combined.push(rule);
    }
    rules.set(name, combined);
  }
}

function add(map: Map<string, BindingRef[]>, key: string, ref: BindingRef): void {
  const list = map.get(key);
  if (list === undefined) map.set(key, [ref]);
  else if (!list.includes(ref)) list.push(ref);
}

export function rbacIndex(
  roles: readonly StoredObject[],
  bindings: readonly StoredObject[],
): RbacIndex {
  const rules = new Map<string, readonly PolicyRule[]>();
  for (const role of roles) {
    const name = str((role.metadata as { name?: unknown } | undefined)?.name);
    rules.set(name, Array.isArray(role.rules) ? (role.rules as PolicyRule[]) : []);
  }
  aggregate(roles, rules);
  const byUser = new Map<string, BindingRef[]>();
  const byGroup = new Map<string, BindingRef[]>();
  for (const binding of bindings) {
    const name = str((binding.metadata as { name?: unknown } | undefined)?.name);
    const roleName = str((binding.roleRef as { name?: unknown } | undefined)?.name);
    const ref: BindingRef = {
      name,
      roleName,
      allow: {
        decision: "Allow",
        reason: `RBAC: allowed by ClusterRoleBinding ${goQuote(name)} of ClusterRole ${goQuote(roleName)}`,
      },
    };
    const subjects = Array.isArray(binding.subjects) ? (binding.subjects as Subject[]) : [];
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
