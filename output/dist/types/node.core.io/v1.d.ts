import type { Toleration } from "../core/v1.js";
import type { ListMeta, ObjectMeta, Quantity } from "../meta.core.io/v1.js";
/** A class of container runtime. It is referenced from a pod spec and resolved by the node agent before the pod runs. */
export interface RuntimeClass {
  /** The versioned schema of this representation: `node.core.io/v1`. */
  apiVersion?: "node.core.io/v1";
  /** The REST resource kind: `RuntimeClass`. Cannot be updated. */
  kind?: "RuntimeClass";
  /** Standard object metadata. */
  metadata?: ObjectMeta;
  /**
   * The underlying runtime configuration that the runtime interface implementation uses for pods of this class. Must be lowercase and a DNS label (RFC 1123). The handler is assumed available on every node, and equal names are equivalent on every node. Immutable.
   *
   * Required. Immutable. Format: an RFC 1123 DNS label.
   */
  handler: string;
  /** Resource overhead of running a pod of this class. */
  overhead?: Overhead;
  /** Constraints that place pods of this class on nodes supporting it. When nil, all nodes are assumed to support the class. */
  scheduling?: Scheduling;
}
/** A list of RuntimeClass objects. */
export interface RuntimeClassList {
  /** The versioned schema of this representation: `node.core.io/v1`. */
  apiVersion?: "node.core.io/v1";
  /** The REST resource kind: `RuntimeClassList`. Cannot be updated. */
  kind?: "RuntimeClassList";
  /** Standard list metadata. */
  metadata?: ListMeta;
  /**
   * The RuntimeClass objects.
   *
   * Required.
   */
  items: RuntimeClass[];
}
/** The resource overhead of running a pod of a runtime class. */
export interface Overhead {
  /**
   * Fixed resource overhead per pod, by resource name (e.g. cpu, memory). Kubernetes validates it like container resource limits, so names are standard or domain-qualified resource names and quantities are not negative.
   *
   * Keys: format: a container resource name: `cpu`, `memory`, `ephemeral-storage`, `hugepages-<size>`, or a domain-prefixed (extended) resource name.
   */
  podFixed?: Record<string, Quantity>;
}
/**
 * Constraints that place the pods of a runtime class on the nodes that support it.
 *
 * Rules:
 * - Items of `tolerations` must be unique by `key`, `operator`, `value` and `effect` together.
 */
export interface Scheduling {
  /**
   * Labels required on nodes that support the class. Merged with the pod's own nodeSelector during admission; any conflict causes the pod to be rejected in admission.
   *
   * Keys: format: a label key: an optional DNS subdomain prefix and `/`, then a name of at most 63 characters.
   */
  nodeSelector?: Record<string, string>;
  /** Tolerations appended to the pod's tolerations during admission (duplicates excluded), so that pods of the class can run on tainted nodes that support it. Kubernetes rejects duplicate tolerations in a RuntimeClass. */
  tolerations?: Toleration[];
}
