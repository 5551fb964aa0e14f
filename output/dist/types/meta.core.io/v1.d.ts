/** A return value for calls that do not return other objects, and the body of every error response. Kubernetes serves it with `apiVersion: v1` (the unversioned legacy group). */
export interface Status {
  /** The versioned schema of this representation: `meta.core.io/v1`. */
  apiVersion?: "meta.core.io/v1";
  /** The REST resource kind: `Status`. Cannot be updated. */
  kind?: "Status";
  /** Standard list metadata. */
  metadata?: ListMeta;
  /**
   * Status of the operation.
   *
   * - `Success`: The operation succeeded.
   * - `Failure`: The operation failed; reason, details and code describe why.
   */
  status?: "Success" | "Failure";
  /** A human-readable description of the status of this operation. */
  message?: string;
  /** A machine-readable description of why this operation is in the Failure status. Empty means no information is available. A reason clarifies an HTTP status code but does not override it. */
  reason?: StatusReason;
  /** Extended data associated with the reason. Each reason may define its own extended details; the data is not guaranteed to conform to any schema except that defined by the reason. */
  details?: StatusDetails;
  /** Suggested HTTP return code for this status, 0 if not set. */
  code?: number;
}
/**
 * Options that may be provided when deleting an object (the body of delete and delete collection). Kubernetes accepts it with the apiVersion of the resource's group version, of meta.k8s.io/v1 or `v1`.
 *
 * Rules:
 * - At most one of `orphanDependents` or `propagationPolicy` may be set.
 */
