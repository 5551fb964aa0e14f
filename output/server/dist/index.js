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
import { createApp } from "./runtime/http/app.js";
import {
  auditLogOf,
  eventRateLimitOf,
  requestSecurity,
  webhookAdmissionOf,
} from "./runtime/http/auth/security.js";
import { checkPlainBind } from "./runtime/http/tls.js";
import { defaultHandlers } from "./runtime/apimachinery/handlers.js";
import { FeatureGates } from "./runtime/apimachinery/feature-gates.js";
import { MemoryStore } from "./runtime/storage/memory-store.js";
import { handlerKeys } from "./handlers.js";
import { groups, kinds } from "./kinds.js";
import { routes } from "./routes.js";
export { MemoryStore } from "./runtime/storage/memory-store.js";
export { EtcdStore } from "./runtime/storage/etcd/etcd-store.js";
export { Cacher } from "./runtime/storage/cache/cacher.js";
export { defaultHandlers } from "./runtime/apimachinery/handlers.js";
export {
  DEFAULT_FEATURE_GATES,
  FeatureGates,
  parseFeatureGates,
} from "./runtime/apimachinery/feature-gates.js";
export * from "./controller-exports.js";
/** The OpenAPI documents this package serves (its openapi/ directory), read when first asked for. */
const document = (path) =>
  JSON.parse(readFileSync(new URL(`../openapi/${path}`, import.meta.url), "utf8"));
const documents = {
  v2: () => document("swagger.json"),
  v3: (group, version) => document(`v3/apis/${group}/${version}.json`),
};
/** The API server: every route of the API, over the storage, with the given handlers. */
export function createServer(options = {}) {
  const storage = options.storage ?? new MemoryStore();
  const gates = new FeatureGates(options.featureGates);
  const handlers = new Map();
  const admission = webhookAdmissionOf(options.security, storage);
  for (const [key, info] of kinds) {
    const custom = options.handlers?.[handlerKeys.get(key)];
    handlers.set(
      key,
      custom ??
        defaultHandlers(
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
export async function serve(options = {}) {
  checkPlainBind(
    options.host ?? "127.0.0.1",
    options.security?.tls,
    options.security?.insecureBindAny === true,
  );
  const app = createServer(options);
  try {
    await app.listen({
      port: options.port ?? 8080,
      host: options.host ?? "127.0.0.1",
    });
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
