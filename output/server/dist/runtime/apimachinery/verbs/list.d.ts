import type { StoredObject } from "../../storage/storage.js";
import type { RequestContext } from "../request.js";
import { type Meta, type Resource } from "./resource.js";
export interface ObjectList {
  readonly apiVersion: string;
  readonly kind: string;
  readonly metadata: Meta;
  readonly items: readonly StoredObject[];
}
export declare function list(r: Resource, ctx: RequestContext): Promise<ObjectList>;
