type Json = {
  [key: string]: unknown;
};
/** The request's filters, as its spec holds them (after defaulting). */
export interface PoolStatusRequestSpec {
  readonly driver: string;
  readonly poolName?: string;
  readonly limit?: number;
  readonly defaultPartitionTypeAttribute?: string;
}
export type PoolStatusResult =
  /** Every pool is complete: the status to write. */
  | {
      readonly complete: true;
      readonly status: Json;
      readonly message: string;
    }
  /** Some pool has fewer slices than it declares: try again later, write nothing. */
  | {
      readonly complete: false;
      readonly incomplete: readonly string[];
    };
/** The status of the request over the slices (any order; those of other drivers are skipped). */
export declare function computePoolStatus(
  spec: PoolStatusRequestSpec,
  slices: readonly Json[],
): PoolStatusResult;
/**
 * The same computation in slices of about `sliceMs` of work, letting the event loop run
 * between them (the controller's watches and Lease renewals), so that a pool of any size
 * delays nothing else the process does by more than a slice.
 */
export declare function computePoolStatusInSlices(
  spec: PoolStatusRequestSpec,
  slices: readonly Json[],
  sliceMs?: number,
): Promise<PoolStatusResult>;
export {};
