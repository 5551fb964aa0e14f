// Copied by corespec from templates/server/apimachinery/apply/field-set.ts. DO NOT EDIT: change the template and run `npm run generate`.
import { isObject } from "../patch/values.js";
const SEP = "\0";
export function pathKey(elements) {
  return elements.join(SEP);
}
export function elementsOf(key) {
  return key === "" ? [] : key.split(SEP);
}
export function childMeta(meta, field) {
  return meta?.fields?.[field] ?? meta?.values;
}
export function keyElement(item, keys) {
  const fields = {};
  for (const k of [...keys].sort()) if (isObject(item) && item[k] !== void 0) fields[k] = item[k];
  return `k:${JSON.stringify(fields)}`;
}
export function valueElement(value) {
  return `v:${JSON.stringify(value)}`;
}
export function listKind(meta) {
  if (meta?.listType === "map" && meta.listMapKeys !== void 0 && meta.listMapKeys.length > 0) return "map";
  if (meta?.listType === "set") return "set";
  return "atomic";
}
const PRESENT = "";
export function fieldValues(root, meta, members = false) {
  const out = /* @__PURE__ */ new Map();
  const child = (key, element) => key === "" ? element : key + SEP + element;
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
        if (map && isObject(item)) for (const k of Object.keys(item)) stack.push([item[k], childMeta(m.items, k), child(at, `f:${k}`)]);
      }
    } else if (key !== "") {
      out.set(key, JSON.stringify(value));
    }
  }
  return out;
}
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
  for (const k of Object.keys(node).sort()) out[k] = isObject(node[k]) ? sortKeys(node[k]) : node[k];
  return out;
}
export function fromFieldsV1(fields) {
  if (!isObject(fields)) return void 0;
  const out = /* @__PURE__ */ new Set();
  const stack = [[fields, []]];
  while (stack.length > 0) {
    const [node, path] = stack.pop();
    for (const [k, child] of Object.entries(node)) {
      if (!isObject(child)) return void 0;
      if (k === ".") {
        if (path.length > 0) out.add(pathKey(path));
        continue;
      }
      if (!/^[fkvi]:/.test(k)) return void 0;
      if (Object.keys(child).length === 0) out.add(pathKey([...path, k]));
      else stack.push([child, [...path, k]]);
    }
  }
  return out;
}
export function pathString(key) {
  let out = "";
  for (const element of elementsOf(key)) {
    const body = element.slice(2);
    if (element.startsWith("f:")) out += `.${body}`;
    else if (element.startsWith("v:")) out += `[=${body}]`;
    else if (element.startsWith("k:")) {
      const fields = JSON.parse(body);
      out += `[${Object.entries(fields).map(([k, v]) => `${k}=${JSON.stringify(v)}`).join(",")}]`;
    } else out += `[${body}]`;
  }
  return out;
}
