import type { DeletionPropagation } from "./meta.core.io/v1.js";
/**
 * The query parameters of the create operation (POST on the collection path), and the request values its rules test.
 *
 * The query parameters of create.
 */
export interface CreateParameters {
  /** If `true`, the output is pretty printed. Defaults to `false`, unless the user-agent indicates a browser or a command-line HTTP tool (curl, wget). */
  pretty?: string;
  /**
   * When present, modifications are not persisted. An invalid or unrecognized directive yields an error response and no further processing of the request.
   *
   * - `All`: All dry-run stages are processed.
   */
  dryRun?: "All";
  /**
   * Name of the actor or entity making the change. At most 128 characters, printable characters only. Required for apply patches; optional for JsonPatch, MergePatch and StrategicMergePatch.
   *
   * Format: printable characters only. Length: at most 128.
   */
  fieldManager?: string;
  /**
   * How the server handles unknown or duplicate fields in the request body.
   *
   * - `Ignore`: Unknown fields are silently dropped from the object and only the last of duplicate fields is kept. The default before v1.23.
   * - `Warn`: A warning is sent, in the standard warning response header, for each unknown field dropped and each duplicate field; the request still succeeds if nothing else fails, and only the last duplicate persists. The default from v1.23.
   * - `Strict`: The request fails with a BadRequest error if any unknown field would be dropped or any duplicate field is present; the error lists all of them.
   *
   * @defaultValue `Warn`
   */
  fieldValidation?: "Ignore" | "Warn" | "Strict";
  /** The media type of the request body (the Content-Type header without parameters). */
  contentType?: string;
}
/**
 * The query parameters of the patch operation (PATCH on the item path), and the request values its rules test.
 *
 * The query parameters of patch.
 *
 * Rules:
 * - `fieldManager` is required when `contentType` is `application/apply-patch+yaml`.
 * - `force` must not be set when `contentType` is not `application/apply-patch+yaml`.
 */
export interface PatchParameters {
  /** If `true`, the output is pretty printed. Defaults to `false`, unless the user-agent indicates a browser or a command-line HTTP tool (curl, wget). */
  pretty?: string;
  /**
   * When present, modifications are not persisted. An invalid or unrecognized directive yields an error response and no further processing of the request.
   *
   * - `All`: All dry-run stages are processed.
   */
  dryRun?: "All";
  /**
   * Name of the actor or entity making the change. At most 128 characters, printable characters only. Required for apply patches; optional for JsonPatch, MergePatch and StrategicMergePatch.
   *
   * Format: printable characters only. Length: at most 128.
   */
  fieldManager?: string;
  /**
   * How the server handles unknown or duplicate fields in the request body.
   *
   * - `Ignore`: Unknown fields are silently dropped from the object and only the last of duplicate fields is kept. The default before v1.23.
   * - `Warn`: A warning is sent, in the standard warning response header, for each unknown field dropped and each duplicate field; the request still succeeds if nothing else fails, and only the last duplicate persists. The default from v1.23.
   * - `Strict`: The request fails with a BadRequest error if any unknown field would be dropped or any duplicate field is present; the error lists all of them.
   *
   * @defaultValue `Warn`
   */
  fieldValidation?: "Ignore" | "Warn" | "Strict";
  /** Forces apply requests; the caller re-acquires fields that conflict with other managers. Must be unset for non-apply patches. */
  force?: boolean;
  /** The media type of the request body (the Content-Type header without parameters). */
  contentType?: string;
}
/**
 * The query parameters of the replace operation (PUT on the item path), and the request values its rules test.
 *
 * The query parameters of replace.
 */
