import { type FieldsAt } from "../../runtime/known-fields.js";
/** Adds to `found` the paths of unknown fields of a ClusterRole at `path`. */
export declare const unknownFieldsClusterRoleAt: FieldsAt;
/** The paths of the fields of a ClusterRole that its spec does not define. */
export declare const findUnknownFieldsClusterRole: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a ClusterRoleList at `path`. */
export declare const unknownFieldsClusterRoleListAt: FieldsAt;
/** The paths of the fields of a ClusterRoleList that its spec does not define. */
export declare const findUnknownFieldsClusterRoleList: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a ClusterRoleBinding at `path`. */
export declare const unknownFieldsClusterRoleBindingAt: FieldsAt;
/** The paths of the fields of a ClusterRoleBinding that its spec does not define. */
export declare const findUnknownFieldsClusterRoleBinding: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a ClusterRoleBindingList at `path`. */
export declare const unknownFieldsClusterRoleBindingListAt: FieldsAt;
/** The paths of the fields of a ClusterRoleBindingList that its spec does not define. */
export declare const findUnknownFieldsClusterRoleBindingList: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a PolicyRule at `path`. */
export declare const unknownFieldsPolicyRuleAt: FieldsAt;
/** The paths of the fields of a PolicyRule that its spec does not define. */
export declare const findUnknownFieldsPolicyRule: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of an AggregationRule at `path`. */
export declare const unknownFieldsAggregationRuleAt: FieldsAt;
/** The paths of the fields of an AggregationRule that its spec does not define. */
export declare const findUnknownFieldsAggregationRule: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a Subject at `path`. */
export declare const unknownFieldsSubjectAt: FieldsAt;
/** The paths of the fields of a Subject that its spec does not define. */
export declare const findUnknownFieldsSubject: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a RoleRef at `path`. */
export declare const unknownFieldsRoleRefAt: FieldsAt;
/** The paths of the fields of a RoleRef that its spec does not define. */
export declare const findUnknownFieldsRoleRef: (value: unknown) => string[];
