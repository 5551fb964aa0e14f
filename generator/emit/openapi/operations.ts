/**
 * The operations of the endpoints, in a form every OpenAPI version writes from: query
 * parameters, request body, responses with their body and media types. The 3.x and 2.0
 * builders only differ in how they write these.
 */
import {
  endpointsOf,
  groupPascal,
  groupVersionPascal,
  type Endpoint,
} from "../../model/endpoints.js";
import type { Field, Model, NamedType, TypeId } from "../../model/model.js";
import { parseTypeId } from "../../model/names.js";
import { keepJsonText } from "../json-text.js";
import { dataDigest, memoized } from "../memo.js";
import { tagOf } from "./names.js";

export interface ResponseSpec {
  readonly code: string;
  readonly description: string;
  readonly body?: NamedType;
  readonly mediaTypes: readonly string[];
}

export interface OperationSpec {
  readonly method: string;
  readonly operationId: string;
  readonly tag: string;
  /** One line, Kubernetes' wording (`create a PriorityClass`, `list or watch objects of kind Lease`). */
  readonly summary: string;
  readonly description: string;
  readonly query: readonly Field[];
  readonly requestBody?: {
    readonly type: NamedType;
    readonly mediaTypes: readonly string[];
    readonly required: boolean;
  };
  readonly responses: readonly ResponseSpec[];
  readonly extensions: Record<string, unknown>;
}

const JSON_YAML = ["application/json", "application/yaml"];
const WATCH = ["application/json;stream=watch"];

export function operationSpec(model: Model, endpoint: Endpoint): OperationSpec {
  const op = endpoint.operation;
  const type = (id: TypeId) => model.types.get(id)!;
  const status = findType(model, "meta.core.io/v1.Status");
  const watchEvent = findType(model, "meta.core.io/v1.WatchEvent");
  const listKind = type(endpoint.resource.listKind);
  const responses: ResponseSpec[] = [];
  for (const response of op.responses) {
    const code = String(response.code);
    const description = response.doc ?? "OK";
    if (endpoint.watchPath || response.body === "watch") {
      responses.push({
        code,
        description,
        ...(watchEvent ? { body: watchEvent } : {}),
        mediaTypes: [...WATCH, "application/json"],
      });
    } else if (response.body === "resource") {
      responses.push({ code, description, body: endpoint.kind, mediaTypes: JSON_YAML });
    } else if (response.body === "list") {
      responses.push({ code, description, body: listKind, mediaTypes: [...JSON_YAML, ...WATCH] });
    } else if (response.body === "deleted") {
      const body = endpoint.resource.deleteReturns === "Object" ? endpoint.kind : status;
      responses.push({ code, description, ...(body ? { body } : {}), mediaTypes: JSON_YAML });
    } else {
      responses.push({ code, description, body: type(response.body), mediaTypes: JSON_YAML });
    }
  }
  const error = status ? { body: status } : {};
  responses.push({ code: "401", description: "Unauthorized", ...error, mediaTypes: JSON_YAML });
  responses.push({
    code: "default",
    description: "An error, described by a Status (BadRequest, NotFound, Conflict, Invalid, ...)",
    ...error,
    mediaTypes: JSON_YAML,
  });
  const requestBody =
    op.body === undefined || endpoint.watchPath
      ? undefined
      : {
          type: op.body === "resource" ? endpoint.kind : type(op.body),
          mediaTypes: op.contentTypes.length ? op.contentTypes : ["application/json"],
          required: op.body === "resource" || op.method === "PATCH",
        };
  const query = op.parameters.fields.filter((f) => op.queryParameters.includes(f.name));
  const gv = parseTypeId(endpoint.kind.id)!;
  return {
    method: endpoint.operation.method.toLowerCase(),
    operationId: endpoint.operationId,
    tag: tagOf(gv.group, gv.version),
    summary: summarize(endpoint),
    description: describe(endpoint),
    query,
    ...(requestBody ? { requestBody } : {}),
    responses,
    extensions: {
      "x-kubernetes-action": endpoint.action,
      "x-kubernetes-group-version-kind": {
        group: endpoint.kind.group,
        kind: endpoint.kind.name,
        version: endpoint.kind.version,
      },
    },
  };
}

/** A discovery endpoint (`GET /apis/<group>/`, `GET /apis/<group>/<version>/`) and its operation. */
export interface DiscoveryOperation {
  readonly path: string;
  readonly spec: OperationSpec;
}

/**
 * The discovery roots of the served groups, as Kubernetes publishes them: `getSchedulingAPIGroup`
 * (an APIGroup) and `getSchedulingV1APIResources` (an APIResourceList) for each group and version.
 */
