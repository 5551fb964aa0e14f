import type { TracingConfiguration as ComponentbaseV1alpha1TracingConfiguration } from "../componentbase.config.core.io/v1alpha1.js";
import type { Duration, RawExtension } from "../meta.core.io/v1.js";
/**
 * Structured authentication configuration of the API server: JWT authenticators and the anonymous authenticator. An empty document (no authenticator) is accepted; authenticators can be added later by reloading the file.
 *
 * Rules:
 * - Items of `jwt` must be unique by `issuer.url`.
 * - Items of `jwt` must be unique by `issuer.discoveryURL`.
 */
export interface AuthenticationConfiguration {
  /** The versioned schema of this representation: `apiserver.core.io/v1`. */
  apiVersion?: "apiserver.core.io/v1";
  /** The REST resource kind: `AuthenticationConfiguration`. Cannot be updated. */
  kind?: "AuthenticationConfiguration";
  /**
   * JWT authenticators that authenticate users with JWT-compliant tokens. Each authenticator parses a raw ID token and verifies that it was signed by the configured issuer; the public keys are discovered from the issuer's public endpoint with OIDC discovery. For an incoming token the authenticators are tried in list order. Each authenticator needs a unique issuer URL (and a unique discovery URL when one is set), so at most one of them attempts cryptographic validation. The position of the JWT authenticators relative to other authenticators is neither defined nor stable across releases. The minimal valid token payload has the claims `iss`, `aud`, `exp` and the username claim. Kubernetes allows at most 64 authenticators. An issuer URL must also not equal the service account issuer (`--service-account-issuer`).
   *
   * Marked required by the seed, not enforced: Kubernetes accepts a configuration without JWT authenticators (for example one that only configures `anonymous`, as the real documents do). Items: at most 64.
   */
  jwt?: JWTAuthenticator[];
  /**
   * Configuration of the anonymous authenticator. If present, the `--anonymous-auth` flag must not be set. Kubernetes accepts the field only with the AnonymousAuthConfigurableEndpoints feature (beta and on by default since 1.32, GA in 1.34).
   *
   * Marked required by the seed, not enforced: The seed's own text says "if present"; Kubernetes accepts a configuration without it (the anonymous authenticator is then configured by the `--anonymous-auth` flag).
   */
  anonymous?: AnonymousAuthConfig;
}
/**
 * Structured authorization configuration of the API server: the ordered chain of authorizers.
 *
 * Rules:
 * - Items of `authorizers` must be unique by `name`.
 * - Items of `authorizers` must be unique by `type`, except `Webhook`.
 */
export interface AuthorizationConfiguration {
  /** The versioned schema of this representation: `apiserver.core.io/v1`. */
  apiVersion?: "apiserver.core.io/v1";
  /** The REST resource kind: `AuthorizationConfiguration`. Cannot be updated. */
  kind?: "AuthorizationConfiguration";
  /**
   * Ordered list of authorizers that requests are authorized against, similar to the `--authorization-modes` flag. At least one is required. Names must be unique. Every type except `Webhook` may appear at most once (several Webhook authorizers are allowed).
   *
   * Required. Items: at least 1.
   */
  authorizers: AuthorizerConfiguration[];
}
/** Tracing configuration of the API server: where to export OpenTelemetry spans (OTLP over gRPC) and at which sampling rate. */
export interface TracingConfiguration extends ComponentbaseV1alpha1TracingConfiguration {
  /** The versioned schema of this representation: `apiserver.core.io/v1`. */
  apiVersion?: "apiserver.core.io/v1";
  /** The REST resource kind: `TracingConfiguration`. Cannot be updated. */
  kind?: "TracingConfiguration";
}
/**
 * The admission plugins' configuration, the file of kube-apiserver's `--admission-control-config-file`: for each plugin that takes one, its configuration, embedded or in a file.
 *
 * Rules:
 * - Items of `plugins` must be unique by `name`.
 */
