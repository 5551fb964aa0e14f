import { type WebhookCredentials } from "./webhook-credentials.js";
import type { Webhook } from "./webhook-types.js";
/** The most bytes of a webhook's answer read (Kubernetes bounds it at 3 MiB as well). */
export declare const MAX_WEBHOOK_RESPONSE_BYTES: number;
/** Why a webhook could not be called (Kubernetes' ErrCallingWebhook reasons). */
export declare class CallError extends Error {}
/** The URL called: clientConfig.url with Kubernetes' `timeout` query parameter. */
export declare function webhookUrl(hook: Webhook): URL;
/** POSTs the review; the parsed JSON answer, or a CallError. */
export declare function callWebhook(
  hook: Webhook,
  review: unknown,
  credentials?: WebhookCredentials,
): Promise<unknown>;
