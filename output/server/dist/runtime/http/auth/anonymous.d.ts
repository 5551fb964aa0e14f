/**
 * The anonymous authenticator (k8s.io/apiserver pkg/authentication/request/anonymous):
 * `system:anonymous` in `system:unauthenticated`, for every path or, with conditions, only for
 * the paths they name (AnonymousAuthConfig).
 */
import { type Authenticator } from "./user.js";
export interface AnonymousConfig {
  readonly enabled?: boolean;
  readonly conditions?: readonly {
    readonly path: string;
  }[];
}
export declare function anonymousAuthenticator(config: AnonymousConfig): Authenticator;
