import type { Condition, ListMeta, ObjectMeta, Quantity } from "../meta.core.io/v1.js";
/**
 * Triggers a one-time calculation of resource pool status from filters. The controller processes a pending request (status nil) once: it sets status with a `Complete` or `Failed` condition, after which the whole object is immutable and the request is never reprocessed. To refresh, delete and recreate the request.
 *
 * Alpha, behind the feature gate `DRAResourcePoolStatus`.
 *
 * Rules:
 * - Once `status` is set, the object is immutable.
 * - The number of `status.pools` must be <= `spec.limit`.
 */
export interface ResourcePoolStatusRequest {
  /** The versioned schema of this representation: `resource.core.io/v1alpha3`. */
  apiVersion?: "resource.core.io/v1alpha3";
  /** The REST resource kind: `ResourcePoolStatusRequest`. Cannot be updated. */
  kind?: "ResourcePoolStatusRequest";
  /**
   * Standard object metadata.
   *
   * Required.
   */
  metadata: ObjectMeta;
  /**
   * The filters selecting the pools to include in the status. Immutable once created.
   *
   * Required.
   */
  spec: ResourcePoolStatusRequestSpec;
  /** The calculated pool status, filled by the controller. When status is set, the request is complete and the entire object becomes immutable. */
  status?: ResourcePoolStatusRequestStatus;
}
/**
 * A list of ResourcePoolStatusRequest objects.
 *
 * Alpha, behind the feature gate `DRAResourcePoolStatus`.
 */
export interface ResourcePoolStatusRequestList {
  /** The versioned schema of this representation: `resource.core.io/v1alpha3`. */
  apiVersion?: "resource.core.io/v1alpha3";
  /** The REST resource kind: `ResourcePoolStatusRequestList`. Cannot be updated. */
  kind?: "ResourcePoolStatusRequestList";
  /** Standard list metadata. */
  metadata?: ListMeta;
  /**
   * The ResourcePoolStatusRequest objects.
   *
   * Required.
   */
  items: ResourcePoolStatusRequest[];
}
/**
 * The filters of a pool status request.
 *
 * Alpha. Immutable once created.
 */
export interface ResourcePoolStatusRequestSpec {
  /**
   * Fully qualified device attribute name (with domain qualifier, e.g. `gpu.example.com/profile`) used to group partitionable devices whose slice declares no grouping attribute. A slice's own attribute always wins. If neither names one, a partitionable pool reports no partitionSummary.
   *
   * Format: a fully qualified attribute name: a DNS subdomain (any case), `/`, and a C identifier of at most 32 characters. Alpha, behind the feature gate `DRAPartitionableDevicesType`.
   */
  defaultPartitionTypeAttribute?: string;
  /**
   * Driver name filter; a DNS subdomain. Only pools from slices of this driver are included.
   *
   * Required. Format: an RFC 1123 DNS subdomain.
   */
  driver: string;
  /**
   * Maximum number of pools returned in status. Default 100; minimum 1; maximum 1000. If more pools match, the result is truncated (the length of status.pools is less than status.poolCount).
   *
   * Value: from 1 to 1000.
   *
   * @defaultValue `100`
   */
  limit?: number;
  /**
   * Optional filter to one pool; when set, a non-empty valid pool name (DNS subdomains separated by `/`). When omitted, all pools of the driver are included.
   *
   * Format: a pool name: DNS subdomains separated by `/`.
   */
  poolName?: string;
}
/**
 * The calculated pool status of a request.
 *
 * Alpha.
 *
 * Rules:
 * - `conditions` must hold an item whose `type` is `Complete` or `Failed`.
 * - `poolCount` must be >= the number of `pools`.
 */
export interface ResourcePoolStatusRequestStatus {
  /**
   * The state of the request. A condition of type `Complete` or `Failed` is always set once status is populated: `Complete` is True when the request was processed successfully; `Failed` is True when it could not be processed.
   *
   * Items: at most 10. Items are unique by `type`. Patch strategy: merge on key `type`.
   */
  conditions?: Condition[];
  /**
   * Total number of pools matching the filter, regardless of truncation. 0 means none matched.
   *
   * Required. Value: at least 0.
   */
  poolCount: number;
  /**
   * The first `spec.limit` matching pools, sorted by driver then pool name. Omitted when no pool matched. If there are fewer pools than poolCount, the list was truncated.
   *
   * Items: at most 1000.
   */
  pools?: PoolStatus[];
}
/**
 * The status of one resource pool.
 *
 * Alpha.
 *
 * Rules:
 * - `allocatedDevices`, `availableDevices`, `resourceSliceCount`, `totalDevices` and `unavailableDevices` are required when `validationError` is not set.
 * - `availableDevices` must equal `totalDevices` - `allocatedDevices` - `unavailableDevices`.
 */
