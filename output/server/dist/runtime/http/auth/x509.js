// Copied by corespec from templates/server/http/auth/x509.ts. DO NOT EDIT: change the template and run `npm run generate`.
export const x509Authenticator = {
  authenticate(request) {
    const peer = request.peer;
    if (peer === undefined) return undefined;
    if (!peer.authorized)
      throw new Error(`verifying certificate failed: ${peer.error ?? "unknown authority"}`);
    if (peer.commonName === "") return undefined;
    return {
      name: peer.commonName,
      groups: peer.organizations,
    };
  },
};
const strings = (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
/** The verified client certificate of a TLS connection (HTTP/1.1 or HTTP/2), if it presented one. */
export function peerCertificateOf(socket) {
  const tls = socket;
  if (tls === undefined || typeof tls.getPeerCertificate !== "function") return undefined;
  const certificate = tls.getPeerCertificate();
  if (
    certificate === null ||
    typeof certificate !== "object" ||
    Object.keys(certificate).length === 0
  )
    return undefined;
  const subject = certificate.subject ?? {};
  const error = tls.authorizationError;
  return {
    authorized: tls.authorized === true,
    ...(error !== undefined && error !== null ? { error: String(error) } : {}),
    commonName: strings(subject.CN)[0] ?? "",
    organizations: strings(subject.O),
  };
}