export interface AdmissionConfiguration {
  /** The versioned schema of this representation: `apiserver.core.io/v1`. */
  apiVersion?: "apiserver.core.io/v1";
  /** The REST resource kind: `AdmissionConfiguration`. Cannot be updated. */
  kind?: "AdmissionConfiguration";
  /**
   * The configuration of each admission control plugin.
   *
   * Marked required by the seed, not enforced: Kubernetes writes the field without omitempty but accepts a configuration without plugins (every plugin then runs with its defaults).
   */
  plugins?: AdmissionPluginConfiguration[];
}
/**
 * The configuration of the ValidatingAdmissionWebhook and MutatingAdmissionWebhook admission plugins (Kubernetes' WebhookAdmission, kind WebhookAdmissionConfiguration in v1): the credentials the API server presents to webhooks, and the directory of webhook configurations loaded at start-up (manifest-based admission control, KEP-5793).
 *
 * Rules:
 * - `kubeConfigFile` must start with `/` when `kubeConfigFile` is set.
 */
export interface WebhookAdmissionConfiguration {
  /** The versioned schema of this representation: `apiserver.core.io/v1`. */
  apiVersion?: "apiserver.core.io/v1";
  /** The REST resource kind: `WebhookAdmissionConfiguration`. Cannot be updated. */
  kind?: "WebhookAdmissionConfiguration";
  /**
   * Absolute path of a kubeconfig file whose users hold the credentials presented to webhooks, matched by the webhook's host name (`*` as a wildcard for a name's first label, `*` alone for any).
   *
   * Marked required by the seed, not enforced: Kubernetes writes the field without omitempty but accepts it empty (no credentials are then presented to webhooks). Format: a file system path.
   */
  kubeConfigFile?: string;
  /**
   * Absolute path of a directory of static webhook configurations loaded at start-up: its files ending in .yaml, .yml or .json, in name order, holding `admissionregistration.core.io/v1` ValidatingWebhookConfiguration documents (for the ValidatingAdmissionWebhook plugin) or MutatingWebhookConfiguration documents (for the MutatingAdmissionWebhook plugin). Each configuration's name ends with `.static.k8s.io`, and each webhook gives `clientConfig.url` and `clientConfig.caBundle`. The loader, not the validator, checks that the path is absolute and a directory (as Kubernetes' ValidateStaticManifestsDir does once the feature gate is on).
   *
   * Format: a file system path. Alpha, behind the feature gate `ManifestBasedAdmissionControlConfig`.
   */
  staticManifestsDir?: string;
}
/** The configuration of one admission plugin, embedded or in a file. */
export interface AdmissionPluginConfiguration {
  /**
   * The name of the admission plugin; it must match a registered plugin's name.
   *
   * Required. Length: at least 1.
   */
  name: string;
  /**
   * A file holding the plugin's configuration; a relative path is resolved against the directory of the AdmissionConfiguration's file. Used only when `configuration` is not given.
   *
   * Format: a file system path.
   */
  path?: string;
  /** The plugin's configuration, an embedded document with its own apiVersion and kind. If present, it is used instead of the file named by `path`. */
  configuration?: RawExtension;
}
/**
 * Configuration of the anonymous authenticator.
 *
 * Rules:
 * - `conditions` must not be set when `enabled` is not set.
 * - Items of `conditions` must be unique by `path`.
 */
export interface AnonymousAuthConfig {
  /**
   * Whether anonymous authentication is enabled.
   *
   * Marked required by the seed, not enforced: Kubernetes does not reject a missing value; it reads as false (anonymous authentication disabled).
   */
  enabled?: boolean;
  /**
   * If set, anonymous authentication is allowed only for a request that meets one of the conditions. May be set only when `enabled` is true.
   *
   * Marked required by the seed, not enforced: Optional in Kubernetes (`omitempty`): without conditions an enabled anonymous authenticator applies to every request path.
   */
  conditions?: AnonymousAuthCondition[];
}
/** A condition under which anonymous authentication is enabled. */
export interface AnonymousAuthCondition {
  /**
   * Request path for which anonymous authentication is allowed, e.g. `/livez`.
   *
   * Required. Length: at least 1.
   */
  path: string;
}
/**
 * One JWT authenticator. It validates the token signature against keys discovered from the issuer's public endpoint, checks `iss` and `aud`, applies claimValidationRules, maps claims to username, groups, uid and extra, then applies userValidationRules.
 *
 * Rules:
 * - Items of `claimValidationRules` must be unique by `claim`.
 * - Items of `claimValidationRules` must be unique by `expression`.
 * - Items of `userValidationRules` must be unique by `expression`.
 * - When `claimMappings.username.expression` uses `claims.email`, one of `claimMappings.username.expression`, `claimMappings.extra[].valueExpression` or `claimValidationRules[].expression` must use `claims.email_verified`.
 */
