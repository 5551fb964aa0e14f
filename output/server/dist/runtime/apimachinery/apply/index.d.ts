/**
 * Server-side apply and managedFields: what the handlers call (field-set.ts models the sets,
 * merge.ts merges an apply configuration, entries.ts reads and writes the entries,
 * managed-fields.ts keeps them, cap-managers.ts bounds the Update entries).
 */
import { type KindInfo } from "../kinds.js";
import { type WriteContext } from "./managed-fields.js";
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
type Json = {
  [key: string]: unknown;
};
/** The write context of a request: its field manager (fieldManager, else the User-Agent's product), the kind's apiVersion and list schema. */
export declare function writeContext(info: KindInfo, request: WriteRequest): WriteContext;
/**
 * An apply configuration, checked as Kubernetes checks it before applying: an object of the
 * route's apiVersion and kind, named as the URL names it, without managedFields.
 */
export declare function checkApplyConfiguration(body: unknown, info: KindInfo, name: string): Json;
/** The managedFields an apply made (none: undefined). */
export type Applied = {
  readonly managedFields: readonly unknown[] | undefined;
};
/** What a write request tells the field manager. */
export interface WriteRequest {
  readonly query: Readonly<Record<string, unknown>>;
  readonly userAgent?: string;
  readonly subresource?: "status";
}
/**
 * The managedFields of a create (`old` undefined) or an update by a request that is no apply,
 * as fieldmanager.go's Update makes them (decodeLiveOrNew, then the update's own entry and the
 * cap). Sent managedFields past the bounds answer 422 naming the field. Kubernetes runs the field
 * manager before the strategy validates (the update's transformers come before
 * rest.BeforeUpdate), so what is validated is what will be stored.
 */
export declare function updateManagedFields(
  info: KindInfo,
  request: WriteRequest,
  old: unknown,
  object: Json,
  name: string,
): Json[] | undefined;
/** Sets (or, for none, removes) an object's managedFields, as EncodeObjectManagedFields does. */
export declare function setManagedFields(
  metadata: Json,
  managedFields: readonly unknown[] | undefined,
): void;
/**
 * The stored object a patch applies to: a copy, without managedFields nested past what the
 * field manager reads (stored before their depth was bounded), which would make every patch of
 * the object fail the patch depth guard. The field manager counts unreadable live managedFields
 * as none (emptyManagedFieldsOnErr), so the patch ends where it would have anyway.
 */
export declare function patchBase<T>(old: T): T;
