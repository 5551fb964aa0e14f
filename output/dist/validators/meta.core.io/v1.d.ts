export * from "./v1.common.js";
import { type Collector } from "../../runtime/errors.js";
import { type UpdateValidator, type Validator } from "../../runtime/total.js";
import { checkKindUnchanged } from "../../runtime/update.js";
import type * as types from "../../types/meta.core.io/v1.js";
/**
 * Validates a DeleteOptions. Options that may be provided when deleting an object (the body of delete and delete collection).
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateDeleteOptions: Validator<types.DeleteOptions>;
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
export declare const validateWatchEvent: Validator<types.WatchEvent>;
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
export declare const validateAPIVersions: Validator<types.APIVersions>;
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
export declare const validateAPIGroupList: Validator<types.APIGroupList>;
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
export declare const validateAPIGroup: Validator<types.APIGroup>;
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
export declare const validateAPIResourceList: Validator<types.APIResourceList>;
/** Validates an update of an APIResourceList: everything `validateAPIResourceList` checks, and what may not change from `old`. */
export declare const validateAPIResourceListUpdate: UpdateValidator;
/** Checks an APIResourceList found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateAPIResourceListAt(value: unknown, path: string, c: Collector): void;
/** Checks what an update of an APIResourceList at `path` may not change, comparing `value` with `old`. Only its kind may not change. */
export declare const updateAPIResourceListAt: typeof checkKindUnchanged;
/**
 * Validates an IntOrString. Either an integer or a string (e.g.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateIntOrString: Validator<types.IntOrString>;
/** Checks an IntOrString found at `path`, adding its errors to `c`. */
export declare function validateIntOrStringAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a Patch. The body of a PATCH request.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validatePatch: Validator<types.Patch>;
/** Checks a Patch found at `path`, adding its errors to `c`. */
export declare function validatePatchAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a Preconditions. Conditions that must hold before an operation (update, delete) is carried out.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validatePreconditions: Validator<types.Preconditions>;
/** Checks a Preconditions found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validatePreconditionsAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a DeletionPropagation. Whether and how a deletion propagates to the dependents of the object (garbage collection).
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateDeletionPropagation: Validator<types.DeletionPropagation>;
/** Checks a DeletionPropagation found at `path`, adding its errors to `c`. */
export declare function validateDeletionPropagationAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a GroupVersion. A group and version.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateGroupVersion: Validator<types.GroupVersion>;
/** Checks a GroupVersion found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateGroupVersionAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a GroupResource. A group and resource.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateGroupResource: Validator<types.GroupResource>;
/** Checks a GroupResource found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateGroupResourceAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a GroupVersionForDiscovery. The `group/version` and `version` strings of one version of a group.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateGroupVersionForDiscovery: Validator<types.GroupVersionForDiscovery>;
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
export declare const validateServerAddressByClientCIDR: Validator<types.ServerAddressByClientCIDR>;
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
export declare const validateAPIResource: Validator<types.APIResource>;
/** Checks an APIResource found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateAPIResourceAt(value: unknown, path: string, c: Collector): void;
