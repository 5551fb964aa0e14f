/**
 * The authorizer chain of an AuthorizationConfiguration (apiserver.core.io), as
 * pkg/kubeapiserver/authorizer/config.go builds it: `system:masters` first, then the
 * authorizers in order (RBAC over this server's store, Webhook, AlwaysAllow, AlwaysDeny).
 * Without a configuration every authenticated request is allowed (Kubernetes' AlwaysAllow mode).
 */
import type { Storage } from "../../storage/storage.js";
import { type Authorizer } from "./authorizer.js";
import { type WebhookConfig } from "./webhook.js";
export interface AuthorizationConfig {
  readonly authorizers: readonly {
    readonly type: string;
    readonly name?: string;
    readonly webhook?: WebhookConfig & {
      readonly connectionInfo: {
        readonly type: string;
        readonly clusterConfigFile?: string;
      };
    };
  }[];
}
export declare function authorizerOf(
  config: AuthorizationConfig | undefined,
  storage: Storage,
): Authorizer;
