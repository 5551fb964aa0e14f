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
import { ApiError } from "../apimachinery/status.js";
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
export declare function parseInt64(text: string): number | string;
/** Convert_Slice_string_To_bool: false only for `0` and `false` (any case). */
export declare function parseQueryBool(text: string): boolean;
/** Decode the declared parameters of a query. */
export declare function parseQuery(
  query: RawQuery,
  declared: Readonly<Record<string, QueryParamType>>,
): ParsedQuery;
/**
 * The 400 BadRequest for malformed query parameters. Kubernetes stops at the first and sends
 * its conversion error alone (`strconv.ParseInt: parsing "abc": invalid syntax`).
 */
export declare function queryError(errors: readonly FieldError[]): ApiError;
