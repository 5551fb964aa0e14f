/**
 * An issuer's signing keys, as Kubernetes' OIDC authenticator finds them (go-oidc's
 * RemoteKeySet behind staging/src/k8s.io/apiserver/plugin/pkg/authenticator/token/oidc/oidc.go):
 * the discovery document at `{url}/.well-known/openid-configuration` (or `discoveryURL`, whose
 * document may name another issuer) gives `jwks_uri`; the key set is fetched over TLS trusting
 * `certificateAuthority`, kept, and fetched again when a token names a key it does not hold (at
 * most every 10 seconds).
 */
import { type FlattenedJWSInput, type JWSHeaderParameters, type LocalJWKSet } from "jose";
export interface IssuerSettings {
  readonly url: string;
  readonly discoveryURL?: string;
  readonly certificateAuthority?: string;
}
type Key = Awaited<ReturnType<LocalJWKSet>>;
export declare class IssuerKeys {
  private readonly issuer;
  private keys?;
  private fetchedAt;
  constructor(issuer: IssuerSettings);
  /** jose's key resolver over the issuer's key set. */
  readonly resolve: (header: JWSHeaderParameters, token: FlattenedJWSInput) => Promise<Key>;
  private current;
  private fetch;
}
export {};
