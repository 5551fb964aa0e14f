// Copied by corespec from templates/runtime/compare.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * The spec's `compare` and `derived` rules: values compared, or summed, as numbers, strings,
 * semantic versions, durations, quantities, IP families or URLs (without trailing slashes). A value that is missing, of another
 * type or that does not parse is not compared (its own field check reports it), except a
 * string that is not a semantic version, which compares as equal (Kubernetes' check of
 * `emulationVersion` does so).
 */
import { parseDuration } from "./duration.js";
import { ipFamily } from "./ip.js";
import {
  addQuantity,
  compareQuantity,
  parseQuantity,
  subtractQuantity,
  type Quantity,
} from "./quantity.js";
import { compareSemver } from "./semver.js";

export type CompareAs =
  | "number"
  | "string"
  | "semver"
  | "duration"
  | "quantity"
  | "ip-family"
  | "url";
export type CompareOp = "<" | "<=" | "==" | "!=" | ">=" | ">";

/** The value made comparable as `as`; undefined when it cannot be. */
function comparable(value: unknown, as: CompareAs): unknown {
  switch (as) {
    case "number":
      return typeof value === "number" ? value : undefined;
    case "string":
    case "semver":
      return typeof value === "string" ? value : undefined;
    case "duration":
      return typeof value === "string" ? parseDuration(value) : undefined;
    case "quantity":
      return typeof value === "string" || typeof value === "number"
        ? parseQuantity(value)
        : undefined;
    case "ip-family":
      return typeof value === "string" ? ipFamily(value) : undefined;
    // URLs as Kubernetes compares issuer URLs: without their trailing slashes (strings.TrimRight).
    case "url":
      return typeof value === "string" ? value.replace(/\/+$/, "") : undefined;
  }
}

function holds(order: number, op: CompareOp): boolean {
  switch (op) {
    case "<":
      return order < 0;
    case "<=":
      return order <= 0;
    case "==":
      return order === 0;
    case "!=":
      return order !== 0;
    case ">=":
      return order >= 0;
    case ">":
      return order > 0;
  }
}

/** -1, 0 or 1 as a is below, equal to or above b; unordered values (IP families) compare as equal or not. */
function order(a: unknown, b: unknown, as: CompareAs): number {
  if (as === "semver") return compareSemver(a as string, b as string) ?? 0;
  if (as === "quantity") return compareQuantity(a as Quantity, b as Quantity);
  return a === b ? 0 : (a as number | string) < (b as number | string) ? -1 : 1;
}

/** Whether `left op right` holds as `as`; true when either value cannot be compared. */
export function compareHolds(left: unknown, op: CompareOp, right: unknown, as: CompareAs): boolean {
  const a = comparable(left, as);
  const b = comparable(right, as);
  return a === undefined || b === undefined || holds(order(a, b, as), op);
}

/** Whether `value` equals the sum, or the difference left to right, of `parts`; true when any cannot be compared. */
export function derivationHolds(
  value: unknown,
  op: "sum" | "difference",
  parts: readonly unknown[],
  as: "number" | "quantity",
): boolean {
  const actual = comparable(value, as);
  if (actual === undefined) return true;
  let combined: unknown;
  for (const part of parts) {
    const v = comparable(part, as);
    if (v === undefined) return true;
    if (combined === undefined) combined = v;
    else if (as === "quantity")
      combined =
        op === "sum"
          ? addQuantity(combined as Quantity, v as Quantity)
          : subtractQuantity(combined as Quantity, v as Quantity);
    else
      combined =
        op === "sum" ? (combined as number) + (v as number) : (combined as number) - (v as number);
  }
  return order(actual, combined, as) === 0;
}
