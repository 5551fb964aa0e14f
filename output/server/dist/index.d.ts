import type { FastifyInstance } from "fastify";
import { type SecurityOptions } from "./runtime/http/auth/security.js";
import type { Storage } from "./runtime/storage/storage.js";
import { type Handlers } from "./handlers.js";
export type { Handlers } from "./handlers.js";
export type {
  ResourceHandlers,
  RequestContext,
  WatchSink,
} from "./runtime/apimachinery/handlers.js";
export type { Storage } from "./runtime/storage/storage.js";
export { MemoryStore, type MemoryStoreOptions } from "./runtime/storage/memory-store.js";
export { EtcdStore, type EtcdStoreOptions } from "./runtime/storage/etcd/etcd-store.js";
export { Cacher, type CacherOptions } from "./runtime/storage/cache/cacher.js";
export { defaultHandlers } from "./runtime/apimachinery/handlers.js";
export {
  DEFAULT_FEATURE_GATES,
  FeatureGates,
  parseFeatureGates,
} from "./runtime/apimachinery/feature-gates.js";
export type { SecurityOptions } from "./runtime/http/auth/security.js";
export * from "./controller-exports.js";
export interface ServerOptions {
  /** Where objects live; an in-memory store by default. */
  readonly storage?: Storage;
  /** Handlers replacing the default implementation, for any subset of the resources. */
  readonly handlers?: Partial<Handlers>;
  /** Fastify's request log. */
  readonly logger?: boolean;
  /** Feature gates switched from Kubernetes' defaults, as --feature-gates sets them. */
  readonly featureGates?: Readonly<Record<string, boolean>>;
  /** TLS, authentication and authorization (runtime/http/auth); unset: plain HTTP on loopback, every request served. */
  readonly security?: SecurityOptions;
  /** Updates ratchet, as Kubernetes validates custom resources (KEP-4008): a value an update leaves unchanged is not refused for a rule tightened since it was stored. */
  readonly validationRatcheting?: boolean;
}
/** The API server: every route of the API, over the storage, with the given handlers. */
export declare function createServer(options?: ServerOptions): FastifyInstance;
/**
 * Starts the API server on 127.0.0.1 (port 8080 unless given). Its controllers, where the specs
 * allow them, are a client of it, in a process of their own (`corespec controller-manager`;
 * `createControllerManager`).
 * When it cannot listen (a port in use or out of range), it closes what it started and rejects.
 */
export declare function serve(
  options?: ServerOptions & {
    readonly port?: number;
    readonly host?: string;
  },
): Promise<FastifyInstance>;
