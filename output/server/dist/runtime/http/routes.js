// Copied by corespec from templates/server/http/routes.ts. DO NOT EDIT: change the template and run `npm run generate`.
/** The routes of the generated table, each with what its operation shares. */
export function routeTable(operations, rows) {
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
