import { type StoredObject } from "../../storage/storage.js";
import type { DeleteOptionsBody, Deleted, RequestContext } from "../request.js";
import type { ObjectList } from "./list.js";
import { type Resource } from "./resource.js";
export declare function deleteObject(
  r: Resource,
  ctx: RequestContext,
  options: DeleteOptionsBody,
): Promise<Deleted<StoredObject>>;
/** The list of the objects deleted or marked, as the generic store's DeleteCollection answers. */
export declare function deleteCollection(
  r: Resource,
  ctx: RequestContext,
  options: DeleteOptionsBody,
): Promise<ObjectList>;
