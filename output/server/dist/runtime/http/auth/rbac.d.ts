import type { Storage } from "../../storage/storage.js";
import { type Authorizer, type Verdict } from "./authorizer.js";
import type { RequestAttributes } from "./request-info.js";
import { type PolicyRule } from "./rbac-index.js";
/** rbac.go RuleAllows. */
export declare function ruleAllows(a: RequestAttributes, rule: PolicyRule): boolean;
export declare class RbacAuthorizer implements Authorizer {
  private readonly storage;
  private index?;
  /** Bumped by every change the watches see; the index is current when built at the latest. */
  private generation;
  private builtGeneration;
  private watching;
  private watchers;
  private building?;
  constructor(storage: Storage);
  authorize(a: RequestAttributes): Verdict | Promise<Verdict>;
  private decide;
  /** The index, without waiting when it is current. */
  private current;
  /** Watches both resources from now on; any event makes the index stale, an ended watch too. */
  private watch;
  private build;
  private listAll;
}
