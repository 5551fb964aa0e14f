// Copied by corespec from templates/server/http/query.ts. DO NOT EDIT: change the template and run `npm run generate`.
import { parseInt64 as parseGoInt64 } from "../apimachinery/int64.js";
import { badRequest } from "../apimachinery/status.js";
/** strconv.ParseInt(s, 10, 64): the number, or Go's error text. */
export function parseInt64(text) {
  const n = parseGoInt64(text);
  return typeof n === "bigint" ? Number(n) : n;
}
/** Convert_Slice_string_To_bool: false only for `0` and `false` (any case). */
export function parseQueryBool(text) {
  return !(text === "0" || text.toLowerCase() === "false");
}
function valuesOf(raw) {
  if (raw === undefined) return [];
  return typeof raw === "string" ? [raw] : raw;
}
/** Decode the declared parameters of a query. */
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
        else
          errors.push({
            type: "FieldValueInvalid",
            field: name,
            badValue: first,
            detail: n,
          });
        break;
      }
      case "list":
        lists[name] = all.map(String);
        break;
    }
  }
  return {
    values,
    lists,
    errors,
  };
}
/**
 * The 400 BadRequest for malformed query parameters. Kubernetes stops at the first and sends
 * its conversion error alone (`strconv.ParseInt: parsing "abc": invalid syntax`).
 */
export function queryError(errors) {
  const first = errors[0];
  return badRequest(first === undefined ? "invalid query parameters" : first.detail);
}
