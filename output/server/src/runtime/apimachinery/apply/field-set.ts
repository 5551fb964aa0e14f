// Copied by corespec from templates/server/apimachinery/apply/field-set.ts. DO NOT EDIT: change the template and run `npm run generate`.

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
import { isObject, MAX_PATCH_DEPTH } from "../patch/values.js";

type Json = { [key: string]: unknown };

const SEP = "\u0000";

/** A path as one string: its elements joined by NUL (no element contains one: keys are JSON-escaped). */
export type PathKey = string;

export function pathKey(elements: readonly string[]): PathKey {
  return elements.join(SEP);
}

export function elementsOf(key: PathKey): string[] {
  return key === "" ? [] : key.split(SEP);
}

/** What a path holds in an object: a leaf's JSON text, or "" for a list item (its fields are paths of their own). */
export type FieldValues = Map<PathKey, string>;

/** The schema below a field of an object (a struct field, else a map's values). */
export function childMeta(meta: PatchMeta | undefined, field: string): PatchMeta | undefined {
  return meta?.fields?.[field] ?? meta?.values;
}

/** The element of a map-list item: `k:` and the JSON of its key fields, sorted by name. */
export function keyElement(item: unknown, keys: readonly string[]): string {
  const fields: Json = {};
  for (const k of [...keys].sort())
    if (isObject(item) && item[k] !== undefined) fields[k] = item[k];
  return `k:${JSON.stringify(fields)}`;
}

export function valueElement(value: unknown): string {
  return `v:${JSON.stringify(value)}`;
}

/** Whether a list is a map-list (items by key), a set-list (items by value) or atomic (the default, as in Kubernetes' OpenAPI). */
export function listKind(meta: PatchMeta | undefined): "map" | "set" | "atomic" {
  if (meta?.listType === "map" && meta.listMapKeys !== undefined && meta.listMapKeys.length > 0)
    return "map";
  if (meta?.listType === "set") return "set";
  return "atomic";
}

/** The value a path holds when it is an object that is a member itself (see fieldValues). */
const PRESENT = "\u0001";

/**
 * Every path of an object's field set, with what it holds (walked without recursion). With
 * `members`, maps and pointer structs (`member` in the schema) are paths too, as the sets of
 * updates hold them; apply sets hold only the leaves and list items.
 */
export function fieldValues(
  root: unknown,
  meta: PatchMeta | undefined,
  members = false,
): FieldValues {
  const out: FieldValues = new Map();
  const child = (key: PathKey, element: string): PathKey =>
    key === "" ? element : key + SEP + element;
  const stack: [unknown, PatchMeta | undefined, PathKey][] = [[root, meta, ""]];
  while (stack.length > 0) {
    const [value, m, key] = stack.pop()!;
    if (isObject(value) && m?.atomic !== true) {
      const keys = Object.keys(value);
      if (keys.length === 0 && key !== "") out.set(key, "{}");
      else if (members && m?.member === true && key !== "") out.set(key, PRESENT);
      for (const k of keys) stack.push([value[k], childMeta(m, k), child(key, `f:${k}`)]);
    } else if (Array.isArray(value) && listKind(m) !== "atomic") {
      const map = listKind(m) === "map";
      for (const item of value) {
        const at = child(key, map ? keyElement(item, m!.listMapKeys!) : valueElement(item));
        out.set(at, "");
        if (map && isObject(item))
          for (const k of Object.keys(item))
            stack.push([item[k], childMeta(m!.items, k), child(at, `f:${k}`)]);
      }
    } else if (key !== "") {
      out.set(key, JSON.stringify(value));
    }
  }
  return out;
}

/**
 * FieldsV1 of a set of paths, built without recursion and with its keys in order: the paths are
 * sorted first (NUL, below every other character, keeps the order element by element), so each
 * node's keys are added in order, and a path comes before the paths below it. `.` marks a member
 * that has members below it, and comes first; a leaf member is `{}`.
 */
export function toFieldsV1(paths: Iterable<PathKey>): Json {
  const root: Json = {};
  /** Members with nothing below them yet. */
  const leaves = new Set<Json>();
  for (const key of [...paths].sort()) {
    let node = root;
    for (const element of elementsOf(key)) {
      let child = node[element] as Json | undefined;
      if (child === undefined) {
        if (leaves.delete(node)) node["."] = {};
        child = {};
        node[element] = child;
      }
      node = child;
    }
    if (node !== root) leaves.add(node);
  }
  return root;
}

