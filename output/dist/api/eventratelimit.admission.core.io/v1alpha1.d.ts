export type * from "../../types/eventratelimit.admission.core.io/v1alpha1.js";
export * from "../../validators/eventratelimit.admission.core.io/v1alpha1.js";
export * from "../../defaulters/eventratelimit.admission.core.io/v1alpha1.js";
export * from "../../fields/eventratelimit.admission.core.io/v1alpha1.js";
/** The apiVersion and kinds of this group-version: with the runtime's registryOf and createApi, a dispatch that loads this group-version alone (`corespec validate` uses it). */
export declare const groupVersion: {
  readonly apiVersion: "eventratelimit.admission.core.io/v1alpha1";
  readonly kinds: readonly ["Configuration"];
};
