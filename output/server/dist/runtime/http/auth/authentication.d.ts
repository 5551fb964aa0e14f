/**
 * The authenticator of a request, built as pkg/kubeapiserver/authenticator/config.go builds it:
 * the server's own static tokens first (its loopback client's, token.ts), client certificates, then the JWT authenticators (union.New: the first that names a user
 * wins; an error of one is kept while the others are tried), every authenticated user added to
 * `system:authenticated` (group.NewAuthenticatedGroupAdder), and the anonymous authenticator
 * last only when nothing failed (union.NewFailOnError): a bad token or certificate is never
 * anonymous.
 */
import { type AnonymousConfig } from "./anonymous.js";
import type { JwtAuthenticatorConfig } from "./jwt-config.js";
import { type StaticToken } from "./token.js";
import { type AuthRequest, type UserInfo } from "./user.js";
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
export declare function authenticator(
  settings: AuthenticationSettings,
): (request: AuthRequest) => Promise<UserInfo>;
