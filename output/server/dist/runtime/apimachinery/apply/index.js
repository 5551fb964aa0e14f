// Copied by corespec from templates/server/apimachinery/apply/index.ts. DO NOT EDIT: change the template and run `npm run generate`.
import { apiVersion } from "../kinds.js";
import { badRequest } from "../status.js";
import { guardDepth } from "../patch/values.js";
import { managerFromUserAgent } from "./managed-fields.js";
export { applyConfiguration, managedFieldsAfterUpdate, startingEntries } from "./managed-fields.js";
export function writeContext(info, request) {
  const sent = request.query.fieldManager;
  return {
    manager: typeof sent === "string" && sent !== "" ? sent : managerFromUserAgent(request.userAgent),
    apiVersion: apiVersion(info),
    ...request.subresource !== void 0 ? { subresource: request.subresource } : {},
    statusSubresource: info.statusSubresource,
    meta: info.patchMeta
  };
}
export function checkApplyConfiguration(body, info, name) {
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw badRequest("an apply configuration must be an object");
  const config = body;
  const expected = apiVersion(info);
  if (config.apiVersion !== expected || config.kind !== info.kind) {
    throw badRequest(`the apply configuration must have apiVersion ${JSON.stringify(expected)} and kind ${JSON.stringify(info.kind)} (it has ${JSON.stringify(config.apiVersion ?? "")} and ${JSON.stringify(config.kind ?? "")})`);
  }
  const metadata = typeof config.metadata === "object" && config.metadata !== null ? config.metadata : {};
  if (metadata.name !== void 0 && metadata.name !== name) throw badRequest(`the name of the object (${String(metadata.name)}) does not match the name on the URL (${name})`);
  if (metadata.managedFields !== void 0 && metadata.managedFields !== null) throw badRequest("metadata.managedFields must be nil");
  guardDepth(void 0, config);
  return config;
}
