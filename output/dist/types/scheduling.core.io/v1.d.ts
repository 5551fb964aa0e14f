import type { ListMeta, ObjectMeta } from "../meta.core.io/v1.js";
/**
 * Maps a priority class name to an integer priority value. Pods name the class to receive its priority.
 *
 * Rules:
 * - `metadata.name` is invalid when `metadata.name` starts with `system-` and `metadata.name` is none of `system-node-critical` or `system-cluster-critical`.
 * - `metadata.name` is invalid when `metadata.name` is `system-node-critical` and `value` is not `2000001000`.
 * - `metadata.name` is invalid when `metadata.name` is `system-cluster-critical` and `value` is not `2000000000`.
 * - `metadata.name` is invalid when `metadata.name` is one of `system-node-critical` or `system-cluster-critical` and `globalDefault` is `true`.
 * - `metadata.name` is invalid when `metadata.name` does not start with `system-` and `value` is greater than 1000000000.
 */
export interface PriorityClass {
  /** The versioned schema of this representation: `scheduling.core.io/v1`. */
  apiVersion?: "scheduling.core.io/v1";
  /** The REST resource kind: `PriorityClass`. Cannot be updated. */
  kind?: "PriorityClass";
  /** Standard object metadata. Names starting with `system-` are reserved for the built-in system classes (system-node-critical, system-cluster-critical). */
  metadata?: ObjectMeta;
  /**
   * The priority that pods receive when they name this class. Any valid integer; Kubernetes limits user-defined classes (names without the `system-` prefix) to at most 1000000000 (one billion) and keeps larger values for the built-in system classes. Cannot be changed in an update.
   *
   * Immutable.
   */
  value?: number;
  /** Marks the class as the default priority for pods without a class. Only one class may be marked; if several are marked true, the smallest value among them is used as the default. */
  globalDefault?: boolean;
  /** Free text, usually guidance on when to use the class. */
  description?: string;
  /**
   * Whether pods of this class may preempt lower-priority pods. Defaults to `PreemptLowerPriority` when unset. Cannot be changed in an update.
   *
   * Immutable.
   *
   * @defaultValue `PreemptLowerPriority`
   */
  preemptionPolicy?: PreemptionPolicy;
}
/** A list of PriorityClass objects. */
export interface PriorityClassList {
  /** The versioned schema of this representation: `scheduling.core.io/v1`. */
  apiVersion?: "scheduling.core.io/v1";
  /** The REST resource kind: `PriorityClassList`. Cannot be updated. */
  kind?: "PriorityClassList";
  /** Standard list metadata. */
  metadata?: ListMeta;
  /**
   * The PriorityClass objects.
   *
   * Required.
   */
  items: PriorityClass[];
}
/**
 * Whether pods of a priority class preempt lower-priority pods.
 *
 * - `Never`: Pods never preempt lower-priority pods; they wait in the scheduling queue until resources free up.
 * - `PreemptLowerPriority`: Pods may preempt lower-priority pods to make room for themselves.
 */
export type PreemptionPolicy = "Never" | "PreemptLowerPriority";
