// Copied by corespec from templates/server/http/query.ts. DO NOT EDIT: change the template and run `npm run generate`.
import { parseInt64 as parseGoInt64 } from "../apimachinery/int64.js";
import { badRequest } from "../apimachinery/status.js";
export function parseInt64(text) {
  const n = parseGoInt64(text);
  return typeof n === "bigint" ? Number(n) : n;
}
export function parseQueryBool(text) {
  return !(text === "0" || text.toLowerCase() === "false");
}
function valuesOf(raw) {
  if (raw === void 0) return [];
  return typeof raw === "string" ? [raw] : raw;
}
export function parseQuery(query, declared) {
  const values = {};
  const lists = {};
  const errors = [];
  for (const name of Object.keys(declared)) {
    if (!Object.prototype.hasOwnProperty.call(query, name)) continue;
    const all = valuesOf(query[name]);
    if (all.length === 0) continue;
    const first = String(all[0]);
    switch (declared[name]) {
      case "string":
        values[name] = first;
        break;
      case "boolean":
        values[name] = parseQueryBool(first);
        break;
      case "integer": {
        const n = parseInt64(first);
        if (typeof n === "number") values[name] = n;
        else errors.push({ type: "FieldValueInvalid", field: name, badValue: first, detail: n });
        break;
      }
      case "list":
        lists[name] = all.map(String);
        break;
    }
  }
  return { values, lists, errors };
}
export function queryError(errors) {
  const first = errors[0];
  return badRequest(first === void 0 ? "invalid query parameters" : first.detail);
}
