/** The paths of the fields of a DisruptionControllerConfiguration that its spec does not define. */
export declare function findUnknownFieldsDisruptionControllerConfiguration(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a DisruptionControllerConfiguration at `path`. */
export declare function unknownFieldsDisruptionControllerConfigurationAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a EndpointControllerConfiguration that its spec does not define. */
export declare function findUnknownFieldsEndpointControllerConfiguration(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a EndpointControllerConfiguration at `path`. */
export declare function unknownFieldsEndpointControllerConfigurationAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a EndpointSliceControllerConfiguration that its spec does not define. */
export declare function findUnknownFieldsEndpointSliceControllerConfiguration(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a EndpointSliceControllerConfiguration at `path`. */
export declare function unknownFieldsEndpointSliceControllerConfigurationAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a EndpointSliceMirroringControllerConfiguration that its spec does not define. */
export declare function findUnknownFieldsEndpointSliceMirroringControllerConfiguration(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a EndpointSliceMirroringControllerConfiguration at `path`. */
export declare function unknownFieldsEndpointSliceMirroringControllerConfigurationAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a EphemeralVolumeControllerConfiguration that its spec does not define. */
export declare function findUnknownFieldsEphemeralVolumeControllerConfiguration(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a EphemeralVolumeControllerConfiguration at `path`. */
export declare function unknownFieldsEphemeralVolumeControllerConfigurationAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a GarbageCollectorControllerConfiguration that its spec does not define. */
export declare function findUnknownFieldsGarbageCollectorControllerConfiguration(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a GarbageCollectorControllerConfiguration at `path`. */
export declare function unknownFieldsGarbageCollectorControllerConfigurationAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a GroupResource that its spec does not define. */
export declare function findUnknownFieldsGroupResource(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a GroupResource at `path`. */
export declare function unknownFieldsGroupResourceAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a HPAControllerConfiguration that its spec does not define. */
export declare function findUnknownFieldsHPAControllerConfiguration(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a HPAControllerConfiguration at `path`. */
export declare function unknownFieldsHPAControllerConfigurationAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a JobControllerConfiguration that its spec does not define. */
export declare function findUnknownFieldsJobControllerConfiguration(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a JobControllerConfiguration at `path`. */
export declare function unknownFieldsJobControllerConfigurationAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a LegacySATokenCleanerConfiguration that its spec does not define. */
export declare function findUnknownFieldsLegacySATokenCleanerConfiguration(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a LegacySATokenCleanerConfiguration at `path`. */
export declare function unknownFieldsLegacySATokenCleanerConfigurationAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a NamespaceControllerConfiguration that its spec does not define. */
export declare function findUnknownFieldsNamespaceControllerConfiguration(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a NamespaceControllerConfiguration at `path`. */
export declare function unknownFieldsNamespaceControllerConfigurationAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a NodeIPAMControllerConfiguration that its spec does not define. */
export declare function findUnknownFieldsNodeIPAMControllerConfiguration(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a NodeIPAMControllerConfiguration at `path`. */
export declare function unknownFieldsNodeIPAMControllerConfigurationAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a NodeLifecycleControllerConfiguration that its spec does not define. */
export declare function findUnknownFieldsNodeLifecycleControllerConfiguration(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a NodeLifecycleControllerConfiguration at `path`. */
export declare function unknownFieldsNodeLifecycleControllerConfigurationAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a PersistentVolumeBinderControllerConfiguration that its spec does not define. */
export declare function findUnknownFieldsPersistentVolumeBinderControllerConfiguration(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a PersistentVolumeBinderControllerConfiguration at `path`. */
export declare function unknownFieldsPersistentVolumeBinderControllerConfigurationAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a PersistentVolumeRecyclerConfiguration that its spec does not define. */
export declare function findUnknownFieldsPersistentVolumeRecyclerConfiguration(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a PersistentVolumeRecyclerConfiguration at `path`. */
export declare function unknownFieldsPersistentVolumeRecyclerConfigurationAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a PodGCControllerConfiguration that its spec does not define. */
export declare function findUnknownFieldsPodGCControllerConfiguration(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a PodGCControllerConfiguration at `path`. */
export declare function unknownFieldsPodGCControllerConfigurationAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a ReplicaSetControllerConfiguration that its spec does not define. */
export declare function findUnknownFieldsReplicaSetControllerConfiguration(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a ReplicaSetControllerConfiguration at `path`. */
export declare function unknownFieldsReplicaSetControllerConfigurationAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a ReplicationControllerConfiguration that its spec does not define. */
export declare function findUnknownFieldsReplicationControllerConfiguration(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a ReplicationControllerConfiguration at `path`. */
export declare function unknownFieldsReplicationControllerConfigurationAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a ResourceClaimControllerConfiguration that its spec does not define. */
export declare function findUnknownFieldsResourceClaimControllerConfiguration(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a ResourceClaimControllerConfiguration at `path`. */
export declare function unknownFieldsResourceClaimControllerConfigurationAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a ResourceQuotaControllerConfiguration that its spec does not define. */
export declare function findUnknownFieldsResourceQuotaControllerConfiguration(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a ResourceQuotaControllerConfiguration at `path`. */
export declare function unknownFieldsResourceQuotaControllerConfigurationAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a SAControllerConfiguration that its spec does not define. */
export declare function findUnknownFieldsSAControllerConfiguration(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a SAControllerConfiguration at `path`. */
export declare function unknownFieldsSAControllerConfigurationAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a StatefulSetControllerConfiguration that its spec does not define. */
export declare function findUnknownFieldsStatefulSetControllerConfiguration(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a StatefulSetControllerConfiguration at `path`. */
export declare function unknownFieldsStatefulSetControllerConfigurationAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a TTLAfterFinishedControllerConfiguration that its spec does not define. */
export declare function findUnknownFieldsTTLAfterFinishedControllerConfiguration(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a TTLAfterFinishedControllerConfiguration at `path`. */
export declare function unknownFieldsTTLAfterFinishedControllerConfigurationAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a ValidatingAdmissionPolicyStatusControllerConfiguration that its spec does not define. */
export declare function findUnknownFieldsValidatingAdmissionPolicyStatusControllerConfiguration(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a ValidatingAdmissionPolicyStatusControllerConfiguration at `path`. */
export declare function unknownFieldsValidatingAdmissionPolicyStatusControllerConfigurationAt(value: unknown, path: string, found: string[]): void;
/** The paths of the fields of a VolumeConfiguration that its spec does not define. */
export declare function findUnknownFieldsVolumeConfiguration(value: unknown): string[];
/** Adds to `found` the paths of unknown fields of a VolumeConfiguration at `path`. */
export declare function unknownFieldsVolumeConfigurationAt(value: unknown, path: string, found: string[]): void;