/**
 * The deepest a FieldsV1 may nest. Kubernetes reads FieldsV1 with json-iterator, whose limit is
 * 10,000 levels; a stored FieldsV1 sits five levels down in its object (object, metadata,
 * managedFields, entry, fieldsV1), and every object must stay within MAX_PATCH_DEPTH for later
 * patches, so ours is that less the levels above it.
 */
export const MAX_FIELDS_V1_DEPTH: number = MAX_PATCH_DEPTH - 5;

/** What reading FieldsV1 may still take: path characters, shared by the entries of one list. */
export interface FieldsBudget {
  chars: number;
}

export type FieldsRead =
  | { readonly paths: Set<PathKey> }
  | { readonly error: string; readonly limit: boolean };

/**
 * Whether a FieldsV1 key is a path element structured-merge-diff reads (fieldpath
 * DeserializePathElement): `f:<name>`, `k:<JSON object>`, `v:<JSON>`, `i:<integer>`; null for
 * an element of a type it does not know, which it skips.
 */
function readElement(key: string): boolean | null {
  if (key.length < 2 || key[1] !== ":") return false;
  const body = key.slice(2);
  switch (key[0]) {
    case "f":
      return true;
    case "i":
      return /^[+-]?\d+$/.test(body);
    case "k":
    case "v":
      try {
        const value: unknown = JSON.parse(body);
        return key[0] === "v" || isObject(value);
      } catch {
        return false;
      }
    default:
      return null;
  }
}

/**
 * The paths of a FieldsV1 object, read without recursion (as fieldpath's readIterV1): an error
 * when it is not one, or (`limit`) when it nests past MAX_FIELDS_V1_DEPTH or its paths take more
 * characters than the budget has left.
 */
export function readFieldsV1(
  fields: unknown,
  budget: FieldsBudget = { chars: Number.POSITIVE_INFINITY },
): FieldsRead {
  if (!isObject(fields)) return { error: "must be an object", limit: false };
  const out = new Set<PathKey>();
  // Each node with its path (joined) and its depth.
  const stack: [Json, PathKey, number][] = [[fields, "", 0]];
  while (stack.length > 0) {
    const [node, path, depth] = stack.pop()!;
    if (depth + 1 > MAX_FIELDS_V1_DEPTH)
      return { error: `may not nest deeper than ${MAX_FIELDS_V1_DEPTH} levels`, limit: true };
    for (const k of Object.keys(node)) {
      const child = node[k];
      if (!isObject(child))
        return { error: `${JSON.stringify(k)} must hold an object`, limit: false };
      let member: PathKey | undefined;
      if (k === ".") {
        if (depth > 0) member = path;
      } else {
        const element = readElement(k);
        if (element === null) continue;
        if (!element) return { error: `${JSON.stringify(k)} is not a path element`, limit: false };
        const at = depth === 0 ? k : path + SEP + k;
        if (Object.keys(child).length === 0) member = at;
        else stack.push([child, at, depth + 1]);
      }
      if (member === undefined) continue;
      // What the set holds: each member's whole path.
      budget.chars -= member.length;
      if (budget.chars < 0)
        return { error: "its field paths take more characters than allowed", limit: true };
      out.add(member);
    }
  }
  return { paths: out };
}

/** The paths of a FieldsV1 object; undefined when it is not one (or is past the limits of readFieldsV1). */
export function fromFieldsV1(fields: unknown): Set<PathKey> | undefined {
  const read = readFieldsV1(fields);
  return "paths" in read ? read.paths : undefined;
}

/** A path as structured-merge-diff prints it: `.spec.containers[name="nginx"].image`, `.metadata.finalizers[="x"]`. */
export function pathString(key: PathKey): string {
  let out = "";
  for (const element of elementsOf(key)) {
    const body = element.slice(2);
    if (element.startsWith("f:")) out += `.${body}`;
    else if (element.startsWith("v:")) out += `[=${body}]`;
    else if (element.startsWith("k:")) {
      const fields = JSON.parse(body) as Json;
      out += `[${Object.entries(fields)
        .map(([k, v]) => `${k}=${JSON.stringify(v)}`)
        .join(",")}]`;
    } else out += `[${body}]`;
  }
  return out;
}
