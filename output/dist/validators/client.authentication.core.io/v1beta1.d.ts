export * from "./v1.js";
import type { Collector } from "../../runtime/errors.js";
import { type UpdateValidator, type Validator } from "../../runtime/total.js";
import type * as types from "../../types/client.authentication.core.io/v1beta1.js";
/**
 * Validates an ExecCredential. Used by exec-based plugins to hand credentials to HTTP transports.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateExecCredential: Validator<types.ExecCredential>;
/** Validates an update of an ExecCredential: everything `validateExecCredential` checks, and what may not change from `old`. */
export declare const validateExecCredentialUpdate: UpdateValidator;
/** Checks an ExecCredential found at `path`, adding its errors to `c`: the checks of v1, with apiVersion client.authentication.core.io/v1beta1. */
export declare function validateExecCredentialAt(value: unknown, path: string, c: Collector): void;
