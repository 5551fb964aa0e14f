export type * from "./v1.js";
import type * as clientV1 from "./v1.js";
/**
 * Used by exec-based plugins to hand credentials to HTTP transports. The transport fills `spec` (passed to the plugin in the KUBERNETES_EXEC_INFO environment variable); the plugin answers with the same kind and `status` filled. Token and client key stay in memory; the plugin should be protected by file permissions.
 *
 * Beta.
 *
 * Rules:
 * - At least one of `spec` or `status` must be set.
 */
export interface ExecCredential extends Omit<clientV1.ExecCredential, "apiVersion"> {
  /** The versioned schema of this representation: `client.authentication.core.io/v1beta1`. */
  apiVersion?: "client.authentication.core.io/v1beta1";
}
