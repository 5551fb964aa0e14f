/**
 * The ValidatingWebhookConfigurations and MutatingWebhookConfigurations this server stores (served
 * at /apis/admissionregistration.core.io/v1), as Kubernetes' webhook admission plugins read them
 * from informers (admission/configuration/{validating,mutating}_webhook_manager.go): listed once,
 * then listed again after a watch of either resource saw a change, so that a configuration
 * created, updated or deleted applies to the requests that follow, without a restart
 * (stored-index.ts). The API validated and defaulted them when they were written.
 */
import type { ResourceKey, Storage } from "../../storage/storage.js";
import { StoredIndex } from "../stored-index.js";
import type { WebhookConfiguration } from "./webhook-types.js";

export const ADMISSION_REGISTRATION = "admissionregistration.core.io";

const key = (resource: string): ResourceKey => ({
  group: ADMISSION_REGISTRATION,
  version: "v1",
  resource,
  namespaced: false,
});
const VALIDATING = key("validatingwebhookconfigurations");
const MUTATING = key("mutatingwebhookconfigurations");

/** The resources Kubernetes never sends to webhooks (rules.IsExemptAdmissionConfigurationResource). */
const EXEMPT = new Set([
  "validatingwebhookconfigurations",
  "mutatingwebhookconfigurations",
  "validatingadmissionpolicies",
  "validatingadmissionpolicybindings",
  "mutatingadmissionpolicies",
  "mutatingadmissionpolicybindings",
]);

/** Whether requests for this resource are never sent to admission webhooks. */
export const isExemptAdmissionConfigurationResource = (group: string, resource: string): boolean =>
  group === ADMISSION_REGISTRATION && EXEMPT.has(resource);

export class ServedWebhooks {
  private readonly index: StoredIndex<readonly WebhookConfiguration[]>;

  constructor(storage: Storage) {
    this.index = new StoredIndex(storage, [VALIDATING, MUTATING], ([validating, mutating]) => [
      ...(validating as unknown as WebhookConfiguration[]).map((c) => ({
        ...c,
        kind: "ValidatingWebhookConfiguration" as const,
      })),
      ...(mutating as unknown as WebhookConfiguration[]).map((c) => ({
        ...c,
        kind: "MutatingWebhookConfiguration" as const,
      })),
    ]);
  }

  /** The stored configurations, without waiting when the list is current. */
  current(): readonly WebhookConfiguration[] | Promise<readonly WebhookConfiguration[]> {
    return this.index.current();
  }
}
