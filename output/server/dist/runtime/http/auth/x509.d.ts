import type { Authenticator, PeerCertificate } from "./user.js";
export declare const x509Authenticator: Authenticator;
/** The verified client certificate of a TLS connection (HTTP/1.1 or HTTP/2), if it presented one. */
export declare function peerCertificateOf(socket: unknown): PeerCertificate | undefined;
