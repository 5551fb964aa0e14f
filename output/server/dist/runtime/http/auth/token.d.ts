import type { Authenticator, UserInfo } from "./user.js";
export interface StaticToken {
  readonly token: string;
  readonly user: UserInfo;
}
export declare function tokenAuthenticator(tokens: readonly StaticToken[]): Authenticator;
