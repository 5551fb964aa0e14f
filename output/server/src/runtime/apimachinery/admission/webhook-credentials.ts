// Copied by corespec from templates/server/apimachinery/admission/webhook-credentials.ts. DO NOT EDIT: change the template and run `npm run generate`.

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

const own = (users: WebhookCredentials, name: string): WebhookCredential | undefined =>
  Object.prototype.hasOwnProperty.call(users, name) ? users[name] : undefined;

function byName(users: WebhookCredentials, target: string): WebhookCredential | undefined {
  const exact = own(users, target);
  if (exact !== undefined) return exact;
  const steps = target.split(".");
  for (let i = 1; i < steps.length; i++) {
    const star = own(users, `*.${steps.slice(i).join(".")}`);
    if (star !== undefined) return star;
  }
  return undefined;
}

/** The credential for a webhook at `url`, if the kubeconfig has one for its host. */
export function credentialFor(
  users: WebhookCredentials | undefined,
  url: URL,
): WebhookCredential | undefined {
  if (users === undefined) return undefined;
  const port = url.port === "" ? "443" : url.port;
  const found =
    byName(users, `${url.hostname}:${port}`) ??
    (port === "443" ? byName(users, url.hostname) : undefined);
  return found ?? own(users, "*");
}