export interface DeleteOptions {
  /** The versioned schema of this representation: `meta.core.io/v1`. */
  apiVersion?: "meta.core.io/v1";
  /** The REST resource kind: `DeleteOptions`. Cannot be updated. */
  kind?: "DeleteOptions";
  /**
   * Duration in seconds before the object should be deleted. Must be non-negative; zero means delete immediately. Unset uses the default grace period of the type.
   *
   * Value: at least 0.
   */
  gracePeriodSeconds?: number;
  /** Must be fulfilled before the deletion is carried out; if not possible, a 409 Conflict status is returned. */
  preconditions?: Preconditions;
  /**
   * Whether dependent objects should be orphaned. true/false adds/removes the `orphan` finalizer to/from the object's finalizers. Either this field or propagationPolicy may be set, not both.
   *
   * @deprecated Use propagationPolicy.
   */
  orphanDependents?: boolean;
  /** Whether and how garbage collection is performed. Either this field or orphanDependents may be set, not both. The default is decided by the existing finalizers in metadata.finalizers and the resource-specific default policy. */
  propagationPolicy?: DeletionPropagation;
  /** When present, modifications are not persisted. An invalid or unrecognized directive yields an error response and no further processing of the request. */
  dryRun?: "All"[];
  /**
   * Opt-in. When the normal deletion fails because the object is corrupt (it cannot be read from storage because its data cannot be transformed, e.g. a decryption failure, or cannot be decoded), performs an unsafe deletion that ignores finalizers, skips precondition checks and removes the object from storage. This may break the cluster if workloads relying on the object depend on the normal deletion flow.
   *
   * Alpha, behind the feature gate `AllowUnsafeMalformedObjectDeletion`.
   *
   * @defaultValue `false`
   */
  ignoreStoreReadErrorWithClusterBreakingPotential?: boolean;
}
/** One event of a watch stream (a list call with watch=true): an add, update or remove notification, a bookmark, or an error. Kubernetes writes watch events without apiVersion and kind. */
export interface WatchEvent {
  /** The versioned schema of this representation: `meta.core.io/v1`. */
  apiVersion?: "meta.core.io/v1";
  /** The REST resource kind: `WatchEvent`. Cannot be updated. */
  kind?: "WatchEvent";
  /**
   * The kind of event.
   *
   * - `ADDED`: The object was added; object is its new state.
   * - `MODIFIED`: The object was modified; object is its new state.
   * - `DELETED`: The object was deleted; object is its state immediately before deletion.
   * - `BOOKMARK`: A bookmark: object is of the watched kind with only metadata.resourceVersion set (the synthetic bookmark that ends the initial events of sendInitialEvents also carries the annotation `core.io/initial-events-end: "true"`, and Kubernetes' `k8s.io/initial-events-end: "true"` that client-go reads). Sent only when allowWatchBookmarks or sendInitialEvents is used, at no guaranteed interval.
   * - `ERROR`: An error occurred; object is a Status (other types may be used depending on context).
   *
   * Required.
   */
  type: "ADDED" | "MODIFIED" | "DELETED" | "BOOKMARK" | "ERROR";
  /**
   * The object: for ADDED and MODIFIED the new state, for DELETED the state before deletion, for BOOKMARK an object with only the resource version, for ERROR a Status.
   *
   * Required.
   */
  object: RawExtension;
}
/** The versions available at /api, the root path of the legacy core API. Kubernetes serves it with `apiVersion: v1`. */
export interface APIVersions {
  /** The versioned schema of this representation: `meta.core.io/v1`. */
  apiVersion?: "meta.core.io/v1";
  /** The REST resource kind: `APIVersions`. Cannot be updated. */
  kind?: "APIVersions";
  /**
   * The API versions that are available.
   *
   * Required.
   */
  versions: string[];
  /** Map of client CIDR to the server address serving this group, to help clients reach servers in the most network-efficient way. Clients use the longest matching CIDR. The server returns only the CIDRs it thinks the client can match (it looks at X-Forwarded-For, X-Real-Ip, then the remote address). Always serialized by Kubernetes. */
  serverAddressByClientCIDRs?: ServerAddressByClientCIDR[];
}
/** The list of API groups, served at /apis. Kubernetes serves it with `apiVersion: v1`. */
export interface APIGroupList {
  /** The versioned schema of this representation: `meta.core.io/v1`. */
  apiVersion?: "meta.core.io/v1";
  /** The REST resource kind: `APIGroupList`. Cannot be updated. */
  kind?: "APIGroupList";
  /**
   * The API groups.
   *
   * Required.
   */
  groups: APIGroup[];
}
/** The name, supported versions and preferred version of an API group, served at /apis/<group>. Kubernetes serves it with `apiVersion: v1`. */
export interface APIGroup {
  /** The versioned schema of this representation: `meta.core.io/v1`. */
  apiVersion?: "meta.core.io/v1";
  /** The REST resource kind: `APIGroup`. Cannot be updated. */
  kind?: "APIGroup";
  /**
   * Name of the group.
   *
   * Required.
   */
  name: string;
  /**
   * The versions supported in this group.
   *
   * Required.
   */
  versions: GroupVersionForDiscovery[];
  /** The version preferred by the API server, usually the storage version. */
  preferredVersion?: GroupVersionForDiscovery;
  /** Map of client CIDR to the server address serving this group. Clients use the longest matching CIDR; the server returns only the CIDRs it thinks the client can match. */
  serverAddressByClientCIDRs?: ServerAddressByClientCIDR[];
}
/** The resources of one group version and whether they are namespaced, served at /api/v1 and /apis/<group>/<version>. Kubernetes serves it with `apiVersion: v1`. */
export interface APIResourceList {
  /** The versioned schema of this representation: `meta.core.io/v1`. */
  apiVersion?: "meta.core.io/v1";
  /** The REST resource kind: `APIResourceList`. Cannot be updated. */
  kind?: "APIResourceList";
  /**
   * The group and version this list is for (`v1` for the legacy core group, otherwise `group/version`).
   *
   * Required.
   */
  groupVersion: string;
  /**
   * The resources (and subresources) of the group version.
   *
   * Required.
   */
  resources: APIResource[];
}
/** A timestamp in RFC 3339 form in UTC with seconds precision, e.g. `2006-01-02T15:04:05Z`. null is the unset (zero) time. */
export type Time = string | null;
/** A timestamp with microsecond precision, in RFC 3339 form with exactly six fractional digits, e.g. `2006-01-02T15:04:05.000000Z`. null is the unset (zero) time. */
export type MicroTime = string | null;
/** A time duration in Go syntax, e.g. `30s`, `1m30s`, `1h`. */
export type Duration = string;
/** A fixed-point number with an optional suffix: a binary SI suffix (Ki, Mi, Gi, Ti, Pi, Ei), a decimal SI suffix (n, u, m, "", k, M, G, T, P, E) or a decimal exponent (e.g. 1e3). Examples: `100Mi`, `1.5`, `500m`. JSON numbers are accepted and serialized in canonical string form. */
export type Quantity = string | number | null;
/**
 * A unique identifier in time and space of an object, typically an RFC 4122 UUID generated by the server.
 *
 * Format: a unique identifier (usually a UUID).
 */
