import type { StoredObject } from "../../storage/storage.js";
import type { RequestContext, Updated } from "../request.js";
import { type Resource } from "./resource.js";
export declare function update(
  r: Resource,
  ctx: RequestContext,
  body: StoredObject,
): Promise<Updated<StoredObject>>;
