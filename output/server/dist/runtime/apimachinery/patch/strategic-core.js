// Copied by corespec from templates/server/apimachinery/patch/strategic-core.ts. DO NOT EDIT: change the template and run `npm run generate`.
/** The vocabulary of strategic merge patch: its directives, value kinds and errors, worded as k8s.io/apimachinery strategicpatch words them. */
import { goValue } from "./values.js";
export const DIRECTIVE = "$patch";
export const RETAIN_KEYS = "$retainKeys";
export const DELETE_FROM_PRIMITIVE_LIST = "$deleteFromPrimitiveList";
export const SET_ELEMENT_ORDER = "$setElementOrder";
export const ERR_BAD_PRIMITIVE_LIST = "invalid patch format of primitive list";
export const ERR_BAD_RETAIN_KEYS = "invalid patch format of retainKeys";
export const ERR_BAD_SET_ELEMENT_ORDER = "invalid patch format of setElementOrder list";
export const ERR_NO_LIST_OF_LISTS = "lists of lists are not supported";
/** A patch that does not apply: `invalid` ones are 422 in Kubernetes, the others 400 here. */
export class SmpError extends Error {
  invalid;
  constructor(message, invalid = false) {
    super(message);
    this.invalid = invalid;
  }
}
export function kindOf(value) {
  if (value === null || value === undefined) return "nil";
  if (Array.isArray(value)) return "slice";
  if (typeof value === "object") return "map";
  if (typeof value === "string") return "string";
  if (typeof value === "boolean") return "bool";
  return "number";
}
export function goType(value) {
  switch (kindOf(value)) {
    case "map":
      return "map[string]interface {}";
    case "slice":
      return "[]interface {}";
    case "string":
      return "string";
    case "bool":
      return "bool";
    case "number":
      return Number.isInteger(value) ? "int64" : "float64";
    case "nil":
      return "%!s(<nil>)";
  }
}
export function errNoMergeKey(m, key) {
  return new SmpError(`map: ${goValue(m)} does not contain declared merge key: ${key}`);
}
export function errBadArgType(expected, actual) {
  return new SmpError(`expected a ${expected}, but received a ${goType(actual)}`);
}
export function errBadPatchType(t, m) {
  return new SmpError(`unknown patch type: ${goValue(t)} in map: ${goValue(m)}`);
}
