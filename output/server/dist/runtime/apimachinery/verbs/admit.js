// Copied by corespec from templates/server/apimachinery/verbs/admit.ts. DO NOT EDIT: change the template and run `npm run generate`.
/**
 * The admission webhooks' place in the verbs, as Kubernetes' handlers and generic store call
 * the admission chain: mutating webhooks on the object as sent (and defaulted), before the
 * strategy prepares and validates it; validating webhooks on the object as it will be
 * written, after its validation and before the write. A delete is admitted with the stored
 * object as oldObject.
 */
import { isObject } from "@corespec/api/runtime/values.js";
import { StoreError } from "../../storage/storage.js";
const OPTIONS_KINDS = {
  CREATE: "CreateOptions",
  UPDATE: "UpdateOptions",
  DELETE: "DeleteOptions",
};
function attributes(r, ctx, operation, object, old) {
  const { info } = r;
  const named = (object ?? old)?.metadata;
  const m = isObject(named) ? named : {};
  const fieldManager = ctx.query.fieldManager;
  const options = {
    kind: OPTIONS_KINDS[operation],
    apiVersion: "meta.core.io/v1",
    ...(ctx.dryRun ? { dryRun: ["All"] } : {}),
    ...(typeof fieldManager === "string" && operation !== "DELETE" ? { fieldManager } : {}),
  };
  const user = ctx.user;
  return {
    operation,
    group: info.group,
    version: info.version,
    kind: info.kind,
    resource: info.key.resource,
    subresource: ctx.subresource ?? "",
    namespaced: info.key.namespaced,
    name: typeof m.name === "string" ? m.name : (ctx.name ?? ""),
    namespace: info.key.namespaced
      ? (ctx.namespace ?? (typeof m.namespace === "string" ? m.namespace : ""))
      : "",
    object,
    oldObject: old,
    dryRun: ctx.dryRun,
    options,
    userInfo: {
      username: user?.name ?? "",
      ...(user?.uid !== undefined ? { uid: user.uid } : {}),
      groups: user?.groups ?? [],
      ...(user?.extra !== undefined ? { extra: user.extra } : {}),
    },
    warnings: ctx.warnings,
    ...(ctx.auditAnnotations !== undefined ? { auditAnnotations: ctx.auditAnnotations } : {}),
  };
}
/** Whether the request may be sent to an admission webhook (some is configured, static or served). */
export async function admitted(r, operation) {
  if (r.admission === undefined) return false;
  try {
    return await r.admission.applies(r.info.group, r.info.key.resource);
  } catch (error) {
    // The served configurations could not be read: the storage is down or still filling, and
    // the write would meet the same storage. It answers as the write itself would, never admitted
    // without the webhooks it may have.
    if (
      error instanceof StoreError &&
      (error.reason === "ServerTimeout" || error.reason === "TooManyRequests")
    )
      throw StoreError.unreachable(r.key, operation.toLowerCase());
    throw error;
  }
}
/** The object as the mutating webhooks leave it. */
export async function admitMutation(r, ctx, operation, object, old) {
  if (r.admission === undefined || !(await admitted(r, operation))) return object;
  return (await r.admission.mutate(attributes(r, ctx, operation, object, old ?? null))) ?? object;
}
/** The validating webhooks' verdict on the object (null for a delete) and the stored one. */
export async function admitValidation(r, ctx, operation, object, old) {
  if (r.admission === undefined || !(await admitted(r, operation))) return;
  const attrs = attributes(r, ctx, operation, object, old ?? null);
  // A delete goes through the mutating webhooks too; they have no object to patch.
  if (operation === "DELETE") await r.admission.mutate(attrs);
  await r.admission.validate(attrs);
}
