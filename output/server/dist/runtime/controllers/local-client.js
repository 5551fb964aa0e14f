// Copied by corespec from templates/server/controllers/local-client.ts. DO NOT EDIT: change the template and run `npm run generate`.
import { isApiError } from "../apimachinery/status.js";
const NEVER_ABORTED = new AbortController().signal;
/**
 * The User-Agent of the controllers' calls: writes without fieldManager are recorded in
 * managedFields under its product, as Kubernetes records kube-controller-manager's.
 */
export const CONTROLLER_MANAGER = "corespec-controller-manager";
/** A request context for an in-process call. */
export function localContext(init = {}) {
  return {
    userAgent: CONTROLLER_MANAGER,
    ...(init.namespace !== undefined ? { namespace: init.namespace } : {}),
    ...(init.name !== undefined ? { name: init.name } : {}),
    ...(init.subresource !== undefined ? { subresource: init.subresource } : {}),
    query: init.query ?? {},
    dryRun: false,
    warnings: [],
    signal: init.signal ?? NEVER_ABORTED,
  };
}
/** Whether an error is the API's answer with this HTTP code (404 NotFound, 409 Conflict, ...). */
export function isCode(error, code) {
  return isApiError(error) && error.code === code;
}
/** Resolves after `ms`, or at once when the signal aborts. */
export function sleep(ms, signal) {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener("abort", done, { once: true });
  });
}