export function discoveryOperations(
  model: Model,
  endpoints: readonly Endpoint[],
  groupRoots = true,
): DiscoveryOperation[] {
  const apiGroup = findType(model, "meta.core.io/v1.APIGroup");
  const resourceList = findType(model, "meta.core.io/v1.APIResourceList");
  const status = findType(model, "meta.core.io/v1.Status");
  if (!apiGroup || !resourceList) return [];
  const unauthorized: ResponseSpec = {
    code: "401",
    description: "Unauthorized",
    ...(status ? { body: status } : {}),
    mediaTypes: JSON_YAML,
  };
  const get = (
    operationId: string,
    tag: string,
    description: string,
    body: NamedType,
  ): OperationSpec => ({
    method: "get",
    operationId,
    tag,
    summary: description,
    description,
    query: [],
    responses: [{ code: "200", description: "OK", body, mediaTypes: JSON_YAML }, unauthorized],
    extensions: {},
  });
  const out = new Map<string, DiscoveryOperation>();
  for (const { kind } of endpoints) {
    if (kind.group === "") continue;
    if (groupRoots)
      out.set(`/apis/${kind.group}/`, {
        path: `/apis/${kind.group}/`,
        spec: get(
          `get${groupPascal(kind.group)}APIGroup`,
          tagOf(kind.group),
          "get information of a group",
          apiGroup,
        ),
      });
    const gv = `/apis/${kind.group}/${kind.version}/`;
    out.set(gv, {
      path: gv,
      spec: get(
        `get${groupVersionPascal(kind.group, kind.version)}APIResources`,
        tagOf(kind.group, kind.version),
        "get available resources",
        resourceList,
      ),
    });
  }
  return [...out.values()].sort((a, b) => (a.path < b.path ? -1 : 1));
}

const SUMMARY: Readonly<Record<string, (kind: string) => string>> = {
  post: (kind) => `create ${article(kind)} ${kind}`,
  get: (kind) => `read the specified ${kind}`,
  put: (kind) => `replace the specified ${kind}`,
  patch: (kind) => `partially update the specified ${kind}`,
  delete: (kind) => `delete ${article(kind)} ${kind}`,
  deletecollection: (kind) => `delete collection of ${kind}`,
  list: (kind) => `list or watch objects of kind ${kind}`,
  watch: (kind) => `watch changes to an object of kind ${kind}`,
  watchlist: (kind) => `watch individual changes to a list of ${kind}`,
};

function summarize(endpoint: Endpoint): string {
  if (endpoint.subresource === "status")
    return `${endpoint.action === "get" ? "read" : endpoint.action === "put" ? "replace" : "partially update"} status of the specified ${endpoint.kind.name}`;
  const summary =
    SUMMARY[endpoint.action]?.(endpoint.kind.name) ?? `${endpoint.action} ${endpoint.kind.name}`;
  return endpoint.scope === "allNamespaces" ? `${summary} across all namespaces` : summary;
}

function article(word: string): string {
  return /^[AEIOU]/.test(word) ? "an" : "a";
}

function describe(endpoint: Endpoint): string {
  const kind = endpoint.kind.name;
  const scope = endpoint.scope === "allNamespaces" ? " across all namespaces" : "";
  if (endpoint.watchPath) {
    return endpoint.pathParameters.includes("name")
      ? `Watch changes to a ${kind}. Deprecated: use the watch parameter of a list operation with a fieldSelector on metadata.name.`
      : `Watch changes to the list of ${kind}${scope}. Deprecated: use the watch parameter of a list operation.`;
  }
  const doc = endpoint.operation.doc.replace(/\b(?:an object|objects)\b/, (w) =>
    w === "objects" ? `${kind} objects` : `${article(kind)} ${kind}`,
  );
  return `${doc}${scope ? ` (${scope.trim()})` : ""}`;
}

/** A machinery type (Status, WatchEvent); a spec set without it gets responses without a body. */
function findType(model: Model, id: TypeId): NamedType | undefined {
  return model.types.get(id);
}

const kept = new WeakMap<Model, Map<string, Map<string, object>>>();

/**
 * An endpoint's operation object in the documents of one dialect, made by `make` once per model
 * (the whole-API document and its group-version's document hold the same object, whose JSON
 * text is then written once), and kept from run to run of a warm process while what it is made
 * from is unchanged (`operationsDigest`): an edit of a kind's fields changes only its schema.
 */
export function keptOperation<T extends object>(
  model: Model,
  dialect: string,
  endpoint: Endpoint,
  make: () => T,
): T {
  let byDialect = kept.get(model);
  if (!byDialect) kept.set(model, (byDialect = new Map()));
  let byEndpoint = byDialect.get(dialect);
  if (!byEndpoint)
    byDialect.set(
      dialect,
      (byEndpoint = memoized(
        `${dialect} operations`,
        operationsDigest(model),
        () => new Map<string, object>(),
      )),
    );
  const key = `${endpoint.operationId} ${endpoint.path}`;
  let operation = byEndpoint.get(key);
  if (!operation) {
    byEndpoint.set(key, (operation = make()));
    keepJsonText(operation);
  }
  return operation as T;
}

const digests = new WeakMap<Model, string>();

/**
 * What the operation objects are made from: the operations (their documents, parameters and the
 * types these name, which Swagger writes in place), each endpoint's place, and whether the API
 * has the machinery types the responses name. Kinds and bodies appear in an operation by name.
 */
function operationsDigest(model: Model): string {
  let digest = digests.get(model);
  if (digest === undefined) {
    const places = endpointsOf(model).map((e) => [
      e.path,
      e.operationId,
      e.action,
      e.scope,
      e.subresource ?? null,
      e.watchPath,
      e.pathParameters,
      e.kind.id,
      e.resource.listKind,
      e.resource.deleteReturns ?? null,
      e.operation.name,
    ]);
    const machinery = ["meta.core.io/v1.Status", "meta.core.io/v1.WatchEvent"].map((id) =>
      model.types.has(id),
    );
    digests.set(model, (digest = dataDigest(model, [model.operations, places, machinery])));
  }
  return digest;
}
