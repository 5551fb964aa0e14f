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
import { type Handlers } from "./local-client.js";
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
export declare class LeaderElector {
  private readonly leases;
  private readonly settings;
  private readonly callbacks;
  private readonly now;
  private readonly stopping;
  private leading;
  /** The record last seen, and when (on this clock) it last changed. */
  private observed;
  private loop;
  constructor(
    leases: Handlers,
    settings: LeaderElectionSettings,
    callbacks: LeaderCallbacks,
    now?: () => number,
  );
  isLeader(): boolean;
  start(): void;
  /** Stops campaigning; a leader stops leading and releases the Lease. */
  stop(): Promise<void>;
  private run;
  private stopLeading;
  private context;
  private record;
  private tryAcquireOrRenew;
  private release;
}
