export type * from "./v1beta1.js";
import type * as apiserverV1beta1 from "./v1beta1.js";
import type { AdmissionPluginConfiguration } from "./v1beta1.js";
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
/**
 * The admission plugins' configuration, the file of kube-apiserver's `--admission-control-config-file`: for each plugin that takes one, its configuration, embedded or in a file.
 *
 * Alpha.
 *
 * Rules:
 * - Items of `plugins` must be unique by `name`.
 */
export interface AdmissionConfiguration {
  /** The versioned schema of this representation: `apiserver.core.io/v1alpha1`. */
  apiVersion?: "apiserver.core.io/v1alpha1";
  /** The REST resource kind: `AdmissionConfiguration`. Cannot be updated. */
  kind?: "AdmissionConfiguration";
  /**
   * The configuration of each admission control plugin.
   *
   * Marked required by the seed, not enforced: Kubernetes writes the field without omitempty but accepts a configuration without plugins (every plugin then runs with its defaults).
   */
  plugins?: AdmissionPluginConfiguration[];
}
