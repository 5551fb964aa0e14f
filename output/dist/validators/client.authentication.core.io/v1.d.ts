import { type Collector } from "../../runtime/errors.js";
import { type UpdateValidator, type Validator } from "../../runtime/total.js";
import { checkKindUnchanged } from "../../runtime/update.js";
import type * as types from "../../types/client.authentication.core.io/v1.js";
/**
 * Validates an ExecCredential. Used by exec-based plugins to hand credentials to HTTP transports.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateExecCredential: Validator<types.ExecCredential>;
/** Validates an update of an ExecCredential: everything `validateExecCredential` checks, and what may not change from `old`. */
export declare const validateExecCredentialUpdate: UpdateValidator;
/** Checks an ExecCredential found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateExecCredentialAt(
  value: unknown,
  path: string,
  c: Collector,
  kindApiVersion?: string,
): void;
/** Checks what an update of an ExecCredential at `path` may not change, comparing `value` with `old`. Only its kind may not change. */
export declare const updateExecCredentialAt: typeof checkKindUnchanged;
/**
 * Validates an ExecCredentialSpec. Request and runtime specific information provided by the transport.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateExecCredentialSpec: Validator<types.ExecCredentialSpec>;
/** Checks an ExecCredentialSpec found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateExecCredentialSpecAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a Cluster. Information to allow an exec plugin to communicate with the cluster being authenticated to.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateCluster: Validator<types.Cluster>;
/** Checks a Cluster found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateClusterAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates an ExecCredentialStatus. Credentials for the transport to use: a bearer token, or a client certificate and key.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateExecCredentialStatus: Validator<types.ExecCredentialStatus>;
/** Checks an ExecCredentialStatus found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateExecCredentialStatusAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
