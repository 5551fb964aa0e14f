export type * from "../../types/client.authentication.core.io/v1beta1.js";
export * from "../../validators/client.authentication.core.io/v1beta1.js";
export * from "../../defaulters/client.authentication.core.io/v1beta1.js";
export * from "../../fields/client.authentication.core.io/v1beta1.js";
/** The apiVersion and kinds of this group-version: with the runtime's registryOf and createApi, a dispatch that loads this group-version alone (`corespec validate` uses it). */
export declare const groupVersion: {
  readonly apiVersion: "client.authentication.core.io/v1beta1";
  readonly kinds: readonly ["ExecCredential"];
};
