// Copied by corespec from templates/server/http/auth/authorization.ts. DO NOT EDIT: change the template and run `npm run generate`.
import { alwaysAllow, alwaysDeny, privilegedGroups, unionAuthorizer } from "./authorizer.js";
import { readKubeconfig } from "./kubeconfig.js";
import { RbacAuthorizer } from "./rbac.js";
import { WebhookAuthorizer } from "./webhook.js";
export function authorizerOf(config, storage) {
  if (config === undefined) return alwaysAllow;
  const chain = [privilegedGroups];
  for (const entry of config.authorizers) {
    switch (entry.type) {
      case "RBAC":
        chain.push(new RbacAuthorizer(storage));
        break;
      case "AlwaysAllow":
        chain.push(alwaysAllow);
        break;
      case "AlwaysDeny":
        chain.push(alwaysDeny);
        break;
      case "Webhook": {
        const webhook = entry.webhook;
        const file = webhook?.connectionInfo.clusterConfigFile;
        if (
          webhook === undefined ||
          webhook.connectionInfo.type !== "ClusterConfig" ||
          file === undefined
        )
          throw new Error(
            `authorizer ${entry.name ?? ""}: only webhooks with a ClusterConfig connection (a kubeconfig file) are supported`,
          );
        chain.push(new WebhookAuthorizer(entry.name ?? "webhook", webhook, readKubeconfig(file)));
        break;
      }
      default:
        throw new Error(
          `authorizer ${entry.name ?? ""}: type ${entry.type} is not supported by this server`,
        );
    }
  }
  return unionAuthorizer(chain);
}
