// Copied by corespec from templates/server/apimachinery/apply/field-set.ts. DO NOT EDIT: change the template and run `npm run generate`.
import { isObject, MAX_PATCH_DEPTH } from "../patch/values.js";
const SEP = "\0";
export function pathKey(elements) {
  return elements.join(SEP);
}
export function elementsOf(key) {
  return key === "" ? [] : key.split(SEP);
}
/** The schema below a field of an object (a struct field, else a map's values). */
export function childMeta(meta, field) {
  return meta?.fields?.[field] ?? meta?.values;
}
/** The element of a map-list item: `k:` and the JSON of its key fields, sorted by name. */
export function keyElement(item, keys) {
  const fields = {};
  for (const k of [...keys].sort())
    if (isObject(item) && item[k] !== undefined) fields[k] = item[k];
  return `k:${JSON.stringify(fields)}`;
}
export function valueElement(value) {
  return `v:${JSON.stringify(value)}`;
}
/** Whether a list is a map-list (items by key), a set-list (items by value) or atomic (the default, as in Kubernetes' OpenAPI). */
export function listKind(meta) {
  if (meta?.listType === "map" && meta.listMapKeys !== undefined && meta.listMapKeys.length > 0)
    return "map";
  if (meta?.listType === "set") return "set";
  return "atomic";
}
/** The value a path holds when it is an object that is a member itself (see fieldValues). */
const PRESENT = "";
/**
 * Every path of an object's field set, with what it holds (walked without recursion). With
 * `members`, maps and pointer structs (`member` in the schema) are paths too, as the sets of
 * updates hold them; apply sets hold only the leaves and list items.
 */
export function fieldValues(root, meta, members = false) {
  const out = new Map();
  const child = (key, element) => (key === "" ? element : key + SEP + element);
  const stack = [[root, meta, ""]];
  while (stack.length > 0) {
    const [value, m, key] = stack.pop();
    if (isObject(value) && m?.atomic !== true) {
      const keys = Object.keys(value);
      if (keys.length === 0 && key !== "") out.set(key, "{}");
      else if (members && m?.member === true && key !== "") out.set(key, PRESENT);
      for (const k of keys) stack.push([value[k], childMeta(m, k), child(key, `f:${k}`)]);
    } else if (Array.isArray(value) && listKind(m) !== "atomic") {
      const map = listKind(m) === "map";
      for (const item of value) {
        const at = child(key, map ? keyElement(item, m.listMapKeys) : valueElement(item));
        out.set(at, "");
        if (map && isObject(item))
          for (const k of Object.keys(item))
            stack.push([item[k], childMeta(m.items, k), child(at, `f:${k}`)]);
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
export function toFieldsV1(paths) {
  const root = {};
  /** Members with nothing below them yet. */
  const leaves = new Set();
  for (const key of [...paths].sort()) {
    let node = root;
    for (const element of elementsOf(key)) {
      let child = node[element];
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
export const MAX_FIELDS_V1_DEPTH = MAX_PATCH_DEPTH - 5;
/**
 * Whether a FieldsV1 key is a path element structured-merge-diff reads (fieldpath
 * DeserializePathElement): `f:<name>`, `k:<JSON object>`, `v:<JSON>`, `i:<integer>`; null for
 * an element of a type it does not know, which it skips.
 */
function readElement(key) {
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
        const value = JSON.parse(body);
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
export function readFieldsV1(fields, budget = { chars: Number.POSITIVE_INFINITY }) {
  if (!isObject(fields))
    return {
      error: "must be an object",
      limit: false,
    };
  const out = new Set();
  // Each node with its path (joined) and its depth.
  const stack = [[fields, "", 0]];
  while (stack.length > 0) {
    const [node, path, depth] = stack.pop();
    if (depth + 1 > MAX_FIELDS_V1_DEPTH)
      return {
        error: `may not nest deeper than ${MAX_FIELDS_V1_DEPTH} levels`,
        limit: true,
      };
    for (const k of Object.keys(node)) {
      const child = node[k];
      if (!isObject(child))
        return {
          error: `${JSON.stringify(k)} must hold an object`,
          limit: false,
        };
      let member;
      if (k === ".") {
        if (depth > 0) member = path;
      } else {
        const element = readElement(k);
        if (element === null) continue;
        if (!element)
          return {
            error: `${JSON.stringify(k)} is not a path element`,
            limit: false,
          };
        const at = depth === 0 ? k : path + SEP + k;
        if (Object.keys(child).length === 0) member = at;
        else stack.push([child, at, depth + 1]);
      }
      if (member === undefined) continue;
      // What the set holds: each member's whole path.
      budget.chars -= member.length;
      if (budget.chars < 0)
        return {
          error: "its field paths take more characters than allowed",
          limit: true,
        };
      out.add(member);
    }
  }
  return { paths: out };
}
/** The paths of a FieldsV1 object; undefined when it is not one (or is past the limits of readFieldsV1). */
export function fromFieldsV1(fields) {
  const read = readFieldsV1(fields);
  return "paths" in read ? read.paths : undefined;
}
/** A path as structured-merge-diff prints it: `.spec.containers[name="nginx"].image`, `.metadata.finalizers[="x"]`. */
export function pathString(key) {
  let out = "";
  for (const element of elementsOf(key)) {
    const body = element.slice(2);
    if (element.startsWith("f:")) out += `.${body}`;
    else if (element.startsWith("v:")) out += `[=${body}]`;
    else if (element.startsWith("k:")) {
      const fields = JSON.parse(body);
      out += `[${Object.entries(fields)
        .map(([k, v]) => `${k}=${JSON.stringify(v)}`)
        .join(",")}]`;
    } else out += `[${body}]`;
  }
  return out;
}
