import { type Collector } from "../../runtime/errors.js";
import { type Validator } from "../../runtime/total.js";
import type * as types from "../../types/kubecontrollermanager.config.core.io/v1alpha1.js";
/**
 * Validates a DisruptionControllerConfiguration. Settings of the PodDisruptionBudget (disruption) controller.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateDisruptionControllerConfiguration: Validator<types.DisruptionControllerConfiguration>;
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
export declare const validateEndpointControllerConfiguration: Validator<types.EndpointControllerConfiguration>;
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
export declare const validateEndpointSliceControllerConfiguration: Validator<types.EndpointSliceControllerConfiguration>;
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
export declare const validateEndpointSliceMirroringControllerConfiguration: Validator<types.EndpointSliceMirroringControllerConfiguration>;
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
export declare const validateEphemeralVolumeControllerConfiguration: Validator<types.EphemeralVolumeControllerConfiguration>;
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
export declare const validateGarbageCollectorControllerConfiguration: Validator<types.GarbageCollectorControllerConfiguration>;
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
export declare const validateGroupResource: Validator<types.GroupResource>;
/** Checks a GroupResource found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateGroupResourceAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a HPAControllerConfiguration. Settings of the HorizontalPodAutoscaler controller.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateHPAControllerConfiguration: Validator<types.HPAControllerConfiguration>;
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
export declare const validateJobControllerConfiguration: Validator<types.JobControllerConfiguration>;
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
export declare const validateLegacySATokenCleanerConfiguration: Validator<types.LegacySATokenCleanerConfiguration>;
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
export declare const validateNamespaceControllerConfiguration: Validator<types.NamespaceControllerConfiguration>;
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
export declare const validateNodeIPAMControllerConfiguration: Validator<types.NodeIPAMControllerConfiguration>;
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
export declare const validateNodeLifecycleControllerConfiguration: Validator<types.NodeLifecycleControllerConfiguration>;
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
export declare const validatePersistentVolumeBinderControllerConfiguration: Validator<types.PersistentVolumeBinderControllerConfiguration>;
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
export declare const validatePersistentVolumeRecyclerConfiguration: Validator<types.PersistentVolumeRecyclerConfiguration>;
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
export declare const validatePodGCControllerConfiguration: Validator<types.PodGCControllerConfiguration>;
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
export declare const validateReplicaSetControllerConfiguration: Validator<types.ReplicaSetControllerConfiguration>;
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
export declare const validateReplicationControllerConfiguration: Validator<types.ReplicationControllerConfiguration>;
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
export declare const validateResourceClaimControllerConfiguration: Validator<types.ResourceClaimControllerConfiguration>;
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
export declare const validateResourceQuotaControllerConfiguration: Validator<types.ResourceQuotaControllerConfiguration>;
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
export declare const validateSAControllerConfiguration: Validator<types.SAControllerConfiguration>;
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
export declare const validateStatefulSetControllerConfiguration: Validator<types.StatefulSetControllerConfiguration>;
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
export declare const validateTTLAfterFinishedControllerConfiguration: Validator<types.TTLAfterFinishedControllerConfiguration>;
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
export declare const validateValidatingAdmissionPolicyStatusControllerConfiguration: Validator<types.ValidatingAdmissionPolicyStatusControllerConfiguration>;
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
export declare const validateVolumeConfiguration: Validator<types.VolumeConfiguration>;
/** Checks a VolumeConfiguration found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateVolumeConfigurationAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
