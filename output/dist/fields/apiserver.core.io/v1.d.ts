/** The paths of the fields of a AuthenticationConfiguration that its spec does not define. */
export declare function findUnknownFieldsAuthenticationConfiguration(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a AuthenticationConfiguration at `path`. */
export declare function unknownFieldsAuthenticationConfigurationAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a AuthorizationConfiguration that its spec does not define. */
export declare function findUnknownFieldsAuthorizationConfiguration(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a AuthorizationConfiguration at `path`. */
export declare function unknownFieldsAuthorizationConfigurationAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a TracingConfiguration that its spec does not define. */
export declare function findUnknownFieldsTracingConfiguration(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a TracingConfiguration at `path`. */
export declare function unknownFieldsTracingConfigurationAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a AnonymousAuthConfig that its spec does not define. */
export declare function findUnknownFieldsAnonymousAuthConfig(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a AnonymousAuthConfig at `path`. */
export declare function unknownFieldsAnonymousAuthConfigAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a AnonymousAuthCondition that its spec does not define. */
export declare function findUnknownFieldsAnonymousAuthCondition(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a AnonymousAuthCondition at `path`. */
export declare function unknownFieldsAnonymousAuthConditionAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a JWTAuthenticator that its spec does not define. */
export declare function findUnknownFieldsJWTAuthenticator(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a JWTAuthenticator at `path`. */
export declare function unknownFieldsJWTAuthenticatorAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a Issuer that its spec does not define. */
export declare function findUnknownFieldsIssuer(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a Issuer at `path`. */
export declare function unknownFieldsIssuerAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a ClaimMappings that its spec does not define. */
export declare function findUnknownFieldsClaimMappings(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a ClaimMappings at `path`. */
export declare function unknownFieldsClaimMappingsAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a PrefixedClaimOrExpression that its spec does not define. */
export declare function findUnknownFieldsPrefixedClaimOrExpression(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a PrefixedClaimOrExpression at `path`. */
export declare function unknownFieldsPrefixedClaimOrExpressionAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a ClaimOrExpression that its spec does not define. */
export declare function findUnknownFieldsClaimOrExpression(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a ClaimOrExpression at `path`. */
export declare function unknownFieldsClaimOrExpressionAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a ClaimValidationRule that its spec does not define. */
export declare function findUnknownFieldsClaimValidationRule(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a ClaimValidationRule at `path`. */
export declare function unknownFieldsClaimValidationRuleAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a ExtraMapping that its spec does not define. */
export declare function findUnknownFieldsExtraMapping(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a ExtraMapping at `path`. */
export declare function unknownFieldsExtraMappingAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a UserValidationRule that its spec does not define. */
export declare function findUnknownFieldsUserValidationRule(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a UserValidationRule at `path`. */
export declare function unknownFieldsUserValidationRuleAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a AuthorizerConfiguration that its spec does not define. */
export declare function findUnknownFieldsAuthorizerConfiguration(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a AuthorizerConfiguration at `path`. */
export declare function unknownFieldsAuthorizerConfigurationAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a WebhookConfiguration that its spec does not define. */
export declare function findUnknownFieldsWebhookConfiguration(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a WebhookConfiguration at `path`. */
export declare function unknownFieldsWebhookConfigurationAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a WebhookConnectionInfo that its spec does not define. */
export declare function findUnknownFieldsWebhookConnectionInfo(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a WebhookConnectionInfo at `path`. */
export declare function unknownFieldsWebhookConnectionInfoAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a WebhookMatchCondition that its spec does not define. */
export declare function findUnknownFieldsWebhookMatchCondition(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a WebhookMatchCondition at `path`. */
export declare function unknownFieldsWebhookMatchConditionAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a EgressSelection that its spec does not define. */
export declare function findUnknownFieldsEgressSelection(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a EgressSelection at `path`. */
export declare function unknownFieldsEgressSelectionAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a Connection that its spec does not define. */
export declare function findUnknownFieldsConnection(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a Connection at `path`. */
export declare function unknownFieldsConnectionAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a Transport that its spec does not define. */
export declare function findUnknownFieldsTransport(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a Transport at `path`. */
export declare function unknownFieldsTransportAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a TCPTransport that its spec does not define. */
export declare function findUnknownFieldsTCPTransport(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a TCPTransport at `path`. */
export declare function unknownFieldsTCPTransportAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a UDSTransport that its spec does not define. */
export declare function findUnknownFieldsUDSTransport(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a UDSTransport at `path`. */
export declare function unknownFieldsUDSTransportAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a TLSConfig that its spec does not define. */
export declare function findUnknownFieldsTLSConfig(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a TLSConfig at `path`. */
export declare function unknownFieldsTLSConfigAt(value: unknown, path: string, found: string[]): void;
