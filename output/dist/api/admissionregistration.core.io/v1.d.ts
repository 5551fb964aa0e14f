export type * from "../../types/admissionregistration.core.io/v1.js";
export * from "../../validators/admissionregistration.core.io/v1.js";
export * from "../../defaulters/admissionregistration.core.io/v1.js";
export * from "../../fields/admissionregistration.core.io/v1.js";
/** The apiVersion and kinds of this group-version: with the runtime's registryOf and createApi, a dispatch that loads this group-version alone (`corespec validate` uses it). */
export declare const groupVersion: {
  readonly apiVersion: "admissionregistration.core.io/v1";
  readonly kinds: readonly [
    "ValidatingWebhookConfiguration",
    "ValidatingWebhookConfigurationList",
    "MutatingWebhookConfiguration",
    "MutatingWebhookConfigurationList",
  ];
};
