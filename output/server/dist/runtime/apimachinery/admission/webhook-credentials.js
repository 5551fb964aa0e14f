// Copied by corespec from templates/server/apimachinery/admission/webhook-credentials.ts. DO NOT EDIT: change the template and run `npm run generate`.
const own = (users, name) =>
  Object.prototype.hasOwnProperty.call(users, name) ? users[name] : undefined;
function byName(users, target) {
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
export function credentialFor(users, url) {
  if (users === undefined) return undefined;
  const port = url.port === "" ? "443" : url.port;
  const found =
    byName(users, `${url.hostname}:${port}`) ??
    (port === "443" ? byName(users, url.hostname) : undefined);
  return found ?? own(users, "*");
}
