/**
 * The REST endpoints of the model: every path and operation the served kinds have, as
 * Kubernetes serves them. The OpenAPI documents and the server routes both read this.
 */
import { projectOf } from "./project.js";
import type { Model, ObjectType, Operation, Resource } from "./model.js";
import { apiVersionOf } from "./names.js";

export type EndpointScope = "namespaced" | "cluster" | "allNamespaces";

export interface Endpoint {
  /** `/apis/coordination.core.io/v1/namespaces/{namespace}/leases/{name}` */
  readonly path: string;
  readonly kind: ObjectType;
  readonly resource: Resource;
  readonly operation: Operation;
  readonly scope: EndpointScope;
  /** A `/watch/` path (watch list, or watch of one object when it has `{name}`). */
  readonly watchPath: boolean;
  readonly pathParameters: readonly ("namespace" | "name")[];
  /** Kubernetes-style: `createSchedulingCoreIoV1PriorityClass`, `listCoordinationCoreIoV1LeaseForAllNamespaces`. */
  readonly operationId: string;
  /** The x-kubernetes-action: get, list, watch, watchlist, post, put, patch, delete, deletecollection. */
  readonly action: string;
  /** The status subresource (`.../{name}/status`): reads the object, writes only its status. */
  readonly subresource?: "status";
}

/** The operations the status subresource serves, as Kubernetes serves `/status`. */
const STATUS_OPERATIONS = ["read", "replace", "patch"] as const;

/**
 * `scheduling.core.io` + `v1` -> `SchedulingV1`, `rbac.authorization.core.io` -> `RbacAuthorizationV1`;
 * the core group -> `CoreV1`. As Kubernetes names its operations, without the groups' common
 * suffix (`.k8s.io` there, `.core.io` here); another group keeps every word (`example.com` -> `ExampleCom`).
 */
export function groupVersionPascal(group: string, version: string): string {
  return groupPascal(group) + version.charAt(0).toUpperCase() + version.slice(1);
}

/** `rbac.authorization.core.io` -> `RbacAuthorization`, the core group -> `Core` (see groupVersionPascal). */
export function groupPascal(group: string): string {
  const words = group === "" ? ["core"] : group.replace(/\.core\.io$/, "").split(/[.-]/);
  return words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join("");
}

const VERB: Record<string, string> = {
  create: "create",
  read: "read",
  replace: "replace",
  patch: "patch",
  delete: "delete",
  deletecollection: "deleteCollection",
  list: "list",
  watch: "watch",
};

export function endpointsOf(model: Model): Endpoint[] {
  const out: Endpoint[] = [];
  const operations = new Map(model.operations.map((o) => [o.name, o]));
  for (const type of model.types.values()) {
    if (type.kind !== "object" || !type.apiKind?.resource) continue;
    const resource = type.apiKind.resource;
    const base = `/${type.group === "" ? "api" : "apis"}/${apiVersionOf(type.group, type.version)}`;
    const gv = groupVersionPascal(type.group, type.version);
    const namespaced = resource.scope === "Namespaced";
    const prefix = namespaced ? "/namespaces/{namespace}" : "";
    const collection = `${base}${prefix}/${resource.plural}`;
    const item = `${collection}/{name}`;
    const ns = namespaced ? "Namespaced" : "";
    const own: ("namespace" | "name")[] = namespaced ? ["namespace"] : [];
    const add = (e: Omit<Endpoint, "kind" | "resource">) =>
      out.push({ ...e, kind: type, resource });
    for (const name of resource.operations) {
      const operation = operations.get(name);
      if (!operation) continue;
      const scope: EndpointScope = namespaced ? "namespaced" : "cluster";
      const verb = VERB[name] ?? name;
      if (operation.watch) {
        add({
          path: `${base}/watch${prefix}/${resource.plural}`,
          operation,
          scope,
          watchPath: true,
          pathParameters: own,
          operationId: `watch${gv}${ns}${type.name}List`,
          action: "watchlist",
        });
        add({
          path: `${base}/watch${prefix}/${resource.plural}/{name}`,
          operation,
          scope,
          watchPath: true,
          pathParameters: [...own, "name"],
          operationId: `watch${gv}${ns}${type.name}`,
          action: "watch",
        });
        if (namespaced) {
          add({
            path: `${base}/watch/${resource.plural}`,
            operation,
            scope: "allNamespaces",
            watchPath: true,
            pathParameters: [],
            operationId: `watch${gv}${type.name}ListForAllNamespaces`,
            action: "watchlist",
          });
        }
        continue;
      }
      const onItem = operation.path === "item";
      // Kubernetes: deleteCoordinationV1CollectionNamespacedLease (the verb, the group, then Collection).
      const operationId =
        name === "deletecollection"
          ? `delete${gv}Collection${ns}${type.name}`
          : `${verb}${gv}${ns}${type.name}`;
      add({
        path: onItem ? item : collection,
        operation,
        scope,
        watchPath: false,
        pathParameters: onItem ? [...own, "name"] : own,
        operationId,
        action: operation.action,
      });
      if (name === "list" && namespaced) {
        add({
          path: `${base}/${resource.plural}`,
          operation,
          scope: "allNamespaces",
          watchPath: false,
          pathParameters: [],
          operationId: `list${gv}${type.name}ForAllNamespaces`,
          action: "list",
        });
      }
      if (resource.statusSubresource && (STATUS_OPERATIONS as readonly string[]).includes(name)) {
        add({
          path: `${item}/status`,
          operation,
          scope,
          watchPath: false,
          pathParameters: [...own, "name"],
          operationId: `${verb}${gv}${ns}${type.name}Status`,
          action: operation.action,
          subresource: "status",
        });
      }
    }
  }
  return out.sort((a, b) =>
    a.path < b.path
      ? -1
      : a.path > b.path
        ? 1
        : METHODS.indexOf(a.operation.method) - METHODS.indexOf(b.operation.method),
  );
}

const METHODS = ["GET", "PUT", "POST", "DELETE", "PATCH"];

/** Whether the output has the server package: the specs serve kinds and the project emits a server (model/project.ts). */
export function hasServer(model: Model): boolean {
  return projectOf(model).emit.server && endpointsOf(model).length > 0;
}
