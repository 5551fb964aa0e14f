import { type KindInfo, type ValidationOptions } from "./kinds.js";
import { type Status } from "./status.js";
import { FeatureGates } from "./feature-gates.js";
import { type DeletionOptions } from "./deletion.js";
import { type Storage } from "../storage/storage.js";
/** What a handler knows of the request. */
export interface RequestContext {
  readonly namespace?: string;
  readonly name?: string;
  /** The checked query parameters. */
  readonly query: Readonly<Record<string, string | number | boolean | undefined>>;
  /** `dryRun=All`: answer as if the change were made, persist nothing. */
  readonly dryRun: boolean;
  /** Warnings for the client, sent as `Warning: 299 - "..."` headers. */
  readonly warnings: string[];
  /** Aborted when the client goes away (watches). */
  readonly signal: AbortSignal;
  /** Set by a replace that created the object (a PUT of a missing object, for kinds that allow it): the answer is 201. */
  created?: boolean;
  /** The status subresource: reads answer the object, writes change only its status. */
  readonly subresource?: "status";
  /** Set by a delete that marked the object and was asked for cascading deletion (orphanDependents: false): the answer is 202. */
  accepted?: boolean;
  /** The User-Agent: its product names the field manager of writes without fieldManager. */
  readonly userAgent?: string;
}
/** Where a watch's events go (the HTTP stream). */
export interface WatchSink {
  /**
   * Sends an event. false: the client has enough waiting to be written; hold further events
   * until the listener given to onDrain runs (an event sent meanwhile is still written).
   */
  send(event: {
    type: "ADDED" | "MODIFIED" | "DELETED" | "BOOKMARK" | "ERROR";
    object: unknown;
  }): boolean;
  /** Calls `listener` whenever the client has taken what was waiting. */
  onDrain(listener: () => void): void;
  close(): void;
}
export interface PatchRequest {
  readonly contentType: string;
  readonly body: unknown;
}
/** Everything a resource serves. T is the kind, L its list kind. */
export interface ResourceHandlers<T, L> {
  create(ctx: RequestContext, body: T): Promise<T>;
  read(ctx: RequestContext): Promise<T>;
  replace(ctx: RequestContext, body: T): Promise<T>;
  patch(ctx: RequestContext, patch: PatchRequest): Promise<T>;
  delete(ctx: RequestContext, options: DeleteOptionsBody): Promise<T | Status>;
  /** The list of the objects deleted (as the generic store's DeleteCollection answers). */
  deleteCollection(ctx: RequestContext, options: DeleteOptionsBody): Promise<L>;
  list(ctx: RequestContext): Promise<L>;
  watch(ctx: RequestContext, sink: WatchSink): Promise<void>;
}
export interface DeleteOptionsBody extends DeletionOptions {
  readonly preconditions?: {
    readonly uid?: string;
    readonly resourceVersion?: string;
  };
  readonly [key: string]: unknown;
}
/**
 * `fieldValidation` (the request's mode, Warn when unset): Strict fails with a 400 listing
 * every problem (`unknown field "spec.foo"`, `duplicate field "metadata.name"`), Warn adds one
 * warning per problem, Ignore drops them.
 */
export declare function fieldValidation(
  mode: string,
  problems: readonly string[],
  ctx: RequestContext,
): void;
/**
 * Field validation of a patched object: its unknown fields (all from the patch, as stored
 * objects have none) as the request's fieldValidation says, then dropped.
 */
export declare function checkPatchedFields(
  ctx: RequestContext,
  info: KindInfo,
  patched: unknown,
): void;
/** A watch without timeoutSeconds ends after this long (Kubernetes' --min-request-timeout). */
export declare const DEFAULT_WATCH_TIMEOUT_SECONDS = 1800;
/** The longest delay Node's timers hold (2^31 - 1 ms, about 24.8 days); longer ones fire at once. */
export declare const MAX_TIMER_MS: number;
/** The default implementation of a resource over a Storage. */
export declare function defaultHandlers<T, L>(
  storage: Storage,
  info: KindInfo,
  gates?: FeatureGates,
  validation?: ValidationOptions,
): ResourceHandlers<T, L>;