export interface JWTAuthenticator {
  /**
   * The basic OIDC provider connection options.
   *
   * Required.
   */
  issuer: Issuer;
  /** Rules applied to validate token claims to authenticate users. Claims and expressions must each be unique within the list. */
  claimValidationRules?: ClaimValidationRule[];
  /**
   * Points claims of a token to be treated as user attributes.
   *
   * Required.
   */
  claimMappings: ClaimMappings;
  /** Rules applied to the final user before authentication completes. They allow invariants on incoming identities, such as forbidding the `system:` prefix that Kubernetes components use. The rules are logically ANDed: all must return true for the validation to pass. Expressions must be unique within the list. */
  userValidationRules?: UserValidationRule[];
}
/**
 * Connection options of an external OIDC provider.
 *
 * Rules:
 * - `discoveryURL` must be != `url` (as URLs, without trailing slashes).
 * - `audienceMatchPolicy` is required when `audiences` has at least 2 items.
 */
export interface Issuer {
  /**
   * The issuer URL, `https://url` or `https://url/path` (no user info, query or fragment). It must equal the `iss` claim of presented tokens and the issuer returned by discovery. Same value as the `--oidc-issuer-url` flag. Discovery information is fetched from `{url}/.well-known/openid-configuration` unless overridden by `discoveryURL`. Must be unique across all JWT authenticators. Egress selection is not used for this connection.
   *
   * Required. Format: an absolute `https://` URL.
   */
  url: string;
  /**
   * Overrides the URL discovery information is fetched from; the exact value is used, so `/.well-known/openid-configuration` must be included if needed. The `issuer` field of the fetched discovery information must match `url` and is used to validate the `iss` claim. For setups where the well-known and JWKS endpoints are hosted elsewhere than the issuer (e.g. locally in the cluster). Must differ from `url` (Kubernetes compares them without trailing slashes) and be unique across all JWT authenticators. Egress selection is not used for this connection.
   *
   * Format: an absolute `https://` URL.
   */
  discoveryURL?: string;
  /**
   * PEM-encoded CA certificates used to validate the connection when fetching discovery information. If unset, the system verifier is used. Same value as the content of the file referenced by `--oidc-ca-file`. Kubernetes rejects a value that does not parse as PEM certificates.
   *
   * Format: PEM-encoded certificates: at least one `CERTIFICATE` block holding a DER certificate.
   */
  certificateAuthority?: string;
  /**
   * The acceptable audiences the token must be issued to; at least one entry must match the `aud` claim. Must be non-empty, without empty or duplicate entries. Same value as `--oidc-client-id`, but a list.
   *
   * Required. Items: at least 1. Items are unique. Each item: length: at least 1.
   */
  audiences: string[];
  /** How `audiences` is matched against the `aud` claim. Must be `MatchAny` when several audiences are given; may be empty or `MatchAny` for a single audience. For more nuanced audience checks use claimValidationRules, e.g. `sets.equivalent(claims.aud, ["bar", "foo", "baz"])` for an exact match. */
  audienceMatchPolicy?: AudienceMatchPolicyType;
  /**
   * The egress selection used for all traffic to this issuer (discovery, JWKS, distributed claims). Unset means no custom dialer is used. The values correspond to the egress selections of the `--egress-selector-config-file`.
   *
   * Beta, behind the feature gate `StructuredAuthenticationConfigurationEgressSelector`.
   */
  egressSelectorType?: EgressSelectorType;
}
/**
 * How the `audiences` of an issuer are matched against the `aud` claim of a token.
 *
 * - `MatchAny`: The `aud` claim must match at least one of the entries of `audiences` (it may contain others). Required when several audiences are given.
 */
export type AudienceMatchPolicyType = "MatchAny";
/**
 * Which egress selection is used for sending traffic.
 *
 * - `controlplane`: Traffic intended to go to the control plane.
 * - `cluster`: Traffic intended to go to the system managed by Kubernetes (the nodes, pods, services).
 */
export type EgressSelectorType = "controlplane" | "cluster";
/**
 * How the claims of a token are mapped to user attributes.
 *
 * Rules:
 * - At least one of `username.claim` or `username.expression` must be set.
 * - Items of `extra` must be unique by `key`.
 */
