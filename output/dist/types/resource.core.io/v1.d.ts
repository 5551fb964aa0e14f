import type { ListMeta, ObjectMeta, Quantity, Time } from "../meta.core.io/v1.js";
/** One or more devices of a pool, published by the driver that manages them. A pool may span several slices; `spec.pool.resourceSliceCount` says how many, and consumers only consider the slices of the pool's highest generation. */
export interface ResourceSlice {
  /** The versioned schema of this representation: `resource.core.io/v1`. */
  apiVersion?: "resource.core.io/v1";
  /** The REST resource kind: `ResourceSlice`. Cannot be updated. */
  kind?: "ResourceSlice";
  /** Standard object metadata. */
  metadata?: ObjectMeta;
  /**
   * The devices of the slice and the pool they belong to.
   *
   * Required.
   */
  spec: ResourceSliceSpec;
}
/** A list of ResourceSlice objects. */
export interface ResourceSliceList {
  /** The versioned schema of this representation: `resource.core.io/v1`. */
  apiVersion?: "resource.core.io/v1";
  /** The REST resource kind: `ResourceSliceList`. Cannot be updated. */
  kind?: "ResourceSliceList";
  /** Standard list metadata. */
  metadata?: ListMeta;
  /**
   * The ResourceSlice objects.
   *
   * Required.
   */
  items: ResourceSlice[];
}
/**
 * The devices a slice publishes, and where they are available.
 *
 * Rules:
 * - At least one of `nodeName`, `allNodes` or `perDeviceNodeSelection` must be set.
 * - At most one of `nodeName`, `allNodes` or `perDeviceNodeSelection` may be set.
 * - Items of `devices` must be unique by `name`.
 * - Items of `sharedCounters` must be unique by `name`.
 */
export interface ResourceSliceSpec {
  /**
   * The name of the driver that publishes the slice and manages its devices; a DNS subdomain of at most 63 characters. Immutable.
   *
   * Required. Immutable. Format: an RFC 1123 DNS subdomain. Length: at most 63.
   */
  driver: string;
  /**
   * The pool the slice belongs to.
   *
   * Required.
   */
  pool: ResourcePool;
  /**
   * The node whose local devices the slice publishes. Exactly one of nodeName, allNodes and perDeviceNodeSelection is set. Immutable.
   *
   * Immutable. Format: an RFC 1123 DNS subdomain.
   */
  nodeName?: string;
  /** The devices are reachable from all nodes. Exactly one of nodeName, allNodes and perDeviceNodeSelection is set. */
  allNodes?: boolean;
  /**
   * Each device says which nodes reach it (its own nodeName or allNodes). Exactly one of nodeName, allNodes and perDeviceNodeSelection is set.
   *
   * Beta, behind the feature gate `DRAPartitionableDevices`.
   */
  perDeviceNodeSelection?: boolean;
  /**
   * The devices of the slice; at most 128.
   *
   * Items: at most 128.
   */
  devices?: Device[];
  /**
   * Counter sets the devices of the pool draw from (for example the memory of a GPU that partitions share); at most 8, unique by name.
   *
   * Items: at most 8. Beta, behind the feature gate `DRAPartitionableDevices`.
   */
  sharedCounters?: CounterSet[];
  /**
   * A string device attribute (fully qualified, e.g. `gpu.example.com/profile`) whose value labels each partitionable device with its partition type (`Full`, `Half`). When any slice of a pool declares it, it governs the pool's partition summary in ResourcePoolStatusRequest status.
   *
   * Format: a fully qualified attribute name: a DNS subdomain (any case), `/`, and a C identifier of at most 32 characters. Alpha, behind the feature gate `DRAPartitionableDevicesType`.
   */
  partitionTypeAttribute?: string;
}
/** The pool a slice belongs to. */
export interface ResourcePool {
  /**
   * The pool's name: DNS subdomains separated by `/`, at most 253 characters; often the node name for node-local devices. Immutable.
   *
   * Required. Immutable. Format: a pool name: DNS subdomains separated by `/`.
   */
  name: string;
  /**
   * Changes whenever the driver changes the pool; all slices of the pool are updated to it. Consumers only consider the slices of the highest generation.
   *
   * Required. Value: at least 0.
   */
  generation: number;
  /**
   * The number of slices of the pool at this generation; consumers compare it with the slices they see to tell whether the pool is complete.
   *
   * Required. Value: at least 1.
   */
  resourceSliceCount: number;
}
/** One device of a slice. */
export interface Device {
  /**
   * The device's name, unique in the pool; a DNS label.
   *
   * Required. Format: an RFC 1123 DNS label.
   */
  name: string;
  /**
   * Attributes of the device, by qualified name (`model`, or `gpu.example.com/profile`; a name without a domain is in the driver's domain).
   *
   * Entries: at most 32.
   */
  attributes?: Record<string, DeviceAttribute>;
  /**
   * Capacities of the device, by qualified name.
   *
   * Entries: at most 32.
   */
  capacity?: Record<string, DeviceCapacity>;
  /**
   * What allocating the device draws from the pool's counter sets; at most 2 entries.
   *
   * Items: at most 2. Beta, behind the feature gate `DRAPartitionableDevices`.
   */
  consumesCounters?: DeviceCounterConsumption[];
  /**
   * Taints of the device; a NoSchedule or NoExecute taint makes it unavailable.
   *
   * Items: at most 4.
   */
  taints?: DeviceTaint[];
  /**
   * The device may be allocated to several claims at once, each consuming part of its capacity.
   *
   * Beta, behind the feature gate `DRAConsumableCapacity`.
   */
  allowMultipleAllocations?: boolean;
}
/**
 * A device attribute or capacity name: a C identifier of at most 32 characters, optionally prefixed with a DNS subdomain and `/`.
 *
 * Must match `^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*\/)?[A-Za-z_][A-Za-z0-9_]{0,31}$`. Length: at most 96.
 */
