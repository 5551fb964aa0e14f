/** A copy of a Status with its defaults set; the input is never changed. */
export declare function defaultStatus<T>(value: T): T;
/** A copy of a DeleteOptions with its defaults set; the input is never changed. */
export declare function defaultDeleteOptions<T>(value: T): T;
/** Sets the defaults of a DeleteOptions in place. Only for values the caller owns (a copy). */
export declare function setDefaultsDeleteOptions(value: unknown): void;
/** A copy of a WatchEvent with its defaults set; the input is never changed. */
export declare function defaultWatchEvent<T>(value: T): T;
/** A copy of an APIVersions with its defaults set; the input is never changed. */
export declare function defaultAPIVersions<T>(value: T): T;
/** A copy of an APIGroupList with its defaults set; the input is never changed. */
export declare function defaultAPIGroupList<T>(value: T): T;
/** A copy of an APIGroup with its defaults set; the input is never changed. */
export declare function defaultAPIGroup<T>(value: T): T;
/** A copy of an APIResourceList with its defaults set; the input is never changed. */
export declare function defaultAPIResourceList<T>(value: T): T;
/** A copy of an ObjectMeta with its defaults set; the input is never changed. */
export declare function defaultObjectMeta<T>(value: T): T;
/** A copy of an OwnerReference with its defaults set; the input is never changed. */
export declare function defaultOwnerReference<T>(value: T): T;
/** A copy of a ManagedFieldsEntry with its defaults set; the input is never changed. */
export declare function defaultManagedFieldsEntry<T>(value: T): T;
/** A copy of a ListMeta with its defaults set; the input is never changed. */
export declare function defaultListMeta<T>(value: T): T;
/** A copy of a ShardInfo with its defaults set; the input is never changed. */
export declare function defaultShardInfo<T>(value: T): T;
/** A copy of a Condition with its defaults set; the input is never changed. */
export declare function defaultCondition<T>(value: T): T;
/** A copy of a LabelSelector with its defaults set; the input is never changed. */
export declare function defaultLabelSelector<T>(value: T): T;
/** A copy of a LabelSelectorRequirement with its defaults set; the input is never changed. */
export declare function defaultLabelSelectorRequirement<T>(value: T): T;
/** A copy of a StatusDetails with its defaults set; the input is never changed. */
export declare function defaultStatusDetails<T>(value: T): T;
/** A copy of a StatusCause with its defaults set; the input is never changed. */
export declare function defaultStatusCause<T>(value: T): T;
/** A copy of a Preconditions with its defaults set; the input is never changed. */
export declare function defaultPreconditions<T>(value: T): T;
/** A copy of a GroupVersionKind with its defaults set; the input is never changed. */
export declare function defaultGroupVersionKind<T>(value: T): T;
/** A copy of a GroupVersionResource with its defaults set; the input is never changed. */
export declare function defaultGroupVersionResource<T>(value: T): T;
/** A copy of a GroupVersion with its defaults set; the input is never changed. */
export declare function defaultGroupVersion<T>(value: T): T;
/** A copy of a GroupResource with its defaults set; the input is never changed. */
export declare function defaultGroupResource<T>(value: T): T;
/** A copy of a GroupVersionForDiscovery with its defaults set; the input is never changed. */
export declare function defaultGroupVersionForDiscovery<T>(value: T): T;
/** A copy of a ServerAddressByClientCIDR with its defaults set; the input is never changed. */
export declare function defaultServerAddressByClientCIDR<T>(value: T): T;
/** A copy of an APIResource with its defaults set; the input is never changed. */
export declare function defaultAPIResource<T>(value: T): T;