export type UID = string;
/** An arbitrary embedded object (with its own apiVersion and kind when it is an API object), stored and passed on as JSON without interpretation by the enclosing type. */
export type RawExtension = Record<string, unknown> | null;
/** Either an integer or a string (e.g. a port number or name, or a number or percentage). */
export type IntOrString = number | string;
/** A set of fields as a trie in JSON form. Each key is either `.` (the field itself, mapping to an empty set) or a sub-field or item: `f:<name>` (a field of a struct or key of a map), `v:<value>` (the exact JSON value of a list item), `i:<index>` (the position of a list item) or `k:<keys>` (a map of the key fields of a list item to their values). A key mapping to an empty object means the field it names is part of the set. The format is that of sigs.k8s.io/structured-merge-diff. */
export type FieldsV1 = Record<string, unknown>;
/** The body of a PATCH request. Its form depends on the request content type: a JSON Patch (application/json-patch+json, RFC 6902, an array of operations), a JSON Merge Patch (application/merge-patch+json, RFC 7386), a strategic merge patch (application/strategic-merge-patch+json) or an apply configuration (application/apply-patch+yaml, a partial object). */
export type Patch = Record<string, unknown>;
/**
 * Metadata that every persisted resource has, including every object users create. Kubernetes checks on creation that name (or generateName, from which the server generates name) is set and valid for the resource's name format, that namespace is set for namespaced resources and unset for cluster-scoped ones, and on update that resourceVersion is set and generation is not decremented.
 *
 * Rules:
 * - `finalizers` is invalid when `finalizers` contains `orphan` and `finalizers` contains `foregroundDeletion`.
 * - Items of `ownerReferences` must be unique by `controller`, except `false`.
 */
