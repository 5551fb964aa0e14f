import { type Collector } from "../../runtime/errors.js";
import { type Validator } from "../../runtime/total.js";
import type * as types from "../../types/authentication.core.io/v1.js";
/**
 * Validates a UserInfo. The information about a user needed to implement the user.Info interface of the authenticator.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateUserInfo: Validator<types.UserInfo>;
/** Checks a UserInfo found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateUserInfoAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates an ExtraValue. The values of one key of UserInfo.extra (a string list, so that it can be serialized as a map value).
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateExtraValue: Validator<types.ExtraValue>;
/** Checks an ExtraValue found at `path`, adding its errors to `c`. */
export declare function validateExtraValueAt(value: unknown, path: string, c: Collector): void;
