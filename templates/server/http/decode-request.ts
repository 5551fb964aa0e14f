/**
 * A request decoded for the API machinery: the query checked against the route's options
 * kind, dry run, DeleteOptions from the body (the query overrides them, as Kubernetes decodes
 * them), and the body read and checked against the route's kind with the request's field
 * validation (k8s.io/apiserver pkg/endpoints/handlers: the decoding half of create.go,
 * update.go, patch.go and delete.go).
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { isObject } from "@corespec/api/runtime/values.js";
import { fieldValidation, type RequestContext } from "../apimachinery/request.js";
import { apiVersion, dropUnknownFields, type KindInfo } from "../apimachinery/kinds.js";
import {
  ApiError,
  badRequest,
  failure,
  invalid,
  unsupportedMediaType,
} from "../apimachinery/status.js";
import { goQuote } from "../../readers/go-quote.js";
import { parseQuery, queryError } from "./query.js";
import { parseRequestBody } from "./request-body.js";
import type { RouteSpec } from "./routes.js";
import { USERS } from "./auth/filter.js";
import { ANNOTATIONS } from "./audit/log.js";

/** The signal of requests that end with their answer: never aborted. */
const NEVER_ABORTED: AbortSignal = new AbortController().signal;

const BODY_OPERATIONS = new Set(["create", "replace", "patch", "delete", "deletecollection"]);

export interface DecodedRequest {
  readonly ctx: RequestContext;
  /** The checked query parameters, DeleteOptions' included. */
  readonly values: Readonly<Record<string, string | number | boolean>>;
  readonly contentType: string;
  /** The body (an object for create, replace and delete; a patch's document); undefined for reads. */
  readonly body: unknown;
  readonly isWatch: boolean;
}

export async function decodeRequest(
  route: RouteSpec,
  info: KindInfo,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<DecodedRequest> {
  const params = request.params as { namespace?: string; name?: string };
  const rawQuery = request.query as Record<string, string | string[] | undefined>;
  // dryRun: only All; anything else stops the request before it does anything.
  const dryRunValues = ([] as (string | undefined)[])
    .concat(rawQuery.dryRun)
    .filter((v): v is string => v !== undefined);
  checkDryRun(route.optionsKind, dryRunValues);
  const parsed = parseQuery(rawQuery, route.query);
  if (parsed.errors.length) throw queryError(parsed.errors);
  const contentType = (request.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
  const values: Record<string, string | number | boolean> = { ...parsed.values };
  // GetOptions.resourceVersion: Kubernetes reads it on a GET of one object, though its
  // OpenAPI (and the seed) lists only `pretty` for reads.
  if (route.operation === "read" && typeof rawQuery.resourceVersion === "string")
    values.resourceVersion = rawQuery.resourceVersion;
  const isWatch = route.watchPath || (route.operation === "list" && values.watch === true);
  if (route.watchPath) values.watch = true;
  const isDelete = route.operation === "delete" || route.operation === "deletecollection";
  // A delete reads its DeleteOptions from the body too (client-go sends them there, dryRun
  // included), and the query parameters override them, as Kubernetes decodes them.
  const read = isDelete ? await readBody(route, request, contentType) : undefined;
  if (isDelete) mergeDeleteOptions(isObject(read?.value) ? read.value : {}, values, dryRunValues);
  const validateQuery =
    isWatch && !route.watchPath && route.validateWatchQuery !== undefined
      ? route.validateWatchQuery
      : route.validateQuery;
  const checked = validateQuery({
    ...values,
    ...(route.operation === "patch" ? { contentType } : {}),
  });
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
    ...(ANNOTATIONS.has(request) ? { auditAnnotations: ANNOTATIONS.get(request)! } : {}),
    signal: controller?.signal ?? NEVER_ABORTED,
    ...(route.subresource ? { subresource: route.subresource } : {}),
    ...(typeof request.headers["user-agent"] === "string"
      ? { userAgent: request.headers["user-agent"] }
      : {}),
    ...(USERS.has(request) ? { user: USERS.get(request)! } : {}),
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
      fieldValidation(
        mode,
        [...info.findUnknownFields(body).map((f) => `unknown field "${f}"`), ...duplicates],
        ctx,
      );
      // Unknown fields are dropped, as Kubernetes' decoder drops them (Warn and Ignore).
      dropUnknownFields(body, info.knownFields);
    } else if (route.operation === "patch") {
      // A patch's unknown fields are those of the patched object: the handler checks them
      // (checkPatchedFields), since directives such as `$patch` are not fields.
      fieldValidation(mode, duplicates, ctx);
    }
  }
  return { ctx, values, contentType, body, isWatch };
}

