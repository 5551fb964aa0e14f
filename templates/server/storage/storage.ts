/**
 * The storage seam of the server: what the default handlers need from a store, so that a
 * durable or distributed store (etcd, SQL, ...) can replace the in-memory one
 * (memory-store.ts). The semantics are Kubernetes' (k8s.io/apiserver/pkg/storage.Interface
 * and its watch cache):
 *
 * - one global, increasing revision counter (like etcd's): every write takes the next value,
 *   written as the object's `metadata.resourceVersion` (a decimal string);
 * - lists are sorted by namespace then name (the etcd key order), and pages of a list
 *   (`limit` + `continue`) all read the state at the first page's revision;
 * - watches start at a revision and deliver every later change in order, or fail with 410
 *   when the store no longer keeps the changes since that revision.
 *
 * Objects handed out by a store must be treated as read-only (the memory store freezes
 * them): clone before changing one.
 */

/** A REST resource: the store keeps one key space per resource. */
export interface ResourceKey {
  readonly group: string;
  readonly version: string;
  /** The plural resource name (`leases`). */
  readonly resource: string;
  /** Objects live in namespaces (keys are `namespace/name`), or are cluster-scoped (`name`). */
  readonly namespaced: boolean;
}

/** A JSON object with `metadata.{name, namespace, uid, resourceVersion, ...}`. */
export type StoredObject = { [key: string]: unknown };

/** Whether an object is selected; the API layer builds it from label and field selectors. */
export type ObjectPredicate = (object: StoredObject) => boolean;

/** What a list reads. */
export interface ListQuery {
  /** Only objects of this namespace (namespaced resources); all namespaces when unset. */
  readonly namespace?: string;
  /** Which objects the list selects (its label and field selectors); every object when unset. */
  readonly select?: ObjectPredicate;
  /** At most this many items; then `continue` is set when more keys remain. */
  readonly limit?: number;
  /** The token of the previous page. */
  readonly continue?: string;
  /**
   * Unset or "": the most recent state. "0": any state (the memory store serves the most
   * recent). Otherwise a revision, read as `resourceVersionMatch` says; when the match is
   * unset, `NotOlderThan` without `limit` and `Exact` with it (Kubernetes' legacy rule).
   */
  readonly resourceVersion?: string;
  readonly resourceVersionMatch?: "NotOlderThan" | "Exact";
}

/** What a get reads (GetOptions). */
export interface GetOptions {
  /**
   * Unset or "": the most recent state (a cache hands it to the storage below). "0": any
   * state (a cache serves its own). Otherwise a revision: a state not older than it (504 when
   * the store does not reach it).
   */
  readonly resourceVersion?: string;
}

/** A page of a list. */
export interface ListResult {
  /** Sorted by namespace, then name. */
  readonly items: StoredObject[];
  /** The revision the list was read at. */
  readonly resourceVersion: string;
  /** Set when more keys remain: pass it as `continue` to read the next page at the same revision. */
  readonly continue?: string;
  /** How many items remain after this page; only for lists without selectors. */
  readonly remainingItemCount?: number;
}

export type WatchEventType = "ADDED" | "MODIFIED" | "DELETED" | "BOOKMARK" | "ERROR";

/** A change as a watcher sees it (after its selectors: see Storage.watch). */
export interface StoreEvent {
  readonly type: "ADDED" | "MODIFIED" | "DELETED";
  /** The object after the change; for DELETED, its last state with the deletion's resourceVersion. */
  readonly object: StoredObject;
  /** The revision of the change (for synthetic ADDED events, the object's own revision). */
  readonly resourceVersion: string;
}

/** Progress: every change up to `resourceVersion` that the watcher selects has been delivered. */
export interface BookmarkEvent {
  readonly type: "BOOKMARK";
  readonly resourceVersion: string;
  /** Marks the end of the initial events of a `sendInitialEvents` watch. */
  readonly initialEventsEnd?: boolean;
}

