// Copied by corespec from templates/server/apimachinery/store-errors.ts. DO NOT EDIT: change the template and run `npm run generate`.

/** A storage error (StoreError) as the API answers it: the Status Kubernetes' registry gives for the same etcd outcome. */
import { groupResource, type KindInfo } from "./kinds.js";
import { alreadyExists, ApiError, conflict, expired, notFound } from "./status.js";
import type { StoreError } from "../storage/storage.js";

/** A storage error as the API answers it. */
export function fromStore(error: StoreError, info: KindInfo, name: string): ApiError {
  return storeErrorToApi(error, groupResource(info), name, info);
}

function storeErrorToApi(
  error: StoreError,
  resource: string,
  name: string,
  info: KindInfo,
): ApiError {
  switch (error.reason) {
    case "NotFound":
      return notFound(resource, name, info.group, info.key.resource);
    case "AlreadyExists":
      return alreadyExists(resource, name, info.group, info.key.resource);
    case "Conflict":
      return conflict(resource, name, error.message);
    case "Expired":
      return expired(error.message, error.continueToken);
    default:
      return ApiError.fromStoreError({
        message: error.message,
        reason: error.reason,
        code: error.code,
        ...(error.details !== undefined ? { details: error.details } : {}),
      });
  }
}