export interface ReplaceParameters {
  /** If `true`, the output is pretty printed. Defaults to `false`, unless the user-agent indicates a browser or a command-line HTTP tool (curl, wget). */
  pretty?: string;
  /**
   * When present, modifications are not persisted. An invalid or unrecognized directive yields an error response and no further processing of the request.
   *
   * - `All`: All dry-run stages are processed.
   */
  dryRun?: "All";
  /**
   * Name of the actor or entity making the change. At most 128 characters, printable characters only. Required for apply patches; optional for JsonPatch, MergePatch and StrategicMergePatch.
   *
   * Format: printable characters only. Length: at most 128.
   */
  fieldManager?: string;
  /**
   * How the server handles unknown or duplicate fields in the request body.
   *
   * - `Ignore`: Unknown fields are silently dropped from the object and only the last of duplicate fields is kept. The default before v1.23.
   * - `Warn`: A warning is sent, in the standard warning response header, for each unknown field dropped and each duplicate field; the request still succeeds if nothing else fails, and only the last duplicate persists. The default from v1.23.
   * - `Strict`: The request fails with a BadRequest error if any unknown field would be dropped or any duplicate field is present; the error lists all of them.
   *
   * @defaultValue `Warn`
   */
  fieldValidation?: "Ignore" | "Warn" | "Strict";
  /** The media type of the request body (the Content-Type header without parameters). */
  contentType?: string;
}
/**
 * The query parameters of the delete operation (DELETE on the item path), and the request values its rules test.
 *
 * The query parameters of delete.
 *
 * Rules:
 * - At most one of `orphanDependents` or `propagationPolicy` may be set.
 * - `dryRun`, `gracePeriodSeconds`, `orphanDependents` and `propagationPolicy` must not be set when `ignoreStoreReadErrorWithClusterBreakingPotential` is `true`.
 */
export interface DeleteParameters {
  /** If `true`, the output is pretty printed. Defaults to `false`, unless the user-agent indicates a browser or a command-line HTTP tool (curl, wget). */
  pretty?: string;
  /**
   * When present, modifications are not persisted. An invalid or unrecognized directive yields an error response and no further processing of the request.
   *
   * - `All`: All dry-run stages are processed.
   */
  dryRun?: "All";
  /**
   * Duration in seconds before the object is deleted; a non-negative integer. 0 deletes immediately; when unset the default grace period of the type is used.
   *
   * Value: at least 0.
   */
  gracePeriodSeconds?: number;
  /**
   * Opt-in, default false. When normal deletion fails because the object is corrupt (it cannot be read from storage, because its data cannot be transformed, e.g. a decryption failure, or cannot be decoded), performs an unsafe deletion that ignores finalizers, skips preconditions and removes the object from storage. WARNING: this may break the cluster if the workload of the object is still running.
   *
   * Alpha, behind the feature gate `AllowUnsafeMalformedObjectDeletion`.
   *
   * @defaultValue `false`
   */
  ignoreStoreReadErrorWithClusterBreakingPotential?: boolean;
  /**
   * Whether dependent objects are orphaned: true adds the `orphan` finalizer to the object's finalizers, false removes it. Mutually exclusive with propagationPolicy.
   *
   * @deprecated Use propagationPolicy; orphanDependents will be removed.
   */
  orphanDependents?: boolean;
  /** Whether and how garbage collection is performed: `Orphan` (orphan the dependents), `Background` (the garbage collector deletes the dependents in the background) or `Foreground` (cascading foreground deletion). The default is decided by the existing finalizers of the object and by the resource's default policy. Mutually exclusive with orphanDependents. */
  propagationPolicy?: DeletionPropagation;
  /** The media type of the request body (the Content-Type header without parameters). */
  contentType?: string;
}
/**
 * The query parameters of the deletecollection operation (DELETE on the collection path), and the request values its rules test.
 *
 * The query parameters of deletecollection.
 *
 * Rules:
 * - At most one of `orphanDependents` or `propagationPolicy` may be set.
 * - `dryRun`, `gracePeriodSeconds`, `orphanDependents` and `propagationPolicy` must not be set when `ignoreStoreReadErrorWithClusterBreakingPotential` is `true`.
 * - `resourceVersionMatch` must not be set when `resourceVersion` is not set.
 * - `resourceVersionMatch` must not be set when `continue` is set.
 * - `resourceVersionMatch` must be one of `NotOlderThan` when `resourceVersion` is `0`.
 * - `sendInitialEvents` must not be set when `sendInitialEvents` is set.
 */