export interface PoolStatus {
  /**
   * Number of devices allocated to claims. May be unset when validationError is set.
   *
   * Value: at least 0.
   */
  allocatedDevices?: number;
  /**
   * Number of devices available for allocation; equals totalDevices - allocatedDevices - unavailableDevices. May be unset when validationError is set.
   *
   * Value: at least 0.
   */
  availableDevices?: number;
  /**
   * Driver name; a DNS subdomain.
   *
   * Required. Format: an RFC 1123 DNS subdomain.
   */
  driver: string;
  /**
   * Pool generation observed across the pool's slices; only the latest is reported. If not all slices of the latest generation are published, the pool is included with a validationError and the device counts unset.
   *
   * Required. Value: at least 0.
   */
  generation: number;
  /**
   * Node the pool belongs to (a valid DNS subdomain, RFC 1123); omitted when the pool is not node-specific.
   *
   * Format: an RFC 1123 DNS subdomain.
   */
  nodeName?: string;
  /**
   * Allocatability per (attribute, partition type) for a partitionable pool that publishes shared counters. Each entry names the attribute it came from: the slice's own attribute, or the request default when the slice declares none. A pool mixing attributes reports each independently. No summary when no attribute applies. Entries are unique by (attribute, type).
   *
   * Items: at most 32. Items are unique by `attribute`, `type`.
   */
  partitionSummary?: PartitionTypeStatus[];
  /**
   * Pool name (DNS subdomains separated by `/`).
   *
   * Required. Format: a pool name: DNS subdomains separated by `/`.
   */
  poolName: string;
  /**
   * Number of slices making up the pool. May be unset when validationError is set.
   *
   * Value: at least 1.
   */
  resourceSliceCount?: number;
  /** Aggregate capacity of the pool's shareable devices; populated only when at least one device in the pool allows multiple allocations. */
  shareableSummary?: ShareableSummaryStatus;
  /**
   * Number of devices in the pool across all slices. May be unset when validationError is set.
   *
   * Value: at least 0.
   */
  totalDevices?: number;
  /**
   * Number of unallocated devices that are unavailable because of taints or other conditions. May be unset when validationError is set.
   *
   * Value: at least 0.
   */
  unavailableDevices?: number;
  /**
   * Set when the pool data could not be fully validated (for example incomplete slice publication); the device counts and resourceSliceCount may then be unset.
   *
   * At most 256 bytes.
   */
  validationError?: string;
}
/**
 * Allocatability of one partition type, identified by the value of a grouping attribute.
 *
 * Alpha.
 */
export interface PartitionTypeStatus {
  /**
   * Number of additional devices of this type still allocatable given the current shared-counter consumption.
   *
   * Required. Value: at least 0.
   */
  allocatable: number;
  /**
   * Fully qualified name of the device attribute whose value groups this entry.
   *
   * Required. Format: a fully qualified attribute name: a DNS subdomain (any case), `/`, and a C identifier of at most 32 characters.
   */
  attribute: string;
  /**
   * Number of devices of this partition type in the pool.
   *
   * Required. Value: at least 0.
   */
  total: number;
  /**
   * The partition type value (the attribute's value, e.g. `Full` or `Half`).
   *
   * Required.
   */
  type: string;
}
/**
 * Aggregate capacity of the devices of a pool that allow multiple allocations.
 *
 * Alpha.
 */
export interface ShareableSummaryStatus {
  /**
   * Aggregate total, consumed and available amounts per shareable capacity name across the pool.
   *
   * Items: at most 32.
   */
  capacity?: ShareableCapacityStatus[];
  /**
   * Number of shareable devices with no capacity consumed.
   *
   * Required. Value: at least 0.
   */
  fullyAvailableDevices: number;
  /**
   * Number of shareable devices with some but not all capacity consumed.
   *
   * Required. Value: at least 0.
   */
  partiallyAvailableDevices: number;
}
/**
 * Aggregate amounts of one shareable capacity.
 *
 * Alpha.
 *
 * Rules:
 * - `available` must equal `total` - `consumed` (as quantities).
 */
export interface ShareableCapacityStatus {
  /**
   * Total minus consumed; never negative.
   *
   * Required. Value: at least 0.
   */
  available: Quantity;
  /**
   * Amount drawn by current allocations.
   *
   * Required.
   */
  consumed: Quantity;
  /**
   * The capacity name.
   *
   * Required.
   */
  name: string;
  /**
   * Sum of this capacity across the shareable devices in the pool.
   *
   * Required.
   */
  total: Quantity;
}