export interface ObjectMeta {
  /**
   * Unique within a namespace. Required when creating resources, although some resources allow the server to generate the name from generateName. Primarily intended for creation idempotence and configuration definition. Its format depends on the resource (see the resource's name format). Cannot be updated.
   *
   * Immutable.
   */
  name?: string;
  /** Optional prefix used by the server to generate a unique name ONLY IF name is not provided. The server appends a unique suffix, so the returned name differs from the one passed. The prefix has the same validation rules as name and may be truncated by the length of the suffix. If the generated name exists, the server returns a 409. */
  generateName?: string;
  /**
   * The namespace within which the name must be unique. Empty is equivalent to the `default` namespace, though `default` is the canonical representation. Empty for cluster-scoped objects. Must be a DNS label. Cannot be updated.
   *
   * Immutable. Format: an RFC 1123 DNS label.
   */
  namespace?: string;
  /**
   * A legacy URL of this object; no longer populated.
   *
   * @deprecated selfLink is a legacy read-only field that is no longer populated by the system.
   */
  selfLink?: string;
  /**
   * The unique in time and space value for this object, generated by the server on successful creation. Populated by the system. Read-only; cannot change on update.
   *
   * Immutable.
   */
  uid?: UID;
  /** An opaque value that represents the internal version of this object; used for optimistic concurrency, change detection and watch. Clients must treat it as opaque and pass it back unmodified. Populated by the system. Read-only. */
  resourceVersion?: string;
  /**
   * A sequence number representing a specific generation of the desired state. Populated by the system. Read-only. Must not be decremented.
   *
   * Value: at least 0.
   */
  generation?: number;
  /**
   * Server time when this object was created, in RFC 3339 form, UTC. Not guaranteed to be set in happens-before order across separate operations. Clients may not set it. Populated by the system. Read-only. Null for lists.
   *
   * Immutable.
   */
  creationTimestamp?: Time | null;
  /**
   * Time after which this resource will be deleted, set by the server when graceful deletion is requested; not directly settable by clients. The resource is deleted after this time once the finalizers list is empty; as long as finalizers remain, deletion is blocked. Once set, it may not be unset or moved further into the future, though it may be shortened. Unset means graceful deletion has not been requested. Read-only.
   *
   * Immutable.
   */
  deletionTimestamp?: Time;
  /**
   * Seconds allowed for this object to terminate gracefully before it is removed from the system. Only set when deletionTimestamp is also set. May only be shortened. Read-only.
   *
   * Immutable.
   */
  deletionGracePeriodSeconds?: number;
  /**
   * Map of string keys and values that can be used to organize and categorize (scope and select) objects. Keys are qualified names (`[prefix/]name`); values are at most 63 characters, alphanumerics, `-`, `_` and `.`, beginning and ending with an alphanumeric, or empty.
   *
   * Keys: format: a label key: an optional DNS subdomain prefix and `/`, then a name of at most 63 characters.
   */
  labels?: Record<string, string>;
  /**
   * Unstructured key/value map stored with a resource that external tools may set to store and retrieve arbitrary metadata. Not queryable; should be preserved when modifying objects. Keys are qualified names, checked case-insensitively (Kubernetes lower-cases the key before the check). Keys and values together are at most 256 KiB (262144 bytes).
   *
   * Keys and values together at most 262144 bytes. Keys: format: a qualified name checked in lower case (annotation keys, CSI driver names).
   */
  annotations?: Record<string, string>;
  /**
   * Objects this object depends on. If ALL of them have been deleted, this object is garbage collected. If this object is managed by a controller, one entry points to that controller with controller set to true; there cannot be more than one managing controller.
   *
   * Items are unique by `uid`. Patch strategy: merge on key `uid`.
   */
  ownerReferences?: OwnerReference[];
  /**
   * Must be empty before the object is deleted from the registry. Each entry identifies the component responsible for removing it. If deletionTimestamp is set, entries can only be removed (no new finalizers may be added). Finalizers may be processed and removed in any order. Each is a qualified name; for most built-in kinds it needs a domain prefix unless it is one of the standard `kubernetes`, `orphan` and `foregroundDeletion`. `orphan` and `foregroundDeletion` cannot both be set.
   *
   * Items are unique. Patch strategy: merge.
   */
  finalizers?: string[];
  /** Maps workflow id and version to the set of fields managed by that workflow (the user's name, a controller's name or an apply path like "ci-cd"). Mostly internal housekeeping; users typically need not set or understand it. The field sets are in the version the workflow used when modifying the object. */
  managedFields?: ManagedFieldsEntry[];
}
/**
 * Enough information to identify an owning object. The owner must be in the same namespace as the dependent, or be cluster-scoped, so there is no namespace field. A core Event (`v1` Event) may not be an owner.
 *
 * Rules:
 * - `apiVersion` is invalid when `apiVersion` is `v1` and `kind` is `Event`.
 */
export interface OwnerReference {
  /**
   * API version of the referent, `<group>/<version>` or `<version>`; its version part must not be empty.
   *
   * Required. Must match `^([^/]+/)?[^/]+$`.
   */
  apiVersion: string;
  /**
   * Kind of the referent.
   *
   * Required.
   */
  kind: string;
  /**
   * Name of the referent.
   *
   * Required.
   */
  name: string;
  /**
   * UID of the referent.
   *
   * Required.
   */
  uid: UID;
  /** If true, this reference points to the managing controller. */
  controller?: boolean;
  /** If true, AND the owner has the `foregroundDeletion` finalizer, the owner cannot be deleted from the key-value store until this reference is removed. Defaults to false. Setting it requires delete permission on the owner, otherwise 422 (Unprocessable Entity) is returned. */
  blockOwnerDeletion?: boolean;
}
/**
 * A workflow id, a field set and the group version of the resource that the field set applies to.
 *
 * Rules:
 * - `operation` is required.
 */