/** What a watch starts from and selects. */
export interface WatchQuery {
  readonly namespace?: string;
  /** Watch one object. */
  readonly name?: string;
  /** Which objects the watch selects (its label and field selectors); every object when unset. */
  readonly select?: ObjectPredicate;
  /**
   * Unset, "" or "0": synthetic ADDED events for the current objects, then every change.
   * A revision: every change after it (410 Gone when the store no longer has them all).
   */
  readonly resourceVersion?: string;
  /**
   * true: synthetic ADDED events for the current objects (at a revision not older than
   * `resourceVersion`), then a BOOKMARK with `initialEventsEnd`, then every change.
   * false: no synthetic events, even without a resourceVersion.
   */
  readonly sendInitialEvents?: boolean;
}

/** A running watch. */
export interface Watcher {
  /** Ends the watch: no event is delivered after stop() returns. Idempotent. */
  stop(): void;
  /**
   * Flow control: the consumer has enough waiting to be written (its client reads slower than
   * the events come); the store holds further events until resume(), a bounded amount of
   * them (watch-queue.ts). A store without it leaves the bound to the consumer.
   */
  pause?(): void;
  /** The consumer takes events again. */
  resume?(): void;
  /**
   * Asks for progress, as Kubernetes' cacher asks etcd (RequestWatchProgress): a BOOKMARK at a
   * revision at least the store's current one, once every change up to it has been delivered.
   * A store that cannot tell leaves it out or sends nothing; a cache over it then waits for
   * the next change (cache/reflector.ts).
   */
  requestProgress?(): void;
}

/** Everything the default handlers ask of a store. All objects passed in are copied; none handed out may be changed. */
export interface Storage {
  /**
   * Stores a new object under `metadata.namespace`/`metadata.name`, setting
   * `metadata.resourceVersion` to the next revision. Rejects with AlreadyExists when the key
   * is taken, Invalid when the name (or the namespace of a namespaced resource) is missing.
   */
  create(key: ResourceKey, object: StoredObject): Promise<StoredObject>;
  /** The object, or undefined, as `options` ask (GetOptions). The namespace is ignored for cluster-scoped resources. */
  get(
    key: ResourceKey,
    namespace: string | undefined,
    name: string,
    options?: GetOptions,
  ): Promise<StoredObject | undefined>;
  /**
   * Replaces the object with the same key, at the next revision (an update that changes
   * nothing keeps the stored object and its revision, as etcd3's GuaranteedUpdate does).
   * Rejects with NotFound, or Conflict when a precondition does not hold. `suggestion` is the
   * object as the caller last saw it (a cache's copy, as Kubernetes' cacher passes its cached
   * object to GuaranteedUpdate): a store may start from it, but decides against its own state,
   * so a stale suggestion costs a read, never a wrong answer.
   */
  update(
    key: ResourceKey,
    object: StoredObject,
    precondition?: Precondition,
    suggestion?: StoredObject,
  ): Promise<StoredObject>;
  /**
   * Removes the object; resolves to its last state with the deletion's resourceVersion.
   * Rejects with NotFound, or Conflict when a precondition does not hold.
   */
  delete(
    key: ResourceKey,
    namespace: string | undefined,
    name: string,
    precondition?: Precondition,
  ): Promise<StoredObject>;
  /**
   * Lists objects sorted by namespace and name. Pages (`limit` + `continue`) read the state
   * at the first page's revision. An expired or unknown continue token rejects with 410
   * Expired carrying `continueToken`, a fresh token that continues after the same key in the
   * latest state. A revision older than the kept history rejects with 410 Expired; one newer
   * than the store's with 504 Timeout.
   */
  list(key: ResourceKey, query: ListQuery): Promise<ListResult>;
  /**
   * Watches changes, calling `onEvent` for each (in revision order, never missing one) and
   * `onEnd` once when the watch is over: with an error when it cannot continue (410 Expired
   * "too old resource version"), without one when its consumer paused it (Watcher.pause) and
   * fell too far behind the live changes (the client watches again from the last revision it
   * received). Events are filtered by the query as Kubernetes' watch cache filters them: an
   * object that starts matching arrives as ADDED, one that stops matching as DELETED (its
   * previous state with the new revision). Callbacks are never called before watch() returns.
   */
  watch(
    key: ResourceKey,
    query: WatchQuery,
    onEvent: (event: StoreEvent | BookmarkEvent) => void,
    onEnd: (error?: StoreError) => void,
  ): Watcher;
  /** The highest global revision this store knows of without asking (its own writes and reads). */
  resourceVersion(): string;
  /**
   * The storage's current revision, read fresh for a resource (Kubernetes' GetCurrentResourceVersion: etcd's
   * revision from one cheap range request), which may be past resourceVersion() when other
   * servers write to the same storage; what a cache's consistent read waits for. A store
   * whose resourceVersion() is always current may leave it out.
   */
  currentRevision?(key: ResourceKey): Promise<string>;
  /** Whether the store can serve requests now (a store that is always ready leaves it out). */
  ready?(): Promise<boolean>;
  /**
   * Starts filling the caches of these resources, as Kubernetes starts its cachers with the
   * server; resolves once they are filled, or after the store's request timeout while they
   * cannot be (a store without caches leaves it out).
   */
  start?(keys: readonly ResourceKey[]): Promise<void>;
}

