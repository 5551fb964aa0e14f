// Copied by corespec from templates/runtime/feature-gates.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * Feature gates, as Kubernetes' components take them (`--feature-gates=Name=true,...`): the
 * gates the specs name on alpha and beta fields, with Kubernetes' defaults
 * (pkg/features/kube_features.go and component-base/logs/api/v1: the alpha gates are off, the
 * beta ones the specs name on, except CoordinatedLeaderElection, beta and off; DRA's are beta and
 * on since 1.36; StructuredAuthenticationConfigurationEgressSelector since 1.34; ManifestBasedAdmissionControlConfig is alpha in 1.36). The validators report a
 * configuration field whose gate is off as Kubernetes does ("Feature X is disabled"); the
 * server drops the gated fields of served objects (server/apimachinery/feature-gates.ts).
 */

import { forbidden, invalid, type Collector } from "./errors.js";

/** Kubernetes' defaults of the gates the specs name. */
export const DEFAULT_FEATURE_GATES: Readonly<Record<string, boolean>> = {
  AllowUnsafeMalformedObjectDeletion: false,
  CoordinatedLeaderElection: false,
  DRAConsumableCapacity: true,
  DRAPartitionableDevices: true,
  DRAPartitionableDevicesType: false,
  DRAResourcePoolStatus: false,
  LoggingAlphaOptions: false,
  ManifestBasedAdmissionControlConfig: false,
  ShardedListAndWatch: false,
  StructuredAuthenticationConfigurationEgressSelector: true,
};

/** The options every validator takes. */
export interface ValidateOptions {
  /** Gates to turn on or off (`{ LoggingAlphaOptions: true }`); the others keep Kubernetes' defaults. */
  readonly featureGates?: Readonly<Record<string, boolean>>;
  /**
   * validateUpdate only: ratchet, as Kubernetes validates custom resources (KEP-4008): an error
   * about a value the update left unchanged is dropped (runtime/ratchet.ts). Off by default, as
   * Kubernetes' built-in kinds, which the core.io API mirrors, do not ratchet.
   */
  readonly ratcheting?: boolean;
}

const known = (name: string): boolean =>
  Object.prototype.hasOwnProperty.call(DEFAULT_FEATURE_GATES, name);

/** Kubernetes' defaults with `overrides`; a gate the specs do not name is an error, as Kubernetes' flag parsing says. */
export function featureGates(
  overrides?: Readonly<Record<string, boolean>>,
): Readonly<Record<string, boolean>> {
  if (overrides === undefined) return DEFAULT_FEATURE_GATES;
  const names = Object.keys(overrides);
  if (names.length === 0) return DEFAULT_FEATURE_GATES;
  for (const name of names) {
    if (!known(name)) throw new Error(`unrecognized feature gate: ${name}`);
    if (typeof overrides[name] !== "boolean")
      throw new Error(`feature gate ${name} must be true or false`);
  }
  return Object.freeze({ ...DEFAULT_FEATURE_GATES, ...overrides });
}

/** `Name=true,Other=false` (the --feature-gates flag); errors worded as Kubernetes' flag parsing words them. */
export function parseFeatureGates(text: string): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  for (const entry of text
    .split(",")
    .map((e) => e.trim())
    .filter((e) => e !== "")) {
    const [name, value, ...rest] = entry.split("=");
    if (value === undefined || rest.length > 0) throw new Error(`missing bool value for ${entry}`);
    const key = name!.trim();
    if (!known(key)) throw new Error(`unrecognized feature gate: ${key}`);
    const v = value.trim().toLowerCase();
    if (v !== "true" && v !== "false")
      throw new Error(
        `invalid value of ${key}=${value}, err: strconv.ParseBool: parsing ${JSON.stringify(value)}: invalid syntax`,
      );
    out[key] = v === "true";
  }
  return out;
}

/** Whether a gate is on for a validation: as set in its options, else Kubernetes' default. */
export function gateEnabled(c: Collector, gate: string): boolean {
  return c.gates[gate] ?? DEFAULT_FEATURE_GATES[gate] ?? false;
}

/**
 * A configuration field that holds a value while its gate is off: reported as Kubernetes'
 * configuration validation reports it (Forbidden "Feature X is disabled" unless the spec's
 * `gateError` says otherwise).
 */
export function checkGate(
  c: Collector,
  gate: string,
  path: string,
  value: unknown,
  error?: { type: "Invalid" | "Forbidden"; detail: string },
): void {
  if (gateEnabled(c, gate)) return;
  if (error?.type === "Invalid") invalid(c, path, value, error.detail);
  else forbidden(c, path, error?.detail ?? `Feature ${gate} is disabled`);
}
