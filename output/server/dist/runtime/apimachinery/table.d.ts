/**
 * Tables (`Accept: application/json;as=Table;v=v1;g=meta.k8s.io`), as the API server answers
 * `kubectl get`: a NAME column, then the kind's printer columns from its spec (Kubernetes'
 * columns for the built-in kinds, pkg/printers/internalversion/printers.go), one row per
 * object with the object's metadata (PartialObjectMetadata; includeObject=None or Object, meta-views.ts).
 * Cells are JSONPath templates (`{.spec.holderIdentity}`, `{.roleRef.kind}/{.roleRef.name}`,
 * `{.subjects[?(@.kind=="User")].name}`); a `date` column prints the age of its timestamp
 * as kubectl does (duration.HumanDuration).
 */
import type { KindInfo } from "./kinds.js";
type Obj = {
  readonly [key: string]: unknown;
};
/** The Table version an Accept header asks for (its first Table clause with g=meta.k8s.io), or undefined. */
export declare function tableVersion(accept: string | undefined): "v1" | "v1beta1" | undefined;
/** A Table of `objects` (a list's metadata kept: resourceVersion, continue, remainingItemCount). */
export declare function toTable(
  info: KindInfo,
  version: "v1" | "v1beta1",
  objects: readonly Obj[],
  metadata?: Obj,
  now?: number,
  include?: "None" | "Metadata" | "Object",
): Obj;
/** One object's row of its kind's Table: its cells, and the object as `include` says (response.go asTable: the whole object, its metadata, the default, or nothing). */
export declare function tableRow(
  info: KindInfo,
  version: "v1" | "v1beta1",
  object: Obj,
  now?: number,
  include?: "None" | "Metadata" | "Object",
): Obj;
/** kubectl's age of a timestamp (translateTimestampSince: duration.HumanDuration of the time since). */
export declare function age(timestamp: string, now: number): string;
export {};
