// Copied by corespec from templates/server/http/auth/request-info.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * What a request asks to do, derived from its method, path and query as Kubernetes'
 * RequestInfoFactory derives it (staging/src/k8s.io/apiserver/pkg/endpoints/request/requestinfo.go):
 * `/api/{version}/...` and `/apis/{group}/{version}/...` are resource requests (verb by method,
 * `watch/` prefix, `namespaces/{ns}/`, resource/name/subresource, a get without a name is a list
 * or a watch, a delete without one a deletecollection); anything else is a non-resource request
 * whose verb is the lowercase method.
 */
import type { UserInfo } from "./user.js";

export interface RequestAttributes {
  readonly user: UserInfo;
  readonly verb: string;
  readonly isResourceRequest: boolean;
  readonly path: string;
  readonly apiGroup: string;
  readonly apiVersion: string;
  readonly namespace: string;
  readonly resource: string;
  readonly subresource: string;
  readonly name: string;
}

export type RequestInfo = Omit<RequestAttributes, "user">;

const VERBS: Readonly<Record<string, string>> = {
  POST: "create",
  GET: "get",
  HEAD: "get",
  PUT: "update",
  PATCH: "patch",
  DELETE: "delete",
};
const NAMESPACE_SUBRESOURCES = new Set(["status", "finalize"]);

/** requestinfo.go splitPath: the path's segments, without empty ones at the ends. */
function splitPath(path: string): string[] {
  const trimmed = path.replace(/^\/+|\/+$/g, "");
  return trimmed === "" ? [] : trimmed.split("/");
}

/** `metadata.name=x` (or `==`) as the only requirement of a field selector: the name it fixes. */
function exactName(selector: string | null): string | undefined {
  if (selector === null) return undefined;
  const match = /^\s*metadata\.name\s*==?\s*([^,=!\s]+)\s*$/.exec(selector);
  const name = match?.[1];
  return name !== undefined && name !== "." && name !== ".." && !/[/%]/.test(name)
    ? name
    : undefined;
}

/** Recent answers by method and URL: clients repeat the same requests (a bounded map, oldest out). */
const RECENT = new Map<string, RequestInfo>();
const MAX_RECENT = 1024;

export function requestInfoOf(method: string, url: string): RequestInfo {
  const key = `${method} ${url}`;
  let info = RECENT.get(key);
  if (info === undefined) {
    info = parseRequestInfo(method, url);
    if (url.length <= 2048) {
      if (RECENT.size >= MAX_RECENT) RECENT.delete(RECENT.keys().next().value as string);
      RECENT.set(key, info);
    }
  }
  return info;
}

function parseRequestInfo(method: string, url: string): RequestInfo {
  const question = url.indexOf("?");
  let path = question < 0 ? url : url.slice(0, question);
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape stays as sent; the router answers it.
  }
  const query = new URLSearchParams(question < 0 ? "" : url.slice(question + 1));
  const none: RequestInfo = {
    verb: method.toLowerCase(),
    isResourceRequest: false,
    path,
    apiGroup: "",
    apiVersion: "",
    namespace: "",
    resource: "",
    subresource: "",
    name: "",
  };
  let parts = splitPath(path);
  if (parts.length < 3 || (parts[0] !== "api" && parts[0] !== "apis")) return none;
  let apiGroup = "";
  if (parts[0] === "apis") {
    if (parts.length < 4) return none;
    apiGroup = parts[1]!;
    parts = parts.slice(1);
  }
  const apiVersion = parts[1]!;
  parts = parts.slice(2);
  let verb = VERBS[method] ?? "";
  if (parts[0] === "watch" || parts[0] === "proxy") {
    if (parts.length < 2)
      return { ...none, isResourceRequest: true, apiGroup, apiVersion, verb: parts[0] };
    verb = parts[0];
    parts = parts.slice(1);
  }
  let namespace = "";
  if (parts[0] === "namespaces" && parts.length > 1) {
    namespace = parts[1]!;
    if (parts.length > 2 && !NAMESPACE_SUBRESOURCES.has(parts[2]!)) parts = parts.slice(2);
  }
  const subresource = parts.length >= 3 && verb !== "proxy" ? parts[2]! : "";
  let name = parts.length >= 2 ? parts[1]! : "";
  const resource = parts[0] ?? "";
  if (name === "" && verb === "get") {
    const watch = query.get("watch");
    verb = watch !== null && watch.toLowerCase() !== "false" && watch !== "0" ? "watch" : "list";
    name = exactName(query.get("fieldSelector")) ?? "";
  }
  if (name === "" && verb === "delete") verb = "deletecollection";
  return {
    verb,
    isResourceRequest: true,
    path,
    apiGroup,
    apiVersion,
    namespace,
    resource,
    subresource,
    name,
  };
}
