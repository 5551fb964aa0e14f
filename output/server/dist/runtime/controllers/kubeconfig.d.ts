import type { ClientConfig } from "./http-client.js";
export interface KubeconfigOptions {
  /** The directory relative file paths are read from (the kubeconfig's). */
  readonly dir: string;
  /** The context to use instead of `current-context`. */
  readonly context?: string;
  /** The API server's URL, overriding the cluster's `server`. */
  readonly master?: string;
}
/** The client settings of a parsed kubeconfig document. Throws an Error naming what is missing or wrong. */
export declare function kubeconfigClient(
  document: unknown,
  options: KubeconfigOptions,
): ClientConfig;
