// Copied by corespec from templates/server/apimachinery/apply/field-set.ts. DO NOT EDIT: change the template and run `npm run generate`.
import { isObject } from "../patch/values.js";
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
/** FieldsV1 of a set of paths. */
export function toFieldsV1(paths) {
  const root = {};
  for (const key of paths) {
    let node = root;
    for (const element of elementsOf(key)) {
      if (!isObject(node[element])) node[element] = {};
      node = node[element];
    }
    node["."] = {};
  }
  // `.` only where a member has members below it; a leaf member is `{}`.
  const stack = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    for (const [k, child] of Object.entries(node)) {
      if (k === "." || !isObject(child)) continue;
      if (Object.keys(child).length === 1 && "." in child) delete child["."];
      stack.push(child);
    }
  }
  return sortKeys(root);
}
function sortKeys(node) {
  const out = {};
  for (const k of Object.keys(node).sort())
    out[k] = isObject(node[k]) ? sortKeys(node[k]) : node[k];
  return out;
}
/** The paths of a FieldsV1 object; undefined when it is not one. */
export function fromFieldsV1(fields) {
  if (!isObject(fields)) return undefined;
  const out = new Set();
  const stack = [[fields, []]];
  while (stack.length > 0) {
    const [node, path] = stack.pop();
    for (const [k, child] of Object.entries(node)) {
      if (!isObject(child)) return undefined;
      if (k === ".") {
        if (path.length > 0) out.add(pathKey(path));
        continue;
      }
      if (!/^[fkvi]:/.test(k)) return undefined;
      if (Object.keys(child).length === 0) out.add(pathKey([...path, k]));
      else stack.push([child, [...path, k]]);
    }
  }
  return out;
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
