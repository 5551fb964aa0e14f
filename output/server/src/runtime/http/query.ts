// Copied by corespec from templates/server/http/query.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * Query parameters as Kubernetes decodes them into ListOptions, GetOptions, DeleteOptions, ...
 * (runtime.Convert_Slice_string_To_*):
 *
 * - a repeated parameter counts by its first value (`?limit=1&limit=2` is 1), except lists
 *   such as `dryRun`, which keep every value;
 * - booleans: `0` and `false` (any case) are false, anything else is true, even an empty value
 *   (`?watch` and `?watch=` both watch);
 * - integers: base 10 int64 with an optional sign, nothing else (`strconv.ParseInt(s, 10, 64)`);
 *   an empty value is malformed too;
 * - parameters not declared are ignored.
 *
 * A malformed value gives a FieldError; `queryError` turns them into the 400 BadRequest
 * Kubernetes answers (`strconv.ParseInt: parsing "abc": invalid syntax`).
 */
import type { FieldError } from "@corespec/api/runtime/errors.js";
import { parseInt64 as parseGoInt64 } from "../apimachinery/int64.js";
import { ApiError, badRequest } from "../apimachinery/status.js";

/** How a parameter decodes: `list` keeps every value (`dryRun`). */
export type QueryParamType = "string" | "boolean" | "integer" | "list";

/** A request's query: fastify gives a string, or an array when the parameter repeats. */
export type RawQuery = Readonly<Record<string, string | readonly string[] | undefined>>;

export interface ParsedQuery {
  /** Declared scalar parameters that were sent, decoded. */
  values: Record<string, string | boolean | number>;
  /** Declared `list` parameters that were sent, every value in order. */
  lists: Record<string, string[]>;
  /** One FieldError per malformed parameter (field: its name). */
  errors: FieldError[];
}

/** strconv.ParseInt(s, 10, 64): the number, or Go's error text. */
export function parseInt64(text: string): number | string {
  const n = parseGoInt64(text);
  return typeof n === "bigint" ? Number(n) : n;
}

/** Convert_Slice_string_To_bool: false only for `0` and `false` (any case). */
export function parseQueryBool(text: string): boolean {
  return !(text === "0" || text.toLowerCase() === "false");
}

function valuesOf(raw: string | readonly string[] | undefined): readonly string[] {
  if (raw === undefined) return [];
  return typeof raw === "string" ? [raw] : raw;
}

/** Decode the declared parameters of a query. */
export function parseQuery(
  query: RawQuery,
  declared: Readonly<Record<string, QueryParamType>>,
): ParsedQuery {
  const values: Record<string, string | boolean | number> = {};
  const lists: Record<string, string[]> = {};
  const errors: FieldError[] = [];
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

/**
 * The 400 BadRequest for malformed query parameters. Kubernetes stops at the first and sends
 * its conversion error alone (`strconv.ParseInt: parsing "abc": invalid syntax`).
 */
export function queryError(errors: readonly FieldError[]): ApiError {
  const first = errors[0];
  return badRequest(first === undefined ? "invalid query parameters" : first.detail);
}
