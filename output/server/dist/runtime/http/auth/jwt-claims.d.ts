import type { JwtAuthenticatorConfig } from "./jwt-config.js";
import type { UserInfo } from "./user.js";
type Claims = Readonly<Record<string, unknown>>;
export declare class ClaimMapper {
  private readonly claimRules;
  private readonly username;
  private readonly usernameClaim?;
  private readonly groups?;
  private readonly uid?;
  private readonly extra;
  private readonly userRules;
  constructor(config: JwtAuthenticatorConfig);
  /** The user the verified claims name; throws when a rule fails or a mapping yields the wrong type. */
  userOf(claims: Claims): UserInfo;
}
export {};
