import type { RawExtension, Time } from "../meta.core.io/v1.js";
/**
 * Used by exec-based plugins to hand credentials to HTTP transports. The transport fills `spec` (passed to the plugin in the KUBERNETES_EXEC_INFO environment variable); the plugin answers with the same kind and `status` filled. Token and client key stay in memory; the plugin should be protected by file permissions.
 *
 * Rules:
 * - At least one of `spec` or `status` must be set.
 */
export interface ExecCredential {
  /** The versioned schema of this representation: `client.authentication.core.io/v1`. */
  apiVersion?: "client.authentication.core.io/v1";
  /** The REST resource kind: `ExecCredential`. Cannot be updated. */
  kind?: "ExecCredential";
  /**
   * Information passed to the plugin by the transport. Filled by the transport.
   *
   * Marked required by the seed, not enforced: the seed marks spec (*), but only the transport fills it: plugin outputs carry only `status` and client-go accepts them (the Go field is not a pointer and has omitempty)
   */
  spec?: ExecCredentialSpec;
  /** The credentials the transport should use to contact the API. Filled by the plugin; client-go rejects a plugin output without a status. */
  status?: ExecCredentialStatus;
}
/** Request and runtime specific information provided by the transport. */
export interface ExecCredentialSpec {
  /** Information to allow the plugin to communicate with the cluster being authenticated to. Non-nil only when `provideClusterInfo` is true in the exec provider config. */
  cluster?: Cluster;
  /**
   * Whether stdin has been passed to the plugin.
   *
   * Marked required by the seed, not enforced: the seed marks interactive (*) and client-go always writes it (no omitempty), but a missing value reads as false and plugin outputs often echo an empty `spec: {}` (e.g. `aws eks get-token`)
   */
  interactive?: boolean;
}
/** Information to allow an exec plugin to communicate with the cluster being authenticated to. Shadows a client config file cluster entry, except that certificate authority data always arrives as bytes. */
export interface Cluster {
  /**
   * Address of the cluster, `https://hostname:port`.
   *
   * Required. Format: an absolute `https://` URL.
   */
  server: string;
  /** Name passed to the server for SNI and used by the client to check server certificates. If empty, the hostname used to contact the server is used. */
  "tls-server-name"?: string;
  /** Skips the validity check of the server's certificate. This makes HTTPS connections insecure. */
  "insecure-skip-tls-verify"?: boolean;
  /** PEM-encoded certificate authority certificates. If empty, system roots should be used. */
  "certificate-authority-data"?: string;
  /**
   * URL of the proxy used for all requests to this cluster.
   *
   * Format: an absolute URL.
   */
  "proxy-url"?: string;
  /** Opts out of response compression for all requests to the server. */
  "disable-compression"?: boolean;
  /** Plugin-specific per-cluster configuration, sourced from the client config file cluster entry's extension keyed `client.authentication.core.io/exec`. Storing secret data here is discouraged: a prime benefit of exec plugins is that no secrets need to be stored in the client config file. */
  config?: RawExtension;
}
/**
 * Credentials for the transport to use: a bearer token, or a client certificate and key. Token and client key are sensitive: they should only be transmitted in memory between the client and the plugin process, and the plugin should at least be protected by file permissions.
 *
 * Rules:
 * - At least one of `token` or `clientCertificateData`/`clientKeyData` must be set.
 * - `clientCertificateData` and `clientKeyData` must be set together or not at all.
 */
export interface ExecCredentialStatus {
  /** When the credentials expire; after it the transport must obtain new credentials. */
  expirationTimestamp?: Time;
  /**
   * Bearer token used by the client for request authentication.
   *
   * Marked required by the seed, not enforced: the seed marks token (*), but its text (§5) says the plugin returns a token OR a client certificate and key; client-go requires one of the two Sensitive: keep it out of logs.
   */
  token?: string;
  /**
   * PEM-encoded client TLS certificates, including intermediates if any.
   *
   * Marked required by the seed, not enforced: the seed marks clientCertificateData (*), but its text (§5) says a token OR a client certificate and key; the certificate is required only together with the key
   */
  clientCertificateData?: string;
  /**
   * PEM-encoded private key for the client certificate.
   *
   * Marked required by the seed, not enforced: the seed marks clientKeyData (*), but its text (§5) says a token OR a client certificate and key; the key is required only together with the certificate Sensitive: keep it out of logs.
   */
  clientKeyData?: string;
}