export interface ManagedFieldsEntry {
  /**
   * Identifier of the workflow managing these fields; at most 128 printable characters.
   *
   * Format: printable characters only. Length: at most 128.
   */
  manager?: string;
  /**
   * The type of operation that led to this entry being created.
   *
   * Marked required by the seed, not enforced: Kubernetes requires it (the rule below reports it Required); a value outside the enum is Invalid.
   */
  operation?: ManagedFieldsOperationType;
  /** Version of the resource this field set applies to, `group/version` like the top-level apiVersion. Needed because field sets cannot be converted automatically. */
  apiVersion?: string;
  /** When this entry was added. Also updated when a field is added, when the manager changes the value of an owned field or removes a field; not updated when a field is removed from the entry because another manager took it over. */
  time?: Time;
  /**
   * Discriminator for the format and version of the field set. The only value is `FieldsV1`.
   *
   * - `FieldsV1`: The fieldsV1 format.
   */
  fieldsType?: "FieldsV1";
  /** The field set in the FieldsV1 format. */
  fieldsV1?: FieldsV1;
  /**
   * Name of the subresource used to update the object, or empty if it was updated through the main resource. Distinguishes managers that share a name (e.g. a status update versus a regular update). Not related to apiVersion, which always is the version of the main resource.
   *
   * Length: at most 256.
   */
  subresource?: string;
}
/**
 * The type of operation that led to a ManagedFieldsEntry being created.
 *
 * - `Apply`: A server-side apply.
 * - `Update`: A create, update or non-apply patch.
 */
export type ManagedFieldsOperationType = "Apply" | "Update";
/** Metadata of synthetic resources: lists and status objects. A resource has only one of ObjectMeta and ListMeta. */
export interface ListMeta {
  /**
   * A legacy URL of this list; no longer populated.
   *
   * @deprecated selfLink is a legacy read-only field that is no longer populated by the system.
   */
  selfLink?: string;
  /** The server's internal version of this list, usable to detect changes and to start a watch without missing modifications. Opaque; pass it back unmodified. Populated by the system. Read-only. */
  resourceVersion?: string;
  /** Set when the caller limited the number of items and the server has more: an opaque token for the same query that returns the next items. Continuing a consistent list may fail if the server configuration changed or more than a few minutes passed. The resourceVersion of a continued response equals that of the first response, unless the token came from an error. */
  continue?: string;
  /** Number of subsequent items not included in this response. Unset when the request had label or field selectors (the number is unknown) and when the list is complete. Intended for estimating the size of a collection; clients should not rely on it being set or exact. */
  remainingItemCount?: number;
  /**
   * Set when the server honored a shardSelector: echoes the applied selector. When absent, the list was not filtered by shard and holds the complete collection.
   *
   * Alpha, behind the feature gate `ShardedListAndWatch`.
   */
  shardInfo?: ShardInfo;
}
/**
 * The shard selection a list response was filtered by.
 *
 * Alpha, behind the feature gate `ShardedListAndWatch`.
 */
export interface ShardInfo {
  /**
   * The shard selector the server applied, as given in the request.
   *
   * Required.
   */
  selector: string;
}
/** Details of one aspect of the current state of an API resource, used in `status.conditions` lists keyed by type. */
export interface Condition {
  /**
   * Type of the condition, in CamelCase or `foo.example.com/CamelCase` (an optional DNS subdomain prefix and a qualified name).
   *
   * Required. Format: a qualified name: an optional DNS subdomain prefix and `/`, then a name of at most 63 characters. Length: at most 316.
   */
  type: string;
  /**
   * Status of the condition.
   *
   * Required.
   */
  status: ConditionStatus;
  /**
   * The metadata.generation the condition was set based upon. If metadata.generation is 12 but observedGeneration is 9, the condition is out of date.
   *
   * Value: at least 0.
   */
  observedGeneration?: number;
  /**
   * Last time the condition transitioned from one status to another: when the underlying condition changed, or if that is not known, when the API field changed.
   *
   * Required.
   */
  lastTransitionTime: Time;
  /**
   * Programmatic identifier of the reason for the last transition, in CamelCase; may not be empty. Starts with a letter, continues with alphanumerics, `_`, `,` and `:`, and ends with an alphanumeric or `_`; at most 1024 characters. Producers of a condition type may define expected values and whether they are a guaranteed API.
   *
   * Required. Must match `^[A-Za-z]([A-Za-z0-9_,:]*[A-Za-z0-9_])?$`. Length: from 1 to 1024.
   */
  reason: string;
  /**
   * Human-readable details about the transition; may be empty. At most 32768 characters. Kubernetes always serializes the key.
   *
   * Length: at most 32768.
   */
  message?: string;
}
/**
 * The status of a condition.
 *
 * - `True`: The resource is in the condition.
 * - `False`: The resource is not in the condition.
 * - `Unknown`: It cannot be decided whether the resource is in the condition.
 */
