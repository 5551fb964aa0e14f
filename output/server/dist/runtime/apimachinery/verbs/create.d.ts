import type { StoredObject } from "../../storage/storage.js";
import type { RequestContext } from "../request.js";
import { type Resource } from "./resource.js";
/** Creates the object; `managedFields` as an apply computed them, else as this write records them. */
export declare function create(
  r: Resource,
  ctx: RequestContext,
  body: StoredObject,
  managedFields?: unknown[],
): Promise<StoredObject>;
