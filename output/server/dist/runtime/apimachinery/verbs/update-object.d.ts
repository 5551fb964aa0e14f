import type { StoredObject } from "../../storage/storage.js";
import type { RequestContext } from "../request.js";
import { type Resource } from "./resource.js";
/** Defaults, namespace from the path, kind and apiVersion, then validation of an update; managedFields as given (an apply) or as the write changes them. */
export declare function prepareUpdate(
  r: Resource,
  ctx: RequestContext,
  body: StoredObject,
  old: StoredObject,
  managedFields?: unknown[],
): StoredObject;
/** Writes an updated object, if the stored one is still at `precondition`; nothing under a dry run. */
export declare function persistUpdate(
  r: Resource,
  ctx: RequestContext,
  object: StoredObject,
  precondition: string | undefined,
): Promise<StoredObject> | StoredObject;
/** Writes an update of `old`: an object being deleted is removed once its last finalizer is gone (the store's deleteWithoutFinalizers). */
export declare function finishUpdate(
  r: Resource,
  ctx: RequestContext,
  object: StoredObject,
  old: StoredObject,
): Promise<StoredObject>;
