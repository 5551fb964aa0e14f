export type * from "../../types/admission.core.io/v1.js";
export * from "../../validators/admission.core.io/v1.js";
export * from "../../defaulters/admission.core.io/v1.js";
export * from "../../fields/admission.core.io/v1.js";
/** The apiVersion and kinds of this group-version: with the runtime's registryOf and createApi, a dispatch that loads this group-version alone (`corespec validate` uses it). */
export declare const groupVersion: {
  readonly apiVersion: "admission.core.io/v1";
  readonly kinds: readonly ["AdmissionReview"];
};
