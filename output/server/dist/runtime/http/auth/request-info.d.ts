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
export declare function requestInfoOf(method: string, url: string): RequestInfo;
