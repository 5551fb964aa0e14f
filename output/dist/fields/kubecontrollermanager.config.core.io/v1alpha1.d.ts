import { type FieldsAt } from "../../runtime/known-fields.js";
/** Adds to `found` the paths of unknown fields of a DisruptionControllerConfiguration at `path`. */
export declare const unknownFieldsDisruptionControllerConfigurationAt: FieldsAt;
/** The paths of the fields of a DisruptionControllerConfiguration that its spec does not define. */
export declare const findUnknownFieldsDisruptionControllerConfiguration: (
  value: unknown,
) => string[];
/** Adds to `found` the paths of unknown fields of an EndpointControllerConfiguration at `path`. */
export declare const unknownFieldsEndpointControllerConfigurationAt: FieldsAt;
/** The paths of the fields of an EndpointControllerConfiguration that its spec does not define. */
export declare const findUnknownFieldsEndpointControllerConfiguration: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of an EndpointSliceControllerConfiguration at `path`. */
export declare const unknownFieldsEndpointSliceControllerConfigurationAt: FieldsAt;
/** The paths of the fields of an EndpointSliceControllerConfiguration that its spec does not define. */
export declare const findUnknownFieldsEndpointSliceControllerConfiguration: (
  value: unknown,
) => string[];
/** Adds to `found` the paths of unknown fields of an EndpointSliceMirroringControllerConfiguration at `path`. */
export declare const unknownFieldsEndpointSliceMirroringControllerConfigurationAt: FieldsAt;
/** The paths of the fields of an EndpointSliceMirroringControllerConfiguration that its spec does not define. */
export declare const findUnknownFieldsEndpointSliceMirroringControllerConfiguration: (
  value: unknown,
) => string[];
/** Adds to `found` the paths of unknown fields of an EphemeralVolumeControllerConfiguration at `path`. */
export declare const unknownFieldsEphemeralVolumeControllerConfigurationAt: FieldsAt;
/** The paths of the fields of an EphemeralVolumeControllerConfiguration that its spec does not define. */
export declare const findUnknownFieldsEphemeralVolumeControllerConfiguration: (
  value: unknown,
) => string[];
/** Adds to `found` the paths of unknown fields of a GarbageCollectorControllerConfiguration at `path`. */
export declare const unknownFieldsGarbageCollectorControllerConfigurationAt: FieldsAt;
/** The paths of the fields of a GarbageCollectorControllerConfiguration that its spec does not define. */
export declare const findUnknownFieldsGarbageCollectorControllerConfiguration: (
  value: unknown,
) => string[];
/** Adds to `found` the paths of unknown fields of a GroupResource at `path`. */
export declare const unknownFieldsGroupResourceAt: FieldsAt;
/** The paths of the fields of a GroupResource that its spec does not define. */
export declare const findUnknownFieldsGroupResource: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a HPAControllerConfiguration at `path`. */
export declare const unknownFieldsHPAControllerConfigurationAt: FieldsAt;
/** The paths of the fields of a HPAControllerConfiguration that its spec does not define. */
export declare const findUnknownFieldsHPAControllerConfiguration: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a JobControllerConfiguration at `path`. */
export declare const unknownFieldsJobControllerConfigurationAt: FieldsAt;
/** The paths of the fields of a JobControllerConfiguration that its spec does not define. */
export declare const findUnknownFieldsJobControllerConfiguration: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a LegacySATokenCleanerConfiguration at `path`. */
export declare const unknownFieldsLegacySATokenCleanerConfigurationAt: FieldsAt;
/** The paths of the fields of a LegacySATokenCleanerConfiguration that its spec does not define. */
export declare const findUnknownFieldsLegacySATokenCleanerConfiguration: (
  value: unknown,
) => string[];
/** Adds to `found` the paths of unknown fields of a NamespaceControllerConfiguration at `path`. */
export declare const unknownFieldsNamespaceControllerConfigurationAt: FieldsAt;
/** The paths of the fields of a NamespaceControllerConfiguration that its spec does not define. */
export declare const findUnknownFieldsNamespaceControllerConfiguration: (
  value: unknown,
) => string[];
/** Adds to `found` the paths of unknown fields of a NodeIPAMControllerConfiguration at `path`. */
export declare const unknownFieldsNodeIPAMControllerConfigurationAt: FieldsAt;
/** The paths of the fields of a NodeIPAMControllerConfiguration that its spec does not define. */
export declare const findUnknownFieldsNodeIPAMControllerConfiguration: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a NodeLifecycleControllerConfiguration at `path`. */
export declare const unknownFieldsNodeLifecycleControllerConfigurationAt: FieldsAt;
/** The paths of the fields of a NodeLifecycleControllerConfiguration that its spec does not define. */
export declare const findUnknownFieldsNodeLifecycleControllerConfiguration: (
  value: unknown,
) => string[];
/** Adds to `found` the paths of unknown fields of a PersistentVolumeBinderControllerConfiguration at `path`. */
export declare const unknownFieldsPersistentVolumeBinderControllerConfigurationAt: FieldsAt;
/** The paths of the fields of a PersistentVolumeBinderControllerConfiguration that its spec does not define. */
export declare const findUnknownFieldsPersistentVolumeBinderControllerConfiguration: (
  value: unknown,
) => string[];
/** Adds to `found` the paths of unknown fields of a PersistentVolumeRecyclerConfiguration at `path`. */
export declare const unknownFieldsPersistentVolumeRecyclerConfigurationAt: FieldsAt;
/** The paths of the fields of a PersistentVolumeRecyclerConfiguration that its spec does not define. */
export declare const findUnknownFieldsPersistentVolumeRecyclerConfiguration: (
  value: unknown,
) => string[];
/** Adds to `found` the paths of unknown fields of a PodGCControllerConfiguration at `path`. */
export declare const unknownFieldsPodGCControllerConfigurationAt: FieldsAt;
/** The paths of the fields of a PodGCControllerConfiguration that its spec does not define. */
export declare const findUnknownFieldsPodGCControllerConfiguration: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a ReplicaSetControllerConfiguration at `path`. */
export declare const unknownFieldsReplicaSetControllerConfigurationAt: FieldsAt;
/** The paths of the fields of a ReplicaSetControllerConfiguration that its spec does not define. */
export declare const findUnknownFieldsReplicaSetControllerConfiguration: (
  value: unknown,
) => string[];
/** Adds to `found` the paths of unknown fields of a ReplicationControllerConfiguration at `path`. */
export declare const unknownFieldsReplicationControllerConfigurationAt: FieldsAt;
/** The paths of the fields of a ReplicationControllerConfiguration that its spec does not define. */
export declare const findUnknownFieldsReplicationControllerConfiguration: (
  value: unknown,
) => string[];
/** Adds to `found` the paths of unknown fields of a ResourceClaimControllerConfiguration at `path`. */
export declare const unknownFieldsResourceClaimControllerConfigurationAt: FieldsAt;
/** The paths of the fields of a ResourceClaimControllerConfiguration that its spec does not define. */
export declare const findUnknownFieldsResourceClaimControllerConfiguration: (
  value: unknown,
) => string[];
/** Adds to `found` the paths of unknown fields of a ResourceQuotaControllerConfiguration at `path`. */
export declare const unknownFieldsResourceQuotaControllerConfigurationAt: FieldsAt;
/** The paths of the fields of a ResourceQuotaControllerConfiguration that its spec does not define. */
export declare const findUnknownFieldsResourceQuotaControllerConfiguration: (
  value: unknown,
) => string[];
/** Adds to `found` the paths of unknown fields of a SAControllerConfiguration at `path`. */
export declare const unknownFieldsSAControllerConfigurationAt: FieldsAt;
/** The paths of the fields of a SAControllerConfiguration that its spec does not define. */
export declare const findUnknownFieldsSAControllerConfiguration: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a StatefulSetControllerConfiguration at `path`. */
export declare const unknownFieldsStatefulSetControllerConfigurationAt: FieldsAt;
/** The paths of the fields of a StatefulSetControllerConfiguration that its spec does not define. */
export declare const findUnknownFieldsStatefulSetControllerConfiguration: (
  value: unknown,
) => string[];
/** Adds to `found` the paths of unknown fields of a TTLAfterFinishedControllerConfiguration at `path`. */
export declare const unknownFieldsTTLAfterFinishedControllerConfigurationAt: FieldsAt;
/** The paths of the fields of a TTLAfterFinishedControllerConfiguration that its spec does not define. */
export declare const findUnknownFieldsTTLAfterFinishedControllerConfiguration: (
  value: unknown,
) => string[];
/** Adds to `found` the paths of unknown fields of a ValidatingAdmissionPolicyStatusControllerConfiguration at `path`. */
export declare const unknownFieldsValidatingAdmissionPolicyStatusControllerConfigurationAt: FieldsAt;
/** The paths of the fields of a ValidatingAdmissionPolicyStatusControllerConfiguration that its spec does not define. */
export declare const findUnknownFieldsValidatingAdmissionPolicyStatusControllerConfiguration: (
  value: unknown,
) => string[];
/** Adds to `found` the paths of unknown fields of a VolumeConfiguration at `path`. */
export declare const unknownFieldsVolumeConfigurationAt: FieldsAt;
/** The paths of the fields of a VolumeConfiguration that its spec does not define. */
export declare const findUnknownFieldsVolumeConfiguration: (value: unknown) => string[];
