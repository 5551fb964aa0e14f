/** The paths of the fields of a ClusterRoleBinding that its spec does not define. */
export declare function findUnknownFieldsClusterRoleBinding(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a ClusterRoleBinding at `path`. */
export declare function unknownFieldsClusterRoleBindingAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a ClusterRoleBindingList that its spec does not define. */
export declare function findUnknownFieldsClusterRoleBindingList(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a ClusterRoleBindingList at `path`. */
export declare function unknownFieldsClusterRoleBindingListAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a Subject that its spec does not define. */
export declare function findUnknownFieldsSubject(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a Subject at `path`. */
export declare function unknownFieldsSubjectAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a RoleRef that its spec does not define. */
export declare function findUnknownFieldsRoleRef(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a RoleRef at `path`. */
export declare function unknownFieldsRoleRefAt(value: unknown, path: string, found: string[]): void;