export type DeviceAttributeName = string;
/**
 * The value of a device attribute: exactly one of int, bool, string and version.
 *
 * Rules:
 * - At least one of `int`, `bool`, `string` or `version` must be set.
 * - At most one of `int`, `bool`, `string` or `version` may be set.
 */
export interface DeviceAttribute {
  /** A number. */
  int?: number;
  /** A boolean. */
  bool?: boolean;
  /**
   * A string of at most 64 characters.
   *
   * Length: at most 64.
   */
  string?: string;
  /**
   * A semantic version (semver 2.0.0) of at most 64 characters.
   *
   * Format: a strict semantic version without a leading `v`. Length: at most 64.
   */
  version?: string;
}
/** The amount of one capacity of a device. */
export interface DeviceCapacity {
  /**
   * The capacity.
   *
   * Required.
   */
  value: Quantity;
}
/** Named counters that devices draw from when they are allocated. */
export interface CounterSet {
  /**
   * The counter set's name, unique in the pool; a DNS label.
   *
   * Required. Format: an RFC 1123 DNS label.
   */
  name: string;
  /**
   * The counters of the set, by name; at least 1, at most 32.
   *
   * Required. Entries: from 1 to 32. Keys: format: an RFC 1123 DNS label.
   */
  counters: Record<string, Counter>;
}
/** The amount of a counter. */
export interface Counter {
  /**
   * The amount.
   *
   * Required.
   */
  value: Quantity;
}
/** What allocating a device draws from one counter set. */
export interface DeviceCounterConsumption {
  /**
   * The name of the counter set (in the pool's sharedCounters).
   *
   * Required. Format: an RFC 1123 DNS label.
   */
  counterSet: string;
  /**
   * The amount drawn from each counter, by name.
   *
   * Required. Entries: from 1 to 32. Keys: format: an RFC 1123 DNS label.
   */
  counters: Record<string, Counter>;
}
/** A taint of a device. */
export interface DeviceTaint {
  /**
   * The taint key.
   *
   * Required. Format: a qualified name: an optional DNS subdomain prefix and `/`, then a name of at most 63 characters.
   */
  key: string;
  /**
   * The taint value.
   *
   * Format: a label value: empty, or at most 63 alphanumerics, `-`, `_` and `.`, starting and ending with an alphanumeric.
   */
  value?: string;
  /**
   * What the taint does to claims that do not tolerate it.
   *
   * - `NoSchedule`: Claims that do not tolerate the taint are not allocated the device.
   * - `NoExecute`: Like NoSchedule; pods of claims already allocated the device are evicted.
   * - `None`: No effect; the taint only informs.
   *
   * Required.
   */
  effect: "NoSchedule" | "NoExecute" | "None";
  /** When the taint was added. */
  timeAdded?: Time;
}
