// Copied by corespec from templates/server/controllers/manager.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * The controller manager: the controllers (today the ResourcePoolStatusRequest controller) as
 * a client of the API, behind leader election configured by a LeaderElectionConfiguration
 * document (componentbase.config.core.io, seed 001 §2.8), as kube-controller-manager runs its
 * controllers (cmd/kube-controller-manager/app/controllermanager.go: leaderelection.RunOrDie
 * with a LeaseLock; the controllers start in OnStartedLeading). Of several managers, against
 * one API server or several on one store, exactly one leads. With `leaderElect: false` it runs
 * the controllers without a Lease, as kube-controller-manager does with `--leader-elect=false`.
 * `corespec controller-manager` runs it in its own process; `corespec serve` starts that
 * process beside the API server.
 */
import { hostname } from "node:os";
import { randomUUID } from "node:crypto";
import { parseDuration } from "@corespec/api/runtime/duration.js";
import { formatFieldError, type ValidationResult } from "@corespec/api/runtime/errors.js";
import { CONTROLLER_MANAGER, type Client, type ResourceRef } from "./client.js";
import { LeaderElector, type LeaderElectionSettings } from "./leader-election.js";
import {
  PoolStatusController,
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
  readonly resources: PoolStatusResources & { readonly leases: Omit<ResourceRef, "namespace"> };
  readonly leaderElectionConfig: {
    setDefaults(value: unknown): void;
    validate(value: unknown): ValidationResult;
  };
}

/** The Lease the controllers elect their leader with, when the configuration names none. */
export const DEFAULT_LEASE: { readonly namespace: string; readonly name: string } = {
  namespace: "kube-system",
  name: CONTROLLER_MANAGER,
};

/**
 * Reads a LeaderElectionConfiguration document: Kubernetes' defaults, then its validation;
 * throws an Error listing the field errors (`leaseDuration: Invalid value: ...`). Returns
 * undefined when leader election is off.
 */
export function leaderElectionSettings(
  document: unknown,
  identity: string,
  schema: ControllerWiring["leaderElectionConfig"],
): LeaderElectionSettings | undefined {
  if (
    document !== undefined &&
    (typeof document !== "object" || document === null || Array.isArray(document))
  )
    throw new Error("invalid leader election configuration: must be an object");
  const config = structuredClone(document ?? {}) as Record<string, unknown>;
  // kube-controller-manager's own defaults name its Lease (RecommendedDefaultGenericControllerManagerConfiguration),
  // before the component-base defaults and validation, which require a name and a namespace.
  if (config.resourceName === undefined || config.resourceName === "")
    config.resourceName = DEFAULT_LEASE.name;
  if (config.resourceNamespace === undefined || config.resourceNamespace === "")
    config.resourceNamespace = DEFAULT_LEASE.namespace;
  schema.setDefaults(config);
  const result = schema.validate(config);
  if (!result.valid)
    throw new Error(
      `invalid leader election configuration: ${result.errors.map(formatFieldError).join("; ")}`,
    );
  if (config.leaderElect === false) return undefined;
  const ms = (field: string) => parseDuration(String(config[field]))! / 1e6;
  const settings = {
    namespace: String(config.resourceNamespace),
    name: String(config.resourceName),
    identity,
    leaseDurationMs: ms("leaseDuration"),
    renewDeadlineMs: ms("renewDeadline"),
    retryPeriodMs: ms("retryPeriod"),
  };
  // Kubernetes' leaderelection.NewLeaderElector refuses these, whatever the configuration's validation says.
  if (settings.leaseDurationMs <= settings.renewDeadlineMs)
    throw new Error(
      "invalid leader election configuration: leaseDuration must be greater than renewDeadline",
    );
  if (settings.renewDeadlineMs <= settings.retryPeriodMs * 1.2)
    throw new Error(
      "invalid leader election configuration: renewDeadline must be greater than retryPeriod*JitterFactor (1.2)",
    );
  return settings;
}

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
export function createControllerManager(
  wiring: ControllerWiring,
  options: ControllerManagerOptions,
): ControllerManager {
  const identity = options.identity ?? `${hostname()}_${randomUUID()}`;
  const settings = leaderElectionSettings(
    options.leaderElection,
    identity,
    wiring.leaderElectionConfig,
  );
  let running: Promise<void> | undefined;
  let active: AbortController | undefined;
  // A new controller (and caches) for each term of leadership, as kube-controller-manager starts its controllers on winning.
  const lead = (signal: AbortSignal) => {
    const controller = new PoolStatusController(
      options.client,
      wiring.resources,
      options.poolStatus,
    );
    running = controller.run(signal).catch(() => undefined);
  };
  if (settings === undefined) {
    return {
      identity,
      start: () => {
        if (active !== undefined) return;
        active = new AbortController();
        lead(active.signal);
      },
      stop: async () => {
        active?.abort();
        await running;
      },
      leading: () => active !== undefined && !active.signal.aborted,
    };
  }
  const elector = new LeaderElector(
    options.client,
    { ...settings, resource: wiring.resources.leases },
    { onStartedLeading: lead },
  );
  return {
    identity,
    start: () => elector.start(),
    stop: async () => {
      await elector.stop();
      await running;
    },
    leading: () => elector.isLeader(),
  };
}
