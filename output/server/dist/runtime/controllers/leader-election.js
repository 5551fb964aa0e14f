// Copied by corespec from templates/server/controllers/leader-election.ts. DO NOT EDIT: change the template and run `npm run generate`.
import { isCode, localContext, sleep } from "./local-client.js";
import { microTime } from "../apimachinery/meta-time.js";
export class LeaderElector {
  constructor(leases, settings, callbacks, now = Date.now) {
    this.leases = leases;
    this.settings = settings;
    this.callbacks = callbacks;
    this.now = now;
  }
  leases;
  settings;
  callbacks;
  now;
  stopping = new AbortController();
  leading;
  /** The record last seen, and when (on this clock) it last changed. */
  observed;
  loop;
  isLeader() {
    return this.leading !== void 0;
  }
  start() {
    this.loop ??= this.run();
  }
  /** Stops campaigning; a leader stops leading and releases the Lease. */
  async stop() {
    this.stopping.abort();
    await this.loop;
  }
  async run() {
    const signal = this.stopping.signal;
    let lastRenew = 0;
    while (!signal.aborted) {
      const won = await this.tryAcquireOrRenew().catch(() => false);
      if (signal.aborted) break;
      if (won) {
        lastRenew = this.now();
        if (this.leading === void 0) {
          this.leading = new AbortController();
          this.callbacks.onStartedLeading(this.leading.signal);
        }
      } else if (this.leading !== void 0 && this.now() - lastRenew >= this.settings.renewDeadlineMs) {
        this.stopLeading();
      }
      const wait = this.leading !== void 0 ? this.settings.retryPeriodMs : this.settings.retryPeriodMs * (1 + Math.random() * 1.2);
      await sleep(wait, signal);
    }
    if (this.leading !== void 0) {
      this.stopLeading();
      await this.release().catch(() => void 0);
    }
  }
  stopLeading() {
    this.leading?.abort();
    this.leading = void 0;
    this.callbacks.onStoppedLeading?.();
  }
  context(name) {
    return localContext({ namespace: this.settings.namespace, ...name !== void 0 ? { name } : {} });
  }
  record(acquireTime, transitions) {
    const now = microTime(this.now());
    return {
      holderIdentity: this.settings.identity,
      leaseDurationSeconds: Math.max(1, Math.ceil(this.settings.leaseDurationMs / 1e3)),
      acquireTime: acquireTime === "" ? now : acquireTime,
      renewTime: now,
      leaseTransitions: transitions
    };
  }
  async tryAcquireOrRenew() {
    const { namespace, name, identity } = this.settings;
    let lease;
    try {
      lease = await this.leases.read(this.context(name));
    } catch (error) {
      if (!isCode(error, 404)) throw error;
      const created = { apiVersion: "coordination.core.io/v1", kind: "Lease", metadata: { name, namespace }, spec: this.record("", 0) };
      await this.leases.create(this.context(), created);
      this.observed = { holder: identity, renewTime: created.spec.renewTime, at: this.now() };
      return true;
    }
    const spec = lease.spec ?? {};
    const holder = typeof spec.holderIdentity === "string" ? spec.holderIdentity : "";
    if (this.observed === void 0 || this.observed.holder !== holder || this.observed.renewTime !== spec.renewTime) {
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
  async release() {
    const lease = await this.leases.read(this.context(this.settings.name));
    const spec = lease.spec ?? {};
    if (spec.holderIdentity !== this.settings.identity) return;
    const now = microTime(this.now());
    const { holderIdentity: _holder, ...rest } = spec;
    await this.leases.replace(this.context(this.settings.name), { ...lease, spec: { ...rest, leaseDurationSeconds: 1, acquireTime: now, renewTime: now } });
  }
}