export interface DeletecollectionParameters {
  /** If `true`, the output is pretty printed. Defaults to `false`, unless the user-agent indicates a browser or a command-line HTTP tool (curl, wget). */
  pretty?: string;
  /**
   * When present, modifications are not persisted. An invalid or unrecognized directive yields an error response and no further processing of the request.
   *
   * - `All`: All dry-run stages are processed.
   */
  dryRun?: "All";
  /**
   * Duration in seconds before the object is deleted; a non-negative integer. 0 deletes immediately; when unset the default grace period of the type is used.
   *
   * Value: at least 0.
   */
  gracePeriodSeconds?: number;
  /**
   * Opt-in, default false. When normal deletion fails because the object is corrupt (it cannot be read from storage, because its data cannot be transformed, e.g. a decryption failure, or cannot be decoded), performs an unsafe deletion that ignores finalizers, skips preconditions and removes the object from storage. WARNING: this may break the cluster if the workload of the object is still running.
   *
   * Alpha, behind the feature gate `AllowUnsafeMalformedObjectDeletion`.
   *
   * @defaultValue `false`
   */
  ignoreStoreReadErrorWithClusterBreakingPotential?: boolean;
  /**
   * Whether dependent objects are orphaned: true adds the `orphan` finalizer to the object's finalizers, false removes it. Mutually exclusive with propagationPolicy.
   *
   * @deprecated Use propagationPolicy; orphanDependents will be removed.
   */
  orphanDependents?: boolean;
  /** Whether and how garbage collection is performed: `Orphan` (orphan the dependents), `Background` (the garbage collector deletes the dependents in the background) or `Foreground` (cascading foreground deletion). The default is decided by the existing finalizers of the object and by the resource's default policy. Mutually exclusive with orphanDependents. */
  propagationPolicy?: DeletionPropagation;
  /** Server-defined token from a previous list response to the same query (all other parameters identical), to get the next chunk. Not supported with watch. A token that expired (generally after five to fifteen minutes) or became invalid after a server configuration change gets a 410 ResourceExpired error together with a fresh token: restart without `continue` for a consistent list, or use the new token for a list from the latest snapshot starting after the next key, which may be inconsistent with earlier results. */
  continue?: string;
  /** Restricts the returned objects by their fields. Defaults to everything. */
  fieldSelector?: string;
  /** Restricts the returned objects by their labels. Defaults to everything. */
  labelSelector?: string;
  /**
   * Maximum number of items per list response. If more items exist, the list metadata carries `continue`. A response may hold fewer items than the limit, even zero; only the presence of `continue` tells whether more exist. Servers may ignore limit and return everything. Not supported with watch. Continued chunks form a consistent snapshot of the first call.
   *
   * Value: at least 0.
   */
  limit?: number;
  /** A constraint on the resource versions a request may be served from. Unset by default. */
  resourceVersion?: string;
  /**
   * How resourceVersion applies to list calls. Unset by default; recommended whenever resourceVersion is set.
   *
   * - `NotOlderThan`: Serve data at least as fresh as resourceVersion (any version for resourceVersion "0"). The only value a watch accepts.
   * - `Exact`: Serve data at exactly resourceVersion.
   */
  resourceVersionMatch?: "NotOlderThan" | "Exact";
  /** With `watch=true`, the stream starts with synthetic events for the current objects, then one synthetic Bookmark event carrying the resource version of that set and the annotation `core.io/initial-events-end: "true"` (and Kubernetes' `k8s.io/initial-events-end: "true"`, which client-go reads); normal events follow. Requires `resourceVersionMatch`: with `NotOlderThan` the bookmark is sent once the state is at least as fresh as `resourceVersion` (a consistent read when `resourceVersion` is unset); any other or unset `resourceVersionMatch` returns an Invalid error. Defaults to true when `resourceVersion` is empty or `0`, otherwise false. */
  sendInitialEvents?: boolean;
  /**
   * Selects a shard of the objects: a CEL expression of `shardRange(<path>, '<hexStart>', '<hexEnd>')` terms joined by `||`. Paths are `object.metadata.uid` and `object.metadata.namespace`. Bounds are single-quoted hex strings with a `0x` prefix over the 64-bit FNV-1a hash space: start inclusive, end exclusive; the full range is 0x0 to 2^64 (`0x10000000000000000`).
   *
   * Alpha, behind the feature gate `ShardedListAndWatch`.
   */
  shardSelector?: string;
  /** Time limit of the list or watch call, regardless of activity or inactivity. */
  timeoutSeconds?: number;
  /** The media type of the request body (the Content-Type header without parameters). */
  contentType?: string;
}
/**
 * The query parameters of the read operation (GET on the item path), and the request values its rules test.
 *
 * The query parameters of read.
 */
