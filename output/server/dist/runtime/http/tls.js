// Copied by corespec from templates/server/http/tls.ts. DO NOT EDIT: change the template and run `npm run generate`.
import { isIP } from "node:net";
import { createSecureContext } from "node:tls";
/** The server name of the loopback certificate (kube-apiserver's LoopbackClientServerNameOverride). */
export const LOOPBACK_SERVER_NAME = "apiserver-loopback-client";
/** Fastify's server options for TLS: HTTP/2 with HTTP/1.1 by ALPN. */
export function httpsOptions(tls) {
  const loopback = tls.loopback;
  let context;
  const sni =
    loopback === undefined
      ? {}
      : {
          // Another name gets the default context (the --tls-cert-file certificate).
          SNICallback: (name, callback) =>
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
        ? {
            ca: tls.clientCA,
            requestCert: true,
            rejectUnauthorized: false,
          }
        : {}),
      ...sni,
    },
  };
}
/** 127.0.0.0/8, ::1 and `localhost`. */
export function isLoopback(host) {
  if (host === "localhost") return true;
  const bare = host.replace(/^\[|\]$/g, "");
  if (isIP(bare) === 4) return bare.startsWith("127.");
  if (isIP(bare) === 6) return bare === "::1" || /^::ffff:127\./i.test(bare);
  return false;
}
/** Refuses plain HTTP on an address other hosts can reach, unless insecure serving is asked for explicitly. */
export function checkPlainBind(host, tls, insecureBindAny) {
  if (tls !== undefined || insecureBindAny || isLoopback(host)) return;
  throw new Error(
    `refusing to serve plain HTTP on ${host}, which is not a loopback address: give --tls-cert-file and --tls-private-key-file, or --insecure-bind-any to serve without TLS anyway`,
  );
}
