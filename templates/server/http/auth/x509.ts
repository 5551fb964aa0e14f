/**
 * Client certificates, as k8s.io/apiserver pkg/authentication/request/x509 (x509.go,
 * CommonNameUserConversion): a certificate that verifies against the client CA names the user
 * by its subject's CommonName and the groups by its Organizations; one that does not verify is
 * an error; a request without one is not handled here.
 */
import type { TLSSocket } from "node:tls";
import type { Authenticator, AuthRequest, PeerCertificate, UserInfo } from "./user.js";

export const x509Authenticator: Authenticator = {
  authenticate(request: AuthRequest): UserInfo | undefined {
    const peer = request.peer;
    if (peer === undefined) return undefined;
    if (!peer.authorized)
      throw new Error(`verifying certificate failed: ${peer.error ?? "unknown authority"}`);
    if (peer.commonName === "") return undefined;
    return { name: peer.commonName, groups: peer.organizations };
  },
};

const strings = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** The verified client certificate of a TLS connection (HTTP/1.1 or HTTP/2), if it presented one. */
export function peerCertificateOf(socket: unknown): PeerCertificate | undefined {
  const tls = socket as Partial<TLSSocket> | undefined;
  if (tls === undefined || typeof tls.getPeerCertificate !== "function") return undefined;
  const certificate = tls.getPeerCertificate();
  if (
    certificate === null ||
    typeof certificate !== "object" ||
    Object.keys(certificate).length === 0
  )
    return undefined;
  const subject = (certificate.subject ?? {}) as { CN?: string | string[]; O?: string | string[] };
  const error = tls.authorizationError;
  return {
    authorized: tls.authorized === true,
    ...(error !== undefined && error !== null ? { error: String(error) } : {}),
    commonName: strings(subject.CN)[0] ?? "",
    organizations: strings(subject.O),
  };
}