/** Conditions a write checks against the stored object. */
export interface Precondition {
  readonly resourceVersion?: string;
  readonly uid?: string;
}

/** The reasons of store errors, as Kubernetes' Status reasons. */
export type StoreErrorReason =
  | "NotFound"
  | "AlreadyExists"
  | "Conflict"
  | "Expired"
  | "Gone"
  | "Invalid"
  | "BadRequest"
  | "Timeout"
  | "ServerTimeout"
  | "TooManyRequests"
  | "";

/** A cause of a store error (Status details.causes). */
export interface StoreErrorCause {
  readonly reason: string;
  readonly message: string;
  readonly field?: string;
}

/** What a store error is about (Status details). `kind` is the resource, as Kubernetes fills it. */
export interface StoreErrorDetails {
  readonly name?: string;
  readonly group?: string;
  readonly kind?: string;
  readonly causes?: readonly StoreErrorCause[];
  readonly retryAfterSeconds?: number;
}

const CODES: { readonly [R in StoreErrorReason]: number } = {
  NotFound: 404,
  AlreadyExists: 409,
  Conflict: 409,
  Expired: 410,
  Gone: 410,
  Invalid: 422,
  BadRequest: 400,
  Timeout: 504,
  ServerTimeout: 500,
  TooManyRequests: 429,
  "": 500,
};

/**
 * An error of a store, with the Status reason and HTTP code the API answers. The message is
 * the part after Kubernetes' standard prefix for NotFound, AlreadyExists and Conflict
 * (`the object has been modified; ...`), and the whole message otherwise.
 */
export class StoreError extends Error {
  readonly reason: StoreErrorReason;
  readonly code: number;
  readonly details?: StoreErrorDetails;
  /** For Expired continue tokens: a token to continue from the latest state. */
  readonly continueToken?: string;

  constructor(
    reason: StoreErrorReason,
    message: string,
    details?: StoreErrorDetails,
    continueToken?: string,
  ) {
    super(message);
    this.name = "StoreError";
    this.reason = reason;
    this.code = CODES[reason];
    if (details !== undefined) this.details = details;
    if (continueToken !== undefined) this.continueToken = continueToken;
  }

  static notFound(key: ResourceKey, name: string): StoreError {
    return new StoreError("NotFound", "not found", { name, group: key.group, kind: key.resource });
  }

  static alreadyExists(key: ResourceKey, name: string): StoreError {
    return new StoreError("AlreadyExists", "already exists", {
      name,
      group: key.group,
      kind: key.resource,
    });
  }

