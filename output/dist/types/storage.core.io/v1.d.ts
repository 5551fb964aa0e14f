import type { ListMeta, ObjectMeta } from "../meta.core.io/v1.js";
/** Holds mutable volume attributes defined by a storage driver. A class can be chosen at dynamic provisioning of volume claims and changed later in the claim spec. When the driver rejects invalid parameters, the target volume claim is set to the `Infeasible` state in its `modifyVolumeStatus` field. */
export interface VolumeAttributesClass {
  /** The versioned schema of this representation: `storage.core.io/v1`. */
  apiVersion?: "storage.core.io/v1";
  /** The REST resource kind: `VolumeAttributesClass`. Cannot be updated. */
  kind?: "VolumeAttributesClass";
  /** Standard object metadata. */
  metadata?: ObjectMeta;
  /**
   * Name of the storage driver. Kubernetes checks the lower-cased name as a qualified name (an optional DNS subdomain prefix and `/`, then a name of at most 63 characters). Immutable.
   *
   * Required. Immutable. Format: a qualified name checked in lower case (annotation keys, CSI driver names).
   */
  driverName: string;
  /**
   * Volume attributes passed to the driver; values are opaque to the service. Required, with at least one key/value pair; keys must not be empty; at most 512 parameters with a cumulative size (keys and values) of at most 256K (262144 bytes). Immutable: to change volume attributes, create a new class with new parameters and update the claim to reference it.
   *
   * Required. Immutable. Entries: from 1 to 512. Keys and values together at most 262144 bytes. Keys: length: at least 1.
   */
  parameters: Record<string, string>;
}
/** A list of VolumeAttributesClass objects. */
export interface VolumeAttributesClassList {
  /** The versioned schema of this representation: `storage.core.io/v1`. */
  apiVersion?: "storage.core.io/v1";
  /** The REST resource kind: `VolumeAttributesClassList`. Cannot be updated. */
  kind?: "VolumeAttributesClassList";
  /** Standard list metadata. */
  metadata?: ListMeta;
  /**
   * The VolumeAttributesClass objects.
   *
   * Required.
   */
  items: VolumeAttributesClass[];
}
