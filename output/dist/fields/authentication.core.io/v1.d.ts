/** The paths of the fields of a UserInfo that its spec does not define. */
export declare function findUnknownFieldsUserInfo(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a UserInfo at `path`. */
export declare function unknownFieldsUserInfoAt(value: unknown, path: string, found: string[]): void;
