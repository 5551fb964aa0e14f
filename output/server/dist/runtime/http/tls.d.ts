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
/** The server name of the loopback certificate (kube-apiserver's LoopbackClientServerNameOverride). */
export declare const LOOPBACK_SERVER_NAME = "apiserver-loopback-client";
export interface TlsOptions {
  /** PEM certificate chain (--tls-cert-file). */
  readonly cert: string;
  /** PEM private key (--tls-private-key-file). */
  readonly key: string;
  /** PEM CA bundle client certificates are verified against (--client-ca-file). */
  readonly clientCA?: string;
  /** PEM self-signed certificate and key for the server name `apiserver-loopback-client`. */
  readonly loopback?: {
    readonly cert: string;
    readonly key: string;
  };
}
/** Fastify's server options for TLS: HTTP/2 with HTTP/1.1 by ALPN. */
export declare function httpsOptions(tls: TlsOptions): {
  http2: true;
  https: SecureServerOptions;
};
/** 127.0.0.0/8, ::1 and `localhost`. */
export declare function isLoopback(host: string): boolean;
/** Refuses plain HTTP on an address other hosts can reach, unless insecure serving is asked for explicitly. */
export declare function checkPlainBind(
  host: string,
  tls: TlsOptions | undefined,
  insecureBindAny: boolean,
): void;
