/**
 * The RBAC authorizer over the ClusterRoleBindings and ClusterRoles this server stores, as
 * plugin/pkg/auth/authorizer/rbac/rbac.go (RuleAllows) and pkg/registry/rbac/validation/rule.go
 * (VisitRulesFor, appliesToUser) decide: a binding applies to a user by name, by group, or as a
 * service account (`system:serviceaccount:<ns>:<name>`); its ClusterRole's rules allow by verb,
 * API group, resource (a `*` before a subresource matches it on any resource), resource name, or non-resource URL (a trailing
 * `*` matches any suffix). A binding whose roleRef does not resolve makes the answer an error
 * unless another rule allows (seed 000 §5): never an allow.
 *
 * The bindings are indexed by subject and rebuilt after a ClusterRole or ClusterRoleBinding
 * changed, as a watch of both tells (Kubernetes' authorizer reads them from informers); while no
 * watch runs, the index is rebuilt for every request. A request costs a few map lookups.
 */
import { goQuote } from "../../../readers/go-quote.js";
import type { ResourceKey, Storage, StoredObject, Watcher } from "../../storage/storage.js";
import { NO_OPINION, type Authorizer, type Verdict } from "./authorizer.js";
import type { RequestAttributes } from "./request-info.js";
import { rbacIndex, type RbacIndex, type PolicyRule } from "./rbac-index.js";

const GROUP = "rbac.authorization.core.io";
const ROLES: ResourceKey = {
  group: GROUP,
  version: "v1",
  resource: "clusterroles",
  namespaced: false,
};
const BINDINGS: ResourceKey = {
  group: GROUP,
  version: "v1",
  resource: "clusterrolebindings",
  namespaced: false,
};

const matches = (list: readonly string[] | undefined, value: string) =>
  list !== undefined && (list.includes("*") || list.includes(value));

function resourceMatches(rule: PolicyRule, combined: string, subresource: string): boolean {
  for (const r of rule.resources ?? []) {
    if (r === "*" || r === combined) return true;
    if (subresource !== "" && r === `*/${subresource}`) return true;
  }
  return false;
}

function nonResourceURLMatches(rule: PolicyRule, path: string): boolean {
  for (const url of rule.nonResourceURLs ?? []) {
    if (url === "*" || url === path) return true;
    if (url.endsWith("*") && path.startsWith(url.slice(0, -1))) return true;
  }
  return false;
}

/** rbac.go RuleAllows. */
export function ruleAllows(a: RequestAttributes, rule: PolicyRule): boolean {
  if (!matches(rule.verbs, a.verb)) return false;
  if (!a.isResourceRequest) return nonResourceURLMatches(rule, a.path);
  const combined = a.subresource === "" ? a.resource : `${a.resource}/${a.subresource}`;
  const names = rule.resourceNames ?? [];
  return (
    matches(rule.apiGroups, a.apiGroup) &&
    resourceMatches(rule, combined, a.subresource) &&
    (names.length === 0 || names.includes(a.name))
  );
}

export class RbacAuthorizer implements Authorizer {
  private index?: RbacIndex;
  /** Bumped by every change the watches see; the index is current when built at the latest. */
  private generation = 0;
  private builtGeneration = -1;
  private watching = 0;
  private watchers: Watcher[] = [];
  private building?: Promise<RbacIndex>;

  constructor(private readonly storage: Storage) {}

  authorize(a: RequestAttributes): Verdict | Promise<Verdict> {
    const index = this.current();
    return index instanceof Promise ? index.then((i) => this.decide(i, a)) : this.decide(index, a);
  }

  private decide(index: RbacIndex, a: RequestAttributes): Verdict {
    const errors: string[] = [];
    for (const binding of index.bindingsFor(a.user)) {
      const role = index.roles.get(binding.roleName);
      if (role === undefined) {
        errors.push(`clusterroles.${GROUP} ${goQuote(binding.roleName)} not found`);
        continue;
      }
      for (const rule of role) {
        if (ruleAllows(a, rule)) return binding.allow;
      }
    }
    if (errors.length === 0) return NO_OPINION;
    const message = `RBAC: ${errors.length === 1 ? errors[0] : `[${errors.join(", ")}]`}`;
    return { decision: "NoOpinion", reason: message, error: new Error(message) };
  }

  /** The index, without waiting when it is current. */
  private current(): RbacIndex | Promise<RbacIndex> {
    if (this.watching === 0) this.watch();
    if (this.index !== undefined && this.watching === 2 && this.builtGeneration === this.generation)
      return this.index;
    this.building ??= this.build().finally(() => (this.building = undefined));
    return this.building;
  }

  /** Watches both resources from now on; any event makes the index stale, an ended watch too. */
  private watch(): void {
    const ended = () => {
      for (const w of this.watchers.splice(0)) w.stop();
      this.watching = 0;
      this.generation++;
    };
    for (const key of [ROLES, BINDINGS]) {
      this.watching++;
      this.watchers.push(
        this.storage.watch(key, { sendInitialEvents: false }, () => this.generation++, ended),
      );
    }
  }

  private async build(): Promise<RbacIndex> {
    const generation = this.generation;
    const [roles, bindings] = await Promise.all([this.listAll(ROLES), this.listAll(BINDINGS)]);
    this.index = rbacIndex(roles, bindings);
    this.builtGeneration = generation;
    return this.index;
  }

  private async listAll(key: ResourceKey): Promise<StoredObject[]> {
    return (await this.storage.list(key, {})).items;
  }
}
