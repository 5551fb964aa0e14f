/** The paths of the fields of a Status that its spec does not define. */
export declare function findUnknownFieldsStatus(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a Status at `path`. */
export declare function unknownFieldsStatusAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a DeleteOptions that its spec does not define. */
export declare function findUnknownFieldsDeleteOptions(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a DeleteOptions at `path`. */
export declare function unknownFieldsDeleteOptionsAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a WatchEvent that its spec does not define. */
export declare function findUnknownFieldsWatchEvent(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a WatchEvent at `path`. */
export declare function unknownFieldsWatchEventAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a APIVersions that its spec does not define. */
export declare function findUnknownFieldsAPIVersions(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a APIVersions at `path`. */
export declare function unknownFieldsAPIVersionsAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a APIGroupList that its spec does not define. */
export declare function findUnknownFieldsAPIGroupList(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a APIGroupList at `path`. */
export declare function unknownFieldsAPIGroupListAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a APIGroup that its spec does not define. */
export declare function findUnknownFieldsAPIGroup(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a APIGroup at `path`. */
export declare function unknownFieldsAPIGroupAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a APIResourceList that its spec does not define. */
export declare function findUnknownFieldsAPIResourceList(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a APIResourceList at `path`. */
export declare function unknownFieldsAPIResourceListAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a ObjectMeta that its spec does not define. */
export declare function findUnknownFieldsObjectMeta(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a ObjectMeta at `path`. */
export declare function unknownFieldsObjectMetaAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a OwnerReference that its spec does not define. */
export declare function findUnknownFieldsOwnerReference(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a OwnerReference at `path`. */
export declare function unknownFieldsOwnerReferenceAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a ManagedFieldsEntry that its spec does not define. */
export declare function findUnknownFieldsManagedFieldsEntry(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a ManagedFieldsEntry at `path`. */
export declare function unknownFieldsManagedFieldsEntryAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a ListMeta that its spec does not define. */
export declare function findUnknownFieldsListMeta(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a ListMeta at `path`. */
export declare function unknownFieldsListMetaAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a ShardInfo that its spec does not define. */
export declare function findUnknownFieldsShardInfo(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a ShardInfo at `path`. */
export declare function unknownFieldsShardInfoAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a Condition that its spec does not define. */
export declare function findUnknownFieldsCondition(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a Condition at `path`. */
export declare function unknownFieldsConditionAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a LabelSelector that its spec does not define. */
export declare function findUnknownFieldsLabelSelector(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a LabelSelector at `path`. */
export declare function unknownFieldsLabelSelectorAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a LabelSelectorRequirement that its spec does not define. */
export declare function findUnknownFieldsLabelSelectorRequirement(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a LabelSelectorRequirement at `path`. */
export declare function unknownFieldsLabelSelectorRequirementAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a StatusDetails that its spec does not define. */
export declare function findUnknownFieldsStatusDetails(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a StatusDetails at `path`. */
export declare function unknownFieldsStatusDetailsAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a StatusCause that its spec does not define. */
export declare function findUnknownFieldsStatusCause(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a StatusCause at `path`. */
export declare function unknownFieldsStatusCauseAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a Preconditions that its spec does not define. */
export declare function findUnknownFieldsPreconditions(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a Preconditions at `path`. */
export declare function unknownFieldsPreconditionsAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a GroupVersionKind that its spec does not define. */
export declare function findUnknownFieldsGroupVersionKind(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a GroupVersionKind at `path`. */
export declare function unknownFieldsGroupVersionKindAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a GroupVersionResource that its spec does not define. */
export declare function findUnknownFieldsGroupVersionResource(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a GroupVersionResource at `path`. */
export declare function unknownFieldsGroupVersionResourceAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a GroupVersion that its spec does not define. */
export declare function findUnknownFieldsGroupVersion(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a GroupVersion at `path`. */
export declare function unknownFieldsGroupVersionAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a GroupResource that its spec does not define. */
export declare function findUnknownFieldsGroupResource(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a GroupResource at `path`. */
export declare function unknownFieldsGroupResourceAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a GroupVersionForDiscovery that its spec does not define. */
export declare function findUnknownFieldsGroupVersionForDiscovery(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a GroupVersionForDiscovery at `path`. */
export declare function unknownFieldsGroupVersionForDiscoveryAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a ServerAddressByClientCIDR that its spec does not define. */
export declare function findUnknownFieldsServerAddressByClientCIDR(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a ServerAddressByClientCIDR at `path`. */
export declare function unknownFieldsServerAddressByClientCIDRAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a APIResource that its spec does not define. */
export declare function findUnknownFieldsAPIResource(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a APIResource at `path`. */
export declare function unknownFieldsAPIResourceAt(value: unknown, path: string, found: string[]): void;
