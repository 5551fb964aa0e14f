import type { KindInfo } from "./kinds.js";
type Obj = {
  readonly [key: string]: unknown;
};
export type MetaViewKind = "Table" | "PartialObjectMetadata" | "PartialObjectMetadataList";
export interface MetaView {
  readonly kind: MetaViewKind;
  readonly version: "v1" | "v1beta1";
}
/** The view the first fitting clause of an Accept header asks for (`as=...;g=meta.k8s.io;v=v1`), or undefined for the object itself. */
export declare function metaViewOf(accept: string | undefined): MetaView | undefined;
/** meta.AsPartialObjectMetadata: the object's metadata under the PartialObjectMetadata kind. */
export declare function asPartialObjectMetadata(object: Obj, version: string): Obj;
/** Table rows carry the object as `includeObject` says (response.go asTable): None, Metadata (the default) or Object. */
export type IncludeObject = "None" | "Metadata" | "Object";
export declare function includeObjectOf(value: unknown): IncludeObject;
/** A read's or a list's answer in the view asked for. */
export declare function viewOf(
  info: KindInfo,
  view: MetaView,
  answer: Obj,
  isList: boolean,
  include: IncludeObject,
): Obj;
/** A watch event's object in the view asked for (a Table row, or its metadata); Status and bookmark objects as they are. */
export declare function watchViewOf(
  info: KindInfo,
  view: MetaView,
  include: IncludeObject,
): (object: unknown) => unknown;
export {};
