import { type ValidationResult } from "@corespec/api/runtime/errors.js";
import { type LeaderElectionSettings } from "./leader-election.js";
import { type PoolStatusControllerOptions } from "./pool-status-controller.js";
import { type Handlers } from "./local-client.js";
export interface ControllerOptions {
  /** A LeaderElectionConfiguration document (defaulted and validated here). Unset: Kubernetes' defaults. */
  readonly leaderElection?: unknown;
  /** This server's identity in the Lease; `<hostname>_<uuid>` when unset. */
  readonly identity?: string;
  /** Settings of the ResourcePoolStatusRequest controller (retries, TTLs), mainly for tests. */
  readonly poolStatus?: Omit<PoolStatusControllerOptions, "requests" | "slices">;
}
/** What the controllers run on: the handlers of the kinds they read and write, and the generated defaulting and validation of LeaderElectionConfiguration. */
export interface ControllerWiring {
  readonly leases: Handlers;
  readonly requests: Handlers;
  readonly slices: Handlers;
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
export interface Controllers {
  start(): void;
  stop(): Promise<void>;
  /** Whether this server runs the controllers now (it leads, or leader election is off). */
  leading(): boolean;
}
/** The controllers over the handlers; nothing runs before start(). Throws on an invalid configuration. */
export declare function createControllers(
  wiring: ControllerWiring,
  options?: ControllerOptions,
): Controllers;
