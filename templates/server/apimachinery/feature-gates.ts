/**
 * Feature gates, as the API server takes them (`--feature-gates=Name=true,...`): the gates the
 * specs name on alpha and beta fields, with Kubernetes' defaults (pkg/features/kube_features.go:
 * the alpha gates are off, the beta ones the specs name on; DRA's are beta and on since 1.36), and what a gate that is off does on writes: its
 * fields are dropped, as Kubernetes' strategies drop disabled fields (dropDisabledFields),
 * unless the stored object already uses them.
 */

/** Kubernetes' defaults of the gates the specs name. */
export const DEFAULT_FEATURE_GATES: Readonly<Record<string, boolean>> = {
  AllowUnsafeMalformedObjectDeletion: false,
  CoordinatedLeaderElection: false,
  DRAConsumableCapacity: true,
  DRAPartitionableDevices: true,
  DRAPartitionableDevicesType: false,
  DRAResourcePoolStatus: false,
  LoggingAlphaOptions: false,
  ShardedListAndWatch: false,
  StructuredAuthenticationConfigurationEgressSelector: false,
};

export class FeatureGates {
  private readonly gates: Readonly<Record<string, boolean>>;

  constructor(overrides: Readonly<Record<string, boolean>> = {}) {
    for (const name of Object.keys(overrides)) {
      if (!Object.prototype.hasOwnProperty.call(DEFAULT_FEATURE_GATES, name)) throw new Error(`unrecognized feature gate: ${name}`);
    }
    this.gates = { ...DEFAULT_FEATURE_GATES, ...overrides };
  }

  enabled(name: string): boolean {
    return this.gates[name] === true;
  }
}

/** `Name=true,Other=false` (the --feature-gates flag); errors worded as Kubernetes' flag parsing words them. */
export function parseFeatureGates(text: string): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  for (const entry of text.split(",").map((e) => e.trim()).filter((e) => e !== "")) {
    const [name, value, ...rest] = entry.split("=");
    if (value === undefined || rest.length > 0) throw new Error(`missing bool value for ${entry}`);
    const key = name!.trim();
    if (!Object.prototype.hasOwnProperty.call(DEFAULT_FEATURE_GATES, key)) throw new Error(`unrecognized feature gate: ${key}`);
    const v = value.trim().toLowerCase();
    if (v !== "true" && v !== "false") throw new Error(`invalid value of ${key}=${value}, err: strconv.ParseBool: parsing ${JSON.stringify(value)}: invalid syntax`);
    out[key] = v === "true";
  }
  return out;
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
export function dropDisabledFields(fields: readonly GatedField[], gates: FeatureGates, object: { [key: string]: unknown }, old?: { [key: string]: unknown }): void {
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
  return children(value, step).some((object) => inUse((object as Record<string, unknown>)[step], rest));
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
