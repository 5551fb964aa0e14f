/** Whether literal values of a spec (defaults, enum entries, condition values) fit a shape. */
import type { Scalar, Shape } from "../model/model.js";
import { enumOf, underlying, type TypeLookup } from "../model/queries.js";
import { didYouMean } from "./diagnostics.js";

const INT32 = { min: -2147483648, max: 2147483647 };

/** The JSON kinds a scalar accepts. */
function scalarAccepts(scalar: Scalar, value: unknown): boolean {
  switch (scalar) {
    case "string":
    case "bytes":
    case "duration":
    case "time":
    case "microtime":
      return typeof value === "string";
    case "boolean":
      return typeof value === "boolean";
    case "int32":
      return (
        Number.isInteger(value) && (value as number) >= INT32.min && (value as number) <= INT32.max
      );
    case "int64":
      return Number.isInteger(value);
    case "float32":
    case "float64":
      return typeof value === "number";
    case "quantity":
      return typeof value === "string" || typeof value === "number";
    case "int-or-string":
      return typeof value === "string" || Number.isInteger(value);
    case "object":
      return typeof value === "object" && value !== null && !Array.isArray(value);
    case "any":
      return true;
  }
}

/** A problem with `value` as a value of `shape`, or undefined when it fits. */
export function valueProblem(value: unknown, shape: Shape, lookup: TypeLookup): string | undefined {
  const allowed = enumOf(shape, lookup);
  if (allowed && !allowed.some((e) => e.value === value)) {
    const values = allowed.map((e) => JSON.stringify(e.value));
    return `${JSON.stringify(value)} is not one of the enum values ${values.join(", ")}${
      typeof value === "string"
        ? didYouMean(
            value,
            allowed.map((e) => String(e.value)),
          )
        : ""
    }`;
  }
  const u = underlying(shape, lookup);
  if (!u) return undefined;
  if (u.kind === "object") {
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? undefined
      : `${JSON.stringify(value)} is not an object (${u.name})`;
  }
  if (u.kind === "array") {
    if (!Array.isArray(value)) return `${JSON.stringify(value)} is not a list`;
    for (const item of value) {
      const problem = valueProblem(item, u.items, lookup);
      if (problem) return problem;
    }
    return undefined;
  }
  if (u.kind === "map") {
    if (typeof value !== "object" || value === null || Array.isArray(value))
      return `${JSON.stringify(value)} is not a map`;
    for (const item of Object.values(value)) {
      const problem = valueProblem(item, u.values, lookup);
      if (problem) return problem;
    }
    return undefined;
  }
  if (u.kind === "scalar" && !scalarAccepts(u.scalar, value))
    return `${JSON.stringify(value)} is not a valid ${u.scalar}`;
  return undefined;
}

/** The kind of literal a bound needs on a scalar: numbers, durations or quantities. */
