/**
 * The HTTP server: a Fastify app with one route per endpoint and operation of the route
 * table, Kubernetes semantics for query parameters, bodies, field validation, dry runs,
 * watches and errors (every error body is a Status), plus discovery, OpenAPI, version and
 * health endpoints.
 */
import { type FastifyInstance } from "fastify";
import { type Documents } from "./discovery.js";
import type { ResourceHandlers } from "../apimachinery/handlers.js";
import { type InFlightLimits } from "./max-in-flight.js";
import type { KindInfo } from "../apimachinery/kinds.js";
import type { RouteSpec } from "./routes.js";
import type { ResourceKey } from "../storage/storage.js";
import { type RequestSecurity } from "./auth/filter.js";
import { type TlsOptions } from "./tls.js";
import { type AuditLog } from "./audit/hooks.js";
import type { EventRateLimit } from "../apimachinery/admission/event-rate-limit.js";
export interface AppOptions {
  readonly routes: readonly RouteSpec[];
  readonly kinds: ReadonlyMap<string, KindInfo>;
  /** Handlers by kind (`coordination.core.io/v1/Lease`). */
  readonly handlers: ReadonlyMap<string, ResourceHandlers<unknown, unknown>>;
  readonly documents: Documents;
  /** Every served group with its versions, the preferred one first. */
  readonly groups: readonly {
    readonly name: string;
    readonly versions: readonly string[];
  }[];
  readonly logger?: boolean;
  /** Whether the server can serve requests (its storage is ready): `/readyz`. */
  readonly ready?: () => Promise<boolean> | boolean;
  /** Starts the storage's caches of these resources as the server gets ready (Storage.start). */
  readonly start?: (keys: readonly ResourceKey[]) => Promise<void>;
  /** Requests served at once (max-in-flight.ts); Kubernetes' defaults when unset. */
  readonly inFlight?: InFlightLimits;
  /** HTTPS (HTTP/2 by ALPN) with this certificate; plain HTTP when unset (tls.ts). */
  readonly tls?: TlsOptions | undefined;
  /** Authentication and authorization of every request (auth/filter.ts); none when unset. */
  readonly security?: RequestSecurity | undefined;
  /** The audit log of every request (audit/log.ts); none when unset. */
  readonly audit?: AuditLog | undefined;
  /** The EventRateLimit admission plugin; none when unset. */
  readonly eventRateLimit?: EventRateLimit | undefined;
}
export declare function createApp(options: AppOptions): FastifyInstance;
