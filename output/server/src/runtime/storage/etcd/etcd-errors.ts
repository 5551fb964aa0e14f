// Copied by corespec from templates/server/storage/etcd/etcd-errors.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * etcd and gRPC failures as store errors: unreachable or too slow is a 500 ServerTimeout to
 * retry; etcd's own refusals pass through as Kubernetes passes them (a 500 with etcd's text).
 */
import { StoreError, type ResourceKey } from "../storage.js";

/**
 * etcd's answer to a write while its NOSPACE alarm is raised (rpctypes.ErrGRPCNoSpace), as
 * the Go client's error prints it: without the gRPC code before it.
 */
export const NO_SPACE_MESSAGE = "etcdserver: mvcc: database space exceeded";

/** Whether etcd refused a write because its database is over its quota (the NOSPACE alarm). */
export function isNoSpace(error: unknown): boolean {
  return String((error as { message?: unknown } | null)?.message ?? "").includes(NO_SPACE_MESSAGE);
}

/** Whether an error says etcd could not be reached or did not answer in time. */
export function isUnreachable(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  const message = String((error as { message?: unknown } | null)?.message ?? "");
  return (
    name === "GRPCUnavailableError" ||
    name === "GRPCDeadlineExceededError" ||
    name === "GRPCCancelledError" ||
    name === "GRPCConnectFailedError" ||
    name === "ClientClosedError" ||
    name === "BrokenCircuitError" ||
    name === "TaskCancelledError" ||
    /unavailable|deadline|ECONNREFUSED|circuit|No connection established/i.test(message)
  );
}

/** Whether etcd refused a request over its `--max-request-bytes`. */
function isTooLarge(error: unknown): boolean {
  return /request is too large/.test(
    String((error as { message?: unknown } | null)?.message ?? ""),
  );
}

/**
 * The store error for a failed etcd call: what it was, or 500 ServerTimeout when etcd is out of
 * reach. Over etcd's quota, every write gets etcd's NOSPACE error until an operator disarms the
 * alarm: Kubernetes' etcd3 store returns it as it comes, the registry's Interpret*Error leave
 * it alone, and responsewriters.ErrorToAPIStatus makes it a 500 without a reason or a retry
 * period, its text the message.
 */
export function storeErrorOf(error: unknown, key: ResourceKey, operation: string): unknown {
  if (error instanceof StoreError) return error;
  if (isNoSpace(error)) return new StoreError("", NO_SPACE_MESSAGE);
  if (isUnreachable(error)) return StoreError.unreachable(key, operation);
  if (isTooLarge(error)) return StoreError.requestTooLarge();
  return error;
}
