// Copied by corespec from templates/server/http/tls.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * Serving over TLS, as kube-apiserver's secure serving (staging/src/k8s.io/apiserver/pkg/server/
 * options/serving.go, secure_serving.go): the certificate and key given, HTTP/2 negotiated by
 * ALPN with HTTP/1.1 allowed, and with a client CA, client certificates requested (not
 * required) and verified against it, so that the x509 authenticator can name their users.
 * Without TLS the server listens only on a loopback address unless told otherwise. A loopback
 * certificate, when given, is served to clients that ask for the server name
 * `apiserver-loopback-client` (SNI), as kube-apiserver serves its self-signed loopback
 * certificate to its loopback client (serving_with_loopback.go): the controller manager that
 * `corespec serve` starts trusts that certificate alone.
 */
import type { SecureServerOptions } from "node:http2";
import { isIP } from "node:net";
import { createSecureContext, type SecureContext } from "node:tls";

/** The server name of the loopback certificate (kube-apiserver's LoopbackClientServerNameOverride). */
export const LOOPBACK_SERVER_NAME = "apiserver-loopback-client";

export interface TlsOptions {
  /** PEM certificate chain (--tls-cert-file). */
  readonly cert: string;
  /** PEM private key (--tls-private-key-file). */
  readonly key: string;
  /** PEM CA bundle client certificates are verified against (--client-ca-file). */
  readonly clientCA?: string;
  /** PEM self-signed certificate and key for the server name `apiserver-loopback-client`. */
  readonly loopback?: { readonly cert: string; readonly key: string };
}

/** Fastify's server options for TLS: HTTP/2 with HTTP/1.1 by ALPN. */
export function httpsOptions(tls: TlsOptions): { http2: true; https: SecureServerOptions } {
  const loopback = tls.loopback;
  let context: SecureContext | undefined;
  const sni =
    loopback === undefined
      ? {}
      : {
          // Another name gets the default context (the --tls-cert-file certificate).
          SNICallback: (
            name: string,
            callback: (error: Error | null, context?: SecureContext) => void,
          ) =>
            callback(
              null,
              name === LOOPBACK_SERVER_NAME
                ? (context ??= createSecureContext({
                    cert: loopback.cert,
                    key: loopback.key,
                    ...(tls.clientCA !== undefined ? { ca: tls.clientCA } : {}),
                  }))
                : undefined,
            ),
        };
  return {
    http2: true,
    https: {
      allowHTTP1: true,
      cert: tls.cert,
      key: tls.key,
      // serving.go: tls.RequestClientCert with a client CA; verification is the authenticator's.
      ...(tls.clientCA !== undefined
        ? { ca: tls.clientCA, requestCert: true, rejectUnauthorized: false }
        : {}),
      ...sni,
    },
  };
}

/** 127.0.0.0/8, ::1 and `localhost`. */
export function isLoopback(host: string): boolean {
  if (host === "localhost") return true;
  const bare = host.replace(/^\[|\]$/g, "");
  if (isIP(bare) === 4) return bare.startsWith("127.");
  if (isIP(bare) === 6) return bare === "::1" || /^::ffff:127\./i.test(bare);
  return false;
}

/** Refuses plain HTTP on an address other hosts can reach, unless insecure serving is asked for explicitly. */
export function checkPlainBind(
  host: string,
  tls: TlsOptions | undefined,
  insecureBindAny: boolean,
): void {
  if (tls !== undefined || insecureBindAny || isLoopback(host)) return;
  throw new Error(
    `refusing to serve plain HTTP on ${host}, which is not a loopback address: give --tls-cert-file and --tls-private-key-file, or --insecure-bind-any to serve without TLS anyway`,
  );
}
