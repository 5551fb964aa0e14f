/**
 * Feature gates, as Kubernetes' components take them (`--feature-gates=Name=true,...`): the
 * gates the specs name on alpha and beta fields, with Kubernetes' defaults
 * (pkg/features/kube_features.go and component-base/logs/api/v1: the alpha gates are off, the
 * beta ones the specs name on, except CoordinatedLeaderElection, beta and off; DRA's are beta and
 * on since 1.36; StructuredAuthenticationConfigurationEgressSelector since 1.34; ManifestBasedAdmissionControlConfig is alpha in 1.36). The validators report a
 * configuration field whose gate is off as Kubernetes does ("Feature X is disabled"); the
 * server drops the gated fields of served objects (server/apimachinery/feature-gates.ts).
 */
import { type Collector } from "./errors.js";
/** Kubernetes' defaults of the gates the specs name. */
export declare const DEFAULT_FEATURE_GATES: Readonly<Record<string, boolean>>;
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
/** Kubernetes' defaults with `overrides`; a gate the specs do not name is an error, as Kubernetes' flag parsing says. */
export declare function featureGates(
  overrides?: Readonly<Record<string, boolean>>,
): Readonly<Record<string, boolean>>;
/** `Name=true,Other=false` (the --feature-gates flag); errors worded as Kubernetes' flag parsing words them. */
export declare function parseFeatureGates(text: string): Record<string, boolean>;
/** Whether a gate is on for a validation: as set in its options, else Kubernetes' default. */
export declare function gateEnabled(c: Collector, gate: string): boolean;
/**
 * A configuration field that holds a value while its gate is off: reported as Kubernetes'
 * configuration validation reports it (Forbidden "Feature X is disabled" unless the spec's
 * `gateError` says otherwise).
 */
export declare function checkGate(
  c: Collector,
  gate: string,
  path: string,
  value: unknown,
  error?: {
    type: "Invalid" | "Forbidden";
    detail: string;
  },
): void;