export interface ClaimMappings {
  /**
   * The username attribute; the claim's value must be a singular string. Like the `--oidc-username-claim` and `--oidc-username-prefix` flags, but with no defaulting: claim and prefix must be set explicitly (for the flag's default claim set `claim: sub`; the flag's prefix `-` maps to an empty prefix `""`; the flag's empty prefix with a claim other than `email` maps to `"<issuer.url>#"`). If `expression` is set it must produce a string; if it uses `claims.email`, `claims.email_verified` must be used in the username expression, an extra value expression or a claim validation rule expression (e.g. `claims.?email_verified.orValue(true) == true`). An empty resulting username fails authentication.
   *
   * Required.
   */
  username: PrefixedClaimOrExpression;
  /** The groups attribute; the claim's value must be a string or string array. If `claim` is set, `prefix` must be set too (it may be empty). An expression must produce a string or string array. `""`, `[]` and null values mean no group mapping. */
  groups?: PrefixedClaimOrExpression;
  /** The uid attribute; the claim must be a singular string claim, an expression must produce a string. */
  uid?: ClaimOrExpression;
  /** Extra attributes added to the user info. Keys must be unique. A value expression must produce a string or string array; if the value is empty the mapping is absent. */
  extra?: ExtraMapping[];
}
/**
 * A claim with a prefix, or a CEL expression.
 *
 * Rules:
 * - At most one of `claim` or `expression` may be set.
 * - `prefix` is invalid when `prefix` is set, `expression` is set and `claim` is not set.
 * - `prefix` is required when `claim` is set and `expression` is not set.
 */
export interface PrefixedClaimOrExpression {
  /** The JWT claim to use. Mutually exclusive with expression. */
  claim?: string;
  /** Prepended to the claim's value to prevent clashes with existing names. Required when `claim` is set and may be the empty string (an explicit `""` disables prefixing). Mutually exclusive with expression. */
  prefix?: string;
  /**
   * A CEL expression over the variable `claims`, a map of claim names to claim values (e.g. `claims.sub`; nested claims with dot notation, `claims.foo.bar`). Mutually exclusive with claim and prefix.
   *
   * Format: a CEL expression.
   */
  expression?: string;
}
/**
 * A claim or a CEL expression.
 *
 * Rules:
 * - At most one of `claim` or `expression` may be set.
 */
export interface ClaimOrExpression {
  /** The JWT claim to use. Mutually exclusive with expression. */
  claim?: string;
  /**
   * A CEL expression over the variable `claims`, a map of claim names to claim values. Mutually exclusive with claim.
   *
   * Format: a CEL expression.
   */
  expression?: string;
}
/**
 * One rule validating the claims of a token: a required claim with a value (like `--oidc-required-claim`), or a CEL expression with a message.
 *
 * Rules:
 * - At least one of `claim` or `expression` must be set.
 * - At most one of `claim` or `expression` may be set.
 * - `message` is invalid when `message` is set, `claim` is set and `expression` is not set.
 * - `requiredValue` is invalid when `requiredValue` is set, `expression` is set and `claim` is not set.
 */
export interface ClaimValidationRule {
  /** Name of a required claim; only string claim keys are supported. Same as `--oidc-required-claim`. Mutually exclusive with expression and message. */
  claim?: string;
  /** Required value of the claim; only string values are supported. If `claim` is set without it, the claim must be present with the empty string as value. Mutually exclusive with expression and message. */
  requiredValue?: string;
  /**
   * A CEL expression over the variable `claims` that must produce a boolean; it must return true for the validation to pass. Mutually exclusive with claim and requiredValue.
   *
   * Format: a CEL expression.
   */
  expression?: string;
  /** The error message returned when the expression returns false; a literal string. Mutually exclusive with claim and requiredValue. */
  message?: string;
}
/**
 * One extra attribute of the user info.
 *
 * Rules:
 * - `key` must be lowercase.
 * - `key` must be non-kubernetes-domain.
 */
