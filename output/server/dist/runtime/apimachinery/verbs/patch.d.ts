import { type PatchRequest, type RequestContext, type Updated } from "../request.js";
import type { StoredObject } from "../../storage/storage.js";
import { type Resource } from "./resource.js";
export declare function patch(
  r: Resource,
  ctx: RequestContext,
  request: PatchRequest,
): Promise<Updated<StoredObject>>;
