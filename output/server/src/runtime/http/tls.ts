// Copied by corespec from templates/server/http/tls.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * Serving over TLS, as kube-apiserver's secure serving (staging/src/k8s.io/apiserver/pkg/server/
 * options/serving.go, secure_serving.go): the certificate and key given, HTTP/2 negotiated by
 * ALPN with HTTP/1.1 allowed, and with a client CA, client certificates requested (not
 * required) and verified against it, so that the x509 authenticator can name their users.
 * Without TLS the server listens only on a loopback address unless told otherwise.
 */
import type { SecureServerOptions } from "node:http2";
import { isIP } from "node:net";

export interface TlsOptions {
  /** PEM certificate chain (--tls-cert-file). */
  readonly cert: string;
  /** PEM private key (--tls-private-key-file). */
  readonly key: string;
  /** PEM CA bundle client certificates are verified against (--client-ca-file). */
  readonly clientCA?: string;
}

/** Fastify's server options for TLS: HTTP/2 with HTTP/1.1 by ALPN. */
export function httpsOptions(tls: TlsOptions): { http2: true; https: SecureServerOptions } {
  return {
    http2: true,
    https: {
      allowHTTP1: true,
      cert: tls.cert,
      key: tls.key,
      // serving.go: tls.RequestClientCert with a client CA; verification is the authenticator's.
      ...(tls.clientCA !== undefined ? { ca: tls.clientCA, requestCert: true, rejectUnauthorized: false } : {}),
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
export function checkPlainBind(host: string, tls: TlsOptions | undefined, insecureBindAny: boolean): void {
  if (tls !== undefined || insecureBindAny || isLoopback(host)) return;
  throw new Error(`refusing to serve plain HTTP on ${host}, which is not a loopback address: give --tls-cert-file and --tls-private-key-file, or --insecure-bind-any to serve without TLS anyway`);
}
