import type { Storage } from "../../storage/storage.js";
import { type Authorizer, type Verdict } from "./authorizer.js";
import type { RequestAttributes } from "./request-info.js";
import { type PolicyRule } from "./rbac-index.js";
/** rbac.go RuleAllows. */
export declare function ruleAllows(a: RequestAttributes, rule: PolicyRule): boolean;
export declare class RbacAuthorizer implements Authorizer {
  private readonly storage;
  private index?;
  private builtAt;
  private builtVersion;
  private building?;
  constructor(storage: Storage);
  authorize(a: RequestAttributes): Promise<Verdict>;
  private current;
  private build;
  private listAll;
}
