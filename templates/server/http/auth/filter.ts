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
import { ApiError, failure, forbidden, internalError } from "../../apimachinery/status.js";
import { authenticator, type AuthenticationSettings } from "./authentication.js";
import { forbiddenMessage, type Authorizer } from "./authorizer.js";
import { requestInfoOf, type RequestAttributes } from "./request-info.js";
import type { UserInfo } from "./user.js";
import { peerCertificateOf } from "./x509.js";

export interface RequestSecurity {
  readonly authentication: AuthenticationSettings;
  readonly authorizer: Authorizer;
  /** Whether the server makes sure of its bootstrap RBAC policy at start-up (an RBAC authorizer is configured: bootstrap-reconcile.ts). */
  readonly bootstrapPolicy?: boolean;
}

const unauthorized = () => new ApiError(failure(401, "Unauthorized", "Unauthorized"));

/** What the filter found, on the request: its user (for handlers and audit). */
export const USERS: WeakMap<FastifyRequest, UserInfo> = new WeakMap();

const NOBODY: UserInfo = { name: "", groups: [] };

export function securityFilter(
  security: RequestSecurity | undefined,
  audit?: AuditLog,
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  if (security === undefined) {
    // Audit alone: every request is served, as the user nobody authenticated.
    return async (request) =>
      audit?.begin(request, { ...requestInfoOf(request.method, request.url), user: NOBODY });
  }
  const authenticate = authenticator(security.authentication);
  return async (request) => {
    const header = request.headers.authorization;
    const peer = peerCertificateOf(request.raw.socket);
    let user: UserInfo;
    try {
      user = await authenticate({
        path: request.url.split("?", 1)[0]!,
        ...(header !== undefined ? { authorization: header } : {}),
        ...(peer !== undefined ? { peer } : {}),
      });
    } catch {
      audit?.begin(request, { ...requestInfoOf(request.method, request.url), user: NOBODY });
      throw unauthorized();
    }
    USERS.set(request, user);
    const attributes: RequestAttributes = { ...requestInfoOf(request.method, request.url), user };
    audit?.begin(request, attributes);
    const answer = security.authorizer.authorize(attributes);
    const verdict = answer instanceof Promise ? await answer : answer;
    if (verdict.decision === "Allow") return;
    if (verdict.error !== undefined) throw internalError(verdict.error);
    const message =
      verdict.reason === ""
        ? forbiddenMessage(attributes)
        : `${forbiddenMessage(attributes)}: ${verdict.reason}`;
    const groupResource =
      !attributes.isResourceRequest || attributes.resource === ""
        ? ""
        : attributes.apiGroup === ""
          ? attributes.resource
          : `${attributes.resource}.${attributes.apiGroup}`;
    throw forbidden(groupResource, attributes.name, message);
  };
}
