/**
 * Who made a request, as k8s.io/apiserver pkg/authentication/user (user.Info) describes it,
 * and the well-known names of that package.
 */
export interface UserInfo {
  readonly name: string;
  readonly uid?: string;
  readonly groups: readonly string[];
  readonly extra?: Readonly<Record<string, readonly string[]>>;
}

/** user.Anonymous, user.AllUnauthenticated, user.AllAuthenticated, user.SystemPrivilegedGroup. */
export const ANONYMOUS = "system:anonymous";
export const UNAUTHENTICATED = "system:unauthenticated";
export const AUTHENTICATED = "system:authenticated";
export const MASTERS = "system:masters";

/** What an authenticator reads of a request. */
export interface AuthRequest {
  readonly path: string;
  readonly authorization?: string;
  /** The client certificate's subject, when the TLS handshake verified it against the client CA. */
  readonly peer?: PeerCertificate;
}

export interface PeerCertificate {
  /** Whether the chain verified against the client CA (tls.TLSSocket.authorized). */
  readonly authorized: boolean;
  readonly error?: string;
  readonly commonName: string;
  readonly organizations: readonly string[];
}

/**
 * An authenticator (authenticator.Request): a user, undefined when the request carries nothing
 * it handles, or a thrown Error when it carries credentials that do not authenticate.
 */
export interface Authenticator {
  authenticate(request: AuthRequest): Promise<UserInfo | undefined> | UserInfo | undefined;
}
