import { type FieldsAt } from "../../runtime/known-fields.js";
/** Adds to `found` the paths of unknown fields of a UserInfo at `path`. */
export declare const unknownFieldsUserInfoAt: FieldsAt;
/** The paths of the fields of a UserInfo that its spec does not define. */
export declare const findUnknownFieldsUserInfo: (value: unknown) => string[];
