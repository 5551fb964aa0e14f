/**
 * Field sets as structured-merge-diff (sigs.k8s.io/structured-merge-diff fieldpath) models
 * them: a path is a list of elements, `f:<field>` for a field of an object, `k:{"name":"x"}`
 * for the item of a map-list with those key values, `v:<json>` for a value of a set-list; a
 * set holds paths. What a set holds of an object is its leaves (scalars, atomic lists, empty
 * objects) and the items of its map- and set-lists (an item with the fields under it).
 *
 * Sets are kept flat (one string per path) for cheap union and difference, and converted to
 * and from FieldsV1, the JSON form of managedFields (`{"f:spec":{"f:replicas":{}}}`, with `.`
 * marking a path that is itself a member and has members below it).
 */
import type { PatchMeta } from "../patch/index.js";
type Json = {
  [key: string]: unknown;
};
/** A path as one string: its elements joined by NUL (no element contains one: keys are JSON-escaped). */
export type PathKey = string;
export declare function pathKey(elements: readonly string[]): PathKey;
export declare function elementsOf(key: PathKey): string[];
/** What a path holds in an object: a leaf's JSON text, or "" for a list item (its fields are paths of their own). */
export type FieldValues = Map<PathKey, string>;
/** The schema below a field of an object (a struct field, else a map's values). */
export declare function childMeta(
  meta: PatchMeta | undefined,
  field: string,
): PatchMeta | undefined;
/** The element of a map-list item: `k:` and the JSON of its key fields, sorted by name. */
export declare function keyElement(item: unknown, keys: readonly string[]): string;
export declare function valueElement(value: unknown): string;
/** Whether a list is a map-list (items by key), a set-list (items by value) or atomic (the default, as in Kubernetes' OpenAPI). */
export declare function listKind(meta: PatchMeta | undefined): "map" | "set" | "atomic";
/**
 * Every path of an object's field set, with what it holds (walked without recursion). With
 * `members`, maps and pointer structs (`member` in the schema) are paths too, as the sets of
 * updates hold them; apply sets hold only the leaves and list items.
 */
export declare function fieldValues(
  root: unknown,
  meta: PatchMeta | undefined,
  members?: boolean,
): FieldValues;
/**
 * FieldsV1 of a set of paths, built without recursion and with its keys in order: the paths are
 * sorted first (NUL, below every other character, keeps the order element by element), so each
 * node's keys are added in order, and a path comes before the paths below it. `.` marks a member
 * that has members below it, and comes first; a leaf member is `{}`.
 */
export declare function toFieldsV1(paths: Iterable<PathKey>): Json;
/**
 * The deepest a FieldsV1 may nest. Kubernetes reads FieldsV1 with json-iterator, whose limit is
 * 10,000 levels; a stored FieldsV1 sits five levels down in its object (object, metadata,
 * managedFields, entry, fieldsV1), and every object must stay within MAX_PATCH_DEPTH for later
 * patches, so ours is that less the levels above it.
 */
export declare const MAX_FIELDS_V1_DEPTH: number;
/** What reading FieldsV1 may still take: path characters, shared by the entries of one list. */
export interface FieldsBudget {
  chars: number;
}
export type FieldsRead =
  | {
      readonly paths: Set<PathKey>;
    }
  | {
      readonly error: string;
      readonly limit: boolean;
    };
/**
 * The paths of a FieldsV1 object, read without recursion (as fieldpath's readIterV1): an error
 * when it is not one, or (`limit`) when it nests past MAX_FIELDS_V1_DEPTH or its paths take more
 * characters than the budget has left.
 */
export declare function readFieldsV1(fields: unknown, budget?: FieldsBudget): FieldsRead;
/** The paths of a FieldsV1 object; undefined when it is not one (or is past the limits of readFieldsV1). */
export declare function fromFieldsV1(fields: unknown): Set<PathKey> | undefined;
/** A path as structured-merge-diff prints it: `.spec.containers[name="nginx"].image`, `.metadata.finalizers[="x"]`. */
export declare function pathString(key: PathKey): string;
export {};
