/**
 * Where objects live in etcd, as Kubernetes lays them out:
 * `<prefix>/<group>/<resource>/<namespace>/<name>`, or `<prefix>/<group>/<resource>/<name>` for
 * cluster-scoped resources (`--etcd-prefix`, /registry by default). The part after the
 * resource is the cache's key (`namespace/name` or `name`), so etcd's key order is the list order.
 */
import type { ResourceKey } from "../storage.js";
/** The key prefix of a resource, ending in `/`. */
export declare function resourcePrefix(prefix: string, key: ResourceKey): string;
/** The end of a prefix's range: the prefix with its last byte incremented (`/` + 1 is `0`). */
export declare function prefixEnd(prefix: string): string;
