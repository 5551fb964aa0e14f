import { type FieldsAt } from "../../runtime/known-fields.js";
/** Adds to `found` the paths of unknown fields of an AuthenticationConfiguration at `path`. */
export declare const unknownFieldsAuthenticationConfigurationAt: FieldsAt;
/** The paths of the fields of an AuthenticationConfiguration that its spec does not define. */
export declare const findUnknownFieldsAuthenticationConfiguration: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of an AuthorizationConfiguration at `path`. */
export declare const unknownFieldsAuthorizationConfigurationAt: FieldsAt;
/** The paths of the fields of an AuthorizationConfiguration that its spec does not define. */
export declare const findUnknownFieldsAuthorizationConfiguration: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of an EgressSelectorConfiguration at `path`. */
export declare const unknownFieldsEgressSelectorConfigurationAt: FieldsAt;
/** The paths of the fields of an EgressSelectorConfiguration that its spec does not define. */
export declare const findUnknownFieldsEgressSelectorConfiguration: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a TracingConfiguration at `path`. */
export declare const unknownFieldsTracingConfigurationAt: FieldsAt;
/** The paths of the fields of a TracingConfiguration that its spec does not define. */
export declare const findUnknownFieldsTracingConfiguration: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of an AdmissionPluginConfiguration at `path`. */
export declare const unknownFieldsAdmissionPluginConfigurationAt: FieldsAt;
/** The paths of the fields of an AdmissionPluginConfiguration that its spec does not define. */
export declare const findUnknownFieldsAdmissionPluginConfiguration: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of an AnonymousAuthConfig at `path`. */
export declare const unknownFieldsAnonymousAuthConfigAt: FieldsAt;
/** The paths of the fields of an AnonymousAuthConfig that its spec does not define. */
export declare const findUnknownFieldsAnonymousAuthConfig: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of an AnonymousAuthCondition at `path`. */
export declare const unknownFieldsAnonymousAuthConditionAt: FieldsAt;
/** The paths of the fields of an AnonymousAuthCondition that its spec does not define. */
export declare const findUnknownFieldsAnonymousAuthCondition: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a JWTAuthenticator at `path`. */
export declare const unknownFieldsJWTAuthenticatorAt: FieldsAt;
/** The paths of the fields of a JWTAuthenticator that its spec does not define. */
export declare const findUnknownFieldsJWTAuthenticator: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of an Issuer at `path`. */
export declare const unknownFieldsIssuerAt: FieldsAt;
/** The paths of the fields of an Issuer that its spec does not define. */
export declare const findUnknownFieldsIssuer: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a ClaimMappings at `path`. */
export declare const unknownFieldsClaimMappingsAt: FieldsAt;
/** The paths of the fields of a ClaimMappings that its spec does not define. */
export declare const findUnknownFieldsClaimMappings: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a PrefixedClaimOrExpression at `path`. */
export declare const unknownFieldsPrefixedClaimOrExpressionAt: FieldsAt;
/** The paths of the fields of a PrefixedClaimOrExpression that its spec does not define. */
export declare const findUnknownFieldsPrefixedClaimOrExpression: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a ClaimOrExpression at `path`. */
export declare const unknownFieldsClaimOrExpressionAt: FieldsAt;
/** The paths of the fields of a ClaimOrExpression that its spec does not define. */
export declare const findUnknownFieldsClaimOrExpression: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a ClaimValidationRule at `path`. */
export declare const unknownFieldsClaimValidationRuleAt: FieldsAt;
/** The paths of the fields of a ClaimValidationRule that its spec does not define. */
export declare const findUnknownFieldsClaimValidationRule: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of an ExtraMapping at `path`. */
export declare const unknownFieldsExtraMappingAt: FieldsAt;
/** The paths of the fields of an ExtraMapping that its spec does not define. */
export declare const findUnknownFieldsExtraMapping: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a UserValidationRule at `path`. */
export declare const unknownFieldsUserValidationRuleAt: FieldsAt;
/** The paths of the fields of a UserValidationRule that its spec does not define. */
export declare const findUnknownFieldsUserValidationRule: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of an AuthorizerConfiguration at `path`. */
export declare const unknownFieldsAuthorizerConfigurationAt: FieldsAt;
/** The paths of the fields of an AuthorizerConfiguration that its spec does not define. */
export declare const findUnknownFieldsAuthorizerConfiguration: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a WebhookConfiguration at `path`. */
export declare const unknownFieldsWebhookConfigurationAt: FieldsAt;
/** The paths of the fields of a WebhookConfiguration that its spec does not define. */
export declare const findUnknownFieldsWebhookConfiguration: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a WebhookConnectionInfo at `path`. */
export declare const unknownFieldsWebhookConnectionInfoAt: FieldsAt;
/** The paths of the fields of a WebhookConnectionInfo that its spec does not define. */
export declare const findUnknownFieldsWebhookConnectionInfo: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a WebhookMatchCondition at `path`. */
export declare const unknownFieldsWebhookMatchConditionAt: FieldsAt;
/** The paths of the fields of a WebhookMatchCondition that its spec does not define. */
export declare const findUnknownFieldsWebhookMatchCondition: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of an EgressSelection at `path`. */
export declare const unknownFieldsEgressSelectionAt: FieldsAt;
/** The paths of the fields of an EgressSelection that its spec does not define. */
export declare const findUnknownFieldsEgressSelection: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a Connection at `path`. */
export declare const unknownFieldsConnectionAt: FieldsAt;
/** The paths of the fields of a Connection that its spec does not define. */
export declare const findUnknownFieldsConnection: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a Transport at `path`. */
export declare const unknownFieldsTransportAt: FieldsAt;
/** The paths of the fields of a Transport that its spec does not define. */
export declare const findUnknownFieldsTransport: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a TCPTransport at `path`. */
export declare const unknownFieldsTCPTransportAt: FieldsAt;
/** The paths of the fields of a TCPTransport that its spec does not define. */
export declare const findUnknownFieldsTCPTransport: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a UDSTransport at `path`. */
export declare const unknownFieldsUDSTransportAt: FieldsAt;
/** The paths of the fields of a UDSTransport that its spec does not define. */
export declare const findUnknownFieldsUDSTransport: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a TLSConfig at `path`. */
export declare const unknownFieldsTLSConfigAt: FieldsAt;
/** The paths of the fields of a TLSConfig that its spec does not define. */
export declare const findUnknownFieldsTLSConfig: (value: unknown) => string[];
