/**
 * The authenticator of a request, built as pkg/kubeapiserver/authenticator/config.go builds it:
 * the server's own static tokens first (its loopback client's, token.ts), client certificates, then the JWT authenticators (union.New: the first that names a user
 * wins; an error of one is kept while the others are tried), every authenticated user added to
 * `system:authenticated` (group.NewAuthenticatedGroupAdder), and the anonymous authenticator
 * last only when nothing failed (union.NewFailOnError): a bad token or certificate is never
 * anonymous.
 */
import { anonymousAuthenticator, type AnonymousConfig } from "./anonymous.js";
import type { JwtAuthenticatorConfig } from "./jwt-config.js";
import { jwtAuthenticator } from "./jwt.js";
import { tokenAuthenticator, type StaticToken } from "./token.js";
import {
  ANONYMOUS,
  AUTHENTICATED,
  type Authenticator,
  type AuthRequest,
  type UserInfo,
} from "./user.js";
import { x509Authenticator } from "./x509.js";

/** An AuthenticationConfiguration (apiserver.core.io), validated by the caller. */
export interface AuthenticationConfig {
  readonly jwt?: readonly JwtAuthenticatorConfig[];
  readonly anonymous?: AnonymousConfig;
}

export interface AuthenticationSettings {
  readonly config?: AuthenticationConfig;
  /** Whether client certificates authenticate (a client CA is configured). */
  readonly clientCertificates: boolean;
  /** Bearer tokens this server process knows (the controller manager's, minted by `corespec serve`). */
  readonly tokens?: readonly StaticToken[];
}

/** The request's user, or a thrown Error: 401. */
export function authenticator(
  settings: AuthenticationSettings,
): (request: AuthRequest) => Promise<UserInfo> {
  const chain: Authenticator[] = [];
  if (settings.tokens !== undefined && settings.tokens.length > 0)
    chain.push(tokenAuthenticator(settings.tokens));
  if (settings.clientCertificates) chain.push(x509Authenticator);
  const jwt = settings.config?.jwt ?? [];
  if (jwt.length > 0) chain.push(jwtAuthenticator(jwt));
  const anonymous =
    settings.config?.anonymous?.enabled === true
      ? anonymousAuthenticator(settings.config.anonymous)
      : undefined;
  // The same user object (a cached token's) gets the same authenticated user, not a copy per request.
  const withGroup = new WeakMap<UserInfo, UserInfo>();
  const authenticated = (user: UserInfo): UserInfo => {
    if (user.groups.includes(AUTHENTICATED)) return user;
    let added = withGroup.get(user);
    if (added === undefined)
      withGroup.set(user, (added = { ...user, groups: [...user.groups, AUTHENTICATED] }));
    return added;
  };
  return async (request) => {
    const errors: string[] = [];
    for (const each of chain) {
      try {
        const user = await each.authenticate(request);
        if (user !== undefined) return authenticated(user);
      } catch (error) {
        errors.push((error as Error).message);
      }
    }
    if (errors.length > 0) throw new Error(errors.join(", "));
    const user = anonymous?.authenticate(request) as UserInfo | undefined;
    if (user?.name === ANONYMOUS) return user;
    throw new Error("no credentials");
  };
}
