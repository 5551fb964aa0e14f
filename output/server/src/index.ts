// Copied by corespec from templates/server/entry/index.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * The server package's entry (`@corespec/server`): createServer and serve over the server
 * runtime, the table of served kinds and the routes. generator/emit/server.ts copies it as the
 * package's `src/index.ts`, beside the modules it imports by these fixed paths: `runtime/`
 * (templates/server, copied), and the modules generated from the specs, which hold data only:
 * `kinds.ts` (the served kinds and groups), `routes.ts`, `handlers.ts` (the Handlers
 * interface) and `controller-exports.ts` (the controller manager's names, where the specs
 * allow one). `npm run typecheck` checks it against the package in output/server/src (the
 * `rootDirs` of tsconfig.json), so it resolves those paths as the package does.
 */
import { readFileSync } from "node:fs";
import type { FastifyInstance } from "fastify";
import { createApp } from "./runtime/http/app.js";
import {
  auditLogOf,
  eventRateLimitOf,
  requestSecurity,
  webhookAdmissionOf,
  type SecurityOptions,
} from "./runtime/http/auth/security.js";
import { checkPlainBind } from "./runtime/http/tls.js";
import { defaultHandlers, type ResourceHandlers } from "./runtime/apimachinery/handlers.js";
import { FeatureGates } from "./runtime/apimachinery/feature-gates.js";
import { MemoryStore } from "./runtime/storage/memory-store.js";
import type { Storage } from "./runtime/storage/storage.js";
import { handlerKeys, type Handlers } from "./handlers.js";
import { groups, kinds } from "./kinds.js";
import { routes } from "./routes.js";

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

/** The OpenAPI documents this package serves (its openapi/ directory), read when first asked for. */
const document = (path: string): unknown =>
  JSON.parse(readFileSync(new URL(`../openapi/${path}`, import.meta.url), "utf8")) as unknown;
const documents = {
  v2: (): unknown => document("swagger.json"),
  v3: (group: string, version: string): unknown => document(`v3/apis/${group}/${version}.json`),
};

/** The handlers of any one resource, as the server holds them. */
type AnyHandlers = ResourceHandlers<unknown, unknown>;

/** The API server: every route of the API, over the storage, with the given handlers. */
export function createServer(options: ServerOptions = {}): FastifyInstance {
  const storage: Storage = options.storage ?? new MemoryStore();
  const gates = new FeatureGates(options.featureGates);
  const handlers = new Map<string, AnyHandlers>();
  const admission = webhookAdmissionOf(options.security, storage);
  for (const [key, info] of kinds) {
    const custom = options.handlers?.[handlerKeys.get(key)!] as AnyHandlers | undefined;
    handlers.set(
      key,
      custom ??
        defaultHandlers<unknown, unknown>(
          storage,
          info,
          gates,
          { ratcheting: options.validationRatcheting === true },
          admission,
        ),
    );
  }
  return createApp({
    routes,
    kinds,
    handlers,
    documents,
    groups,
    logger: options.logger ?? false,
    ready: () => storage.ready?.() ?? true,
    start: async (keys) => storage.start?.(keys),
    tls: options.security?.tls,
    security: requestSecurity(options.security, storage),
    audit: auditLogOf(options.security),
    eventRateLimit: eventRateLimitOf(options.security),
  });
}

/**
 * Starts the API server on 127.0.0.1 (port 8080 unless given). Its controllers, where the specs
 * allow them, are a client of it, in a process of their own (`corespec controller-manager`;
 * `createControllerManager`).
 * When it cannot listen (a port in use or out of range), it closes what it started and rejects.
 */
export async function serve(
  options: ServerOptions & { readonly port?: number; readonly host?: string } = {},
): Promise<FastifyInstance> {
  checkPlainBind(
    options.host ?? "127.0.0.1",
    options.security?.tls,
    options.security?.insecureBindAny === true,
  );
  const app = createServer(options);
  try {
    await app.listen({ port: options.port ?? 8080, host: options.host ?? "127.0.0.1" });
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
