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
  gates;
  constructor(overrides = {}) {
    this.gates = featureGates(overrides);
  }
  /** Every gate with its value, as the validators take them. */
  all() {
    return this.gates;
  }
  enabled(name) {
    return this.gates[name] === true;
  }
}
/**
 * Drops the fields of disabled gates from `object` (on create), or those the stored object
 * `old` does not use (on update), as Kubernetes' strategies do.
 */
export function dropDisabledFields(fields, gates, object, old) {
  for (const field of fields) {
    if (gates.enabled(field.gate)) continue;
    if (old !== undefined && inUse(old, field.path)) continue;
    drop(object, field.path);
  }
}
function children(value, step) {
  if (step === "*") return Array.isArray(value) ? value : [];
  return typeof value === "object" && value !== null && !Array.isArray(value) ? [value] : [];
}
function inUse(value, path) {
  const [step, ...rest] = path;
  if (step === undefined) return value !== undefined && value !== null;
  if (step === "*") return children(value, step).some((item) => inUse(item, rest));
  return children(value, step).some((object) => inUse(object[step], rest));
}
function drop(value, path) {
  const [step, ...rest] = path;
  if (step === undefined) return;
  if (step === "*") {
    for (const item of children(value, step)) drop(item, rest);
    return;
  }
  for (const object of children(value, step)) {
    if (rest.length === 0) delete object[step];
    else drop(object[step], rest);
  }
}
