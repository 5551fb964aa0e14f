export type * from "./v1beta1.js";
import type * as apiserverV1beta1 from "./v1beta1.js";
/**
 * Structured authentication configuration of the API server: JWT authenticators and the anonymous authenticator. An empty document (no authenticator) is accepted; authenticators can be added later by reloading the file.
 *
 * Alpha.
 *
 * Rules:
 * - Items of `jwt` must be unique by `issuer.url`.
 * - Items of `jwt` must be unique by `issuer.discoveryURL`.
 */
export interface AuthenticationConfiguration extends Omit<
  apiserverV1beta1.AuthenticationConfiguration,
  "apiVersion"
> {
  /** The versioned schema of this representation: `apiserver.core.io/v1alpha1`. */
  apiVersion?: "apiserver.core.io/v1alpha1";
}
/**
 * Structured authorization configuration of the API server: the ordered chain of authorizers.
 *
 * Alpha.
 *
 * Rules:
 * - Items of `authorizers` must be unique by `name`.
 * - Items of `authorizers` must be unique by `type`, except `Webhook`.
 */
export interface AuthorizationConfiguration extends Omit<
  apiserverV1beta1.AuthorizationConfiguration,
  "apiVersion"
> {
  /** The versioned schema of this representation: `apiserver.core.io/v1alpha1`. */
  apiVersion?: "apiserver.core.io/v1alpha1";
}
/**
 * Egress selector configuration: for each kind of outgoing traffic of the API server (control plane, etcd, cluster), how to connect (directly, or through a konnectivity server with HTTP CONNECT or gRPC).
 *
 * Alpha.
 *
 * Rules:
 * - Items of `egressSelections` must be unique by `name` (`master` counts as `controlplane`).
 */
export interface EgressSelectorConfiguration extends Omit<
  apiserverV1beta1.EgressSelectorConfiguration,
  "apiVersion"
> {
  /** The versioned schema of this representation: `apiserver.core.io/v1alpha1`. */
  apiVersion?: "apiserver.core.io/v1alpha1";
}
/**
 * Tracing configuration of the API server: where to export OpenTelemetry spans (OTLP over gRPC) and at which sampling rate.
 *
 * Alpha.
 */
export interface TracingConfiguration extends Omit<
  apiserverV1beta1.TracingConfiguration,
  "apiVersion"
> {
  /** The versioned schema of this representation: `apiserver.core.io/v1alpha1`. */
  apiVersion?: "apiserver.core.io/v1alpha1";
}
