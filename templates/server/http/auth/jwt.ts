/**
 * JWT authenticators (AuthenticationConfiguration.jwt), as Kubernetes' structured OIDC
 * authenticator (staging/src/k8s.io/apiserver/plugin/pkg/authenticator/token/oidc/oidc.go):
 * a bearer token is offered to the authenticator whose issuer URL equals its unverified `iss`
 * (so at most one verifies it); the signature is checked with jose against the issuer's keys,
 * then `iss`, `aud` (any of the audiences: MatchAny), `exp` and `nbf`, then the claim rules and
 * mappings (jwt-claims.ts). A token that authenticated is remembered for 10 seconds (never past
 * its `exp`), as Kubernetes caches token authentication
 * (staging/src/k8s.io/apiserver/pkg/authentication/token/cache, TokenSuccessCacheTTL 10s;
 * failures are not cached).
 */
import { decodeJwt, jwtVerify } from "jose";
import { IssuerKeys } from "./issuer-keys.js";
import { ClaimMapper } from "./jwt-claims.js";
import type { JwtAuthenticatorConfig } from "./jwt-config.js";
import type { Authenticator, AuthRequest, UserInfo } from "./user.js";

/** The asymmetric algorithms Kubernetes accepts (oidc.go allowedSigningAlgs); never `none` or HMAC. */
const ALGORITHMS = [
  "RS256",
  "RS384",
  "RS512",
  "ES256",
  "ES384",
  "ES512",
  "PS256",
  "PS384",
  "PS512",
  "EdDSA",
];

class JwtIssuer {
  private readonly keys: IssuerKeys;
  private readonly mapper: ClaimMapper;

  constructor(readonly config: JwtAuthenticatorConfig) {
    this.keys = new IssuerKeys(config.issuer);
    this.mapper = new ClaimMapper(config);
  }

  async authenticate(token: string): Promise<UserInfo> {
    const { payload } = await jwtVerify(token, this.keys.resolve, {
      issuer: this.config.issuer.url,
      audience: [...this.config.issuer.audiences],
      algorithms: ALGORITHMS,
      requiredClaims: ["exp"],
    });
    return this.mapper.userOf(payload);
  }
}

/** The bearer token of an Authorization header (bearertoken.go): undefined without one. */
export function bearerToken(header: string | undefined): string | undefined {
  if (header === undefined) return undefined;
  const [scheme, token, ...rest] = header.trim().split(/\s+/);
  if (scheme?.toLowerCase() !== "bearer" || token === undefined || token === "" || rest.length > 0)
    return undefined;
  return token;
}

const SUCCESS_TTL_MS = 10_000;
const MAX_CACHED = 4096;

export function jwtAuthenticator(configs: readonly JwtAuthenticatorConfig[]): Authenticator {
  const issuers = new Map(configs.map((c) => [c.issuer.url, new JwtIssuer(c)]));
  const cache = new Map<string, { readonly user: UserInfo; readonly until: number }>();
  const verify = async (token: string): Promise<UserInfo> => {
    let claims: { iss?: unknown; exp?: unknown };
    try {
      claims = decodeJwt(token);
    } catch {
      // Not a JWT: bearertoken.go makes a token no authenticator knows an error.
      throw new Error("invalid bearer token");
    }
    const issuer = typeof claims.iss === "string" ? issuers.get(claims.iss) : undefined;
    if (issuer === undefined) throw new Error("invalid bearer token");
    const user = await issuer.authenticate(token);
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
    cache.set(token, {
      user,
      until: Math.min(
        Date.now() + SUCCESS_TTL_MS,
        typeof claims.exp === "number" ? claims.exp * 1000 : 0,
      ),
    });
    return user;
  };
  return {
    async authenticate(request: AuthRequest): Promise<UserInfo | undefined> {
      const token = bearerToken(request.authorization);
      if (token === undefined) return undefined;
      const cached = cache.get(token);
      if (cached !== undefined && cached.until > Date.now()) return cached.user;
      return verify(token);
    },
  };
}
