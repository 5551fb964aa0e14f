import { Etcd3 } from "etcd3";
/** A client of the etcd cluster at `endpoints`, each call within `timeoutMs` to dial. */
export declare function etcdClient(endpoints: readonly string[], timeoutMs: number): Etcd3;
