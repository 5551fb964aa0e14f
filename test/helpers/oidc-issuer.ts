/**
 * A local OIDC issuer for the JWT authenticator tests: HTTPS on 127.0.0.1 with a test
 * certificate, serving a discovery document at `{url}/.well-known/openid-configuration` and its
 * keys (JWKS), and signing tokens with jose.
 */
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from "jose";

export interface Issuer {
  readonly url: string;
  /** Signs a token with the issuer's key (or another key of the same kid, to forge one). */
  sign(
    claims: JWTPayload,
    options?: { expiresIn?: string | number; forged?: boolean; issuer?: string },
  ): Promise<string>;
  /** How many times the key set was fetched. */
  keyFetches(): number;
  close(): Promise<void>;
}

export async function startIssuer(tls: { cert: string; key: string }, path = ""): Promise<Issuer> {
  const { privateKey, publicKey } = await generateKeyPair("ES256");
  const forger: CryptoKey = (await generateKeyPair("ES256")).privateKey;
  const jwk = { ...(await exportJWK(publicKey)), kid: "key-1", alg: "ES256", use: "sig" };
  let fetches = 0;
  let url = "";
  const server: Server = createServer(tls, (req, res) => {
    res.setHeader("content-type", "application/json");
    if (req.url === `${path}/.well-known/openid-configuration`)
      return res.end(JSON.stringify({ issuer: url, jwks_uri: `${url}/keys` }));
    if (req.url === `${path}/keys`) {
      fetches++;
      return res.end(JSON.stringify({ keys: [jwk] }));
    }
    res.statusCode = 404;
    res.end("{}");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `https://127.0.0.1:${(server.address() as AddressInfo).port}${path}`;
  return {
    url,
    async sign(claims, options = {}) {
      return new SignJWT(claims)
        .setProtectedHeader({ alg: "ES256", kid: "key-1" })
        .setIssuer(options.issuer ?? url)
        .setIssuedAt()
        .setExpirationTime(options.expiresIn ?? "5m")
        .sign(options.forged ? forger : privateKey);
    },
    keyFetches: () => fetches,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
