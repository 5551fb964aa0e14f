/** The parts of an AuthenticationConfiguration (apiserver.core.io) the JWT authenticator reads. */
export interface ClaimOrExpression {
  readonly claim?: string;
  readonly prefix?: string;
  readonly expression?: string;
}

export interface JwtAuthenticatorConfig {
  readonly issuer: {
    readonly url: string;
    readonly discoveryURL?: string;
    readonly certificateAuthority?: string;
    readonly audiences: readonly string[];
    readonly audienceMatchPolicy?: string;
  };
  readonly claimValidationRules?: readonly {
    readonly claim?: string;
    readonly requiredValue?: string;
    readonly expression?: string;
    readonly message?: string;
  }[];
  readonly claimMappings: {
    readonly username: ClaimOrExpression;
    readonly groups?: ClaimOrExpression;
    readonly uid?: ClaimOrExpression;
    readonly extra?: readonly { readonly key: string; readonly valueExpression: string }[];
  };
  readonly userValidationRules?: readonly {
    readonly expression: string;
    readonly message?: string;
  }[];
}
