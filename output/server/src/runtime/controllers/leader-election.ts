// Copied by corespec from templates/server/controllers/leader-election.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * Leader election over a Lease, as client-go's leaderelection package does it with a
 * LeaseLock (k8s.io/client-go/tools/leaderelection): candidates try to acquire the Lease every
 * retryPeriod; the holder renews it every retryPeriod and stops leading when it has not renewed
 * for renewDeadline; another candidate takes it over once it has seen no renewal for
 * leaseDuration (measured on its own clock, from when it last saw the record change, so clock
 * skew between servers does not matter). Writes go through the Lease handlers with the
 * Lease's resourceVersion, so two candidates never both win. On stop, a leader releases the
 * Lease (an empty holder, a 1 s duration), as ReleaseOnCancel does.
 */
import { isCode, localContext, sleep, type Handlers, type Json } from "./local-client.js";
import { microTime } from "../apimachinery/meta-time.js";

export interface LeaderElectionSettings {
  /** The Lease: its namespace and name. */
  readonly namespace: string;
  readonly name: string;
  /** This candidate's identity (holderIdentity). */
  readonly identity: string;
  readonly leaseDurationMs: number;
  readonly renewDeadlineMs: number;
  readonly retryPeriodMs: number;
}

export interface LeaderCallbacks {
  /** Leadership won: lead until the signal aborts. */
  onStartedLeading(signal: AbortSignal): void;
  /** Leadership lost or given up. */
  onStoppedLeading?(): void;
}

export class LeaderElector {
  private readonly stopping = new AbortController();
  private leading: AbortController | undefined;
  /** The record last seen, and when (on this clock) it last changed. */
  private observed: { holder: string; renewTime: unknown; at: number } | undefined;
  private loop: Promise<void> | undefined;

  constructor(
    private readonly leases: Handlers,
    private readonly settings: LeaderElectionSettings,
    private readonly callbacks: LeaderCallbacks,
    private readonly now: () => number = Date.now,
  ) {}

  isLeader(): boolean {
    return this.leading !== undefined;
  }

  start(): void {
    this.loop ??= this.run();
  }

  /** Stops campaigning; a leader stops leading and releases the Lease. */
  async stop(): Promise<void> {
    this.stopping.abort();
    await this.loop;
  }

  private async run(): Promise<void> {
    const signal = this.stopping.signal;
    let lastRenew = 0;
    while (!signal.aborted) {
      const won = await this.tryAcquireOrRenew().catch(() => false);
      if (signal.aborted) break;
      if (won) {
        lastRenew = this.now();
        if (this.leading === undefined) {
          this.leading = new AbortController();
          this.callbacks.onStartedLeading(this.leading.signal);
        }
      } else if (this.leading !== undefined && this.now() - lastRenew >= this.settings.renewDeadlineMs) {
        this.stopLeading();
      }
      // Candidates wait a jittered period (wait.JitterUntil with JitterFactor 1.2), leaders the plain one.
      const wait = this.leading !== undefined ? this.settings.retryPeriodMs : this.settings.retryPeriodMs * (1 + Math.random() * 1.2);
      await sleep(wait, signal);
    }
    if (this.leading !== undefined) {
      this.stopLeading();
      await this.release().catch(() => undefined);
    }
  }

  private stopLeading(): void {
    this.leading?.abort();
    this.leading = undefined;
    this.callbacks.onStoppedLeading?.();
  }

  private context(name?: string) {
    return localContext({ namespace: this.settings.namespace, ...(name !== undefined ? { name } : {}) });
  }

  private record(acquireTime: string, transitions: number): Json {
    const now = microTime(this.now());
    return {
      holderIdentity: this.settings.identity,
      leaseDurationSeconds: Math.max(1, Math.ceil(this.settings.leaseDurationMs / 1000)),
      acquireTime: acquireTime === "" ? now : acquireTime,
      renewTime: now,
      leaseTransitions: transitions,
    };
  }

  private async tryAcquireOrRenew(): Promise<boolean> {
    const { namespace, name, identity } = this.settings;
    let lease: Json;
    try {
      lease = (await this.leases.read(this.context(name))) as Json;
    } catch (error) {
      if (!isCode(error, 404)) throw error;
      const created = { apiVersion: "coordination.core.io/v1", kind: "Lease", metadata: { name, namespace }, spec: this.record("", 0) };
      await this.leases.create(this.context(), created);
      this.observed = { holder: identity, renewTime: (created.spec as Json).renewTime, at: this.now() };
      return true;
    }
    const spec = (lease.spec ?? {}) as Json;
    const holder = typeof spec.holderIdentity === "string" ? spec.holderIdentity : "";
    if (this.observed === undefined || this.observed.holder !== holder || this.observed.renewTime !== spec.renewTime) {
      this.observed = { holder, renewTime: spec.renewTime, at: this.now() };
    }
    const heldByOther = holder !== "" && holder !== identity;
    if (heldByOther && this.observed.at + this.settings.leaseDurationMs > this.now()) return false;
    const transitions = Number(spec.leaseTransitions ?? 0);
    const mine = holder === identity;
    const next = this.record(mine ? String(spec.acquireTime ?? "") : "", mine ? transitions : transitions + 1);
    try {
      await this.leases.replace(this.context(name), { ...lease, spec: { ...spec, ...next } });
    } catch (error) {
      if (isCode(error, 409)) return false;
      throw error;
    }
    this.observed = { holder: identity, renewTime: next.renewTime, at: this.now() };
    return true;
  }

  private async release(): Promise<void> {
    const lease = (await this.leases.read(this.context(this.settings.name))) as Json;
    const spec = (lease.spec ?? {}) as Json;
    if (spec.holderIdentity !== this.settings.identity) return;
    const now = microTime(this.now());
    const { holderIdentity: _holder, ...rest } = spec;
    await this.leases.replace(this.context(this.settings.name), { ...lease, spec: { ...rest, leaseDurationSeconds: 1, acquireTime: now, renewTime: now } });
  }
}
