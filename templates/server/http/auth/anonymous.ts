/**
 * The anonymous authenticator (k8s.io/apiserver pkg/authentication/request/anonymous):
 * `system:anonymous` in `system:unauthenticated`, for every path or, with conditions, only for
 * the paths they name (AnonymousAuthConfig).
 */
import {
  ANONYMOUS,
  UNAUTHENTICATED,
  type Authenticator,
  type AuthRequest,
  type UserInfo,
} from "./user.js";

export interface AnonymousConfig {
  readonly enabled?: boolean;
  readonly conditions?: readonly { readonly path: string }[];
}

export function anonymousAuthenticator(config: AnonymousConfig): Authenticator {
  const paths = new Set((config.conditions ?? []).map((c) => c.path));
  return {
    authenticate(request: AuthRequest): UserInfo | undefined {
      if (paths.size > 0 && !paths.has(request.path)) return undefined;
      return { name: ANONYMOUS, groups: [UNAUTHENTICATED] };
    },
  };
}
