/** A copy of an AuthenticationConfiguration with its defaults set; the input is never changed. */
export declare function defaultAuthenticationConfiguration<T>(value: T): T;
/** A copy of an AuthorizationConfiguration with its defaults set; the input is never changed. */
export declare function defaultAuthorizationConfiguration<T>(value: T): T;
/** Sets the defaults of an AuthorizationConfiguration in place. Only for values the caller owns (a copy). */
export declare function setDefaultsAuthorizationConfiguration(value: unknown): void;
/** A copy of a TracingConfiguration with its defaults set; the input is never changed. */
export declare function defaultTracingConfiguration<T>(value: T): T;
/** Sets the defaults of a TracingConfiguration in place. Only for values the caller owns (a copy). */
export declare function setDefaultsTracingConfiguration(value: unknown): void;
/** A copy of an AnonymousAuthConfig with its defaults set; the input is never changed. */
export declare function defaultAnonymousAuthConfig<T>(value: T): T;
/** A copy of an AnonymousAuthCondition with its defaults set; the input is never changed. */
export declare function defaultAnonymousAuthCondition<T>(value: T): T;
/** A copy of a JWTAuthenticator with its defaults set; the input is never changed. */
export declare function defaultJWTAuthenticator<T>(value: T): T;
/** A copy of an Issuer with its defaults set; the input is never changed. */
export declare function defaultIssuer<T>(value: T): T;
/** A copy of a ClaimMappings with its defaults set; the input is never changed. */
export declare function defaultClaimMappings<T>(value: T): T;
/** A copy of a PrefixedClaimOrExpression with its defaults set; the input is never changed. */
export declare function defaultPrefixedClaimOrExpression<T>(value: T): T;
/** A copy of a ClaimOrExpression with its defaults set; the input is never changed. */
export declare function defaultClaimOrExpression<T>(value: T): T;
/** A copy of a ClaimValidationRule with its defaults set; the input is never changed. */
export declare function defaultClaimValidationRule<T>(value: T): T;
/** A copy of an ExtraMapping with its defaults set; the input is never changed. */
export declare function defaultExtraMapping<T>(value: T): T;
/** A copy of a UserValidationRule with its defaults set; the input is never changed. */
export declare function defaultUserValidationRule<T>(value: T): T;
/** A copy of an AuthorizerConfiguration with its defaults set; the input is never changed. */
export declare function defaultAuthorizerConfiguration<T>(value: T): T;
/** Sets the defaults of an AuthorizerConfiguration in place. Only for values the caller owns (a copy). */
export declare function setDefaultsAuthorizerConfiguration(value: unknown): void;
/** A copy of a WebhookConfiguration with its defaults set; the input is never changed. */
export declare function defaultWebhookConfiguration<T>(value: T): T;
/** Sets the defaults of a WebhookConfiguration in place. Only for values the caller owns (a copy). */
export declare function setDefaultsWebhookConfiguration(value: unknown): void;
/** A copy of a WebhookConnectionInfo with its defaults set; the input is never changed. */
export declare function defaultWebhookConnectionInfo<T>(value: T): T;
/** A copy of a WebhookMatchCondition with its defaults set; the input is never changed. */
export declare function defaultWebhookMatchCondition<T>(value: T): T;
/** A copy of an EgressSelection with its defaults set; the input is never changed. */
export declare function defaultEgressSelection<T>(value: T): T;
/** A copy of a Connection with its defaults set; the input is never changed. */
export declare function defaultConnection<T>(value: T): T;
/** A copy of a Transport with its defaults set; the input is never changed. */
export declare function defaultTransport<T>(value: T): T;
/** A copy of a TCPTransport with its defaults set; the input is never changed. */
export declare function defaultTCPTransport<T>(value: T): T;
/** A copy of a UDSTransport with its defaults set; the input is never changed. */
export declare function defaultUDSTransport<T>(value: T): T;
/** A copy of a TLSConfig with its defaults set; the input is never changed. */
export declare function defaultTLSConfig<T>(value: T): T;
