// Copied by corespec from templates/server/http/app.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * The HTTP server: a Fastify app with one route per endpoint and operation of the route
 * table, Kubernetes semantics for query parameters, bodies, field validation, dry runs,
 * watches and errors (every error body is a Status), plus discovery, OpenAPI, version and
 * health endpoints.
 */
import Fastify, { type FastifyInstance } from "fastify";
import { discoveryRoutes, type Documents } from "./discovery.js";
import type { ResourceHandlers, WatchSink } from "../apimachinery/handlers.js";
import {
  handleClientError,
  handleError,
  handleFrameworkError,
  handleNotFound,
  sendError,
} from "./errors.js";
import { ApiError, failure } from "../apimachinery/status.js";
import { inFlightLimiter, type InFlightLimits } from "./max-in-flight.js";
import { MAX_BODY_BYTES } from "./request-body.js";
import type { KindInfo } from "../apimachinery/kinds.js";
import type { RouteSpec } from "./routes.js";
import { serveVerb } from "./serve-verb.js";
import type { ResourceKey } from "../storage/storage.js";
import { securityFilter, type RequestSecurity } from "./auth/filter.js";
import { httpsOptions, type TlsOptions } from "./tls.js";
import { auditHooks, type AuditLog } from "./audit/hooks.js";
import { admissionHook } from "./admission-hook.js";
import { bootstrapPolicyHooks } from "./auth/bootstrap-reconcile.js";
import type { EventRateLimit } from "../apimachinery/admission/event-rate-limit.js";

export interface AppOptions {
  readonly routes: readonly RouteSpec[];
  readonly kinds: ReadonlyMap<string, KindInfo>;
  /** Handlers by kind (`coordination.core.io/v1/Lease`). */
  readonly handlers: ReadonlyMap<string, ResourceHandlers<unknown, unknown>>;
  readonly documents: Documents;
  /** Every served group with its versions, the preferred one first. */
  readonly groups: readonly { readonly name: string; readonly versions: readonly string[] }[];
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

/**
 * The longest path parameter (a name or namespace) routed to a handler. Names longer than any
 * valid one still reach the handler, which answers as Kubernetes does (404 for a read, 422 for
 * a create); Node's limit on the request head (16 KiB) bounds them anyway.
 */
const MAX_PARAM_LENGTH = 16 * 1024;

export function createApp(options: AppOptions): FastifyInstance {
  const settings = {
    logger: options.logger ?? false,
    bodyLimit: MAX_BODY_BYTES,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: handleFrameworkError,
    clientErrorHandler: handleClientError,
  };
  // With TLS the server is an HTTP/2 one (HTTP/1.1 allowed); the routes see the same requests.
  const app =
    options.tls === undefined
      ? Fastify(settings)
      : (Fastify({
          ...settings,
          ...httpsOptions(options.tls),
        } as never) as unknown as FastifyInstance);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "string" }, (_request, body, done) => done(null, body));
  app.setErrorHandler(handleError);
  app.setNotFoundHandler(handleNotFound);
  app.addHook("onRequest", inFlightLimiter(options.inFlight));
  if (options.security !== undefined || options.audit !== undefined)
    app.addHook("onRequest", securityFilter(options.security, options.audit));
  if (options.audit !== undefined) auditHooks(app, options.audit);
  if (options.eventRateLimit !== undefined)
    app.addHook("preHandler", admissionHook(options.eventRateLimit));
  // Open watches end when the server closes (as Kubernetes ends them on shutdown), so that
  // close() does not wait for their timeouts.
  const watches = new Set<WatchSink>();
  app.addHook("preClose", (done) => {
    for (const sink of [...watches]) sink.close();
    done();
  });
  for (const route of options.routes) {
    const info = options.kinds.get(route.kind)!;
    const handlers = options.handlers.get(route.kind)!;
    app.route({
      method: route.method,
      url: route.url,
      handler: (request, reply) => serveVerb(route, info, handlers, request, reply, watches),
    });
  }
  methodNotAllowed(app, options.routes);
  discoveryRoutes(app, options.kinds, options.groups, options.documents, options.ready);
  const start = options.start;
  if (start !== undefined)
    app.addHook("onReady", () => start([...options.kinds.values()].map((info) => info.key)));
  // After the storage started: kube-apiserver's post-start hook rbac/bootstrap-roles.
  if (options.security?.bootstrapPolicy === true) bootstrapPolicyHooks(app, options.handlers);
  return app;
}

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

/**
 * A method a path of the API does not serve (a POST on a named object, a PUT on a collection):
 * 405 MethodNotAllowed, as go-restful answers it through Kubernetes' service error handler
 * (errors.NewGenericServerResponse(405, ...)), where it used to be a 404.
 */
function methodNotAllowed(app: FastifyInstance, routes: readonly RouteSpec[]): void {
  const served = new Map<string, Set<string>>();
  for (const route of routes) {
    const methods = served.get(route.url) ?? new Set<string>();
    methods.add(route.method);
    served.set(route.url, methods);
  }
  const error = () =>
    new ApiError(
      failure(
        405,
        "MethodNotAllowed",
        "the server does not allow this method on the requested resource",
        {},
      ),
    );
  for (const [url, methods] of served) {
    for (const method of METHODS)
      if (!methods.has(method))
        app.route({ method, url, handler: (request, reply) => sendError(reply, request, error()) });
  }
}
