export type * from "./v1.js";
import type * as apiserverV1 from "./v1.js";
import type { EgressSelection } from "./v1.js";
/**
 * Structured authentication configuration of the API server: JWT authenticators and the anonymous authenticator. An empty document (no authenticator) is accepted; authenticators can be added later by reloading the file.
 *
 * Beta.
 *
 * Rules:
 * - Items of `jwt` must be unique by `issuer.url`.
 * - Items of `jwt` must be unique by `issuer.discoveryURL`.
 */
export interface AuthenticationConfiguration extends Omit<
  apiserverV1.AuthenticationConfiguration,
  "apiVersion"
> {
  /** The versioned schema of this representation: `apiserver.core.io/v1beta1`. */
  apiVersion?: "apiserver.core.io/v1beta1";
}
/**
 * Structured authorization configuration of the API server: the ordered chain of authorizers.
 *
 * Beta.
 *
 * Rules:
 * - Items of `authorizers` must be unique by `name`.
 * - Items of `authorizers` must be unique by `type`, except `Webhook`.
 */
export interface AuthorizationConfiguration extends Omit<
  apiserverV1.AuthorizationConfiguration,
  "apiVersion"
> {
  /** The versioned schema of this representation: `apiserver.core.io/v1beta1`. */
  apiVersion?: "apiserver.core.io/v1beta1";
}
/**
 * Tracing configuration of the API server: where to export OpenTelemetry spans (OTLP over gRPC) and at which sampling rate.
 *
 * Beta.
 */
export interface TracingConfiguration extends Omit<apiserverV1.TracingConfiguration, "apiVersion"> {
  /** The versioned schema of this representation: `apiserver.core.io/v1beta1`. */
  apiVersion?: "apiserver.core.io/v1beta1";
}
/**
 * Egress selector configuration: for each kind of outgoing traffic of the API server (control plane, etcd, cluster), how to connect (directly, or through a konnectivity server with HTTP CONNECT or gRPC).
 *
 * Beta.
 *
 * Rules:
 * - Items of `egressSelections` must be unique by `name` (`master` counts as `controlplane`).
 */
export interface EgressSelectorConfiguration {
  /** The versioned schema of this representation: `apiserver.core.io/v1beta1`. */
  apiVersion?: "apiserver.core.io/v1beta1";
  /** The REST resource kind: `EgressSelectorConfiguration`. Cannot be updated. */
  kind?: "EgressSelectorConfiguration";
  /**
   * The egress selection client configurations, one per egress selection name. Names must be unique; Kubernetes compares them in lower case and after converting the deprecated `master` to `controlplane`, so `master` and `controlplane` together are duplicates.
   *
   * Marked required by the seed, not enforced: Kubernetes' validation accepts a configuration with no (or an empty) egressSelections list; egress selections that are not configured connect directly.
   */
  egressSelections?: EgressSelection[];
}
