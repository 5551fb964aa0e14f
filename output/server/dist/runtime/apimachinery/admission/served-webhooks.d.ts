/**
 * The ValidatingWebhookConfigurations and MutatingWebhookConfigurations this server stores (served
 * at /apis/admissionregistration.core.io/v1), as Kubernetes' webhook admission plugins read them
 * from informers (admission/configuration/{validating,mutating}_webhook_manager.go): listed once,
 * then listed again after a watch of either resource saw a change, so that a configuration
 * created, updated or deleted applies to the requests that follow, without a restart
 * (stored-index.ts). The API validated and defaulted them when they were written.
 */
import type { Storage } from "../../storage/storage.js";
import type { WebhookConfiguration } from "./webhook-types.js";
export declare const ADMISSION_REGISTRATION = "admissionregistration.core.io";
/** Whether requests for this resource are never sent to admission webhooks. */
export declare const isExemptAdmissionConfigurationResource: (
  group: string,
  resource: string,
) => boolean;
export declare class ServedWebhooks {
  private readonly index;
  constructor(storage: Storage);
  /** The stored configurations, without waiting when the list is current. */
  current(): readonly WebhookConfiguration[] | Promise<readonly WebhookConfiguration[]>;
}
