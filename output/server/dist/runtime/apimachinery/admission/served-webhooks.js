// Copied by corespec from templates/server/apimachinery/admission/served-webhooks.ts. DO NOT EDIT: change the template and run `npm run generate`.
import { StoredIndex } from "../stored-index.js";
export const ADMISSION_REGISTRATION = "admissionregistration.core.io";
const key = (resource) => ({
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
export const isExemptAdmissionConfigurationResource = (group, resource) =>
  group === ADMISSION_REGISTRATION && EXEMPT.has(resource);
export class ServedWebhooks {
  index;
  constructor(storage) {
    this.index = new StoredIndex(storage, [VALIDATING, MUTATING], ([validating, mutating]) => [
      ...validating.map((c) => ({
        ...c,
        kind: "ValidatingWebhookConfiguration",
      })),
      ...mutating.map((c) => ({
        ...c,
        kind: "MutatingWebhookConfiguration",
      })),
    ]);
  }
  /** The stored configurations, without waiting when the list is current. */
  current() {
    return this.index.current();
  }
}
