// Copied by corespec from templates/server/apimachinery/apply/index.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * Server-side apply and managedFields: what the handlers call (field-set.ts models the sets,
 * merge.ts merges an apply configuration, entries.ts reads and writes the entries,
 * managed-fields.ts keeps them, cap-managers.ts bounds the Update entries).
 */
import { apiVersion, type KindInfo } from "../kinds.js";
import { badRequest, invalid } from "../status.js";
import { cloneJson } from "@corespec/api/runtime/values.js";
import { depthOf, guardDepth, isObject, MAX_PATCH_DEPTH } from "../patch/values.js";
import {
  managedFieldsAfterUpdate,
  managerFromUserAgent,
  type WriteContext,
} from "./managed-fields.js";
import { startingEntries } from "./entries.js";

export {
  applyConfiguration,
  managedFieldsAfterUpdate,
  type WriteContext,
} from "./managed-fields.js";
export {
  liveEntries,
  startingEntries,
  MAX_MANAGED_FIELDS_ENTRIES,
  type ManagedEntry,
} from "./entries.js";
export { capUpdateManagers, DEFAULT_MAX_UPDATE_MANAGERS } from "./cap-managers.js";

type Json = { [key: string]: unknown };

/** The write context of a request: its field manager (fieldManager, else the User-Agent's product), the kind's apiVersion and list schema. */
export function writeContext(info: KindInfo, request: WriteRequest): WriteContext {
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
export function checkApplyConfiguration(body: unknown, info: KindInfo, name: string): Json {
  if (typeof body !== "object" || body === null || Array.isArray(body))
    throw badRequest("an apply configuration must be an object");
  const config = body as Json;
  const expected = apiVersion(info);
  if (config.apiVersion !== expected || config.kind !== info.kind) {
    throw badRequest(
      `the apply configuration must have apiVersion ${JSON.stringify(expected)} and kind ${JSON.stringify(info.kind)} (it has ${JSON.stringify(config.apiVersion ?? "")} and ${JSON.stringify(config.kind ?? "")})`,
    );
  }
  const metadata =
    typeof config.metadata === "object" && config.metadata !== null
      ? (config.metadata as Json)
      : {};
  if (metadata.name !== undefined && metadata.name !== name)
    throw badRequest(
      `the name of the object (${String(metadata.name)}) does not match the name on the URL (${name})`,
    );
  if (metadata.managedFields !== undefined && metadata.managedFields !== null)
    throw badRequest("metadata.managedFields must be nil");
  guardDepth(undefined, config);
  return config;
}

/** The managedFields an apply made (none: undefined). */
export type Applied = { readonly managedFields: readonly unknown[] | undefined };

/** What a write request tells the field manager. */
export interface WriteRequest {
  readonly query: Readonly<Record<string, unknown>>;
  readonly userAgent?: string;
  readonly subresource?: "status";
}

function metadataOf(object: unknown): Json | undefined {
  return isObject(object) && isObject(object.metadata) ? object.metadata : undefined;
}

/**
 * The managedFields of a create (`old` undefined) or an update by a request that is no apply,
 * as fieldmanager.go's Update makes them (decodeLiveOrNew, then the update's own entry and the
 * cap). Sent managedFields past the bounds answer 422 naming the field. Kubernetes runs the field
 * manager before the strategy validates (the update's transformers come before
 * rest.BeforeUpdate), so what is validated is what will be stored.
 */
export function updateManagedFields(
  info: KindInfo,
  request: WriteRequest,
  old: unknown,
  object: Json,
  name: string,
): Json[] | undefined {
  const entries = startingEntries(
    metadataOf(object)?.managedFields,
    metadataOf(old)?.managedFields,
    request.subresource,
  );
  if (!Array.isArray(entries)) throw invalid(info.kind, info.group, name, [entries]);
  return managedFieldsAfterUpdate(old, object, entries, writeContext(info, request));
}

/** Sets (or, for none, removes) an object's managedFields, as EncodeObjectManagedFields does. */
export function setManagedFields(
  metadata: Json,
  managedFields: readonly unknown[] | undefined,
): void {
  if (managedFields === undefined || managedFields.length === 0) delete metadata.managedFields;
  else metadata.managedFields = managedFields;
}

/**
 * The stored object a patch applies to: a copy, without managedFields nested past what the
 * field manager reads (stored before their depth was bounded), which would make every patch of
 * the object fail the patch depth guard. The field manager counts unreadable live managedFields
 * as none (emptyManagedFieldsOnErr), so the patch ends where it would have anyway.
 */
export function patchBase<T>(old: T): T {
  const copy = cloneJson(old);
  const metadata = metadataOf(copy);
  // An entry of a readable list nests at most MAX_PATCH_DEPTH - 2 levels (the list, the entry, its FieldsV1).
  if (
    metadata !== undefined &&
    metadata.managedFields !== undefined &&
    depthOf(metadata.managedFields) > MAX_PATCH_DEPTH - 2
  )
    delete metadata.managedFields;
  return copy;
}
