// Copied by corespec from templates/server/http/app.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * The HTTP server: a Fastify app with one route per endpoint and operation of the route
 * table, Kubernetes semantics for query parameters, bodies, field validation, dry runs,
 * watches and errors (every error body is a Status), plus discovery, OpenAPI, version and
 * health endpoints.
 */
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { discoveryRoutes, type Documents } from "./discovery.js";
import { fieldValidation, type RequestContext, type ResourceHandlers, type WatchSink } from "../apimachinery/handlers.js";
import { handleClientError, handleError, handleFrameworkError, handleNotFound } from "./errors.js";
import { send, sendCollection } from "./respond.js";
import { tableCollection } from "./list-stream.js";
import { inFlightLimiter, type InFlightLimits } from "./max-in-flight.js";
import { MAX_BODY_BYTES, parseRequestBody } from "./request-body.js";
import { isObject } from "@corespec/api/runtime/values.js";
import { apiVersion, dropUnknownFields, type KindInfo } from "../apimachinery/kinds.js";
import { parseQuery, queryError } from "./query.js";
import type { RouteSpec } from "./routes.js";
import { badRequest, invalid, unsupportedMediaType } from "../apimachinery/status.js";
import { warningHeaders } from "./warnings.js";
import { streamWatch } from "./watch-stream.js";
import type { ResourceKey } from "../storage/storage.js";
import { tableVersion, toTable } from "../apimachinery/table.js";

/** The signal of requests that end with their answer: never aborted. */
const NEVER_ABORTED: AbortSignal = new AbortController().signal;

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
}

/**
 * The longest path parameter (a name or namespace) routed to a handler. Names longer than any
 * valid one still reach the handler, which answers as Kubernetes does (404 for a read, 422 for
 * a create); Node's limit on the request head (16 KiB) bounds them anyway.
 */
const MAX_PARAM_LENGTH = 16 * 1024;

export function createApp(options: AppOptions): FastifyInstance {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: MAX_BODY_BYTES,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: handleFrameworkError,
    clientErrorHandler: handleClientError,
  });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "string" }, (_request, body, done) => done(null, body));
  app.setErrorHandler(handleError);
  app.setNotFoundHandler(handleNotFound);
  app.addHook("onRequest", inFlightLimiter(options.inFlight));
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
    app.route({ method: route.method, url: route.url, handler: (request, reply) => handle(route, info, handlers, request, reply, watches) });
  }
  discoveryRoutes(app, options.kinds, options.groups, options.documents, options.ready);
  const start = options.start;
  if (start !== undefined) app.addHook("onReady", () => start([...options.kinds.values()].map((info) => info.key)));
  return app;
}

const BODY_OPERATIONS = new Set(["create", "replace", "patch", "delete", "deletecollection"]);

