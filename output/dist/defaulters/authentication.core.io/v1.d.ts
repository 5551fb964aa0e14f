/** A copy of a UserInfo with its defaults set; the input is never changed. */
export declare function defaultUserInfo<T>(value: T): T;
