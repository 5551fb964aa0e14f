// Copied by corespec from templates/server/storage/etcd/etcd-errors.ts. DO NOT EDIT: change the template and run `npm run generate`.
/** etcd and gRPC failures as store errors: unreachable or too slow is a 500 ServerTimeout to retry. */
import { StoreError } from "../storage.js";
/** Whether an error says etcd could not be reached or did not answer in time. */
export function isUnreachable(error) {
  const name = error?.name;
  const message = String(error?.message ?? "");
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
function isTooLarge(error) {
  return /request is too large/.test(String(error?.message ?? ""));
}
/** The store error for a failed etcd call: what it was, or 500 ServerTimeout when etcd is out of reach. */
export function storeErrorOf(error, key, operation) {
  if (error instanceof StoreError) return error;
  if (isUnreachable(error)) return StoreError.unreachable(key, operation);
  if (isTooLarge(error)) return StoreError.requestTooLarge();
  return error;
}