  /** `message` defaults to Kubernetes' optimistic-concurrency message. */
  static conflict(key: ResourceKey, name: string, message: string = CONFLICT_MESSAGE): StoreError {
    return new StoreError("Conflict", message, { name, group: key.group, kind: key.resource });
  }

  static invalid(message: string, causes?: readonly StoreErrorCause[]): StoreError {
    return new StoreError("Invalid", message, causes !== undefined ? { causes } : undefined);
  }

  static badRequest(message: string): StoreError {
    return new StoreError("BadRequest", message);
  }

  /** 410 Expired, as Kubernetes answers for compacted revisions and old continue tokens. */
  static expired(message: string, continueToken?: string): StoreError {
    return new StoreError("Expired", message, undefined, continueToken);
  }

  /**
   * The storage cannot be reached (etcd down or too slow): 500 ServerTimeout with a retry
   * hint, as Kubernetes answers (storage.IsUnreachable -> errors.NewServerTimeout).
   */
  static unreachable(key: ResourceKey, operation: string): StoreError {
    return new StoreError(
      "ServerTimeout",
      `The ${operation} operation against ${key.resource}.${key.group} could not be completed at this time, please try again.`,
      { kind: key.resource, group: key.group, retryAfterSeconds: 2 },
    );
  }

  /**
   * 429 for a watch or a list while the resource's cache is not filled yet: the cacher's answer
   * while it (re)initializes (KEP-4568, `storage is (re)initializing`), with the retry period
   * it works out from how long the cache has been down (`retryAfterForUnreadyCache`).
   */
  static initializing(retryAfterSeconds: number): StoreError {
    return new StoreError("TooManyRequests", "storage is (re)initializing", { retryAfterSeconds });
  }

  /**
   * An object larger than the store keeps (objects.ts, MAX_OBJECT_BYTES). Kubernetes passes
   * etcd's refusal through as it comes (responsewriters.ErrorToAPIStatus: a 500 without a
   * reason, the error's text as the message).
   */
  static requestTooLarge(): StoreError {
    return new StoreError("", "etcdserver: request is too large");
  }

  /** 504 Timeout for a revision the store has not reached (storage.NewTooLargeResourceVersionError). */
  static tooLargeResourceVersion(requested: number, current: number): StoreError {
    return new StoreError(
      "Timeout",
      `Too large resource version: ${requested}, current: ${current}`,
      {
        causes: [{ reason: "ResourceVersionTooLarge", message: "Too large resource version" }],
        retryAfterSeconds: 1,
      },
    );
  }
}

/** Kubernetes' message for a write against a stale resourceVersion (storage.OptimisticLockErrorMsg). */
export const CONFLICT_MESSAGE: string =
  "the object has been modified; please apply your changes to the latest version and try again";

/** Whether a value is a StoreError with the reason. */
export function isStoreError(error: unknown, reason?: StoreErrorReason): error is StoreError {
  return error instanceof StoreError && (reason === undefined || error.reason === reason);
}

/**
 * Checks a get's resourceVersion against the revision it read at: 504 when the read is older
 * than asked (etcd3 store Get: validateMinimumResourceVersion). "" and "0" ask for nothing.
 */
export function checkMinimumResourceVersion(
  resourceVersion: string | undefined,
  current: number,
): void {
  if (resourceVersion === undefined || resourceVersion === "" || resourceVersion === "0") return;
  const requested = parseResourceVersion(resourceVersion);
  if (requested > current) throw StoreError.tooLargeResourceVersion(requested, current);
}

/**
 * A resourceVersion parameter as a revision. Not a decimal is a 400, as Kubernetes' versioner
 * answers (APIObjectVersioner.ParseResourceVersion: an Invalid storage error on
 * `resourceVersion`, which the API reports as a BadRequest).
 */
export function parseResourceVersion(text: string): number {
  if (!/^\d{1,15}$/.test(text))
    throw StoreError.badRequest(
      `resourceVersion: Invalid value: ${JSON.stringify(text)}: strconv.ParseUint: parsing ${JSON.stringify(text)}: invalid syntax`,
    );
  return Number(text);
}
