export * from "./v1beta1.js";
import { type Collector } from "../../runtime/errors.js";
import { type UpdateValidator, type Validator } from "../../runtime/total.js";
import { checkKindUnchanged } from "../../runtime/update.js";
import type * as types from "../../types/apiserver.core.io/v1alpha1.js";
/**
 * Validates an AuthenticationConfiguration. Structured authentication configuration of the API server: JWT authenticators and the anonymous authenticator.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateAuthenticationConfiguration: Validator<types.AuthenticationConfiguration>;
/** Validates an update of an AuthenticationConfiguration: everything `validateAuthenticationConfiguration` checks, and what may not change from `old`. */
export declare const validateAuthenticationConfigurationUpdate: UpdateValidator;
/** Checks an AuthenticationConfiguration found at `path`, adding its errors to `c`: the checks of v1beta1, with apiVersion apiserver.core.io/v1alpha1. */
export declare function validateAuthenticationConfigurationAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates an AuthorizationConfiguration. Structured authorization configuration of the API server: the ordered chain of authorizers.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateAuthorizationConfiguration: Validator<types.AuthorizationConfiguration>;
/** Validates an update of an AuthorizationConfiguration: everything `validateAuthorizationConfiguration` checks, and what may not change from `old`. */
export declare const validateAuthorizationConfigurationUpdate: UpdateValidator;
/** Checks an AuthorizationConfiguration found at `path`, adding its errors to `c`: the checks of v1beta1, with apiVersion apiserver.core.io/v1alpha1. */
export declare function validateAuthorizationConfigurationAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates an EgressSelectorConfiguration. Egress selector configuration: for each kind of outgoing traffic of the API server (control plane, etcd, cluster), how to connect (directly, or through a konnectivity server with HTTP CONNECT or gRPC).
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateEgressSelectorConfiguration: Validator<types.EgressSelectorConfiguration>;
/** Validates an update of an EgressSelectorConfiguration: everything `validateEgressSelectorConfiguration` checks, and what may not change from `old`. */
export declare const validateEgressSelectorConfigurationUpdate: UpdateValidator;
/** Checks an EgressSelectorConfiguration found at `path`, adding its errors to `c`: the checks of v1beta1, with apiVersion apiserver.core.io/v1alpha1. */
export declare function validateEgressSelectorConfigurationAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a TracingConfiguration. Tracing configuration of the API server: where to export OpenTelemetry spans (OTLP over gRPC) and at which sampling rate.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateTracingConfiguration: Validator<types.TracingConfiguration>;
/** Validates an update of a TracingConfiguration: everything `validateTracingConfiguration` checks, and what may not change from `old`. */
export declare const validateTracingConfigurationUpdate: UpdateValidator;
/** Checks a TracingConfiguration found at `path`, adding its errors to `c`: the checks of v1beta1, with apiVersion apiserver.core.io/v1alpha1. */
export declare function validateTracingConfigurationAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates an AdmissionConfiguration. The admission plugins' configuration, the file of kube-apiserver's `--admission-control-config-file`: for each plugin that takes one, its configuration, embedded or in a file.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateAdmissionConfiguration: Validator<types.AdmissionConfiguration>;
/** Validates an update of an AdmissionConfiguration: everything `validateAdmissionConfiguration` checks, and what may not change from `old`. */
export declare const validateAdmissionConfigurationUpdate: UpdateValidator;
/** Checks an AdmissionConfiguration found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateAdmissionConfigurationAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/** Checks what an update of an AdmissionConfiguration at `path` may not change, comparing `value` with `old`. Only its kind may not change. */
export declare const updateAdmissionConfigurationAt: typeof checkKindUnchanged;
