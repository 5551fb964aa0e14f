/** etcd and gRPC failures as store errors: unreachable or too slow is a 500 ServerTimeout to retry. */
import { type ResourceKey } from "../storage.js";
/** Whether an error says etcd could not be reached or did not answer in time. */
export declare function isUnreachable(error: unknown): boolean;
/** The store error for a failed etcd call: what it was, or 500 ServerTimeout when etcd is out of reach. */
export declare function storeErrorOf(error: unknown, key: ResourceKey, operation: string): unknown;
