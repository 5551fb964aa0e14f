import { type Collector } from "../../runtime/errors.js";
import { type Validator } from "../../runtime/total.js";
/**
 * Validates a DisruptionControllerConfiguration. Settings of the PodDisruptionBudget (disruption) controller.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateDisruptionControllerConfiguration: Validator;
/** Checks a DisruptionControllerConfiguration found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateDisruptionControllerConfigurationAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates an EndpointControllerConfiguration. Settings of the Endpoints controller.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateEndpointControllerConfiguration: Validator;
/** Checks an EndpointControllerConfiguration found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateEndpointControllerConfigurationAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates an EndpointSliceControllerConfiguration. Settings of the EndpointSlice controller.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateEndpointSliceControllerConfiguration: Validator;
/** Checks an EndpointSliceControllerConfiguration found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateEndpointSliceControllerConfigurationAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates an EndpointSliceMirroringControllerConfiguration. Settings of the EndpointSliceMirroring controller (mirrors custom Endpoints to EndpointSlices).
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateEndpointSliceMirroringControllerConfiguration: Validator;
/** Checks an EndpointSliceMirroringControllerConfiguration found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateEndpointSliceMirroringControllerConfigurationAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates an EphemeralVolumeControllerConfiguration. Settings of the ephemeral volume controller.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateEphemeralVolumeControllerConfiguration: Validator;
/** Checks an EphemeralVolumeControllerConfiguration found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateEphemeralVolumeControllerConfigurationAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a GarbageCollectorControllerConfiguration. Settings of the garbage collector controller.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateGarbageCollectorControllerConfiguration: Validator;
/** Checks a GarbageCollectorControllerConfiguration found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateGarbageCollectorControllerConfigurationAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a GroupResource. A group and a resource.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateGroupResource: Validator;
/** Checks a GroupResource found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateGroupResourceAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a HPAControllerConfiguration. Settings of the HorizontalPodAutoscaler controller.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateHPAControllerConfiguration: Validator;
/** Checks a HPAControllerConfiguration found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateHPAControllerConfigurationAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a JobControllerConfiguration. Settings of the Job controller.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateJobControllerConfiguration: Validator;
/** Checks a JobControllerConfiguration found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateJobControllerConfigurationAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a LegacySATokenCleanerConfiguration. Settings of the legacy service account token cleaner.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateLegacySATokenCleanerConfiguration: Validator;
/** Checks a LegacySATokenCleanerConfiguration found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateLegacySATokenCleanerConfigurationAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a NamespaceControllerConfiguration. Settings of the Namespace controller.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateNamespaceControllerConfiguration: Validator;
/** Checks a NamespaceControllerConfiguration found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateNamespaceControllerConfigurationAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a NodeIPAMControllerConfiguration. Settings of the node IPAM controller (pod CIDR allocation to nodes).
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateNodeIPAMControllerConfiguration: Validator;
/** Checks a NodeIPAMControllerConfiguration found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateNodeIPAMControllerConfigurationAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a NodeLifecycleControllerConfiguration. Settings of the node life-cycle controller (node health and evictions).
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateNodeLifecycleControllerConfiguration: Validator;
/** Checks a NodeLifecycleControllerConfiguration found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateNodeLifecycleControllerConfigurationAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a PersistentVolumeBinderControllerConfiguration. Settings of the PersistentVolume binder controller.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validatePersistentVolumeBinderControllerConfiguration: Validator;
/** Checks a PersistentVolumeBinderControllerConfiguration found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validatePersistentVolumeBinderControllerConfigurationAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a PersistentVolumeRecyclerConfiguration. Settings of the persistent volume recycler (volume plugins).
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validatePersistentVolumeRecyclerConfiguration: Validator;
/** Checks a PersistentVolumeRecyclerConfiguration found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validatePersistentVolumeRecyclerConfigurationAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a PodGCControllerConfiguration. Settings of the pod garbage collector.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validatePodGCControllerConfiguration: Validator;
/** Checks a PodGCControllerConfiguration found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validatePodGCControllerConfigurationAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a ReplicaSetControllerConfiguration. Settings of the ReplicaSet controller.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateReplicaSetControllerConfiguration: Validator;
/** Checks a ReplicaSetControllerConfiguration found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateReplicaSetControllerConfigurationAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a ReplicationControllerConfiguration. Settings of the ReplicationController controller.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateReplicationControllerConfiguration: Validator;
/** Checks a ReplicationControllerConfiguration found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateReplicationControllerConfigurationAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a ResourceClaimControllerConfiguration. Settings of the ResourceClaim controller (dynamic resource allocation).
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateResourceClaimControllerConfiguration: Validator;
/** Checks a ResourceClaimControllerConfiguration found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateResourceClaimControllerConfigurationAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a ResourceQuotaControllerConfiguration. Settings of the ResourceQuota controller.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateResourceQuotaControllerConfiguration: Validator;
/** Checks a ResourceQuotaControllerConfiguration found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateResourceQuotaControllerConfigurationAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a SAControllerConfiguration. Settings of the service account token controller.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateSAControllerConfiguration: Validator;
/** Checks a SAControllerConfiguration found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateSAControllerConfigurationAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a StatefulSetControllerConfiguration. Settings of the StatefulSet controller.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateStatefulSetControllerConfiguration: Validator;
/** Checks a StatefulSetControllerConfiguration found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateStatefulSetControllerConfigurationAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a TTLAfterFinishedControllerConfiguration. Settings of the TTL-after-finished controller (deletes finished Jobs after their TTL).
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateTTLAfterFinishedControllerConfiguration: Validator;
/** Checks a TTLAfterFinishedControllerConfiguration found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateTTLAfterFinishedControllerConfigurationAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a ValidatingAdmissionPolicyStatusControllerConfiguration. Settings of the ValidatingAdmissionPolicy status controller.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateValidatingAdmissionPolicyStatusControllerConfiguration: Validator;
/** Checks a ValidatingAdmissionPolicyStatusControllerConfiguration found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateValidatingAdmissionPolicyStatusControllerConfigurationAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a VolumeConfiguration. Configuration of the volume plugins of the controller manager.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateVolumeConfiguration: Validator;
/** Checks a VolumeConfiguration found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateVolumeConfigurationAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
