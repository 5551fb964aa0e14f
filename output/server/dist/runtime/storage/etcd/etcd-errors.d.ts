/**
 * etcd and gRPC failures as store errors: unreachable or too slow is a 500 ServerTimeout to
 * retry; etcd's own refusals pass through as Kubernetes passes them (a 500 with etcd's text).
 */
import { type ResourceKey } from "../storage.js";
/**
 * etcd's answer to a write while its NOSPACE alarm is raised (rpctypes.ErrGRPCNoSpace), as
 * the Go client's error prints it: without the gRPC code before it.
 */
export declare const NO_SPACE_MESSAGE = "etcdserver: mvcc: database space exceeded";
/** Whether etcd refused a write because its database is over its quota (the NOSPACE alarm). */
export declare function isNoSpace(error: unknown): boolean;
/** Whether an error says etcd could not be reached or did not answer in time. */
export declare function isUnreachable(error: unknown): boolean;
/**
 * The store error for a failed etcd call: what it was, or 500 ServerTimeout when etcd is out of
 * reach. Over etcd's quota, every write gets etcd's NOSPACE error until an operator disarms the
 * alarm: Kubernetes' etcd3 store returns it as it comes, the registry's Interpret*Error leave
 * it alone, and responsewriters.ErrorToAPIStatus makes it a 500 without a reason or a retry
 * period, its text the message.
 */
export declare function storeErrorOf(error: unknown, key: ResourceKey, operation: string): unknown;