export type ConditionStatus = "True" | "False" | "Unknown";
/** A label query over a set of resources. matchLabels and matchExpressions are ANDed. An empty selector matches all objects; a null selector matches no objects. */
export interface LabelSelector {
  /**
   * Map of {key, value} pairs. A pair is equivalent to a matchExpressions element with that key, operator In and values holding only the value. The requirements are ANDed.
   *
   * Keys: format: a label key: an optional DNS subdomain prefix and `/`, then a name of at most 63 characters.
   */
  matchLabels?: Record<string, string>;
  /** Label selector requirements. The requirements are ANDed. */
  matchExpressions?: LabelSelectorRequirement[];
}
/**
 * A selector requirement, made of a key, an operator and values that the operator relates the key to.
 *
 * Rules:
 * - `values` is required when `operator` is one of `In` or `NotIn`.
 * - `values` must not be set when `operator` is one of `Exists` or `DoesNotExist`.
 */
export interface LabelSelectorRequirement {
  /**
   * The label key the selector applies to.
   *
   * Required. Format: a label key: an optional DNS subdomain prefix and `/`, then a name of at most 63 characters.
   */
  key: string;
  /**
   * The key's relationship to the values.
   *
   * Required.
   */
  operator: LabelSelectorOperator;
  /** String values. Must be non-empty for In and NotIn, and empty for Exists and DoesNotExist. Replaced as a whole by a strategic merge patch. */
  values?: string[];
}
/**
 * An operator of a label selector requirement.
 *
 * - `In`: The label value is one of the values.
 * - `NotIn`: The label is absent or its value is none of the values.
 * - `Exists`: The label is present, whatever its value.
 * - `DoesNotExist`: The label is absent.
 */
export type LabelSelectorOperator = "In" | "NotIn" | "Exists" | "DoesNotExist";
/**
 * A machine-readable reason for a Failure status. Each reason maps to a single HTTP status code; several reasons may share a code. Empty means the server declined to give a reason (status code 500).
 *
 * - `Unauthorized`: 401. The request requires credentials (see the WWW-Authenticate header); credentials given are insufficient.
 * - `Forbidden`: 403. The server refuses the action on the resource for the client. Details may give the kind and name of the forbidden resource.
 * - `NotFound`: 404. One or more resources required by the operation were not found. Details may give kind and name.
 * - `AlreadyExists`: 409. The resource being created already exists. Details may give kind and name.
 * - `Conflict`: 409. The operation cannot be completed because of a conflict (e.g. a stale resourceVersion); the client may need to alter the request.
 * - `Gone`: 410. The item is no longer available at the server and no forwarding address is known.
 * - `Invalid`: 422. The create or update cannot be completed because of invalid data. Details may give kind, name and causes naming each invalid field.
 * - `ServerTimeout`: 500. The server could not complete the action in reasonable time; the client should retry. Details may give kind, name and retryAfterSeconds.
 * - `StoreReadError`: 500. The server failed to read resources from the backend store (a storage error, or the stored data could not be transformed or decoded). Details give kind, name (the key prefix) and causes of type UnexpectedServerResponse with the store error and the failing key.
 * - `Timeout`: 504. The request could not be completed within the given time; it may succeed with a larger timeout. The client should wait at least retryAfterSeconds.
 * - `TooManyRequests`: 429. Too many requests in a window; the client should wait at least retryAfterSeconds and retry.
 * - `BadRequest`: 400. The request itself is invalid (e.g. deleting a read-only object) and can never succeed.
 * - `MethodNotAllowed`: 405. The action is not supported for the resource and can never succeed.
 * - `NotAcceptable`: 406. None of the accepted media types of the client can be served.
 * - `RequestEntityTooLarge`: 413. The request entity is too large.
 * - `UnsupportedMediaType`: 415. The content type of the request is not supported for the resource.
 * - `InternalError`: 500. An unexpected internal error occurred; the outcome is unknown. Causes may hold the original error.
 * - `Expired`: 410. The requested content has expired and is no longer available (e.g. a watch or continue token too old to serve).
 * - `ServiceUnavailable`: 503. The request is valid but the service is unavailable now; a later retry may succeed.
 */
