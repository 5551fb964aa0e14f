/**
 * create: a new object from a body, as Kubernetes' generic store creates it
 * (k8s.io/apiserver pkg/registry/generic/registry/store.go Create, rest.BeforeCreate): the
 * path's namespace, a generated name, defaults, the strategy's preparation, validation, then
 * the fields only the server sets (uid, creationTimestamp, managedFields).
 */
import { type Applied } from "../apply/index.js";
import type { StoredObject } from "../../storage/storage.js";
import type { RequestContext } from "../request.js";
import { type Resource } from "./resource.js";
/** Creates the object; its managedFields as an apply computed them, else as this write records them. */
export declare function create(
  r: Resource,
  ctx: RequestContext,
  body: StoredObject,
  applied?: Applied,
): Promise<StoredObject>;
