import { type Defaulter } from "../../runtime/values.js";
/** A copy of a Status with its defaults set; the input is never changed. */
export declare const defaultStatus: Defaulter;
/** A copy of an ObjectMeta with its defaults set; the input is never changed. */
export declare const defaultObjectMeta: Defaulter;
/** A copy of an OwnerReference with its defaults set; the input is never changed. */
export declare const defaultOwnerReference: Defaulter;
/** A copy of a ManagedFieldsEntry with its defaults set; the input is never changed. */
export declare const defaultManagedFieldsEntry: Defaulter;
/** A copy of a ListMeta with its defaults set; the input is never changed. */
export declare const defaultListMeta: Defaulter;
/** A copy of a ShardInfo with its defaults set; the input is never changed. */
export declare const defaultShardInfo: Defaulter;
/** A copy of a Condition with its defaults set; the input is never changed. */
export declare const defaultCondition: Defaulter;
/** A copy of a LabelSelector with its defaults set; the input is never changed. */
export declare const defaultLabelSelector: Defaulter;
/** A copy of a LabelSelectorRequirement with its defaults set; the input is never changed. */
export declare const defaultLabelSelectorRequirement: Defaulter;
/** A copy of a StatusDetails with its defaults set; the input is never changed. */
export declare const defaultStatusDetails: Defaulter;
/** A copy of a StatusCause with its defaults set; the input is never changed. */
export declare const defaultStatusCause: Defaulter;
/** A copy of a GroupVersionKind with its defaults set; the input is never changed. */
export declare const defaultGroupVersionKind: Defaulter;
/** A copy of a GroupVersionResource with its defaults set; the input is never changed. */
export declare const defaultGroupVersionResource: Defaulter;
