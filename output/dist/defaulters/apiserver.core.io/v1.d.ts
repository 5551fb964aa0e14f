import { type Defaulter } from "../../runtime/values.js";
/** A copy of an AuthenticationConfiguration with its defaults set; the input is never changed. */
export declare const defaultAuthenticationConfiguration: Defaulter;
/** A copy of an AuthorizationConfiguration with its defaults set; the input is never changed. */
export declare const defaultAuthorizationConfiguration: Defaulter;
/** Sets the defaults of an AuthorizationConfiguration in place. Only for values the caller owns (a copy). */
export declare function setDefaultsAuthorizationConfiguration(value: unknown): void;
/** A copy of a TracingConfiguration with its defaults set; the input is never changed. */
export declare const defaultTracingConfiguration: Defaulter;
/** Sets the defaults of a TracingConfiguration in place. Only for values the caller owns (a copy). */
export declare function setDefaultsTracingConfiguration(value: unknown): void;
/** A copy of an AdmissionConfiguration with its defaults set; the input is never changed. */
export declare const defaultAdmissionConfiguration: Defaulter;
/** A copy of a WebhookAdmissionConfiguration with its defaults set; the input is never changed. */
export declare const defaultWebhookAdmissionConfiguration: Defaulter;
/** A copy of an AdmissionPluginConfiguration with its defaults set; the input is never changed. */
export declare const defaultAdmissionPluginConfiguration: Defaulter;
/** A copy of an AnonymousAuthConfig with its defaults set; the input is never changed. */
export declare const defaultAnonymousAuthConfig: Defaulter;
/** A copy of an AnonymousAuthCondition with its defaults set; the input is never changed. */
export declare const defaultAnonymousAuthCondition: Defaulter;
/** A copy of a JWTAuthenticator with its defaults set; the input is never changed. */
export declare const defaultJWTAuthenticator: Defaulter;
/** A copy of an Issuer with its defaults set; the input is never changed. */
export declare const defaultIssuer: Defaulter;
/** A copy of a ClaimMappings with its defaults set; the input is never changed. */
export declare const defaultClaimMappings: Defaulter;
/** A copy of a PrefixedClaimOrExpression with its defaults set; the input is never changed. */
export declare const defaultPrefixedClaimOrExpression: Defaulter;
/** A copy of a ClaimOrExpression with its defaults set; the input is never changed. */
export declare const defaultClaimOrExpression: Defaulter;
/** A copy of a ClaimValidationRule with its defaults set; the input is never changed. */
export declare const defaultClaimValidationRule: Defaulter;
/** A copy of an ExtraMapping with its defaults set; the input is never changed. */
export declare const defaultExtraMapping: Defaulter;
/** A copy of a UserValidationRule with its defaults set; the input is never changed. */
export declare const defaultUserValidationRule: Defaulter;
/** A copy of an AuthorizerConfiguration with its defaults set; the input is never changed. */
export declare const defaultAuthorizerConfiguration: Defaulter;
/** Sets the defaults of an AuthorizerConfiguration in place. Only for values the caller owns (a copy). */
export declare function setDefaultsAuthorizerConfiguration(value: unknown): void;
/** A copy of a WebhookConfiguration with its defaults set; the input is never changed. */
export declare const defaultWebhookConfiguration: Defaulter;
/** Sets the defaults of a WebhookConfiguration in place. Only for values the caller owns (a copy). */
export declare function setDefaultsWebhookConfiguration(value: unknown): void;
/** A copy of a WebhookConnectionInfo with its defaults set; the input is never changed. */
export declare const defaultWebhookConnectionInfo: Defaulter;
/** A copy of a WebhookMatchCondition with its defaults set; the input is never changed. */
export declare const defaultWebhookMatchCondition: Defaulter;
/** A copy of an EgressSelection with its defaults set; the input is never changed. */
export declare const defaultEgressSelection: Defaulter;
/** A copy of a Connection with its defaults set; the input is never changed. */
export declare const defaultConnection: Defaulter;
/** A copy of a Transport with its defaults set; the input is never changed. */
export declare const defaultTransport: Defaulter;
/** A copy of a TCPTransport with its defaults set; the input is never changed. */
export declare const defaultTCPTransport: Defaulter;
/** A copy of a UDSTransport with its defaults set; the input is never changed. */
export declare const defaultUDSTransport: Defaulter;
/** A copy of a TLSConfig with its defaults set; the input is never changed. */
export declare const defaultTLSConfig: Defaulter;
