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
import { formatFieldError } from "@corespec/api/runtime/errors.js";
import { CONTROLLER_MANAGER } from "./client.js";
import { LeaderElector } from "./leader-election.js";
import { PoolStatusController } from "./pool-status-controller.js";
/** The Lease the controllers elect their leader with, when the configuration names none. */
export const DEFAULT_LEASE = {
  namespace: "kube-system",
  name: CONTROLLER_MANAGER,
};
/**
 * Reads a LeaderElectionConfiguration document: Kubernetes' defaults, then its validation;
 * throws an Error listing the field errors (`leaseDuration: Invalid value: ...`). Returns
 * undefined when leader election is off.
 */
export function leaderElectionSettings(document, identity, schema) {
  if (
    document !== undefined &&
    (typeof document !== "object" || document === null || Array.isArray(document))
  )
    throw new Error("invalid leader election configuration: must be an object");
  const config = structuredClone(document ?? {});
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
  const ms = (field) => parseDuration(String(config[field])) / 1e6;
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
/** The controller manager over the client; nothing runs before start(). Throws on an invalid configuration. */
export function createControllerManager(wiring, options) {
  const identity = options.identity ?? `${hostname()}_${randomUUID()}`;
  const settings = leaderElectionSettings(
    options.leaderElection,
    identity,
    wiring.leaderElectionConfig,
  );
  let running;
  let active;
  // A new controller (and caches) for each term of leadership, as kube-controller-manager starts its controllers on winning.
  const lead = (signal) => {
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
    {
      ...settings,
      resource: wiring.resources.leases,
    },
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
