export * from "./v1.common.js";
import { type FieldsAt } from "../../runtime/known-fields.js";
/** Adds to `found` the paths of unknown fields of a DeleteOptions at `path`. */
export declare const unknownFieldsDeleteOptionsAt: FieldsAt;
/** The paths of the fields of a DeleteOptions that its spec does not define. */
export declare const findUnknownFieldsDeleteOptions: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a WatchEvent at `path`. */
export declare const unknownFieldsWatchEventAt: FieldsAt;
/** The paths of the fields of a WatchEvent that its spec does not define. */
export declare const findUnknownFieldsWatchEvent: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of an APIVersions at `path`. */
export declare const unknownFieldsAPIVersionsAt: FieldsAt;
/** The paths of the fields of an APIVersions that its spec does not define. */
export declare const findUnknownFieldsAPIVersions: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of an APIGroupList at `path`. */
export declare const unknownFieldsAPIGroupListAt: FieldsAt;
/** The paths of the fields of an APIGroupList that its spec does not define. */
export declare const findUnknownFieldsAPIGroupList: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of an APIGroup at `path`. */
export declare const unknownFieldsAPIGroupAt: FieldsAt;
/** The paths of the fields of an APIGroup that its spec does not define. */
export declare const findUnknownFieldsAPIGroup: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of an APIResourceList at `path`. */
export declare const unknownFieldsAPIResourceListAt: FieldsAt;
/** The paths of the fields of an APIResourceList that its spec does not define. */
export declare const findUnknownFieldsAPIResourceList: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a Preconditions at `path`. */
export declare const unknownFieldsPreconditionsAt: FieldsAt;
/** The paths of the fields of a Preconditions that its spec does not define. */
export declare const findUnknownFieldsPreconditions: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a GroupVersion at `path`. */
export declare const unknownFieldsGroupVersionAt: FieldsAt;
/** The paths of the fields of a GroupVersion that its spec does not define. */
export declare const findUnknownFieldsGroupVersion: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a GroupResource at `path`. */
export declare const unknownFieldsGroupResourceAt: FieldsAt;
/** The paths of the fields of a GroupResource that its spec does not define. */
export declare const findUnknownFieldsGroupResource: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a GroupVersionForDiscovery at `path`. */
export declare const unknownFieldsGroupVersionForDiscoveryAt: FieldsAt;
/** The paths of the fields of a GroupVersionForDiscovery that its spec does not define. */
export declare const findUnknownFieldsGroupVersionForDiscovery: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a ServerAddressByClientCIDR at `path`. */
export declare const unknownFieldsServerAddressByClientCIDRAt: FieldsAt;
/** The paths of the fields of a ServerAddressByClientCIDR that its spec does not define. */
export declare const findUnknownFieldsServerAddressByClientCIDR: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of an APIResource at `path`. */
export declare const unknownFieldsAPIResourceAt: FieldsAt;
/** The paths of the fields of an APIResource that its spec does not define. */
export declare const findUnknownFieldsAPIResource: (value: unknown) => string[];