/**
 * dryRun holds only "All", as ValidateDryRun checks it (validation.ValidateCreateOptions and its
 * kin): a 422 on the request's options kind, with the values as Go prints a []string.
 */
function checkDryRun(optionsKind: string, values: readonly string[]): void {
  if (values.every((v) => v === "All")) return;
  const shown = `[]string{${values.map(goQuote).join(", ")}}`;
  const body = `Unsupported value: ${shown}: supported values: "All"`;
  throw new ApiError(
    failure(422, "Invalid", `${optionsKind}.meta.core.io "" is invalid: dryRun: ${body}`, {
      name: "",
      group: "meta.core.io",
      kind: optionsKind,
      causes: [{ reason: "FieldValueNotSupported", message: body, field: "dryRun" }],
    }),
  );
}

/** DeleteOptions of a delete's body: its dryRun joins the query's, its other options apply where the query sets none. */
function mergeDeleteOptions(
  options: Record<string, unknown>,
  values: Record<string, string | number | boolean>,
  dryRunValues: string[],
): void {
  const bodyDryRun = options.dryRun;
  if (bodyDryRun !== undefined && bodyDryRun !== null) {
    const values = (Array.isArray(bodyDryRun) ? bodyDryRun : [bodyDryRun]).map(String);
    checkDryRun("DeleteOptions", values);
    dryRunValues.push(...values);
  }
  for (const field of ["gracePeriodSeconds", "orphanDependents", "propagationPolicy"]) {
    const v = options[field];
    if (
      values[field] === undefined &&
      v !== undefined &&
      v !== null &&
      (typeof v === "number" || typeof v === "boolean" || typeof v === "string")
    )
      values[field] = v;
  }
}

/** The parsed body (JSON or YAML, with its duplicate keys); undefined when there is none. */
async function readBody(
  route: RouteSpec,
  request: FastifyRequest,
  contentType: string,
): Promise<Awaited<ReturnType<typeof parseRequestBody>> | undefined> {
  const text = typeof request.body === "string" ? request.body : "";
  if (text.trim() === "") return undefined;
  if (route.contentTypes.length && contentType && !route.contentTypes.includes(contentType)) {
    throw unsupportedMediaType(
      `the body of the request was in an unknown format - accepted media types include: ${route.contentTypes.join(", ")}`,
    );
  }
  return parseRequestBody(text, contentType);
}

/** A created or replaced object is of the route's kind: another apiVersion or kind is a 400, as Kubernetes' decoder answers. */
function checkKind(body: unknown, info: KindInfo): void {
  if (!isObject(body))
    throw badRequest(
      `the body of the request must be a ${info.kind} object, not ${Array.isArray(body) ? "an array" : body === null ? "null" : `a ${typeof body}`}`,
    );
  const expected = apiVersion(info);
  if (
    typeof body.apiVersion === "string" &&
    body.apiVersion !== "" &&
    body.apiVersion !== expected
  ) {
    throw badRequest(
      `the API version in the data (${body.apiVersion}) does not match the expected API version (${expected})`,
    );
  }
  if (typeof body.kind === "string" && body.kind !== "" && body.kind !== info.kind) {
    throw badRequest(
      `the kind in the data (${body.kind}) does not match the expected kind (${info.kind})`,
    );
  }
}
