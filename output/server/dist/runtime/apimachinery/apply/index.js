// Copied by corespec from templates/server/apimachinery/apply/index.ts. DO NOT EDIT: change the template and run `npm run generate`.
/**
 * Server-side apply and managedFields: what the handlers call (field-set.ts models the sets,
 * merge.ts merges an apply configuration, managed-fields.ts keeps the entries).
 */
import { apiVersion } from "../kinds.js";
import { badRequest } from "../status.js";
import { guardDepth } from "../patch/values.js";
import { managerFromUserAgent } from "./managed-fields.js";
export { applyConfiguration, managedFieldsAfterUpdate, startingEntries } from "./managed-fields.js";
/** The write context of a request: its field manager (fieldManager, else the User-Agent's product), the kind's apiVersion and list schema. */
export function writeContext(info, request) {
  const sent = request.query.fieldManager;
  return {
    manager:
      typeof sent === "string" && sent !== "" ? sent : managerFromUserAgent(request.userAgent),
    apiVersion: apiVersion(info),
    ...(request.subresource !== undefined ? { subresource: request.subresource } : {}),
    statusSubresource: info.statusSubresource,
    meta: info.patchMeta,
  };
}
/**
 * An apply configuration, checked as Kubernetes checks it before applying: an object of the
 * route's apiVersion and kind, named as the URL names it, without managedFields.
 */
export function checkApplyConfiguration(body, info, name) {
  if (typeof body !== "object" || body === null || Array.isArray(body))
    throw badRequest("an apply configuration must be an object");
  const config = body;
  const expected = apiVersion(info);
  if (config.apiVersion !== expected || config.kind !== info.kind) {
    throw badRequest(
      `the apply configuration must have apiVersion ${JSON.stringify(expected)} and kind ${JSON.stringify(info.kind)} (it has ${JSON.stringify(config.apiVersion ?? "")} and ${JSON.stringify(config.kind ?? "")})`,
    );
  }
  const metadata =
    typeof config.metadata === "object" && config.metadata !== null ? config.metadata : {};
  if (metadata.name !== undefined && metadata.name !== name)
    throw badRequest(
      `the name of the object (${String(metadata.name)}) does not match the name on the URL (${name})`,
    );
  if (metadata.managedFields !== undefined && metadata.managedFields !== null)
    throw badRequest("metadata.managedFields must be nil");
  guardDepth(undefined, config);
  return config;
}
