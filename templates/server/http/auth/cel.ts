/**
 * The CEL programs of authentication and authorization configurations (claim validation and
 * mapping rules, user validation rules, webhook match conditions), compiled once per expression
 * text and kept, as Kubernetes compiles them when it loads the configuration.
 */
import { Environment } from "@marcbachmann/cel-js";

export type CelProgram = (variables: Readonly<Record<string, unknown>>) => unknown;

const environment = new Environment({
  unlistedVariablesAreDyn: true,
  enableOptionalTypes: true,
  homogeneousAggregateLiterals: false,
});
const programs = new Map<string, CelProgram>();

/** The compiled program of an expression; throws on a syntax error. */
export function celProgram(expression: string): CelProgram {
  let program = programs.get(expression);
  if (program === undefined) {
    const parsed = environment.parse(expression);
    program = (variables) => parsed(variables as Record<string, unknown>) as unknown;
    programs.set(expression, program);
  }
  return program;
}

/** A CEL value as JSON: bigints become numbers, Maps objects, CEL optionals their value. */
export function celValue(value: unknown): unknown {
  if (typeof value === "bigint") return Number(value);
  if (Array.isArray(value)) return value.map(celValue);
  if (value instanceof Map)
    return Object.fromEntries([...value].map(([k, v]) => [String(k), celValue(v)]));
  return value;
}
