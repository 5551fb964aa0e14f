// Copied by corespec from templates/server/http/auth/filter.ts. DO NOT EDIT: change the template and run `npm run generate`.
import { ApiError, failure, forbidden, internalError } from "../../apimachinery/status.js";
import { authenticator } from "./authentication.js";
import { forbiddenMessage } from "./authorizer.js";
import { requestInfoOf } from "./request-info.js";
import { peerCertificateOf } from "./x509.js";
const unauthorized = () => new ApiError(failure(401, "Unauthorized", "Unauthorized"));
/** What the filter found, on the request: its user (for handlers and audit). */
export const USERS = new WeakMap();
const NOBODY = {
  name: "",
  groups: [],
};
export function securityFilter(security, audit) {
  if (security === undefined) {
    // Audit alone: every request is served, as the user nobody authenticated.
    return async (request) =>
      audit?.begin(request, {
        ...requestInfoOf(request.method, request.url),
        user: NOBODY,
      });
  }
  const authenticate = authenticator(security.authentication);
  return async (request) => {
    const header = request.headers.authorization;
    const peer = peerCertificateOf(request.raw.socket);
    let user;
    try {
      user = await authenticate({
        path: request.url.split("?", 1)[0],
        ...(header !== undefined ? { authorization: header } : {}),
        ...(peer !== undefined ? { peer } : {}),
      });
    } catch {
      audit?.begin(request, {
        ...requestInfoOf(request.method, request.url),
        user: NOBODY,
      });
      throw unauthorized();
    }
    USERS.set(request, user);
    const attributes = {
      ...requestInfoOf(request.method, request.url),
      user,
    };
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