export interface ExtraMapping {
  /**
   * The extra attribute key: a domain-prefixed path (e.g. `example.org/foo`). The part before the first `/` must be a valid RFC 1123 subdomain, the part after it valid HTTP path characters per RFC 3986. Must be lowercase and unique. `k8s.io`, `kubernetes.io` and their subdomains are reserved for Kubernetes and cannot be used.
   *
   * Required. Format: a domain-prefixed path: a DNS subdomain, `/`, then RFC 3986 path characters.
   */
  key: string;
  /**
   * A CEL expression over the variable `claims` producing a string or string array. `""`, `[]` and null mean the mapping is absent; empty strings inside an array are dropped.
   *
   * Required. Format: a CEL expression.
   */
  valueExpression: string;
}
/** One rule validating the final user info. */
export interface UserValidationRule {
  /**
   * A CEL expression over the variable `user` (an authentication UserInfo) that must return true for the validation to pass.
   *
   * Required. Format: a CEL expression.
   */
  expression: string;
  /** The error message returned when the rule returns false; a literal string. */
  message?: string;
}
/**
 * One authorizer of the chain.
 *
 * Rules:
 * - `name` is required when `type` is set.
 * - `webhook` is required when `type` is `Webhook`.
 * - `webhook` must not be set when `type` is not `Webhook`.
 */
export interface AuthorizerConfiguration {
  /**
   * The type of the authorizer. `Webhook` is supported by the generic API server; the Kubernetes API server also supports the built-in modes. Every type except `Webhook` may appear at most once in the chain.
   *
   * - `Webhook`: Calls a webhook with an access review (the only type the generic API server supports). May appear several times.
   * - `Node`: Authorizes the requests of node agents (kubelets).
   * - `RBAC`: Role-based access control.
   * - `ABAC`: Attribute-based access control, from the policy file of `--authorization-policy-file`.
   * - `AlwaysAllow`: Allows every request.
   * - `AlwaysDeny`: Denies every request.
   *
   * Required.
   */
  type: "Webhook" | "Node" | "RBAC" | "ABAC" | "AlwaysAllow" | "AlwaysDeny";
  /**
   * Name of the authorizer, used in metrics. The seed says a DNS-1123 label; Kubernetes documents "DNS-1123 labels like `myauthorizername` or subdomains like `myauthorizer.example.domain`" and validates a DNS-1123 subdomain. Must be unique.
   *
   * Marked required by the seed, not enforced: Required once the type is set (the rule below): Kubernetes checks the type first and says nothing more of an authorizer without one. Format: an RFC 1123 DNS subdomain.
   */
  name?: string;
  /**
   * Configuration of a Webhook authorizer. Must be set when type is Webhook, must not be set otherwise.
   *
   * Marked required by the seed, not enforced: Required only when type is Webhook; the seed's own text says it must not be set for the other types (Node, RBAC, ... have no webhook block).
   */
  webhook?: WebhookConfiguration;
}
/**
 * Configuration of a Webhook authorizer. The API server sends an access review (in the version of `subjectAccessReviewVersion`) once matchConditions pass, caches decisions per the TTL settings, and applies `failurePolicy` on failure.
 *
 * Rules:
 * - `timeout` must be != `0s` (as duration).
 * - `matchConditionSubjectAccessReviewVersion` is required when `matchConditions` has at least 1 items.
 * - Items of `matchConditions` must be unique by `expression`.
 * - `authorizedTTL` is ignored when `cacheAuthorizedRequests` is `false`.
 * - `unauthorizedTTL` is ignored when `cacheUnauthorizedRequests` is `false`.
 */
