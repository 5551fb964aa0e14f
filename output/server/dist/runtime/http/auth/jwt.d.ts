import type { JwtAuthenticatorConfig } from "./jwt-config.js";
import type { Authenticator } from "./user.js";
/** The bearer token of an Authorization header (bearertoken.go): undefined without one. */
export declare function bearerToken(header: string | undefined): string | undefined;
export declare function jwtAuthenticator(configs: readonly JwtAuthenticatorConfig[]): Authenticator;
