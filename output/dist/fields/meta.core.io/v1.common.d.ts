import { type FieldsAt } from "../../runtime/known-fields.js";
/** Adds to `found` the paths of unknown fields of a Status at `path`. */
export declare const unknownFieldsStatusAt: FieldsAt;
/** The paths of the fields of a Status that its spec does not define. */
export declare const findUnknownFieldsStatus: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of an ObjectMeta at `path`. */
export declare const unknownFieldsObjectMetaAt: FieldsAt;
/** The paths of the fields of an ObjectMeta that its spec does not define. */
export declare const findUnknownFieldsObjectMeta: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of an OwnerReference at `path`. */
export declare const unknownFieldsOwnerReferenceAt: FieldsAt;
/** The paths of the fields of an OwnerReference that its spec does not define. */
export declare const findUnknownFieldsOwnerReference: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a ManagedFieldsEntry at `path`. */
export declare const unknownFieldsManagedFieldsEntryAt: FieldsAt;
/** The paths of the fields of a ManagedFieldsEntry that its spec does not define. */
export declare const findUnknownFieldsManagedFieldsEntry: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a ListMeta at `path`. */
export declare const unknownFieldsListMetaAt: FieldsAt;
/** The paths of the fields of a ListMeta that its spec does not define. */
export declare const findUnknownFieldsListMeta: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a ShardInfo at `path`. */
export declare const unknownFieldsShardInfoAt: FieldsAt;
/** The paths of the fields of a ShardInfo that its spec does not define. */
export declare const findUnknownFieldsShardInfo: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a Condition at `path`. */
export declare const unknownFieldsConditionAt: FieldsAt;
/** The paths of the fields of a Condition that its spec does not define. */
export declare const findUnknownFieldsCondition: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a LabelSelector at `path`. */
export declare const unknownFieldsLabelSelectorAt: FieldsAt;
/** The paths of the fields of a LabelSelector that its spec does not define. */
export declare const findUnknownFieldsLabelSelector: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a LabelSelectorRequirement at `path`. */
export declare const unknownFieldsLabelSelectorRequirementAt: FieldsAt;
/** The paths of the fields of a LabelSelectorRequirement that its spec does not define. */
export declare const findUnknownFieldsLabelSelectorRequirement: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a StatusDetails at `path`. */
export declare const unknownFieldsStatusDetailsAt: FieldsAt;
/** The paths of the fields of a StatusDetails that its spec does not define. */
export declare const findUnknownFieldsStatusDetails: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a StatusCause at `path`. */
export declare const unknownFieldsStatusCauseAt: FieldsAt;
/** The paths of the fields of a StatusCause that its spec does not define. */
export declare const findUnknownFieldsStatusCause: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a GroupVersionKind at `path`. */
export declare const unknownFieldsGroupVersionKindAt: FieldsAt;
/** The paths of the fields of a GroupVersionKind that its spec does not define. */
export declare const findUnknownFieldsGroupVersionKind: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a GroupVersionResource at `path`. */
export declare const unknownFieldsGroupVersionResourceAt: FieldsAt;
/** The paths of the fields of a GroupVersionResource that its spec does not define. */
export declare const findUnknownFieldsGroupVersionResource: (value: unknown) => string[];
