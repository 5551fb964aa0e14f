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
import { type Client, type ResourceRef } from "./client.js";
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
export declare const LEASES: Omit<ResourceRef, "namespace">;
export declare class LeaderElector {
  private readonly client;
  private readonly settings;
  private readonly callbacks;
  private readonly now;
  private readonly stopping;
  private leading;
  /** The record last seen, and when (on this clock) it last changed. */
  private observed;
  private loop;
  private readonly ref;
  constructor(
    client: Client,
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
  /** Each call may take at most renewDeadline (client-go's renew runs under a context with that timeout). */
  private bounded;
  private record;
  private tryAcquireOrRenew;
  private release;
}
