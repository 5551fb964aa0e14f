import { type Collector } from "../../runtime/errors.js";
import { type UpdateValidator, type Validator } from "../../runtime/total.js";
import { checkKindUnchanged } from "../../runtime/update.js";
/**
 * Validates a Status. A return value for calls that do not return other objects, and the body of every error response.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateStatus: Validator;
/** Validates an update of a Status: everything `validateStatus` checks, and what may not change from `old`. */
export declare const validateStatusUpdate: UpdateValidator;
/** Checks a Status found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateStatusAt(value: unknown, path: string, c: Collector): void;
/** Checks what an update of a Status at `path` may not change, comparing `value` with `old`. Only its kind may not change. */
export declare const updateStatusAt: typeof checkKindUnchanged;
/**
 * Validates a DeleteOptions. Options that may be provided when deleting an object (the body of delete and delete collection).
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateDeleteOptions: Validator;
/** Validates an update of a DeleteOptions: everything `validateDeleteOptions` checks, and what may not change from `old`. */
export declare const validateDeleteOptionsUpdate: UpdateValidator;
/** Checks a DeleteOptions found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateDeleteOptionsAt(value: unknown, path: string, c: Collector): void;
/** Checks what an update of a DeleteOptions at `path` may not change, comparing `value` with `old`. Only its kind may not change. */
export declare const updateDeleteOptionsAt: typeof checkKindUnchanged;
/**
 * Validates a WatchEvent. One event of a watch stream (a list call with watch=true): an add, update or remove notification, a bookmark, or an error.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateWatchEvent: Validator;
/** Validates an update of a WatchEvent: everything `validateWatchEvent` checks, and what may not change from `old`. */
export declare const validateWatchEventUpdate: UpdateValidator;
/** Checks a WatchEvent found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateWatchEventAt(value: unknown, path: string, c: Collector): void;
/** Checks what an update of a WatchEvent at `path` may not change, comparing `value` with `old`. Only its kind may not change. */
export declare const updateWatchEventAt: typeof checkKindUnchanged;
/**
 * Validates an APIVersions. The versions available at /api, the root path of the legacy core API.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateAPIVersions: Validator;
/** Validates an update of an APIVersions: everything `validateAPIVersions` checks, and what may not change from `old`. */
export declare const validateAPIVersionsUpdate: UpdateValidator;
/** Checks an APIVersions found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateAPIVersionsAt(value: unknown, path: string, c: Collector): void;
/** Checks what an update of an APIVersions at `path` may not change, comparing `value` with `old`. Only its kind may not change. */
export declare const updateAPIVersionsAt: typeof checkKindUnchanged;
/**
 * Validates an APIGroupList. The list of API groups, served at /apis.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateAPIGroupList: Validator;
/** Validates an update of an APIGroupList: everything `validateAPIGroupList` checks, and what may not change from `old`. */
export declare const validateAPIGroupListUpdate: UpdateValidator;
/** Checks an APIGroupList found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateAPIGroupListAt(value: unknown, path: string, c: Collector): void;
/** Checks what an update of an APIGroupList at `path` may not change, comparing `value` with `old`. Only its kind may not change. */
export declare const updateAPIGroupListAt: typeof checkKindUnchanged;
/**
 * Validates an APIGroup. The name, supported versions and preferred version of an API group, served at /apis/<group>.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateAPIGroup: Validator;
/** Validates an update of an APIGroup: everything `validateAPIGroup` checks, and what may not change from `old`. */
export declare const validateAPIGroupUpdate: UpdateValidator;
/** Checks an APIGroup found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateAPIGroupAt(value: unknown, path: string, c: Collector): void;
/** Checks what an update of an APIGroup at `path` may not change, comparing `value` with `old`. Only its kind may not change. */
export declare const updateAPIGroupAt: typeof checkKindUnchanged;
/**
 * Validates an APIResourceList. The resources of one group version and whether they are namespaced, served at /api/v1 and /apis/<group>/<version>.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateAPIResourceList: Validator;
/** Validates an update of an APIResourceList: everything `validateAPIResourceList` checks, and what may not change from `old`. */
export declare const validateAPIResourceListUpdate: UpdateValidator;
/** Checks an APIResourceList found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateAPIResourceListAt(value: unknown, path: string, c: Collector): void;
/** Checks what an update of an APIResourceList at `path` may not change, comparing `value` with `old`. Only its kind may not change. */
export declare const updateAPIResourceListAt: typeof checkKindUnchanged;
/**
 * Validates a Time. A timestamp in RFC 3339 form in UTC with seconds precision, e.g.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateTime: Validator;
/** Checks a Time found at `path`, adding its errors to `c`. */
export declare function validateTimeAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a MicroTime. A timestamp with microsecond precision, in RFC 3339 form with exactly six fractional digits, e.g.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateMicroTime: Validator;
/** Checks a MicroTime found at `path`, adding its errors to `c`. */
export declare function validateMicroTimeAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a Duration. A time duration in Go syntax, e.g.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateDuration: Validator;
/** Checks a Duration found at `path`, adding its errors to `c`. */
export declare function validateDurationAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a Quantity. A fixed-point number with an optional suffix: a binary SI suffix (Ki, Mi, Gi, Ti, Pi, Ei), a decimal SI suffix (n, u, m, "", k, M, G, T, P, E) or a decimal exponent (e.g.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateQuantity: Validator;
/** Checks a Quantity found at `path`, adding its errors to `c`. */
export declare function validateQuantityAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a UID. A unique identifier in time and space of an object, typically an RFC 4122 UUID generated by the server.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateUID: Validator;
/** Checks a UID found at `path`, adding its errors to `c`. */
export declare function validateUIDAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a RawExtension. An arbitrary embedded object (with its own apiVersion and kind when it is an API object), stored and passed on as JSON without interpretation by the enclosing type.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateRawExtension: Validator;
/** Checks a RawExtension found at `path`, adding its errors to `c`. */
export declare function validateRawExtensionAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates an IntOrString. Either an integer or a string (e.g.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateIntOrString: Validator;
/** Checks an IntOrString found at `path`, adding its errors to `c`. */
export declare function validateIntOrStringAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a FieldsV1. A set of fields as a trie in JSON form.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateFieldsV1: Validator;
/** Checks a FieldsV1 found at `path`, adding its errors to `c`. */
export declare function validateFieldsV1At(value: unknown, path: string, c: Collector): void;
/**
 * Validates a Patch. The body of a PATCH request.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validatePatch: Validator;
/** Checks a Patch found at `path`, adding its errors to `c`. */
export declare function validatePatchAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates an ObjectMeta. Metadata that every persisted resource has, including every object users create.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateObjectMeta: Validator;
/** Validates an update of an ObjectMeta: everything `validateObjectMeta` checks, and what may not change from `old`. */
export declare const validateObjectMetaUpdate: UpdateValidator;
/** Checks an ObjectMeta found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateObjectMetaAt(value: unknown, path: string, c: Collector): void;
/** Checks what an update of an ObjectMeta at `path` may not change, comparing `value` with `old`. */
export declare function updateObjectMetaAt(
  value: unknown,
  old: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates an OwnerReference. Enough information to identify an owning object.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateOwnerReference: Validator;
/** Checks an OwnerReference found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateOwnerReferenceAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a ManagedFieldsEntry. A workflow id, a field set and the group version of the resource that the field set applies to.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateManagedFieldsEntry: Validator;
/** Checks a ManagedFieldsEntry found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateManagedFieldsEntryAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a ManagedFieldsOperationType. The type of operation that led to a ManagedFieldsEntry being created.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateManagedFieldsOperationType: Validator;
/** Checks a ManagedFieldsOperationType found at `path`, adding its errors to `c`. */
export declare function validateManagedFieldsOperationTypeAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a ListMeta. Metadata of synthetic resources: lists and status objects.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateListMeta: Validator;
/** Checks a ListMeta found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateListMetaAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a ShardInfo. The shard selection a list response was filtered by.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateShardInfo: Validator;
/** Checks a ShardInfo found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateShardInfoAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a Condition. Details of one aspect of the current state of an API resource, used in `status.conditions` lists keyed by type.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateCondition: Validator;
/** Checks a Condition found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateConditionAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a ConditionStatus. The status of a condition.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateConditionStatus: Validator;
/** Checks a ConditionStatus found at `path`, adding its errors to `c`. */
export declare function validateConditionStatusAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a LabelSelector. A label query over a set of resources.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateLabelSelector: Validator;
/** Checks a LabelSelector found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateLabelSelectorAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a LabelSelectorRequirement. A selector requirement, made of a key, an operator and values that the operator relates the key to.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateLabelSelectorRequirement: Validator;
/** Checks a LabelSelectorRequirement found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateLabelSelectorRequirementAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a LabelSelectorOperator. An operator of a label selector requirement.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateLabelSelectorOperator: Validator;
/** Checks a LabelSelectorOperator found at `path`, adding its errors to `c`. */
export declare function validateLabelSelectorOperatorAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a StatusReason. A machine-readable reason for a Failure status.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateStatusReason: Validator;
/** Checks a StatusReason found at `path`, adding its errors to `c`. */
export declare function validateStatusReasonAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a StatusDetails. Additional properties that the server may set to describe a response.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateStatusDetails: Validator;
/** Checks a StatusDetails found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateStatusDetailsAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a StatusCause. More information about a Status failure, including when several errors occurred.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateStatusCause: Validator;
/** Checks a StatusCause found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateStatusCauseAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a CauseType. A machine-readable detail of a status cause.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateCauseType: Validator;
/** Checks a CauseType found at `path`, adding its errors to `c`. */
export declare function validateCauseTypeAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a Preconditions. Conditions that must hold before an operation (update, delete) is carried out.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validatePreconditions: Validator;
/** Checks a Preconditions found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validatePreconditionsAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a DeletionPropagation. Whether and how a deletion propagates to the dependents of the object (garbage collection).
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateDeletionPropagation: Validator;
/** Checks a DeletionPropagation found at `path`, adding its errors to `c`. */
export declare function validateDeletionPropagationAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a GroupVersionKind. A group, version and kind, unambiguously identifying a kind.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateGroupVersionKind: Validator;
/** Checks a GroupVersionKind found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateGroupVersionKindAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a GroupVersionResource. A group, version and resource, unambiguously identifying a resource.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateGroupVersionResource: Validator;
/** Checks a GroupVersionResource found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateGroupVersionResourceAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a GroupVersion. A group and version.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateGroupVersion: Validator;
/** Checks a GroupVersion found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateGroupVersionAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a GroupResource. A group and resource.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateGroupResource: Validator;
/** Checks a GroupResource found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateGroupResourceAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a GroupVersionForDiscovery. The `group/version` and `version` strings of one version of a group.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateGroupVersionForDiscovery: Validator;
/** Checks a GroupVersionForDiscovery found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateGroupVersionForDiscoveryAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a ServerAddressByClientCIDR. The server address a client should use, depending on the client CIDR it matches.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateServerAddressByClientCIDR: Validator;
/** Checks a ServerAddressByClientCIDR found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateServerAddressByClientCIDRAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates an APIResource. The name of a resource (or subresource) of a group version, its kind, verbs and whether it is namespaced.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateAPIResource: Validator;
/** Checks an APIResource found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateAPIResourceAt(value: unknown, path: string, c: Collector): void;