export interface ReadParameters {
  /** If `true`, the output is pretty printed. Defaults to `false`, unless the user-agent indicates a browser or a command-line HTTP tool (curl, wget). */
  pretty?: string;
  /** The media type of the request body (the Content-Type header without parameters). */
  contentType?: string;
}
/**
 * The query parameters of the list operation (GET on the collection path), and the request values its rules test.
 *
 * The query parameters of list.
 *
 * Rules:
 * - `resourceVersionMatch` must not be set when `resourceVersion` is not set.
 * - `resourceVersionMatch` must not be set when `continue` is set.
 * - `resourceVersionMatch` must be one of `NotOlderThan` when `resourceVersion` is `0`.
 * - `sendInitialEvents` must not be set when `watch` is not `true`.
 * - `allowWatchBookmarks` is ignored when `watch` is not `true`.
 */
export interface ListParameters {
  /** If `true`, the output is pretty printed. Defaults to `false`, unless the user-agent indicates a browser or a command-line HTTP tool (curl, wget). */
  pretty?: string;
  /** Requests watch events of type BOOKMARK. Servers may ignore it and send bookmarks at their discretion, at no guaranteed interval. Ignored when not watching. */
  allowWatchBookmarks?: boolean;
  /** Server-defined token from a previous list response to the same query (all other parameters identical), to get the next chunk. Not supported with watch. A token that expired (generally after five to fifteen minutes) or became invalid after a server configuration change gets a 410 ResourceExpired error together with a fresh token: restart without `continue` for a consistent list, or use the new token for a list from the latest snapshot starting after the next key, which may be inconsistent with earlier results. */
  continue?: string;
  /** Restricts the returned objects by their fields. Defaults to everything. */
  fieldSelector?: string;
  /** Restricts the returned objects by their labels. Defaults to everything. */
  labelSelector?: string;
  /**
   * Maximum number of items per list response. If more items exist, the list metadata carries `continue`. A response may hold fewer items than the limit, even zero; only the presence of `continue` tells whether more exist. Servers may ignore limit and return everything. Not supported with watch. Continued chunks form a consistent snapshot of the first call.
   *
   * Value: at least 0.
   */
  limit?: number;
  /** A constraint on the resource versions a request may be served from. Unset by default. */
  resourceVersion?: string;
  /**
   * How resourceVersion applies to list calls. Unset by default; recommended whenever resourceVersion is set.
   *
   * - `NotOlderThan`: Serve data at least as fresh as resourceVersion (any version for resourceVersion "0"). The only value a watch accepts.
   * - `Exact`: Serve data at exactly resourceVersion.
   */
  resourceVersionMatch?: "NotOlderThan" | "Exact";
  /** With `watch=true`, the stream starts with synthetic events for the current objects, then one synthetic Bookmark event carrying the resource version of that set and the annotation `core.io/initial-events-end: "true"` (and Kubernetes' `k8s.io/initial-events-end: "true"`, which client-go reads); normal events follow. Requires `resourceVersionMatch`: with `NotOlderThan` the bookmark is sent once the state is at least as fresh as `resourceVersion` (a consistent read when `resourceVersion` is unset); any other or unset `resourceVersionMatch` returns an Invalid error. Defaults to true when `resourceVersion` is empty or `0`, otherwise false. */
  sendInitialEvents?: boolean;
  /**
   * Selects a shard of the objects: a CEL expression of `shardRange(<path>, '<hexStart>', '<hexEnd>')` terms joined by `||`. Paths are `object.metadata.uid` and `object.metadata.namespace`. Bounds are single-quoted hex strings with a `0x` prefix over the 64-bit FNV-1a hash space: start inclusive, end exclusive; the full range is 0x0 to 2^64 (`0x10000000000000000`).
   *
   * Alpha, behind the feature gate `ShardedListAndWatch`.
   */
  shardSelector?: string;
  /** Time limit of the list or watch call, regardless of activity or inactivity. */
  timeoutSeconds?: number;
  /** Watch for changes: returns a stream of add, update and remove notifications (WatchEvent). resourceVersion should be specified; a watch may start from the last resourceVersion a list returned without missing modifications. */
  watch?: boolean;
  /** The media type of the request body (the Content-Type header without parameters). */
  contentType?: string;
}
/**
 * The query parameters of the watch operation (GET on the collection path), and the request values its rules test.
 *
 * The query parameters of watch.
 *
 * Rules:
 * - `continue` must not be set when `watch` is `true`.
 * - `limit` is ignored when `watch` is `true`.
 * - `sendInitialEvents` defaults to `true` when `resourceVersion` is not set.
 * - `sendInitialEvents` defaults to `true` when `resourceVersion` is `0`.
 * - `resourceVersionMatch` defaults to `"NotOlderThan"` when `resourceVersion` is not set.
 * - `resourceVersionMatch` defaults to `"NotOlderThan"` when `resourceVersion` is `0`.
 * - `resourceVersionMatch` is required when `sendInitialEvents` is set.
 * - `resourceVersionMatch` must be one of `NotOlderThan`.
 * - `resourceVersionMatch` must not be set when `sendInitialEvents` is not set.
 * - `resourceVersionMatch` must not be set when `continue` is set.
 */
