/** The information about a user needed to implement the user.Info interface of the authenticator. */
export interface UserInfo {
  /** The name that uniquely identifies this user among all active users. */
  username?: string;
  /** A unique value that identifies this user across time; if this user is deleted and another user by the same name is added, they have different UIDs. */
  uid?: string;
  /** The names of the groups this user is a part of. */
  groups?: string[];
  /** Any additional information provided by the authenticator, each key mapping to a list of strings. */
  extra?: Record<string, string[]>;
}
/** The values of one key of UserInfo.extra (a string list, so that it can be serialized as a map value). */
export type ExtraValue = string[];