export interface WebhookConfiguration {
  /**
   * How long 'authorized' responses of the webhook are cached. Same as the `--authorization-webhook-cache-authorized-ttl` flag. Must not be negative. Has no effect when `cacheAuthorizedRequests` is false.
   *
   * Required. Value: at least 0s.
   *
   * @defaultValue `5m0s`
   */
  authorizedTTL: Duration;
  /**
   * Whether authorized responses are cached; if true, `authorizedTTL` sets how long.
   *
   * @defaultValue `true`
   */
  cacheAuthorizedRequests?: boolean;
  /**
   * How long 'unauthorized' responses of the webhook are cached. Same as the `--authorization-webhook-cache-unauthorized-ttl` flag. Must not be negative. Has no effect when `cacheUnauthorizedRequests` is false.
   *
   * Required. Value: at least 0s.
   *
   * @defaultValue `30s`
   */
  unauthorizedTTL: Duration;
  /**
   * Whether unauthorized responses are cached; if true, `unauthorizedTTL` sets how long.
   *
   * @defaultValue `true`
   */
  cacheUnauthorizedRequests?: boolean;
  /**
   * Timeout of the webhook request. Must be > 0s and at most 30s; no default.
   *
   * Required. Value: from 0s to 30s.
   */
  timeout: Duration;
  /**
   * API version of the authorization SubjectAccessReview sent to and expected from the webhook. Same as the `--authorization-webhook-version` flag. No default.
   *
   * - `v1`: authorization SubjectAccessReview v1.
   * - `v1beta1`: authorization SubjectAccessReview v1beta1.
   *
   * Required.
   */
  subjectAccessReviewVersion: "v1" | "v1beta1";
  /**
   * The SubjectAccessReview version the matchConditions expressions are evaluated against. The only valid value is `v1`; no default. Required when matchConditions is not empty.
   *
   * - `v1`: The match expressions see the SubjectAccessReview in v1.
   *
   * Marked required by the seed, not enforced: Kubernetes requires it only when matchConditions are given (they are optional; real webhook configurations without matchConditions omit it).
   */
  matchConditionSubjectAccessReviewVersion?: "v1";
  /**
   * The authorization decision when the webhook call fails, returns a malformed response, or evaluating matchConditions errors. No default.
   *
   * - `NoOpinion`: Continue to the next authorizers to see if one of them allows the request.
   * - `Deny`: Reject the request without consulting the next authorizers.
   *
   * Required.
   */
  failurePolicy: "NoOpinion" | "Deny";
  /**
   * How to reach the webhook.
   *
   * Required.
   */
  connectionInfo: WebhookConnectionInfo;
  /**
   * Conditions a request must meet to be sent to this webhook; at most 64, expressions must be unique. An empty list matches all requests. Matching, in order: if at least one condition evaluates to false, the webhook is skipped; if all evaluate to true, the webhook is called; if at least one errors (and none is false), failurePolicy Deny rejects the request and NoOpinion skips the webhook.
   *
   * Marked required by the seed, not enforced: The seed's own text says an empty list matches all requests; Kubernetes accepts it missing. Items: at most 64.
   */
  matchConditions?: WebhookMatchCondition[];
}
/**
 * How the API server connects to an authorization webhook. The seed names the connection-file type `ClusterConfig` and its field `clusterConfigFile` (Kubernetes: `KubeConfigFile` and `kubeConfigFile`); the spec uses the seed's names.
 *
 * Rules:
 * - `clusterConfigFile` is required when `type` is `ClusterConfig`.
 * - `clusterConfigFile` must not be set when `type` is `InClusterConfig`.
 * - `clusterConfigFile` must start with `/` when `clusterConfigFile` is set.
 * - `type` is invalid when `type` is `InClusterConfig`.
 */
export interface WebhookConnectionInfo {
  /**
   * How the webhook is reached.
   *
   * - `ClusterConfig`: Use the client connection file named by `clusterConfigFile` to locate the server.
   * - `InClusterConfig`: Use the in-cluster configuration to call the SubjectAccessReview API hosted by the Kubernetes API server. Not allowed for the Kubernetes API server itself.
   *
   * Required.
   */
  type: "ClusterConfig" | "InClusterConfig";
  /**
   * Absolute path of the client connection file (kubeconfig format) describing how to reach the webhook. Required when type is `ClusterConfig`; the file must exist and be a regular file.
   *
   * Marked required by the seed, not enforced: Required only when type is ClusterConfig; Kubernetes rejects it when type is InClusterConfig. Format: a file system path.
   */
  clusterConfigFile?: string;
}
/** A condition a request must meet to be sent to an authorization webhook. */
export interface WebhookMatchCondition {
  /**
   * A CEL expression that must evaluate to bool. It sees the SubjectAccessReview in v1 as the variable `request` (converted from v1beta1 when `subjectAccessReviewVersion` is v1beta1): `request.resourceAttributes` (unset for non-resource requests), `request.nonResourceAttributes` (unset for resource requests), `request.user`, `request.groups`, `request.extra` and `request.uid`.
   *
   * Required. Format: a CEL expression. Must match `\S`.
   */
  expression: string;
}
/** The configuration of one egress selection client. */
export interface EgressSelection {
  /**
   * Name of the egress selection.
   *
   * - `controlplane`: Traffic to the control plane.
   * - `master`: Old name of `controlplane`.
   * - `etcd`: Traffic to etcd.
   * - `cluster`: Traffic to the cluster (nodes, pods, services).
   *
   * Required. The values are accepted in any letter case (Kubernetes lower-cases them).
   */
  name: string;
  /**
   * The exact information used to configure the egress selection.
   *
   * Required.
   */
  connection: Connection;
}
/**
 * How one egress selection client connects.
 *
 * Rules:
 * - `transport` is required when `proxyProtocol` is one of `HTTPConnect` or `GRPC`.
 * - `transport` must not be set when `proxyProtocol` is `Direct`.
 * - `transport.uds` is required when `proxyProtocol` is `GRPC`.
 */
