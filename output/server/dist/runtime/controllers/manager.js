// Copied by corespec from templates/server/controllers/manager.ts. DO NOT EDIT: change the template and run `npm run generate`.
import { hostname } from "node:os";
import { randomUUID } from "node:crypto";
import { parseDuration } from "@corespec/api/runtime/duration.js";
import { formatFieldError } from "@corespec/api/runtime/errors.js";
import { LeaderElector } from "./leader-election.js";
import { PoolStatusController } from "./pool-status-controller.js";
import { CONTROLLER_MANAGER } from "./local-client.js";
export const DEFAULT_LEASE = { namespace: "kube-system", name: CONTROLLER_MANAGER };
export function leaderElectionSettings(document, identity, schema) {
  if (document !== void 0 && (typeof document !== "object" || document === null || Array.isArray(document))) throw new Error("invalid leader election configuration: must be an object");
  const config = structuredClone(document ?? {});
  schema.setDefaults(config);
  const result = schema.validate(config);
  if (!result.valid) throw new Error(`invalid leader election configuration: ${result.errors.map(formatFieldError).join("; ")}`);
  if (config.leaderElect === false) return void 0;
  const ms = (field) => parseDuration(String(config[field])) / 1e6;
  const settings = {
    namespace: typeof config.resourceNamespace === "string" && config.resourceNamespace !== "" ? config.resourceNamespace : DEFAULT_LEASE.namespace,
    name: typeof config.resourceName === "string" && config.resourceName !== "" ? config.resourceName : DEFAULT_LEASE.name,
    identity,
    leaseDurationMs: ms("leaseDuration"),
    renewDeadlineMs: ms("renewDeadline"),
    retryPeriodMs: ms("retryPeriod")
  };
  if (settings.leaseDurationMs <= settings.renewDeadlineMs) throw new Error("invalid leader election configuration: leaseDuration must be greater than renewDeadline");
  if (settings.renewDeadlineMs <= settings.retryPeriodMs * 1.2) throw new Error("invalid leader election configuration: renewDeadline must be greater than retryPeriod*JitterFactor (1.2)");
  return settings;
}
export function createControllers(wiring, options = {}) {
  const identity = options.identity ?? `${hostname()}_${randomUUID()}`;
  const settings = leaderElectionSettings(options.leaderElection, identity, wiring.leaderElectionConfig);
  const controller = new PoolStatusController({ ...options.poolStatus, requests: wiring.requests, slices: wiring.slices });
  let running;
  let active;
  const lead = (signal) => {
    running = controller.run(signal).catch(() => void 0);
  };
  if (settings === void 0) {
    return {
      start: () => {
        if (active !== void 0) return;
        active = new AbortController();
        lead(active.signal);
      },
      stop: async () => {
        active?.abort();
        await running;
      },
      leading: () => active !== void 0 && !active.signal.aborted
    };
  }
  const elector = new LeaderElector(wiring.leases, settings, { onStartedLeading: lead });
  return {
    start: () => elector.start(),
    stop: async () => {
      await elector.stop();
      await running;
    },
    leading: () => elector.isLeader()
  };
}
