// Copied by corespec from templates/server/apimachinery/feature-gates.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * Feature gates in the API server (`--feature-gates=Name=true,...`; the gates and their
 * defaults live in the validation runtime, runtime/feature-gates.ts), and what a gate that is
 * off does on writes: its fields are dropped, as Kubernetes' strategies drop disabled fields
 * (dropDisabledFields), unless the stored object already uses them.
 */

import { featureGates } from "@corespec/api/runtime/feature-gates.js";

export { DEFAULT_FEATURE_GATES, parseFeatureGates } from "@corespec/api/runtime/feature-gates.js";

export class FeatureGates {
  private readonly gates: Readonly<Record<string, boolean>>;

  constructor(overrides: Readonly<Record<string, boolean>> = {}) {
    this.gates = featureGates(overrides);
  }

  /** Every gate with its value, as the validators take them. */
  all(): Readonly<Record<string, boolean>> {
    return this.gates;
  }

  enabled(name: string): boolean {
    return this.gates[name] === true;
  }
}

/** A field behind a gate: its path from the object (`*` for every item of a list). */
export interface GatedField {
  readonly path: readonly string[];
  readonly gate: string;
}

/**
 * Drops the fields of disabled gates from `object` (on create), or those the stored object
 * `old` does not use (on update), as Kubernetes' strategies do.
 */
export function dropDisabledFields(
  fields: readonly GatedField[],
  gates: FeatureGates,
  object: { [key: string]: unknown },
  old?: { [key: string]: unknown },
): void {
  for (const field of fields) {
    if (gates.enabled(field.gate)) continue;
    if (old !== undefined && inUse(old, field.path)) continue;
    drop(object, field.path);
  }
}

function children(value: unknown, step: string): unknown[] {
  if (step === "*") return Array.isArray(value) ? value : [];
  return typeof value === "object" && value !== null && !Array.isArray(value) ? [value] : [];
}

function inUse(value: unknown, path: readonly string[]): boolean {
  const [step, ...rest] = path;
  if (step === undefined) return value !== undefined && value !== null;
  if (step === "*") return children(value, step).some((item) => inUse(item, rest));
  return children(value, step).some((object) =>
    inUse((object as Record<string, unknown>)[step], rest),
  );
}

function drop(value: unknown, path: readonly string[]): void {
  const [step, ...rest] = path;
  if (step === undefined) return;
  if (step === "*") {
    for (const item of children(value, step)) drop(item, rest);
    return;
  }
  for (const object of children(value, step) as Record<string, unknown>[]) {
    if (rest.length === 0) delete object[step];
    else drop(object[step], rest);
  }
}
