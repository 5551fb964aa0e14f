import { type Collector } from "../../runtime/errors.js";
import { type UpdateValidator, type Validator } from "../../runtime/total.js";
import { checkKindUnchanged } from "../../runtime/update.js";
import type * as types from "../../types/apiserver.core.io/v1beta1.js";
/**
 * Validates an AuthenticationConfiguration. Structured authentication configuration of the API server: JWT authenticators and the anonymous authenticator.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateAuthenticationConfiguration: Validator<types.AuthenticationConfiguration>;
/** Validates an update of an AuthenticationConfiguration: everything `validateAuthenticationConfiguration` checks, and what may not change from `old`. */
export declare const validateAuthenticationConfigurationUpdate: UpdateValidator;
/** Checks an AuthenticationConfiguration found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateAuthenticationConfigurationAt(
  value: unknown,
  path: string,
  c: Collector,
  kindApiVersion?: string,
): void;
/** Checks what an update of an AuthenticationConfiguration at `path` may not change, comparing `value` with `old`. Only its kind may not change. */
export declare const updateAuthenticationConfigurationAt: typeof checkKindUnchanged;
/**
 * Validates an AuthorizationConfiguration. Structured authorization configuration of the API server: the ordered chain of authorizers.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateAuthorizationConfiguration: Validator<types.AuthorizationConfiguration>;
/** Validates an update of an AuthorizationConfiguration: everything `validateAuthorizationConfiguration` checks, and what may not change from `old`. */
export declare const validateAuthorizationConfigurationUpdate: UpdateValidator;
/** Checks an AuthorizationConfiguration found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateAuthorizationConfigurationAt(
  value: unknown,
  path: string,
  c: Collector,
  kindApiVersion?: string,
): void;
/** Checks what an update of an AuthorizationConfiguration at `path` may not change, comparing `value` with `old`. Only its kind may not change. */
export declare const updateAuthorizationConfigurationAt: typeof checkKindUnchanged;
/**
 * Validates an EgressSelectorConfiguration. Egress selector configuration: for each kind of outgoing traffic of the API server (control plane, etcd, cluster), how to connect (directly, or through a konnectivity server with HTTP CONNECT or gRPC).
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateEgressSelectorConfiguration: Validator<types.EgressSelectorConfiguration>;
/** Validates an update of an EgressSelectorConfiguration: everything `validateEgressSelectorConfiguration` checks, and what may not change from `old`. */
export declare const validateEgressSelectorConfigurationUpdate: UpdateValidator;
/** Checks an EgressSelectorConfiguration found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateEgressSelectorConfigurationAt(
  value: unknown,
  path: string,
  c: Collector,
  kindApiVersion?: string,
): void;
/** Checks what an update of an EgressSelectorConfiguration at `path` may not change, comparing `value` with `old`. Only its kind may not change. */
export declare const updateEgressSelectorConfigurationAt: typeof checkKindUnchanged;
/**
 * Validates a TracingConfiguration. Tracing configuration of the API server: where to export OpenTelemetry spans (OTLP over gRPC) and at which sampling rate.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateTracingConfiguration: Validator<types.TracingConfiguration>;
/** Validates an update of a TracingConfiguration: everything `validateTracingConfiguration` checks, and what may not change from `old`. */
export declare const validateTracingConfigurationUpdate: UpdateValidator;
/** Checks a TracingConfiguration found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateTracingConfigurationAt(
  value: unknown,
  path: string,
  c: Collector,
  kindApiVersion?: string,
): void;
/** Checks what an update of a TracingConfiguration at `path` may not change, comparing `value` with `old`. Only its kind may not change. */
export declare const updateTracingConfigurationAt: typeof checkKindUnchanged;
/**
 * Validates an AdmissionPluginConfiguration. The configuration of one admission plugin, embedded or in a file.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateAdmissionPluginConfiguration: Validator<types.AdmissionPluginConfiguration>;
/** Checks an AdmissionPluginConfiguration found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateAdmissionPluginConfigurationAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates an AnonymousAuthConfig. Configuration of the anonymous authenticator.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateAnonymousAuthConfig: Validator<types.AnonymousAuthConfig>;
/** Checks an AnonymousAuthConfig found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateAnonymousAuthConfigAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates an AnonymousAuthCondition. A condition under which anonymous authentication is enabled.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateAnonymousAuthCondition: Validator<types.AnonymousAuthCondition>;
/** Checks an AnonymousAuthCondition found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateAnonymousAuthConditionAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a JWTAuthenticator. One JWT authenticator.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateJWTAuthenticator: Validator<types.JWTAuthenticator>;
/** Checks a JWTAuthenticator found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateJWTAuthenticatorAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates an Issuer. Connection options of an external OIDC provider.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateIssuer: Validator<types.Issuer>;
/** Checks an Issuer found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateIssuerAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates an AudienceMatchPolicyType. How the `audiences` of an issuer are matched against the `aud` claim of a token.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateAudienceMatchPolicyType: Validator<types.AudienceMatchPolicyType>;
/** Checks an AudienceMatchPolicyType found at `path`, adding its errors to `c`. */
export declare function validateAudienceMatchPolicyTypeAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates an EgressSelectorType. Which egress selection is used for sending traffic.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateEgressSelectorType: Validator<types.EgressSelectorType>;
/** Checks an EgressSelectorType found at `path`, adding its errors to `c`. */
export declare function validateEgressSelectorTypeAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a ClaimMappings. How the claims of a token are mapped to user attributes.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateClaimMappings: Validator<types.ClaimMappings>;
/** Checks a ClaimMappings found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateClaimMappingsAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a PrefixedClaimOrExpression. A claim with a prefix, or a CEL expression.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validatePrefixedClaimOrExpression: Validator<types.PrefixedClaimOrExpression>;
/** Checks a PrefixedClaimOrExpression found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validatePrefixedClaimOrExpressionAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a ClaimOrExpression. A claim or a CEL expression.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateClaimOrExpression: Validator<types.ClaimOrExpression>;
/** Checks a ClaimOrExpression found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateClaimOrExpressionAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a ClaimValidationRule. One rule validating the claims of a token: a required claim with a value (like `--oidc-required-claim`), or a CEL expression with a message.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateClaimValidationRule: Validator<types.ClaimValidationRule>;
/** Checks a ClaimValidationRule found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateClaimValidationRuleAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates an ExtraMapping. One extra attribute of the user info.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateExtraMapping: Validator<types.ExtraMapping>;
/** Checks an ExtraMapping found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateExtraMappingAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a UserValidationRule. One rule validating the final user info.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateUserValidationRule: Validator<types.UserValidationRule>;
/** Checks a UserValidationRule found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateUserValidationRuleAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates an AuthorizerConfiguration. One authorizer of the chain.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateAuthorizerConfiguration: Validator<types.AuthorizerConfiguration>;
/** Checks an AuthorizerConfiguration found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateAuthorizerConfigurationAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a WebhookConfiguration. Configuration of a Webhook authorizer.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateWebhookConfiguration: Validator<types.WebhookConfiguration>;
/** Checks a WebhookConfiguration found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateWebhookConfigurationAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a WebhookConnectionInfo. How the API server connects to an authorization webhook.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateWebhookConnectionInfo: Validator<types.WebhookConnectionInfo>;
/** Checks a WebhookConnectionInfo found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateWebhookConnectionInfoAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a WebhookMatchCondition. A condition a request must meet to be sent to an authorization webhook.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateWebhookMatchCondition: Validator<types.WebhookMatchCondition>;
/** Checks a WebhookMatchCondition found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateWebhookMatchConditionAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates an EgressSelection. The configuration of one egress selection client.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateEgressSelection: Validator<types.EgressSelection>;
/** Checks an EgressSelection found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateEgressSelectionAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a Connection. How one egress selection client connects.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateConnection: Validator<types.Connection>;
/** Checks a Connection found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateConnectionAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a ProtocolType. The protocol used to connect to the konnectivity server.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateProtocolType: Validator<types.ProtocolType>;
/** Checks a ProtocolType found at `path`, adding its errors to `c`. */
export declare function validateProtocolTypeAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a Transport. The transport used to dial the konnectivity server.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateTransport: Validator<types.Transport>;
/** Checks a Transport found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateTransportAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a TCPTransport. How to reach the konnectivity server over TCP.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateTCPTransport: Validator<types.TCPTransport>;
/** Checks a TCPTransport found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateTCPTransportAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a UDSTransport. How to reach the konnectivity server over a Unix domain socket.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateUDSTransport: Validator<types.UDSTransport>;
/** Checks a UDSTransport found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateUDSTransportAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a TLSConfig. TLS settings for the connection to the konnectivity server; only used with the TCP transport.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateTLSConfig: Validator<types.TLSConfig>;
/** Checks a TLSConfig found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateTLSConfigAt(value: unknown, path: string, c: Collector): void;
