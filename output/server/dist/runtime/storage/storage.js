// Copied by corespec from templates/server/storage/storage.ts. DO NOT EDIT: change the template and run `npm run generate`.
const CODES = {
  NotFound: 404,
  AlreadyExists: 409,
  Conflict: 409,
  Expired: 410,
  Gone: 410,
  Invalid: 422,
  BadRequest: 400,
  Timeout: 504,
  ServerTimeout: 500,
  TooManyRequests: 429,
  "": 500,
};
/**
 * An error of a store, with the Status reason and HTTP code the API answers. The message is
 * the part after Kubernetes' standard prefix for NotFound, AlreadyExists and Conflict
 * (`the object has been modified; ...`), and the whole message otherwise.
 */
export class StoreError extends Error {
  reason;
  code;
  details;
  /** For Expired continue tokens: a token to continue from the latest state. */
  continueToken;
  constructor(reason, message, details, continueToken) {
    super(message);
    this.name = "StoreError";
    this.reason = reason;
    this.code = CODES[reason];
    if (details !== undefined) this.details = details;
    if (continueToken !== undefined) this.continueToken = continueToken;
  }
  static notFound(key, name) {
    return new StoreError("NotFound", "not found", {
      name,
      group: key.group,
      kind: key.resource,
    });
  }
  static alreadyExists(key, name) {
    return new StoreError("AlreadyExists", "already exists", {
      name,
      group: key.group,
      kind: key.resource,
    });
  }
  /** `message` defaults to Kubernetes' optimistic-concurrency message. */
  static conflict(key, name, message = CONFLICT_MESSAGE) {
    return new StoreError("Conflict", message, {
      name,
      group: key.group,
      kind: key.resource,
    });
  }
  static invalid(message, causes) {
    return new StoreError("Invalid", message, causes !== undefined ? { causes } : undefined);
  }
  static badRequest(message) {
    return new StoreError("BadRequest", message);
  }
  /** 410 Expired, as Kubernetes answers for compacted revisions and old continue tokens. */
  static expired(message, continueToken) {
    return new StoreError("Expired", message, undefined, continueToken);
  }
  /**
   * The storage cannot be reached (etcd down or too slow): 500 ServerTimeout with a retry
   * hint, as Kubernetes answers (storage.IsUnreachable -> errors.NewServerTimeout).
   */
  static unreachable(key, operation) {
    return new StoreError(
      "ServerTimeout",
      `The ${operation} operation against ${key.resource}.${key.group} could not be completed at this time, please try again.`,
      {
        kind: key.resource,
        group: key.group,
        retryAfterSeconds: 2,
      },
    );
  }
  /**
   * 429 for a watch or a list while the resource's cache is not filled yet: the cacher's answer
   * while it (re)initializes (KEP-4568, `storage is (re)initializing`), with the retry period
   * it works out from how long the cache has been down (`retryAfterForUnreadyCache`).
   */
  static initializing(retryAfterSeconds) {
    return new StoreError("TooManyRequests", "storage is (re)initializing", { retryAfterSeconds });
  }
  /**
   * An object larger than the store keeps (objects.ts, MAX_OBJECT_BYTES). Kubernetes passes
   * etcd's refusal through as it comes (responsewriters.ErrorToAPIStatus: a 500 without a
   * reason, the error's text as the message).
   */
  static requestTooLarge() {
    return new StoreError("", "etcdserver: request is too large");
  }
  /** 504 Timeout for a revision the store has not reached (storage.NewTooLargeResourceVersionError). */
  static tooLargeResourceVersion(requested, current) {
    return new StoreError(
      "Timeout",
      `Too large resource version: ${requested}, current: ${current}`,
      {
        causes: [
          {
            reason: "ResourceVersionTooLarge",
            message: "Too large resource version",
          },
        ],
        retryAfterSeconds: 1,
      },
    );
  }
}
/** Kubernetes' message for a write against a stale resourceVersion (storage.OptimisticLockErrorMsg). */
export const CONFLICT_MESSAGE =
  "the object has been modified; please apply your changes to the latest version and try again";
/** Whether a value is a StoreError with the reason. */
export function isStoreError(error, reason) {
  return error instanceof StoreError && (reason === undefined || error.reason === reason);
}
/**
 * Checks a get's resourceVersion against the revision it read at: 504 when the read is older
 * than asked (etcd3 store Get: validateMinimumResourceVersion). "" and "0" ask for nothing.
 */
export function checkMinimumResourceVersion(resourceVersion, current) {
  if (resourceVersion === undefined || resourceVersion === "" || resourceVersion === "0") return;
  const requested = parseResourceVersion(resourceVersion);
  if (requested > current) throw StoreError.tooLargeResourceVersion(requested, current);
}
/**
 * A resourceVersion parameter as a revision. Not a decimal is a 400, as Kubernetes' versioner
 * answers (APIObjectVersioner.ParseResourceVersion: an Invalid storage error on
 * `resourceVersion`, which the API reports as a BadRequest).
 */
export function parseResourceVersion(text) {
  if (!/^\d{1,15}$/.test(text))
    throw StoreError.badRequest(
      `resourceVersion: Invalid value: ${JSON.stringify(text)}: strconv.ParseUint: parsing ${JSON.stringify(text)}: invalid syntax`,
    );
  return Number(text);
}
