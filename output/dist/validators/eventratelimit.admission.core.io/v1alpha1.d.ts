import { type Collector } from "../../runtime/errors.js";
import { type UpdateValidator, type Validator } from "../../runtime/total.js";
import { checkKindUnchanged } from "../../runtime/update.js";
import type * as types from "../../types/eventratelimit.admission.core.io/v1alpha1.js";
/**
 * Validates a Configuration. Configuration of the EventRateLimit admission controller.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateConfiguration: Validator<types.Configuration>;
/** Validates an update of a Configuration: everything `validateConfiguration` checks, and what may not change from `old`. */
export declare const validateConfigurationUpdate: UpdateValidator;
/** Checks a Configuration found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateConfigurationAt(value: unknown, path: string, c: Collector): void;
/** Checks what an update of a Configuration at `path` may not change, comparing `value` with `old`. Only its kind may not change. */
export declare const updateConfigurationAt: typeof checkKindUnchanged;
/**
 * Validates a Limit. The configuration of one limit type.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateLimit: Validator<types.Limit>;
/** Checks a Limit found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateLimitAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a LimitType. The type of a limit, e.g.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateLimitType: Validator<types.LimitType>;
/** Checks a LimitType found at `path`, adding its errors to `c`. */
export declare function validateLimitTypeAt(value: unknown, path: string, c: Collector): void;
