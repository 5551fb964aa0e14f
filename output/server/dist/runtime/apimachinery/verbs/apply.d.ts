import { type RequestContext, type Updated } from "../request.js";
import type { StoredObject } from "../../storage/storage.js";
import { type Resource } from "./resource.js";
export declare function apply(
  r: Resource,
  ctx: RequestContext,
  body: unknown,
): Promise<Updated<StoredObject>>;
