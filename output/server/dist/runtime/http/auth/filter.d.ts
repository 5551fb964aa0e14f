/**
 * The authentication and authorization filters of every request, as Kubernetes chains them
 * (staging/src/k8s.io/apiserver/pkg/endpoints/filters/authentication.go and authorization.go):
 * a request that no authenticator accepts answers 401 Unauthorized; then its attributes
 * (request-info.ts) go to the authorizer: Allow serves it, an error answers 500 InternalError,
 * anything else 403 Forbidden with Kubernetes' message. Runs before the body is read. The
 * audit log, when there is one, sees each request between authentication and authorization, as
 * Kubernetes' WithAudit sits between them (a failed authentication is audited with no user).
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AuditLog } from "../audit/log.js";
import { type AuthenticationSettings } from "./authentication.js";
import { type Authorizer } from "./authorizer.js";
import type { UserInfo } from "./user.js";
export interface RequestSecurity {
  readonly authentication: AuthenticationSettings;
  readonly authorizer: Authorizer;
  /** Whether the server makes sure of its bootstrap RBAC policy at start-up (an RBAC authorizer is configured: bootstrap-reconcile.ts). */
  readonly bootstrapPolicy?: boolean;
}
/** What the filter found, on the request: its user (for handlers and audit). */
export declare const USERS: WeakMap<FastifyRequest, UserInfo>;
export declare function securityFilter(
  security: RequestSecurity | undefined,
  audit?: AuditLog,
): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
