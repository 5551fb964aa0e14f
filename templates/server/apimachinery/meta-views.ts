/**
 * The views of objects that a client asks for in Accept instead of the objects themselves, as
 * Kubernetes' handlers transform a response (k8s.io/apiserver pkg/endpoints/handlers/response.go
 * transformResponseObject): a Table (`as=Table`, table.ts), or only the metadata
 * (`as=PartialObjectMetadata` for an object or a watch's objects, `as=PartialObjectMetadataList`
 * for a list), in meta.k8s.io v1 or v1beta1.
 */
import { ApiError, badRequest, failure } from "./status.js";
import { toTable } from "./table.js";
import type { KindInfo } from "./kinds.js";

type Obj = { readonly [key: string]: unknown };

export type MetaViewKind = "Table" | "PartialObjectMetadata" | "PartialObjectMetadataList";

export interface MetaView {
  readonly kind: MetaViewKind;
  readonly version: "v1" | "v1beta1";
}

const VIEWS: ReadonlySet<string> = new Set([
  "Table",
  "PartialObjectMetadata",
  "PartialObjectMetadataList",
]);

/** The view the first fitting clause of an Accept header asks for (`as=...;g=meta.k8s.io;v=v1`), or undefined for the object itself. */
export function metaViewOf(accept: string | undefined): MetaView | undefined {
  for (const clause of (accept ?? "").split(",")) {
    const params = new Map(
      clause
        .split(";")
        .slice(1)
        .map((p) => p.trim().split("=") as [string, string]),
    );
    const as = params.get("as");
    if (as === undefined || !VIEWS.has(as) || params.get("g") !== "meta.k8s.io") continue;
    const v = params.get("v");
    if (v === "v1" || v === "v1beta1") return { kind: as as MetaViewKind, version: v };
  }
  return undefined;
}

/** 406, as newNotAcceptableError answers a view that does not fit the answer. */
function notAcceptable(message: string): ApiError {
  return new ApiError(failure(406, "NotAcceptable", message, {}));
}

/** meta.AsPartialObjectMetadata: the object's metadata under the PartialObjectMetadata kind. */
export function asPartialObjectMetadata(object: Obj, version: string): Obj {
  return {
    kind: "PartialObjectMetadata",
    apiVersion: `meta.k8s.io/${version}`,
    metadata: object.metadata ?? {},
  };
}

/** Table rows carry the object as `includeObject` says (response.go asTable): None, Metadata (the default) or Object. */
export type IncludeObject = "None" | "Metadata" | "Object";

export function includeObjectOf(value: unknown): IncludeObject {
  if (value === undefined || value === "" || value === "Metadata") return "Metadata";
  if (value === "None" || value === "Object") return value;
  throw badRequest(`unrecognized includeObject value: ${JSON.stringify(String(value))}`);
}

/** A read's or a list's answer in the view asked for. */
export function viewOf(
  info: KindInfo,
  view: MetaView,
  answer: Obj,
  isList: boolean,
  include: IncludeObject,
): Obj {
  const list = answer as { metadata?: Obj; items?: Obj[] };
  switch (view.kind) {
    case "Table":
      return isList
        ? toTable(info, view.version, list.items ?? [], list.metadata ?? {}, Date.now(), include)
        : toTable(info, view.version, [answer], {}, Date.now(), include);
    case "PartialObjectMetadata":
      if (isList)
        throw notAcceptable(
          "you requested PartialObjectMetadata, but the requested object is a list",
        );
      return asPartialObjectMetadata(answer, view.version);
    case "PartialObjectMetadataList": {
      if (!isList)
        throw notAcceptable(
          "you requested PartialObjectMetadataList, but the requested object is not a list",
        );
      const m = list.metadata ?? {};
      const metadata = {
        ...(m.resourceVersion !== undefined ? { resourceVersion: m.resourceVersion } : {}),
        ...(m.continue !== undefined ? { continue: m.continue } : {}),
        ...(m.remainingItemCount !== undefined ? { remainingItemCount: m.remainingItemCount } : {}),
      };
      return {
        kind: "PartialObjectMetadataList",
        apiVersion: `meta.k8s.io/${view.version}`,
        metadata,
        items: (list.items ?? []).map((item) => asPartialObjectMetadata(item, view.version)),
      };
    }
  }
}

/** A watch event's object in the view asked for (a Table row, or its metadata); Status and bookmark objects as they are. */
export function watchViewOf(
  info: KindInfo,
  view: MetaView,
  include: IncludeObject,
): (object: unknown) => unknown {
  return (object) => {
    const o = object as Obj | null;
    const ok =
      o !== null &&
      typeof o === "object" &&
      o.kind !== "Status" &&
      typeof (o.metadata as Obj | undefined)?.name === "string";
    if (!ok) return object;
    return view.kind === "Table"
      ? toTable(info, view.version, [o], {}, Date.now(), include)
      : asPartialObjectMetadata(o, view.version);
  };
}
