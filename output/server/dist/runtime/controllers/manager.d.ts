import { type ValidationResult } from "@corespec/api/runtime/errors.js";
import { type Client, type ResourceRef } from "./client.js";
import { type LeaderElectionSettings } from "./leader-election.js";
import {
  type PoolStatusControllerOptions,
  type PoolStatusResources,
} from "./pool-status-controller.js";
export interface ControllerManagerOptions {
  /** The API: an HttpClient (http-client.ts) from a kubeconfig or a URL, or any Client. */
  readonly client: Client;
  /** A LeaderElectionConfiguration document (defaulted and validated here). Unset: Kubernetes' defaults. */
  readonly leaderElection?: unknown;
  /** This manager's identity in the Lease; `<hostname>_<uuid>` when unset, as kube-controller-manager's. */
  readonly identity?: string;
  /** Settings of the ResourcePoolStatusRequest controller (retries, TTLs), mainly for tests. */
  readonly poolStatus?: PoolStatusControllerOptions;
}
/** What the generated package binds: the resources the controllers use, and the generated defaulting and validation of LeaderElectionConfiguration. */
export interface ControllerWiring {
  readonly resources: PoolStatusResources & {
    readonly leases: Omit<ResourceRef, "namespace">;
  };
  readonly leaderElectionConfig: {
    setDefaults(value: unknown): void;
    validate(value: unknown): ValidationResult;
  };
}
/** The Lease the controllers elect their leader with, when the configuration names none. */
export declare const DEFAULT_LEASE: {
  readonly namespace: string;
  readonly name: string;
};
/**
 * Reads a LeaderElectionConfiguration document: Kubernetes' defaults, then its validation;
 * throws an Error listing the field errors (`leaseDuration: Invalid value: ...`). Returns
 * undefined when leader election is off.
 */
export declare function leaderElectionSettings(
  document: unknown,
  identity: string,
  schema: ControllerWiring["leaderElectionConfig"],
): LeaderElectionSettings | undefined;
export interface ControllerManager {
  /** Starts campaigning (or, without leader election, running the controllers). */
  start(): void;
  /** Stops the controllers; a leader releases the Lease. */
  stop(): Promise<void>;
  /** Whether this manager runs the controllers now (it leads, or leader election is off). */
  leading(): boolean;
  readonly identity: string;
}
/** The controller manager over the client; nothing runs before start(). Throws on an invalid configuration. */
export declare function createControllerManager(
  wiring: ControllerWiring,
  options: ControllerManagerOptions,
): ControllerManager;