export interface Connection {
  /**
   * The protocol used from the client to the konnectivity server.
   *
   * Required.
   */
  proxyProtocol: ProtocolType;
  /** The transport used to dial the konnectivity server. Required when the protocol is HTTPConnect or GRPC; must be absent for Direct. GRPC needs the `uds` transport (tcp is not supported with GRPC). */
  transport?: Transport;
}
/**
 * The protocol used to connect to the konnectivity server.
 *
 * - `HTTPConnect`: HTTP CONNECT through the konnectivity server.
 * - `GRPC`: gRPC through the konnectivity server (UDS transport only).
 * - `Direct`: Connect directly, without the konnectivity server.
 */
export type ProtocolType = "HTTPConnect" | "GRPC" | "Direct";
/**
 * The transport used to dial the konnectivity server. The seed says at least one of tcp and uds is required; Kubernetes requires exactly one (for HTTPConnect it rejects both set, and GRPC accepts only uds).
 *
 * Rules:
 * - At least one of `tcp` or `uds` must be set.
 * - At most one of `tcp` or `uds` may be set.
 */
export interface Transport {
  /** TCP configuration for reaching the konnectivity server. Not supported with proxy protocol GRPC. */
  tcp?: TCPTransport;
  /** Unix domain socket configuration for reaching the konnectivity server. */
  uds?: UDSTransport;
}
/**
 * How to reach the konnectivity server over TCP.
 *
 * Rules:
 * - `tlsConfig` must not be set when `url` starts with `http://`.
 * - `tlsConfig` is required when `url` starts with `https://`.
 * - `tlsConfig.clientCert` and `tlsConfig.clientKey` are required when `url` starts with `https://`.
 */
export interface TCPTransport {
  /**
   * Location of the konnectivity (tunnel) server, e.g. `https://127.0.0.1:8131`. Supported schemes are `http://` and `https://`.
   *
   * Required. Format: an absolute URL. Must match `^https?://`.
   */
  url: string;
  /** TLS settings for the connection. Must be absent for an `http://` url; required for an `https://` url, with clientCert and clientKey. */
  tlsConfig?: TLSConfig;
}
/**
 * How to reach the konnectivity server over a Unix domain socket.
 *
 * Rules:
 * - `udsName` is invalid when `udsName` starts with `unix://`.
 */
export interface UDSTransport {
  /**
   * Path of the Unix domain socket, without a `unix://` prefix, e.g. `/etc/srv/kubernetes/konnectivity-server/konnectivity-server.socket`.
   *
   * Required. Format: a file system path. Length: at least 1.
   */
  udsName: string;
}
/** TLS settings for the connection to the konnectivity server; only used with the TCP transport. Whether the fields may or must be set depends on the scheme of the TCP url (rules on TCPTransport). */
export interface TLSConfig {
  /**
   * File path of the CA bundle used to trust the konnectivity server. Must be empty for `http://` URLs; if empty for `https://` URLs the system trust roots are used. The file must exist.
   *
   * Format: a file system path.
   */
  caBundle?: string;
  /**
   * File path of the client key used in the mTLS handshake. Must be empty for `http://` URLs, required for `https://` URLs. The file must exist.
   *
   * Format: a file system path.
   */
  clientKey?: string;
  /**
   * File path of the client certificate used in the mTLS handshake. Must be empty for `http://` URLs, required for `https://` URLs. The file must exist.
   *
   * Format: a file system path.
   */
  clientCert?: string;
  /** Server name used to verify the server certificate; empty means the contacted hostname. */
  tlsServerName?: string;
}
