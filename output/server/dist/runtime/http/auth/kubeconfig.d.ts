import type { ClientSettings } from "./client.js";
export interface WebhookEndpoint extends ClientSettings {
  readonly server: string;
}
export declare function readKubeconfig(path: string): WebhookEndpoint;
