// Copied by corespec from templates/server/http/admission-hook.ts. DO NOT EDIT: change the template and run `npm run generate`.
import { USERS } from "./auth/filter.js";
import { requestInfoOf } from "./auth/request-info.js";
const OPERATIONS = {
  create: "CREATE",
  update: "UPDATE",
  patch: "UPDATE",
};
export function admissionHook(plugin) {
  return async (request) => {
    const info = requestInfoOf(request.method, request.url);
    const operation = OPERATIONS[info.verb];
    if (
      !info.isResourceRequest ||
      info.resource !== "events" ||
      info.subresource !== "" ||
      operation === undefined
    )
      return;
    let object;
    try {
      object = typeof request.body === "string" ? JSON.parse(request.body) : undefined;
    } catch {
      object = undefined;
    }
    plugin.validate({
      kind: "Event",
      operation,
      namespace: info.namespace,
      user: USERS.get(request)?.name ?? "",
      object,
    });
  };
}
