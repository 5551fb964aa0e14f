import { type Defaulter } from "../../runtime/values.js";
/** A copy of a DisruptionControllerConfiguration with its defaults set; the input is never changed. */
export declare const defaultDisruptionControllerConfiguration: Defaulter;
/** Sets the defaults of a DisruptionControllerConfiguration in place. Only for values the caller owns (a copy). */
export declare function setDefaultsDisruptionControllerConfiguration(value: unknown): void;
/** A copy of an EndpointControllerConfiguration with its defaults set; the input is never changed. */
export declare const defaultEndpointControllerConfiguration: Defaulter;
/** Sets the defaults of an EndpointControllerConfiguration in place. Only for values the caller owns (a copy). */
export declare function setDefaultsEndpointControllerConfiguration(value: unknown): void;
/** A copy of an EndpointSliceControllerConfiguration with its defaults set; the input is never changed. */
export declare const defaultEndpointSliceControllerConfiguration: Defaulter;
/** Sets the defaults of an EndpointSliceControllerConfiguration in place. Only for values the caller owns (a copy). */
export declare function setDefaultsEndpointSliceControllerConfiguration(value: unknown): void;
/** A copy of an EndpointSliceMirroringControllerConfiguration with its defaults set; the input is never changed. */
export declare const defaultEndpointSliceMirroringControllerConfiguration: Defaulter;
/** Sets the defaults of an EndpointSliceMirroringControllerConfiguration in place. Only for values the caller owns (a copy). */
export declare function setDefaultsEndpointSliceMirroringControllerConfiguration(
  value: unknown,
): void;
/** A copy of an EphemeralVolumeControllerConfiguration with its defaults set; the input is never changed. */
export declare const defaultEphemeralVolumeControllerConfiguration: Defaulter;
/** Sets the defaults of an EphemeralVolumeControllerConfiguration in place. Only for values the caller owns (a copy). */
export declare function setDefaultsEphemeralVolumeControllerConfiguration(value: unknown): void;
/** A copy of a GarbageCollectorControllerConfiguration with its defaults set; the input is never changed. */
export declare const defaultGarbageCollectorControllerConfiguration: Defaulter;
/** Sets the defaults of a GarbageCollectorControllerConfiguration in place. Only for values the caller owns (a copy). */
export declare function setDefaultsGarbageCollectorControllerConfiguration(value: unknown): void;
/** A copy of a GroupResource with its defaults set; the input is never changed. */
export declare const defaultGroupResource: Defaulter;
/** A copy of a HPAControllerConfiguration with its defaults set; the input is never changed. */
export declare const defaultHPAControllerConfiguration: Defaulter;
/** Sets the defaults of a HPAControllerConfiguration in place. Only for values the caller owns (a copy). */
export declare function setDefaultsHPAControllerConfiguration(value: unknown): void;
/** A copy of a JobControllerConfiguration with its defaults set; the input is never changed. */
export declare const defaultJobControllerConfiguration: Defaulter;
/** Sets the defaults of a JobControllerConfiguration in place. Only for values the caller owns (a copy). */
export declare function setDefaultsJobControllerConfiguration(value: unknown): void;
/** A copy of a LegacySATokenCleanerConfiguration with its defaults set; the input is never changed. */
export declare const defaultLegacySATokenCleanerConfiguration: Defaulter;
/** Sets the defaults of a LegacySATokenCleanerConfiguration in place. Only for values the caller owns (a copy). */
export declare function setDefaultsLegacySATokenCleanerConfiguration(value: unknown): void;
/** A copy of a NamespaceControllerConfiguration with its defaults set; the input is never changed. */
export declare const defaultNamespaceControllerConfiguration: Defaulter;
/** Sets the defaults of a NamespaceControllerConfiguration in place. Only for values the caller owns (a copy). */
export declare function setDefaultsNamespaceControllerConfiguration(value: unknown): void;
/** A copy of a NodeIPAMControllerConfiguration with its defaults set; the input is never changed. */
export declare const defaultNodeIPAMControllerConfiguration: Defaulter;
/** Sets the defaults of a NodeIPAMControllerConfiguration in place. Only for values the caller owns (a copy). */
export declare function setDefaultsNodeIPAMControllerConfiguration(value: unknown): void;
/** A copy of a NodeLifecycleControllerConfiguration with its defaults set; the input is never changed. */
export declare const defaultNodeLifecycleControllerConfiguration: Defaulter;
/** Sets the defaults of a NodeLifecycleControllerConfiguration in place. Only for values the caller owns (a copy). */
export declare function setDefaultsNodeLifecycleControllerConfiguration(value: unknown): void;
/** A copy of a PersistentVolumeBinderControllerConfiguration with its defaults set; the input is never changed. */
export declare const defaultPersistentVolumeBinderControllerConfiguration: Defaulter;
/** Sets the defaults of a PersistentVolumeBinderControllerConfiguration in place. Only for values the caller owns (a copy). */
export declare function setDefaultsPersistentVolumeBinderControllerConfiguration(
  value: unknown,
): void;
/** A copy of a PersistentVolumeRecyclerConfiguration with its defaults set; the input is never changed. */
export declare const defaultPersistentVolumeRecyclerConfiguration: Defaulter;
/** Sets the defaults of a PersistentVolumeRecyclerConfiguration in place. Only for values the caller owns (a copy). */
export declare function setDefaultsPersistentVolumeRecyclerConfiguration(value: unknown): void;
/** A copy of a PodGCControllerConfiguration with its defaults set; the input is never changed. */
export declare const defaultPodGCControllerConfiguration: Defaulter;
/** Sets the defaults of a PodGCControllerConfiguration in place. Only for values the caller owns (a copy). */
export declare function setDefaultsPodGCControllerConfiguration(value: unknown): void;
/** A copy of a ReplicaSetControllerConfiguration with its defaults set; the input is never changed. */
export declare const defaultReplicaSetControllerConfiguration: Defaulter;
/** Sets the defaults of a ReplicaSetControllerConfiguration in place. Only for values the caller owns (a copy). */
export declare function setDefaultsReplicaSetControllerConfiguration(value: unknown): void;
/** A copy of a ReplicationControllerConfiguration with its defaults set; the input is never changed. */
export declare const defaultReplicationControllerConfiguration: Defaulter;
/** Sets the defaults of a ReplicationControllerConfiguration in place. Only for values the caller owns (a copy). */
export declare function setDefaultsReplicationControllerConfiguration(value: unknown): void;
/** A copy of a ResourceClaimControllerConfiguration with its defaults set; the input is never changed. */
export declare const defaultResourceClaimControllerConfiguration: Defaulter;
/** Sets the defaults of a ResourceClaimControllerConfiguration in place. Only for values the caller owns (a copy). */
export declare function setDefaultsResourceClaimControllerConfiguration(value: unknown): void;
/** A copy of a ResourceQuotaControllerConfiguration with its defaults set; the input is never changed. */
export declare const defaultResourceQuotaControllerConfiguration: Defaulter;
/** Sets the defaults of a ResourceQuotaControllerConfiguration in place. Only for values the caller owns (a copy). */
export declare function setDefaultsResourceQuotaControllerConfiguration(value: unknown): void;
/** A copy of a SAControllerConfiguration with its defaults set; the input is never changed. */
export declare const defaultSAControllerConfiguration: Defaulter;
/** Sets the defaults of a SAControllerConfiguration in place. Only for values the caller owns (a copy). */
export declare function setDefaultsSAControllerConfiguration(value: unknown): void;
/** A copy of a StatefulSetControllerConfiguration with its defaults set; the input is never changed. */
export declare const defaultStatefulSetControllerConfiguration: Defaulter;
/** Sets the defaults of a StatefulSetControllerConfiguration in place. Only for values the caller owns (a copy). */
export declare function setDefaultsStatefulSetControllerConfiguration(value: unknown): void;
/** A copy of a TTLAfterFinishedControllerConfiguration with its defaults set; the input is never changed. */
export declare const defaultTTLAfterFinishedControllerConfiguration: Defaulter;
/** Sets the defaults of a TTLAfterFinishedControllerConfiguration in place. Only for values the caller owns (a copy). */
export declare function setDefaultsTTLAfterFinishedControllerConfiguration(value: unknown): void;
/** A copy of a ValidatingAdmissionPolicyStatusControllerConfiguration with its defaults set; the input is never changed. */
export declare const defaultValidatingAdmissionPolicyStatusControllerConfiguration: Defaulter;
/** Sets the defaults of a ValidatingAdmissionPolicyStatusControllerConfiguration in place. Only for values the caller owns (a copy). */
export declare function setDefaultsValidatingAdmissionPolicyStatusControllerConfiguration(
  value: unknown,
): void;
/** A copy of a VolumeConfiguration with its defaults set; the input is never changed. */
export declare const defaultVolumeConfiguration: Defaulter;
/** Sets the defaults of a VolumeConfiguration in place. Only for values the caller owns (a copy). */
export declare function setDefaultsVolumeConfiguration(value: unknown): void;
