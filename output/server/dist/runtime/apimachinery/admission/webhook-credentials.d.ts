/**
 * The credentials the server presents to admission webhooks: the users of the kubeconfig named
 * by a WebhookAdmissionConfiguration's `kubeConfigFile`, matched by the webhook's host as
 * Kubernetes' webhook AuthenticationInfoResolver matches them
 * (admission/plugin/webhook/config/authentication.go): the user named `host:port` exactly, then
 * `*.` followed by the host's shorter suffixes (`*.example.com`), then, for port 443, the same
 * without the port, then `*`; else no credentials. A credential is a bearer token or a client
 * certificate and key (PEM). `corespec serve` reads the kubeconfig at start-up.
 */
export interface WebhookCredential {
  readonly token?: string;
  readonly cert?: string;
  readonly key?: string;
}
/** Kubeconfig user name to its credential. */
export type WebhookCredentials = Readonly<Record<string, WebhookCredential>>;
/** The credential for a webhook at `url`, if the kubeconfig has one for its host. */
export declare function credentialFor(
  users: WebhookCredentials | undefined,
  url: URL,
): WebhookCredential | undefined;