async function handle(
  route: RouteSpec,
  info: KindInfo,
  handlers: ResourceHandlers<unknown, unknown>,
  request: FastifyRequest,
  reply: FastifyReply,
  watches: Set<WatchSink>,
): Promise<FastifyReply> {
  const params = request.params as { namespace?: string; name?: string };
  const rawQuery = request.query as Record<string, string | string[] | undefined>;
  // dryRun: only All; anything else stops the request before it does anything.
  const dryRunValues = ([] as (string | undefined)[]).concat(rawQuery.dryRun).filter((v): v is string => v !== undefined);
  const badDryRun = dryRunValues.find((v) => v !== "All");
  if (badDryRun !== undefined) throw badRequest(`invalid dry run option: ${JSON.stringify(badDryRun)}, only "All" is supported`);
  const parsed = parseQuery(rawQuery, route.query);
  if (parsed.errors.length) throw queryError(parsed.errors);
  const contentType = (request.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
  const values: Record<string, string | number | boolean> = { ...parsed.values };
  // GetOptions.resourceVersion: Kubernetes reads it on a GET of one object, though its
  // OpenAPI (and the seed) lists only `pretty` for reads.
  if (route.operation === "read" && typeof rawQuery.resourceVersion === "string") values.resourceVersion = rawQuery.resourceVersion;
  const isWatch = route.watchPath || (route.operation === "list" && values.watch === true);
  if (route.watchPath) values.watch = true;
  const isDelete = route.operation === "delete" || route.operation === "deletecollection";
  // A delete reads its DeleteOptions from the body too (client-go sends them there, dryRun
  // included), and the query parameters override them, as Kubernetes decodes them.
  const read = isDelete ? await readBody(route, request, contentType) : undefined;
  const deleteOptions = isDelete && isObject(read?.value) ? (read.value as Record<string, unknown>) : {};
  if (isDelete) {
    const bodyDryRun = deleteOptions.dryRun;
    if (bodyDryRun !== undefined && bodyDryRun !== null) {
      const list = Array.isArray(bodyDryRun) ? bodyDryRun : [bodyDryRun];
      for (const v of list) {
        if (v !== "All") throw badRequest(`invalid dry run option: ${JSON.stringify(v)}, only "All" is supported`);
        dryRunValues.push(v);
      }
    }
    for (const field of ["gracePeriodSeconds", "orphanDependents", "propagationPolicy"]) {
      const v = deleteOptions[field];
      if (values[field] === undefined && v !== undefined && v !== null && (typeof v === "number" || typeof v === "boolean" || typeof v === "string")) values[field] = v;
    }
  }
  const validateQuery = isWatch && !route.watchPath && route.validateWatchQuery !== undefined ? route.validateWatchQuery : route.validateQuery;
  const checked = validateQuery({ ...values, ...(route.operation === "patch" ? { contentType } : {}) });
  if (!checked.valid) throw invalid(`${route.optionsKind}.meta.core.io`, "", checked.errors);
  // Only a watch outlives its request; other handlers get a signal that never aborts (an
  // AbortController and its abort() per request cost a quarter of a read's CPU).
  const controller = isWatch ? new AbortController() : undefined;
  if (controller) {
    request.raw.once("close", () => controller.abort());
    reply.raw.once("close", () => controller.abort());
  }
  const ctx: RequestContext = {
    ...(params.namespace !== undefined ? { namespace: params.namespace } : {}),
    ...(params.name !== undefined ? { name: params.name } : {}),
    query: values,
    dryRun: dryRunValues.length > 0,
    warnings: [],
    signal: controller?.signal ?? NEVER_ABORTED,
    ...(route.subresource ? { subresource: route.subresource } : {}),
    ...(typeof request.headers["user-agent"] === "string" ? { userAgent: request.headers["user-agent"] } : {}),
  };
  let body: unknown;
  if (isDelete) body = read?.value ?? {};
  else if (BODY_OPERATIONS.has(route.operation)) {
    const result = await readBody(route, request, contentType);
    if (result === undefined) throw badRequest("the request body is empty");
    body = result.value;
    const mode = String(values.fieldValidation ?? "Warn");
    const duplicates = result.duplicates.map((d) => `duplicate field "${d}"`);
    if (route.operation === "create" || route.operation === "replace") {
      checkKind(body, info);
      fieldValidation(mode, [...info.findUnknownFields(body).map((f) => `unknown field "${f}"`), ...duplicates], ctx);
      // Unknown fields are dropped, as Kubernetes' decoder drops them (Warn and Ignore).
      dropUnknownFields(body, info.knownFields);
    } else if (route.operation === "patch") {
      // A patch's unknown fields are those of the patched object: the handler checks them
      // (checkPatchedFields), since directives such as `$patch` are not fields.
      fieldValidation(mode, duplicates, ctx);
    }
  }
  // `kubectl get`: a Table of the kind's printer columns, for reads, lists and watches.
  const table = tableVersion(request.headers.accept);
  const asTable = table === undefined ? undefined : (object: unknown) => (isTableable(object) ? toTable(info, table, [object]) : object);
  if (isWatch) return streamWatch(handlers, ctx, request, reply, watches, asTable);
  let result: unknown;
  let code = 200;
  switch (route.operation) {
    case "create":
      result = await handlers.create(ctx, body);
      code = 201;
      break;
    case "read": result = await handlers.read(ctx); break;
    case "replace": result = await handlers.replace(ctx, body); break;
    case "patch": result = await handlers.patch(ctx, { contentType, body }); break;
    case "delete": result = await handlers.delete(ctx, body as never); break;
    case "deletecollection": result = await handlers.deleteCollection(ctx, body as never); break;
    case "list": result = await handlers.list(ctx); break;
    case "watch": return streamWatch(handlers, ctx, request, reply, watches, asTable);
  }
  if (table !== undefined && route.operation === "read") result = toTable(info, table, [result as Record<string, unknown>]);
  if (ctx.created) code = 201;
  if (ctx.accepted) code = 202;
  if (ctx.warnings.length) reply.header("Warning", warningHeaders(ctx.warnings));
  // A list's Table is made row by row as it is written, as a list's items are encoded (respond.ts).
  if (table !== undefined && route.operation === "list") return sendCollection(reply, request, code, tableCollection(info, table, result));
  return send(reply, request, code, result);
}

/** The parsed body (JSON or YAML, with its duplicate keys); undefined when there is none. */
async function readBody(route: RouteSpec, request: FastifyRequest, contentType: string): Promise<Awaited<ReturnType<typeof parseRequestBody>> | undefined> {
  const text = typeof request.body === "string" ? request.body : "";
  if (text.trim() === "") return undefined;
  if (route.contentTypes.length && contentType && !route.contentTypes.includes(contentType)) {
    throw unsupportedMediaType(`the body of the request was in an unknown format - accepted media types include: ${route.contentTypes.join(", ")}`);
  }
  return parseRequestBody(text, contentType);
}

/** A created or replaced object is of the route's kind: another apiVersion or kind is a 400, as Kubernetes' decoder answers. */
function checkKind(body: unknown, info: KindInfo): void {
  if (!isObject(body)) throw badRequest(`the body of the request must be a ${info.kind} object, not ${Array.isArray(body) ? "an array" : body === null ? "null" : `a ${typeof body}`}`);
  const expected = apiVersion(info);
  if (typeof body.apiVersion === "string" && body.apiVersion !== "" && body.apiVersion !== expected) {
    throw badRequest(`the API version in the data (${body.apiVersion}) does not match the expected API version (${expected})`);
  }
  if (typeof body.kind === "string" && body.kind !== "" && body.kind !== info.kind) {
    throw badRequest(`the kind in the data (${body.kind}) does not match the expected kind (${info.kind})`);
  }
}

/** An object a watch event can carry as a Table row (not a Status or a bookmark's bare object). */
function isTableable(object: unknown): object is Record<string, unknown> {
  return isObject(object) && object.kind !== "Status" && isObject(object.metadata) && typeof object.metadata.name === "string";
}
