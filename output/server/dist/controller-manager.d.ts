import {
  type ControllerManager,
  type ControllerManagerOptions,
} from "./runtime/controllers/manager.js";
export { HttpClient, type ClientConfig } from "./runtime/controllers/http-client.js";
export { kubeconfigClient, type KubeconfigOptions } from "./runtime/controllers/kubeconfig.js";
export {
  ApiError,
  type Client,
  type ResourceRef,
  type WatchEvent,
} from "./runtime/controllers/client.js";
export {
  DEFAULT_LEASE,
  type ControllerManager,
  type ControllerManagerOptions,
} from "./runtime/controllers/manager.js";
/**
 * The controller manager (the ResourcePoolStatusRequest controller, behind leader election through a Lease), a client of
 * the API: `createControllerManager({ client: new HttpClient({ server: "http://127.0.0.1:8080" }) }).start()`.
 * Throws on an invalid leader election configuration.
 */
export declare function createControllerManager(
  options: ControllerManagerOptions,
): ControllerManager;
/** Throws an Error naming each invalid field of a LeaderElectionConfiguration document, as the controller manager reads it. */
export declare function checkLeaderElectionConfiguration(document: unknown): void;
