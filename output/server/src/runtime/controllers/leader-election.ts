// Copied by corespec from templates/server/controllers/leader-election.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * Leader election over a Lease, as client-go's leaderelection package does it with a
 * LeaseLock (k8s.io/client-go/tools/leaderelection/leaderelection.go and
 * resourcelock/leaselock.go): candidates try to acquire the Lease every retryPeriod; the
 * holder renews it every retryPeriod and stops leading when it has not renewed for
 * renewDeadline; another candidate takes it over once it has seen no renewal for
 * leaseDuration (measured on its own clock, from when it last saw the record change, so clock
 * skew between candidates does not matter). As leaselock.go, the Lease is read with a GET and
 * written with a PUT of the object last read, whose resourceVersion is the precondition: of two
 * candidates writing the same revision, one gets 409 Conflict, so two never both win. The
 * calls go to the API over HTTP (client.ts), each bounded by renewDeadline as client-go bounds
 * its renewal with a context. On stop, a leader releases the Lease (an empty holder, a 1 s
 * duration), as ReleaseOnCancel does.
 */
import { isCode, microTime, sleep, type Client, type Json, type ResourceRef } from "./client.js";

export interface LeaderElectionSettings {
  /** The Lease: its namespace and name. */
  readonly namespace: string;
  readonly name: string;
  /** This candidate's identity (holderIdentity). */
  readonly identity: string;
  readonly leaseDurationMs: number;
  readonly renewDeadlineMs: number;
  readonly retryPeriodMs: number;
  /** The Lease resource (coordination.core.io/v1 leases unless given). */
  readonly resource?: Omit<ResourceRef, "namespace">;
}

export interface LeaderCallbacks {
  /** Leadership won: lead until the signal aborts. */
  onStartedLeading(signal: AbortSignal): void;
  /** Leadership lost or given up. */
  onStoppedLeading?(): void;
}

/** coordination.core.io/v1 leases. */
export const LEASES: Omit<ResourceRef, "namespace"> = {
  group: "coordination.core.io",
  version: "v1",
  resource: "leases",
};

export class LeaderElector {
  private readonly stopping = new AbortController();
  private leading: AbortController | undefined;
  /** The record last seen, and when (on this clock) it last changed. */
  private observed: { holder: string; renewTime: unknown; at: number } | undefined;
  private loop: Promise<void> | undefined;
  private readonly ref: ResourceRef;

  constructor(
    private readonly client: Client,
    private readonly settings: LeaderElectionSettings,
    private readonly callbacks: LeaderCallbacks,
    private readonly now: () => number = Date.now,
  ) {
    this.ref = { ...(settings.resource ?? LEASES), namespace: settings.namespace };
  }

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
      } else if (
        this.leading !== undefined &&
        this.now() - lastRenew >= this.settings.renewDeadlineMs
      ) {
        this.stopLeading();
      }
      // Candidates wait a jittered period (wait.JitterUntil with JitterFactor 1.2), leaders the plain one.
      const wait =
        this.leading !== undefined
          ? this.settings.retryPeriodMs
          : this.settings.retryPeriodMs * (1 + Math.random() * 1.2);
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

  /** Each call may take at most renewDeadline (client-go's renew runs under a context with that timeout). */
  private bounded() {
    return { signal: AbortSignal.timeout(this.settings.renewDeadlineMs) };
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
      lease = await this.client.get(this.ref, name, this.bounded());
    } catch (error) {
      if (!isCode(error, 404)) throw error;
      const created = {
        apiVersion: "coordination.core.io/v1",
        kind: "Lease",
        metadata: { name, namespace },
        spec: this.record("", 0),
      };
      try {
        await this.client.create(this.ref, created, this.bounded());
      } catch (createError) {
        // Another candidate created it first.
        if (isCode(createError, 409)) return false;
        throw createError;
      }
      this.observed = { holder: identity, renewTime: created.spec.renewTime, at: this.now() };
      return true;
    }
    const spec = (lease.spec ?? {}) as Json;
    const holder = typeof spec.holderIdentity === "string" ? spec.holderIdentity : "";
    if (
      this.observed === undefined ||
      this.observed.holder !== holder ||
      this.observed.renewTime !== spec.renewTime
    ) {
      this.observed = { holder, renewTime: spec.renewTime, at: this.now() };
    }
    const heldByOther = holder !== "" && holder !== identity;
    if (heldByOther && this.observed.at + this.settings.leaseDurationMs > this.now()) return false;
    const transitions = Number(spec.leaseTransitions ?? 0);
    const mine = holder === identity;
    const next = this.record(
      mine ? String(spec.acquireTime ?? "") : "",
      mine ? transitions : transitions + 1,
    );
    try {
      // The object as read: its metadata.resourceVersion makes the write conditional.
      await this.client.update(this.ref, { ...lease, spec: { ...spec, ...next } }, this.bounded());
    } catch (error) {
      if (isCode(error, 409)) return false;
      throw error;
    }
    this.observed = { holder: identity, renewTime: next.renewTime, at: this.now() };
    return true;
  }

  private async release(): Promise<void> {
    const lease = await this.client.get(this.ref, this.settings.name, this.bounded());
    const spec = (lease.spec ?? {}) as Json;
    if (spec.holderIdentity !== this.settings.identity) return;
    const now = microTime(this.now());
    const { holderIdentity: _holder, ...rest } = spec;
    await this.client.update(
      this.ref,
      { ...lease, spec: { ...rest, leaseDurationSeconds: 1, acquireTime: now, renewTime: now } },
      this.bounded(),
    );
  }
}
