import type { Storage } from "../../storage/storage.js";
import { type Authorizer, type Verdict } from "./authorizer.js";
import type { RequestAttributes } from "./request-info.js";
import { type PolicyRule } from "./rbac-index.js";
/** rbac.go RuleAllows. */
export declare function ruleAllows(a: RequestAttributes, rule: PolicyRule): boolean;
export declare class RbacAuthorizer implements Authorizer {
  private readonly index;
  constructor(storage: Storage);
  authorize(a: RequestAttributes): Verdict | Promise<Verdict>;
  private decide;
}
