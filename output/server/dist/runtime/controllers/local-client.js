// Copied by corespec from templates/server/controllers/local-client.ts. DO NOT EDIT: change the template and run `npm run generate`.
import { isApiError } from "../apimachinery/status.js";
const NEVER_ABORTED = new AbortController().signal;
export const CONTROLLER_MANAGER = "corespec-controller-manager";
export function localContext(init = {}) {
  return {
    userAgent: CONTROLLER_MANAGER,
    ...init.namespace !== void 0 ? { namespace: init.namespace } : {},
    ...init.name !== void 0 ? { name: init.name } : {},
    ...init.subresource !== void 0 ? { subresource: init.subresource } : {},
    query: init.query ?? {},
    dryRun: false,
    warnings: [],
    signal: init.signal ?? NEVER_ABORTED
  };
}
export function isCode(error, code) {
  return isApiError(error) && error.code === code;
}
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
