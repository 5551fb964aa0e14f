/**
 * A cache of one resource kept by list and watch, as client-go's informers keep theirs
 * (k8s.io/client-go/tools/cache: reflector.go lists page by page, then watches from the list's
 * resourceVersion, watches again from the last one seen when a watch ends, and lists again
 * when the watch answers 410 Expired or fails; the store is replaced by each list). The
 * handlers are called with each change, one at a time; a controller reads the cache instead of
 * asking the API server for the objects again (listers).
 */
import { type Client, type Json, type ResourceRef } from "./client.js";
export interface InformerHandlers {
  /** An object added or changed (by a watch event, or seen by a list). */
  onUpsert?(object: Json): void;
  onDelete?(object: Json): void;
}
export interface InformerOptions {
  /** Objects per page of a list (client-go's reflector asks for 500; large objects want fewer). */
  readonly pageSize?: number;
  /** How long a watch may stay open before it is renewed (timeoutSeconds; client-go picks 5-10 min). */
  readonly watchTimeoutSeconds?: number;
  /** The waits before listing again after a failure: doubles from the first to the last. */
  readonly backoffMs?: readonly [number, number];
}
export declare class Informer {
  private readonly client;
  private readonly ref;
  private readonly handlers;
  private readonly options;
  private readonly objects;
  private synced;
  private readonly syncWaiters;
  constructor(
    client: Client,
    ref: ResourceRef,
    handlers?: InformerHandlers,
    options?: InformerOptions,
  );
  /** Whether the first list has been read into the cache. */
  hasSynced(): boolean;
  /** Resolves once the first list is in the cache (or the signal aborts). */
  waitForSync(signal: AbortSignal): Promise<void>;
  /** An object by its key (keyOf: `namespace/name`, or the name). */
  get(key: string): Json | undefined;
  list(): Json[];
  /** Lists and watches until the signal aborts. */
  run(signal: AbortSignal): Promise<void>;
  /** Lists every object, page by page, and replaces the cache with them; returns the list's revision. */
  private relist;
  /** One watch from a revision; returns the last revision it saw when the server ends it. */
  private watchFrom;
  private upsert;
  private remove;
}
/** The cache's key of an object: `namespace/name`, or the name of a cluster-scoped one (client-go's MetaNamespaceKeyFunc). */
export declare function keyOf(object: Json): string;
