// Copied by corespec from templates/server/http/routes.ts. DO NOT EDIT: change the template and run `npm run generate`.
export function routeTable(operations, rows) {
  return rows.map(([operation, url, kind, operationId, path]) => {
    const shared = operations[operation];
    if (shared === void 0) throw new Error(`route ${url}: no operation ${operation} in the table`);
    return { ...shared, operation, url, kind, operationId, watchPath: path === "watch", ...path === "status" ? { subresource: path } : {} };
  });
}