export interface WatchParameters {
  /** If `true`, the output is pretty printed. Defaults to `false`, unless the user-agent indicates a browser or a command-line HTTP tool (curl, wget). */
  pretty?: string;
  /** Requests watch events of type BOOKMARK. Servers may ignore it and send bookmarks at their discretion, at no guaranteed interval. Ignored when not watching. */
  allowWatchBookmarks?: boolean;
  /** Server-defined token from a previous list response to the same query (all other parameters identical), to get the next chunk. Not supported with watch. A token that expired (generally after five to fifteen minutes) or became invalid after a server configuration change gets a 410 ResourceExpired error together with a fresh token: restart without `continue` for a consistent list, or use the new token for a list from the latest snapshot starting after the next key, which may be inconsistent with earlier results. */
  continue?: string;
  /** Restricts the returned objects by their fields. Defaults to everything. */
  fieldSelector?: string;
  /** Restricts the returned objects by their labels. Defaults to everything. */
  labelSelector?: string;
  /**
   * Maximum number of items per list response. If more items exist, the list metadata carries `continue`. A response may hold fewer items than the limit, even zero; only the presence of `continue` tells whether more exist. Servers may ignore limit and return everything. Not supported with watch. Continued chunks form a consistent snapshot of the first call.
   *
   * Value: at least 0.
   */
  limit?: number;
  /** A constraint on the resource versions a request may be served from. Unset by default. */
  resourceVersion?: string;
  /**
   * How resourceVersion applies to list calls. Unset by default; recommended whenever resourceVersion is set.
   *
   * - `NotOlderThan`: Serve data at least as fresh as resourceVersion (any version for resourceVersion "0"). The only value a watch accepts.
   * - `Exact`: Serve data at exactly resourceVersion.
   */
  resourceVersionMatch?: "NotOlderThan" | "Exact";
  /** With `watch=true`, the stream starts with synthetic events for the current objects, then one synthetic Bookmark event carrying the resource version of that set and the annotation `core.io/initial-events-end: "true"` (and Kubernetes' `k8s.io/initial-events-end: "true"`, which client-go reads); normal events follow. Requires `resourceVersionMatch`: with `NotOlderThan` the bookmark is sent once the state is at least as fresh as `resourceVersion` (a consistent read when `resourceVersion` is unset); any other or unset `resourceVersionMatch` returns an Invalid error. Defaults to true when `resourceVersion` is empty or `0`, otherwise false. */
  sendInitialEvents?: boolean;
  /**
   * Selects a shard of the objects: a CEL expression of `shardRange(<path>, '<hexStart>', '<hexEnd>')` terms joined by `||`. Paths are `object.metadata.uid` and `object.metadata.namespace`. Bounds are single-quoted hex strings with a `0x` prefix over the 64-bit FNV-1a hash space: start inclusive, end exclusive; the full range is 0x0 to 2^64 (`0x10000000000000000`).
   *
   * Alpha, behind the feature gate `ShardedListAndWatch`.
   */
  shardSelector?: string;
  /** Time limit of the list or watch call, regardless of activity or inactivity. */
  timeoutSeconds?: number;
  /** Watch for changes: returns a stream of add, update and remove notifications (WatchEvent). resourceVersion should be specified; a watch may start from the last resourceVersion a list returned without missing modifications. */
  watch?: boolean;
  /** The media type of the request body (the Content-Type header without parameters). */
  contentType?: string;
}
