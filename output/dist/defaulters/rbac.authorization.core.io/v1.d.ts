import { type Defaulter } from "../../runtime/values.js";
/** A copy of a ClusterRole with its defaults set; the input is never changed. */
export declare const defaultClusterRole: Defaulter;
/** A copy of a ClusterRoleList with its defaults set; the input is never changed. */
export declare const defaultClusterRoleList: Defaulter;
/** A copy of a ClusterRoleBinding with its defaults set; the input is never changed. */
export declare const defaultClusterRoleBinding: Defaulter;
/** Sets the defaults of a ClusterRoleBinding in place. Only for values the caller owns (a copy). */
export declare function setDefaultsClusterRoleBinding(value: unknown): void;
/** A copy of a ClusterRoleBindingList with its defaults set; the input is never changed. */
export declare const defaultClusterRoleBindingList: Defaulter;
/** Sets the defaults of a ClusterRoleBindingList in place. Only for values the caller owns (a copy). */
export declare function setDefaultsClusterRoleBindingList(value: unknown): void;
/** A copy of a PolicyRule with its defaults set; the input is never changed. */
export declare const defaultPolicyRule: Defaulter;
/** A copy of an AggregationRule with its defaults set; the input is never changed. */
export declare const defaultAggregationRule: Defaulter;
/** A copy of a Subject with its defaults set; the input is never changed. */
export declare const defaultSubject: Defaulter;
/** Sets the defaults of a Subject in place. Only for values the caller owns (a copy). */
export declare function setDefaultsSubject(value: unknown): void;
/** A copy of a RoleRef with its defaults set; the input is never changed. */
export declare const defaultRoleRef: Defaulter;
/** Sets the defaults of a RoleRef in place. Only for values the caller owns (a copy). */
export declare function setDefaultsRoleRef(value: unknown): void;
