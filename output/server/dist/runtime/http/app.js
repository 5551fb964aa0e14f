// Copied by corespec from templates/server/http/app.ts. DO NOT EDIT: change the template and run `npm run generate`.
import Fastify from "fastify";
import { discoveryRoutes } from "./discovery.js";
import { fieldValidation } from "../apimachinery/handlers.js";
import { handleClientError, handleError, handleFrameworkError, handleNotFound } from "./errors.js";
import { send } from "./respond.js";
import { inFlightLimiter } from "./max-in-flight.js";
import { MAX_BODY_BYTES, parseRequestBody } from "./request-body.js";
import { isObject } from "@corespec/api/runtime/values.js";
import { apiVersion, dropUnknownFields } from "../apimachinery/kinds.js";
import { parseQuery, queryError } from "./query.js";
import { badRequest, invalid, unsupportedMediaType } from "../apimachinery/status.js";
import { warningHeaders } from "./warnings.js";
import { streamWatch } from "./watch-stream.js";
import { tableVersion, toTable } from "../apimachinery/table.js";
const NEVER_ABORTED = new AbortController().signal;
const MAX_PARAM_LENGTH = 16 * 1024;
export function createApp(options) {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: MAX_BODY_BYTES,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: handleFrameworkError,
    clientErrorHandler: handleClientError
  });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", { parseAs: "string" }, (_request, body, done) => done(null, body));
  app.setErrorHandler(handleError);
  app.setNotFoundHandler(handleNotFound);
  app.addHook("onRequest", inFlightLimiter(options.inFlight));
  const watches = /* @__PURE__ */ new Set();
  app.addHook("preClose", (done) => {
    for (const sink of [...watches]) sink.close();
    done();
  });
  for (const route of options.routes) {
    const info = options.kinds.get(route.kind);
    const handlers = options.handlers.get(route.kind);
    app.route({ method: route.method, url: route.url, handler: (request, reply) => handle(route, info, handlers, request, reply, watches) });
  }
  discoveryRoutes(app, options.kinds, options.groups, options.documents, options.ready);
  return app;
}
const BODY_OPERATIONS = /* @__PURE__ */ new Set(["create", "replace", "patch", "delete", "deletecollection"]);
async function handle(route, info, handlers, request, reply, watches) {
  const params = request.params;
  const rawQuery = request.query;
  const dryRunValues = [].concat(rawQuery.dryRun).filter((v) => v !== void 0);
  const badDryRun = dryRunValues.find((v) => v !== "All");
  if (badDryRun !== void 0) throw badRequest(`invalid dry run option: ${JSON.stringify(badDryRun)}, only "All" is supported`);
  const parsed = parseQuery(rawQuery, route.query);
  if (parsed.errors.length) throw queryError(parsed.errors);
  const contentType = (request.headers["content-type"] ?? "").split(";")[0].trim().toLowerCase();
  const values = { ...parsed.values };
  if (route.operation === "read" && typeof rawQuery.resourceVersion === "string") values.resourceVersion = rawQuery.resourceVersion;
  const isWatch = route.watchPath || route.operation === "list" && values.watch === true;
  if (route.watchPath) values.watch = true;
  const isDelete = route.operation === "delete" || route.operation === "deletecollection";
  const read = isDelete ? await readBody(route, request, contentType) : void 0;
  const deleteOptions = isDelete && isObject(read?.value) ? read.value : {};
  if (isDelete) {
    const bodyDryRun = deleteOptions.dryRun;
    if (bodyDryRun !== void 0 && bodyDryRun !== null) {
      const list = Array.isArray(bodyDryRun) ? bodyDryRun : [bodyDryRun];
      for (const v of list) {
        if (v !== "All") throw badRequest(`invalid dry run option: ${JSON.stringify(v)}, only "All" is supported`);
        dryRunValues.push(v);
      }
    }
    for (const field of ["gracePeriodSeconds", "orphanDependents", "propagationPolicy"]) {
      const v = deleteOptions[field];
      if (values[field] === void 0 && v !== void 0 && v !== null && (typeof v === "number" || typeof v === "boolean" || typeof v === "string")) values[field] = v;
    }
  }
  const validateQuery = isWatch && !route.watchPath && route.validateWatchQuery !== void 0 ? route.validateWatchQuery : route.validateQuery;
  const checked = validateQuery({ ...values, ...route.operation === "patch" ? { contentType } : {} });
  if (!checked.valid) throw invalid(`${route.optionsKind}.meta.core.io`, "", checked.errors);
  const controller = isWatch ? new AbortController() : void 0;
  if (controller) {
    request.raw.once("close", () => controller.abort());
    reply.raw.once("close", () => controller.abort());
  }
  const ctx = {
    ...params.namespace !== void 0 ? { namespace: params.namespace } : {},
    ...params.name !== void 0 ? { name: params.name } : {},
    query: values,
    dryRun: dryRunValues.length > 0,
    warnings: [],
    signal: controller?.signal ?? NEVER_ABORTED,
    ...route.subresource ? { subresource: route.subresource } : {},
    ...typeof request.headers["user-agent"] === "string" ? { userAgent: request.headers["user-agent"] } : {}
  };
  let body;
  if (isDelete) body = read?.value ?? {};
  else if (BODY_OPERATIONS.has(route.operation)) {
    const result2 = await readBody(route, request, contentType);
    if (result2 === void 0) throw badRequest("the request body is empty");
    body = result2.value;
    const mode = String(values.fieldValidation ?? "Warn");
    const duplicates = result2.duplicates.map((d) => `duplicate field "${d}"`);
    if (route.operation === "create" || route.operation === "replace") {
      checkKind(body, info);
      fieldValidation(mode, [...info.findUnknownFields(body).map((f) => `unknown field "${f}"`), ...duplicates], ctx);
      dropUnknownFields(body, info.knownFields);
    } else if (route.operation === "patch") {
      fieldValidation(mode, duplicates, ctx);
    }
  }
  const table = tableVersion(request.headers.accept);
  const asTable = table === void 0 ? void 0 : (object) => isTableable(object) ? toTable(info, table, [object]) : object;
  if (isWatch) return streamWatch(handlers, ctx, request, reply, watches, asTable);
  let result;
  let code = 200;
  switch (route.operation) {
    case "create":
      result = await handlers.create(ctx, body);
      code = 201;
      break;
    case "read":
      result = await handlers.read(ctx);
      break;
    case "replace":
      result = await handlers.replace(ctx, body);
      break;
    case "patch":
      result = await handlers.patch(ctx, { contentType, body });
      break;
    case "delete":
      result = await handlers.delete(ctx, body);
      break;
    case "deletecollection":
      result = await handlers.deleteCollection(ctx, body);
      break;
    case "list":
      result = await handlers.list(ctx);
      break;
    case "watch":
      return streamWatch(handlers, ctx, request, reply, watches, asTable);
  }
  if (table !== void 0 && route.operation === "read") result = toTable(info, table, [result]);
  if (table !== void 0 && route.operation === "list") {
    const list = result;
    result = toTable(info, table, list.items ?? [], list.metadata ?? {});
  }
  if (ctx.created) code = 201;
  if (ctx.accepted) code = 202;
  if (ctx.warnings.length) reply.header("Warning", warningHeaders(ctx.warnings));
  return send(reply, request, code, result);
}
async function readBody(route, request, contentType) {
  const text = typeof request.body === "string" ? request.body : "";
  if (text.trim() === "") return void 0;
  if (route.contentTypes.length && contentType && !route.contentTypes.includes(contentType)) {
    throw unsupportedMediaType(`the body of the request was in an unknown format - accepted media types include: ${route.contentTypes.join(", ")}`);
  }
  return parseRequestBody(text, contentType);
}
function checkKind(body, info) {
  if (!isObject(body)) throw badRequest(`the body of the request must be a ${info.kind} object, not ${Array.isArray(body) ? "an array" : body === null ? "null" : `a ${typeof body}`}`);
  const expected = apiVersion(info);
  if (typeof body.apiVersion === "string" && body.apiVersion !== "" && body.apiVersion !== expected) {
    throw badRequest(`the API version in the data (${body.apiVersion}) does not match the expected API version (${expected})`);
  }
  if (typeof body.kind === "string" && body.kind !== "" && body.kind !== info.kind) {
    throw badRequest(`the kind in the data (${body.kind}) does not match the expected kind (${info.kind})`);
  }
}
function isTableable(object) {
  return isObject(object) && object.kind !== "Status" && isObject(object.metadata) && typeof object.metadata.name === "string";
}
