import type { StoredObject } from "../../storage/storage.js";
import type { UserInfo } from "./user.js";
import type { Verdict } from "./authorizer.js";
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
export declare function rbacIndex(
  roles: readonly StoredObject[],
  bindings: readonly StoredObject[],
): RbacIndex;