export type StatusReason =
  | "Unauthorized"
  | "Forbidden"
  | "NotFound"
  | "AlreadyExists"
  | "Conflict"
  | "Gone"
  | "Invalid"
  | "ServerTimeout"
  | "StoreReadError"
  | "Timeout"
  | "TooManyRequests"
  | "BadRequest"
  | "MethodNotAllowed"
  | "NotAcceptable"
  | "RequestEntityTooLarge"
  | "UnsupportedMediaType"
  | "InternalError"
  | "Expired"
  | "ServiceUnavailable";
/** Additional properties that the server may set to describe a response. The reason of the Status defines which are set. Clients must ignore fields that do not match the defined type of each attribute and should assume any may be empty, invalid or under-defined. */
export interface StatusDetails {
  /** Name of the resource associated with the reason (when a single name can be described). */
  name?: string;
  /** Group of the resource associated with the reason. */
  group?: string;
  /** Kind of the resource associated with the reason; on some operations it may differ from the requested kind. */
  kind?: string;
  /** UID of the resource (when a single resource can be described). */
  uid?: UID;
  /** More details of the failure. Not all reasons provide causes. */
  causes?: StatusCause[];
  /** If set, seconds before the operation should be retried. For errors that require an alternate action, how long to wait before taking it. */
  retryAfterSeconds?: number;
}
/** More information about a Status failure, including when several errors occurred. */
export interface StatusCause {
  /** Machine-readable description of the cause. Empty means no information is available. */
  reason?: CauseType;
  /** Human-readable description of the cause; may be shown to a reader as is. */
  message?: string;
  /** The field of the resource that caused the error, as named by its JSON serialization, with dot and index notation for nested attributes (e.g. `items[0].name`). A field may appear in several causes when it has several errors. */
  field?: string;
}
/**
 * A machine-readable detail of a status cause. An operation may have several causes (on Failure or Success).
 *
 * - `FieldValueNotFound`: A requested value could not be found (e.g. looking up an ID).
 * - `FieldValueRequired`: A required value was not provided (empty string, null or empty array).
 * - `FieldValueDuplicate`: A value that must be unique collides with another (e.g. unique IDs).
 * - `FieldValueInvalid`: A malformed value (e.g. failed regular expression match).
 * - `FieldValueNotSupported`: A well-formed value that cannot be handled (e.g. an unknown enumerated value).
 * - `FieldValueForbidden`: A well-formed value that is not permitted under the current conditions (e.g. security policy).
 * - `FieldValueTooLong`: The value is too long; the error does not include the value.
 * - `FieldValueTooMany`: A list has too many items.
 * - `InternalError`: An error not related to user input.
 * - `FieldValueTypeInvalid`: The value does not match the schema type of the field.
 * - `UnexpectedServerResponse`: The server answered without the expected return type (a proxy in between or a server malfunction).
 * - `FieldManagerConflict`: Another manager claims the field; returned only for server-side apply.
 * - `ResourceVersionTooLarge`: The requested resource version is newer than the data observed by the server.
 */
export type CauseType =
  | "FieldValueNotFound"
  | "FieldValueRequired"
  | "FieldValueDuplicate"
  | "FieldValueInvalid"
  | "FieldValueNotSupported"
  | "FieldValueForbidden"
  | "FieldValueTooLong"
  | "FieldValueTooMany"
  | "InternalError"
  | "FieldValueTypeInvalid"
  | "UnexpectedServerResponse"
  | "FieldManagerConflict"
  | "ResourceVersionTooLarge";
