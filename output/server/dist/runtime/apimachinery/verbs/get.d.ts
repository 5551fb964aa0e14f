/** get: one object, as Kubernetes' generic store reads it (store.go Get; etcd3 store Get for the resourceVersion). */
import type { StoredObject } from "../../storage/storage.js";
import type { RequestContext } from "../request.js";
import { type Resource } from "./resource.js";
export declare function get(r: Resource, ctx: RequestContext): Promise<StoredObject>;
