/**
 * Server-side apply and managedFields: what the handlers call (field-set.ts models the sets,
 * merge.ts merges an apply configuration, managed-fields.ts keeps the entries).
 */
import { type KindInfo } from "../kinds.js";
import { type WriteContext } from "./managed-fields.js";
export {
  applyConfiguration,
  managedFieldsAfterUpdate,
  startingEntries,
  type ManagedEntry,
  type WriteContext,
} from "./managed-fields.js";
type Json = {
  [key: string]: unknown;
};
/** The write context of a request: its field manager (fieldManager, else the User-Agent's product), the kind's apiVersion and list schema. */
export declare function writeContext(
  info: KindInfo,
  request: {
    readonly query: Readonly<Record<string, unknown>>;
    readonly userAgent?: string;
    readonly subresource?: "status";
  },
): WriteContext;
/**
 * An apply configuration, checked as Kubernetes checks it before applying: an object of the
 * route's apiVersion and kind, named as the URL names it, without managedFields.
 */
export declare function checkApplyConfiguration(body: unknown, info: KindInfo, name: string): Json;