/** Conditions that must hold before an operation (update, delete) is carried out. */
export interface Preconditions {
  /** The UID the target object must have. */
  uid?: UID;
  /** The resourceVersion the target object must have. */
  resourceVersion?: string;
}
/**
 * Whether and how a deletion propagates to the dependents of the object (garbage collection).
 *
 * - `Orphan`: The dependents are orphaned.
 * - `Background`: The object is deleted from the store; the garbage collector deletes the dependents in the background.
 * - `Foreground`: Cascading: the object stays in the store (with deletionTimestamp and the `foregroundDeletion` finalizer) until the garbage collector has deleted all dependents whose ownerReference has blockOwnerDeletion=true; dependents are deleted in the foreground too.
 */
export type DeletionPropagation = "Orphan" | "Background" | "Foreground";
/** A group, version and kind, unambiguously identifying a kind. */
export interface GroupVersionKind {
  /**
   * The API group; the empty string is the legacy core group (the key must be present).
   *
   * Required.
   */
  group: string;
  /**
   * The API version.
   *
   * Required.
   */
  version: string;
  /**
   * The kind.
   *
   * Required.
   */
  kind: string;
}
/** A group, version and resource, unambiguously identifying a resource. */
export interface GroupVersionResource {
  /**
   * The API group; the empty string is the legacy core group (the key must be present).
   *
   * Required.
   */
  group: string;
  /**
   * The API version.
   *
   * Required.
   */
  version: string;
  /**
   * The resource (plural name).
   *
   * Required.
   */
  resource: string;
}
/** A group and version. */
export interface GroupVersion {
  /**
   * The API group; the empty string is the legacy core group (the key must be present).
   *
   * Required.
   */
  group: string;
  /**
   * The API version.
   *
   * Required.
   */
  version: string;
}
/** A group and resource. */
export interface GroupResource {
  /**
   * The API group; the empty string is the legacy core group (the key must be present).
   *
   * Required.
   */
  group: string;
  /**
   * The resource (plural name).
   *
   * Required.
   */
  resource: string;
}
/** The `group/version` and `version` strings of one version of a group. */
export interface GroupVersionForDiscovery {
  /**
   * The API group and version in the form `group/version`.
   *
   * Required.
   */
  groupVersion: string;
  /**
   * The version alone, so that clients need not split groupVersion.
   *
   * Required.
   */
  version: string;
}
/** The server address a client should use, depending on the client CIDR it matches. */
export interface ServerAddressByClientCIDR {
  /**
   * The CIDR against which clients match their IP to find the server address to use.
   *
   * Required. Format: an IPv4 or IPv6 CIDR prefix.
   */
  clientCIDR: string;
  /**
   * Address of this server for clients matching clientCIDR; a hostname, hostname:port, IP or IP:port.
   *
   * Required.
   */
  serverAddress: string;
}
/** The name of a resource (or subresource) of a group version, its kind, verbs and whether it is namespaced. */
export interface APIResource {
  /**
   * The plural name of the resource; `<resource>/<subresource>` for subresources.
   *
   * Required.
   */
  name: string;
  /** The singular name of the resource, for reporting status on a single item; both singular and plural names are accepted by command-line clients. Empty for subresources. Always serialized by Kubernetes. */
  singularName?: string;
  /** Whether the resource is namespaced. Always serialized by Kubernetes. */
  namespaced?: boolean;
  /** The preferred group of the resource. Empty means the group of the containing list; for subresources it may differ (e.g. autoscaling for Scale). */
  group?: string;
  /** The preferred version of the resource. Empty means the version of the containing list; for subresources it may differ. */
  version?: string;
  /**
   * The kind of the resource (e.g. `Foo` for resource `foos`).
   *
   * Required.
   */
  kind: string;
  /**
   * The supported verbs: get, list, watch, create, update, patch, delete, deletecollection and proxy.
   *
   * Required.
   */
  verbs: string[];
  /** Suggested short names of the resource. */
  shortNames?: string[];
  /** Groups of resources this resource belongs to (e.g. `all`). */
  categories?: string[];
  /** Hash of the storage version, the version the resource is converted to when written to the store. Opaque; only equality comparison is valid. Populated only when the StorageVersionHash feature gate is enabled. */
  storageVersionHash?: string;
}
