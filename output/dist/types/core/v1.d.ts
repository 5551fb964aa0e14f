import type { Quantity, UID } from "../meta.core.io/v1.js";
/** Enough information to inspect or modify the referred object. Kubernetes treats it as an atomic structure. */
export interface ObjectReference {
  /** Kind of the referent. */
  kind?: string;
  /** Namespace of the referent. */
  namespace?: string;
  /** Name of the referent. */
  name?: string;
  /** UID of the referent. */
  uid?: UID;
  /** API version of the referent. */
  apiVersion?: string;
  /** Specific resourceVersion to which this reference is made, if any. */
  resourceVersion?: string;
  /** When referring to a piece of an object instead of the entire object, a JSON/Go field access statement such as `desiredState.manifest.containers[2]`. For a container within a pod it takes values like `spec.containers{name}` (the container that triggered the event) or, when no container name is given, `spec.containers[2]` (the container with index 2). */
  fieldPath?: string;
}
/** The component and host that generated an event. */
export interface EventSource {
  /** Component from which the event is generated. */
  component?: string;
  /** Node name on which the event is generated. */
  host?: string;
}
/**
 * Attached to a pod (or added to it, e.g. by a RuntimeClass), makes it tolerate any taint that matches the triple <key, value, effect> using the matching operator.
 *
 * Rules:
 * - `value` must be label-value when `operator` is none of `Exists`, `Gt` or `Lt`.
 * - `value` must not be set when `operator` is `Exists`.
 * - `operator` is required when `key` is not set.
 * - `operator` must be one of `Exists` when `key` is not set.
 * - `effect` is required when `tolerationSeconds` is set.
 * - `effect` must be one of `NoExecute` when `tolerationSeconds` is set.
 */
export interface Toleration {
  /**
   * The taint key the toleration applies to; a qualified name. Empty matches all taint keys; if key is empty, operator must be Exists, which matches all values and all keys.
   *
   * Format: a label key: an optional DNS subdomain prefix and `/`, then a name of at most 63 characters.
   */
  key?: string;
  /** The key's relationship to the value. Empty means Equal. Exists is a wildcard for the value, so that a pod can tolerate all taints of a particular category. */
  operator?: TolerationOperator;
  /** The taint value the toleration matches. Must be empty when operator is Exists, otherwise a valid label value. */
  value?: string;
  /** The taint effect to match. Empty matches all taint effects. */
  effect?: TaintEffect;
  /** How long the toleration tolerates the taint; only for effect NoExecute. Unset means tolerate the taint forever (do not evict). Zero and negative values are treated as 0 (evict immediately). */
  tolerationSeconds?: number;
}
/**
 * The relationship between a toleration's key and value.
 *
 * - `Exists`: The taint has the key, whatever its value (a wildcard for the value).
 * - `Equal`: The taint has the key and the value. The default when empty.
 * - `Gt`: The taint's value, an integer, is greater than the toleration's (Kubernetes 1.35, behind TaintTolerationComparisonOperators).
 * - `Lt`: The taint's value, an integer, is less than the toleration's (Kubernetes 1.35, behind TaintTolerationComparisonOperators).
 */
export type TolerationOperator = "Exists" | "Equal" | "Gt" | "Lt";
/**
 * The effect of a taint on pods that do not tolerate it.
 *
 * - `NoSchedule`: New pods are not scheduled onto the node unless they tolerate the taint; pods submitted to the node agent directly and already-running pods are allowed. Enforced by the scheduler.
 * - `PreferNoSchedule`: Like NoSchedule, but the scheduler only tries not to schedule new pods onto the node instead of prohibiting it. Enforced by the scheduler.
 * - `NoExecute`: Already-running pods that do not tolerate the taint are evicted (after their tolerationSeconds, if set). Enforced by the node lifecycle controller.
 */
export type TaintEffect = "NoSchedule" | "PreferNoSchedule" | "NoExecute";
/**
 * The name of a resource in a ResourceList, e.g. `cpu`, `memory`, `ephemeral-storage`, or a domain-prefixed extended resource such as `example.com/device`.
 *
 * Format: a qualified name: an optional DNS subdomain prefix and `/`, then a name of at most 63 characters.
 */
export type ResourceName = string;
/**
 * A set of (resource name, quantity) pairs.
 *
 * Keys: format: a qualified name: an optional DNS subdomain prefix and `/`, then a name of at most 63 characters.
 */
export type ResourceList = Record<string, Quantity>;
