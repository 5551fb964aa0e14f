// Copied by corespec from templates/server/storage/etcd/etcd-errors.ts. DO NOT EDIT: change the template and run `npm run generate`.
import { StoreError } from "../storage.js";
export function isUnreachable(error) {
  const name = error?.name;
  const message = String(error?.message ?? "");
  return name === "GRPCUnavailableError" || name === "GRPCDeadlineExceededError" || name === "GRPCCancelledError" || name === "GRPCConnectFailedError" || name === "ClientClosedError" || name === "BrokenCircuitError" || name === "TaskCancelledError" || /unavailable|deadline|ECONNREFUSED|circuit|No connection established/i.test(message);
}
function isTooLarge(error) {
  return /request is too large/.test(String(error?.message ?? ""));
}
export function storeErrorOf(error, key, operation) {
  if (error instanceof StoreError) return error;
  if (isUnreachable(error)) return StoreError.unreachable(key, operation);
  if (isTooLarge(error)) return StoreError.requestTooLarge();
  return error;
}
