import type { PatchMeta } from "../patch/index.js";
import { type ManagedEntry } from "./entries.js";
type Json = {
  [key: string]: unknown;
};
/** Who writes and how, and what the kind's schema says of lists. */
export interface WriteContext {
  readonly manager: string;
  readonly apiVersion: string;
  readonly subresource?: "status";
  /** The kind has a status subresource: status and the rest are owned apart. */
  readonly statusSubresource: boolean;
  readonly meta: PatchMeta | undefined;
  readonly now?: () => Date;
}
/** The manager of a write without fieldManager: the User-Agent's product (before `/`), at most 128 characters. */
export declare function managerFromUserAgent(userAgent: string | undefined): string;
/**
 * The managedFields after a create, update or non-apply patch by `ctx.manager`: its Update
 * entry gains what the write added or changed, which the other entries lose.
 */
export declare function managedFieldsAfterUpdate(
  old: unknown,
  object: unknown,
  entries: ManagedEntry[],
  ctx: WriteContext,
): Json[] | undefined;
/**
 * An apply of `config` by `ctx.manager` to `live` (undefined when the object does not exist):
 * the merged object and its managedFields; throws the 409 of the conflicts unless `force`.
 */
export declare function applyConfiguration(
  live: Json | undefined,
  config: Json,
  entries: ManagedEntry[],
  ctx: WriteContext,
  force: boolean,
): {
  object: Json;
  managedFields: Json[] | undefined;
};
export {};
