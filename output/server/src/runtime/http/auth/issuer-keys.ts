// Copied by corespec from templates/server/http/auth/issuer-keys.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * An issuer's signing keys, as Kubernetes' OIDC authenticator finds them (go-oidc's
 * RemoteKeySet behind staging/src/k8s.io/apiserver/plugin/pkg/authenticator/token/oidc/oidc.go):
 * the discovery document at `{url}/.well-known/openid-configuration` (or `discoveryURL`, whose
 * document may name another issuer) gives `jwks_uri`; the key set is fetched over TLS trusting
 * `certificateAuthority`, kept, and fetched again when a token names a key it does not hold (at
 * most every 10 seconds).
 */
import {
  createLocalJWKSet,
  errors,
  type FlattenedJWSInput,
  type JSONWebKeySet,
  type JWSHeaderParameters,
  type LocalJWKSet,
} from "jose";
import { fetchJson } from "./client.js";

export interface IssuerSettings {
  readonly url: string;
  readonly discoveryURL?: string;
  readonly certificateAuthority?: string;
}

const REFRESH_INTERVAL_MS = 10_000;
const FETCH_TIMEOUT_MS = 10_000;

type Key = Awaited<ReturnType<LocalJWKSet>>;

export class IssuerKeys {
  private keys?: Promise<LocalJWKSet>;
  private fetchedAt = 0;

  constructor(private readonly issuer: IssuerSettings) {}

  /** jose's key resolver over the issuer's key set. */
  readonly resolve = async (
    header: JWSHeaderParameters,
    token: FlattenedJWSInput,
  ): Promise<Key> => {
    try {
      return await (
        await this.current()
      )(header, token);
    } catch (error) {
      if (
        !(error instanceof errors.JWKSNoMatchingKey) ||
        Date.now() - this.fetchedAt < REFRESH_INTERVAL_MS
      )
        throw error;
      this.keys = undefined;
      return (await this.current())(header, token);
    }
  };

  private current(): Promise<LocalJWKSet> {
    if (this.keys === undefined) {
      this.fetchedAt = Date.now();
      const keys = this.fetch();
      // A failed fetch is tried again on the next token.
      keys.catch(() => {
        if (this.keys === keys) this.keys = undefined;
      });
      this.keys = keys;
    }
    return this.keys;
  }

  private async fetch(): Promise<LocalJWKSet> {
    const settings = {
      timeoutMs: FETCH_TIMEOUT_MS,
      ...(this.issuer.certificateAuthority !== undefined
        ? { ca: this.issuer.certificateAuthority }
        : {}),
    };
    const discovery =
      this.issuer.discoveryURL ??
      `${this.issuer.url.replace(/\/$/, "")}/.well-known/openid-configuration`;
    const document = (await fetchJson(discovery, settings)) as {
      issuer?: unknown;
      jwks_uri?: unknown;
    } | null;
    // go-oidc NewProvider: the document must name the issuer it was fetched for, unless discoveryURL overrides where it lives.
    if (this.issuer.discoveryURL === undefined && document?.issuer !== this.issuer.url)
      throw new Error(
        `oidc: issuer did not match the issuer returned by provider, expected "${this.issuer.url}" got "${String(document?.issuer)}"`,
      );
    if (typeof document?.jwks_uri !== "string")
      throw new Error(`oidc: discovery document at ${discovery} names no jwks_uri`);
    return createLocalJWKSet((await fetchJson(document.jwks_uri, settings)) as JSONWebKeySet);
  }
}
