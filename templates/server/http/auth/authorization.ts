/**
 * The authorizer chain of an AuthorizationConfiguration (apiserver.core.io), as
 * pkg/kubeapiserver/authorizer/config.go builds it: `system:masters` first, then the
 * authorizers in order (RBAC over this server's store, Webhook, AlwaysAllow, AlwaysDeny).
 * Without a configuration every authenticated request is allowed (Kubernetes' AlwaysAllow mode).
 */
import type { Storage } from "../../storage/storage.js";
import {
  alwaysAllow,
  alwaysDeny,
  privilegedGroups,
  unionAuthorizer,
  type Authorizer,
} from "./authorizer.js";
import { readKubeconfig } from "./kubeconfig.js";
import { RbacAuthorizer } from "./rbac.js";
import { WebhookAuthorizer, type WebhookConfig } from "./webhook.js";

export interface AuthorizationConfig {
  readonly authorizers: readonly {
    readonly type: string;
    readonly name?: string;
    readonly webhook?: WebhookConfig & {
      readonly connectionInfo: { readonly type: string; readonly clusterConfigFile?: string };
    };
  }[];
}

export function authorizerOf(
  config: AuthorizationConfig | undefined,
  storage: Storage,
): Authorizer {
  if (config === undefined) return alwaysAllow;
  const chain: Authorizer[] = [privilegedGroups];
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
