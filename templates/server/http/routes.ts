/** The route table the generator writes: one entry per endpoint and operation. */
import type { ValidationResult } from "@corespec/api/runtime/errors.js";

export type OperationName =
  | "create"
  | "read"
  | "replace"
  | "patch"
  | "delete"
  | "deletecollection"
  | "list"
  | "watch";
export type QueryType = "string" | "boolean" | "integer";

export interface RouteSpec {
  readonly method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Fastify's pattern: `/apis/coordination.core.io/v1/namespaces/:namespace/leases/:name`. */
  readonly url: string;
  readonly operation: OperationName;
  /** A `/watch/` path. */
  readonly watchPath: boolean;
  /** The status subresource (`.../{name}/status`). */
  readonly subresource?: "status";
  /** The served kind: `coordination.core.io/v1/Lease`. */
  readonly kind: string;
  readonly operationId: string;
  /** The query parameters the operation takes, and their types. */
  readonly query: Readonly<Record<string, QueryType>>;
  /** The generated validator of the operation's parameters. */
  readonly validateQuery: (value: unknown) => ValidationResult;
  /** For list routes: the validator of the parameters of a call with `watch=true`, which is a watch. */
  readonly validateWatchQuery?: (value: unknown) => ValidationResult;
  /** The request body media types the operation accepts. */
  readonly contentTypes: readonly string[];
  /** The kind of the `...Options` object its parameter errors are reported on (ListOptions, ...). */
  readonly optionsKind: string;
}

/** What every route of one operation shares: its method, query parameters, body media types and validators. */
export type OperationSpec = Pick<
  RouteSpec,
  "method" | "query" | "validateQuery" | "validateWatchQuery" | "contentTypes" | "optionsKind"
>;

/** One route of the generated table: its operation, URL pattern, served kind, operationId, and whether it is a `/watch/` path or the status subresource. */
export type RouteRow = readonly [
  operation: OperationName,
  url: string,
  kind: string,
  operationId: string,
  path?: "watch" | "status",
];

/** The routes of the generated table, each with what its operation shares. */
export function routeTable(
  operations: Readonly<Partial<Record<OperationName, OperationSpec>>>,
  rows: readonly RouteRow[],
): RouteSpec[] {
  return rows.map(([operation, url, kind, operationId, path]) => {
    const shared = operations[operation];
    if (shared === undefined)
      throw new Error(`route ${url}: no operation ${operation} in the table`);
    return {
      ...shared,
      operation,
      url,
      kind,
      operationId,
      watchPath: path === "watch",
      ...(path === "status" ? { subresource: path } : {}),
    };
  });
}
