// Copied by corespec from templates/server/http/serve-verb.ts. DO NOT EDIT: change the template and run `npm run generate`.
import { tableVersion, toTable } from "../apimachinery/table.js";
import { isObject } from "@corespec/api/runtime/values.js";
import { decodeRequest } from "./decode-request.js";
import { send } from "./respond.js";
import { warningHeaders } from "./warnings.js";
import { streamWatch } from "./watch-stream.js";
/** Calls the route's handler and says what to answer. */
async function answer(route, handlers, { ctx, body, contentType, values }) {
  switch (route.operation) {
    case "create":
      return {
        code: 201,
        object: await handlers.create(ctx, body),
      };
    case "read":
      return {
        code: 200,
        object: await handlers.read(ctx),
      };
    case "list":
      return {
        code: 200,
        object: await handlers.list(ctx),
      };
    case "replace": {
      const { object, created } = await handlers.replace(ctx, body);
      return {
        code: created ? 201 : 200,
        object,
      };
    }
    case "patch": {
      const { object, created } = await handlers.patch(ctx, {
        contentType,
        body,
      });
      return {
        code: created ? 201 : 200,
        object,
      };
    }
    case "delete": {
      const { object, deletedImmediately } = await handlers.delete(ctx, body);
      // Kubernetes' delete handler: 202 only when the object was kept and cascading deletion asked for.
      return {
        code: !deletedImmediately && values.orphanDependents === false ? 202 : 200,
        object,
      };
    }
    case "deletecollection":
      return {
        code: 200,
        object: await handlers.deleteCollection(ctx, body),
      };
    case "watch":
      throw new Error("a watch is streamed, not answered");
  }
}
export async function serveVerb(route, info, handlers, request, reply, watches) {
  const decoded = await decodeRequest(route, info, request, reply);
  // `kubectl get`: a Table of the kind's printer columns, for reads, lists and watches.
  const table = tableVersion(request.headers.accept);
  if (decoded.isWatch || route.operation === "watch") {
    const asTable =
      table === undefined
        ? undefined
        : (object) => (isTableable(object) ? toTable(info, table, [object]) : object);
    return streamWatch(handlers, decoded.ctx, request, reply, watches, asTable);
  }
  const { code, object } = await answer(route, handlers, decoded);
  let result = object;
  if (table !== undefined && route.operation === "read") result = toTable(info, table, [object]);
  if (table !== undefined && route.operation === "list") {
    const list = object;
    result = toTable(info, table, list.items ?? [], list.metadata ?? {});
  }
  if (decoded.ctx.warnings.length) reply.header("Warning", warningHeaders(decoded.ctx.warnings));
  return send(reply, request, code, result);
}
/** An object a watch event can carry as a Table row (not a Status or a bookmark's bare object). */
function isTableable(object) {
  return (
    isObject(object) &&
    object.kind !== "Status" &&
    isObject(object.metadata) &&
    typeof object.metadata.name === "string"
  );
}
