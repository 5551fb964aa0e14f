import type { Duration } from "../meta.core.io/v1.js";
/**
 * Settings of the PodDisruptionBudget (disruption) controller.
 *
 * Alpha.
 */
export interface DisruptionControllerConfiguration {
  /**
   * Number of PodDisruptionBudget objects that may be synced concurrently. Larger means more responsive, but more CPU and network load.
   *
   * Marked required by the seed, not enforced: Kubernetes defaults a zero value to 1.
   *
   * @defaultValue `1`
   */
  ConcurrentDisruptionSyncs?: number;
}
/**
 * Settings of the Endpoints controller.
 *
 * Alpha.
 */
export interface EndpointControllerConfiguration {
  /**
   * Number of endpoint syncing operations done concurrently. Larger means faster endpoint updating, but more CPU and network load.
   *
   * Marked required by the seed, not enforced: Kubernetes defaults a zero value to 5.
   *
   * @defaultValue `5`
   */
  ConcurrentEndpointSyncs?: number;
  /**
   * Delays the processing of pod changes by this duration so that several pod changes are batched into one endpoints update. Larger means higher endpoint programming latency but fewer updates.
   *
   * Marked required by the seed, not enforced: Not defaulted; zero means no batching (each pod change is processed at once).
   */
  EndpointUpdatesBatchPeriod?: Duration;
}
/**
 * Settings of the EndpointSlice controller.
 *
 * Alpha.
 */
export interface EndpointSliceControllerConfiguration {
  /**
   * Number of service endpoint syncing operations done concurrently. Larger means faster EndpointSlice updating, but more CPU and network load. The controller manager accepts 1 to 50.
   *
   * Marked required by the seed, not enforced: Kubernetes defaults a zero value to 5. Value: from 1 to 50.
   *
   * @defaultValue `5`
   */
  ConcurrentServiceEndpointSyncs?: number;
  /**
   * Maximum number of endpoints added to one EndpointSlice. More endpoints per slice means fewer and larger slices. The controller manager accepts 1 to 1000.
   *
   * Marked required by the seed, not enforced: Kubernetes defaults a zero value to 100. Value: from 1 to 1000.
   *
   * @defaultValue `100`
   */
  MaxEndpointsPerSlice?: number;
  /**
   * Delays the processing of pod changes by this duration to batch EndpointSlice updates. Larger means higher endpoint programming latency but fewer updates.
   *
   * Marked required by the seed, not enforced: Not defaulted; zero means no batching.
   */
  EndpointUpdatesBatchPeriod?: Duration;
}
/**
 * Settings of the EndpointSliceMirroring controller (mirrors custom Endpoints to EndpointSlices).
 *
 * Alpha.
 */
export interface EndpointSliceMirroringControllerConfiguration {
  /**
   * Number of service endpoint syncing operations done concurrently. Larger means faster EndpointSlice updating, but more CPU and network load. The controller manager accepts 1 to 50.
   *
   * Marked required by the seed, not enforced: Kubernetes defaults a zero value to 5. Value: from 1 to 50.
   *
   * @defaultValue `5`
   */
  MirroringConcurrentServiceEndpointSyncs?: number;
  /**
   * Maximum number of endpoints added to one EndpointSlice for an Endpoints subset. The controller manager accepts 1 to 1000.
   *
   * Marked required by the seed, not enforced: Kubernetes defaults a zero value to 1000. Value: from 1 to 1000.
   *
   * @defaultValue `1000`
   */
  MirroringMaxEndpointsPerSubset?: number;
  /**
   * Delays the processing of EndpointSlice updates by this duration to batch them. 0 means every Endpoints update triggers an EndpointSlice update.
   *
   * Marked required by the seed, not enforced: Not defaulted; zero means every Endpoints update triggers an EndpointSlice update.
   */
  MirroringEndpointUpdatesBatchPeriod?: Duration;
}
/**
 * Settings of the ephemeral volume controller.
 *
 * Alpha.
 */
export interface EphemeralVolumeControllerConfiguration {
  /**
   * Number of ephemeral volume syncing operations done concurrently. Larger means faster ephemeral volume updating, but more CPU and network load.
   *
   * Marked required by the seed, not enforced: Kubernetes defaults a zero value to 5. Value: at least 1.
   *
   * @defaultValue `5`
   */
  ConcurrentEphemeralVolumeSyncs?: number;
}
/**
 * Settings of the garbage collector controller.
 *
 * Alpha.
 */
export interface GarbageCollectorControllerConfiguration {
  /**
   * Enables the generic garbage collector. Must be kept in sync with the corresponding flag of the API server. The seed (and Kubernetes' documentation) call the generic garbage collector an alpha feature.
   *
   * Marked required by the seed, not enforced: Kubernetes defaults it to true. Alpha.
   *
   * @defaultValue `true`
   */
  EnableGarbageCollector?: boolean;
  /**
   * Number of garbage collector workers allowed to sync concurrently.
   *
   * Marked required by the seed, not enforced: Kubernetes defaults a zero value to 20.
   *
   * @defaultValue `20`
   */
  ConcurrentGCSyncs?: number;
  /**
   * The resources the garbage collector ignores.
   *
   * Marked required by the seed, not enforced: The controller manager fills it with its built-in list of ignored resources (e.g. events); an empty list ignores nothing.
   */
  GCIgnoredResources?: GroupResource[];
}
/**
 * A group and a resource.
 *
 * Alpha.
 */
export interface GroupResource {
  /**
   * The group part (empty for the legacy core group).
   *
   * Marked required by the seed, not enforced: The empty string is the legacy core group.
   */
  Group?: string;
  /**
   * The resource part (plural resource name).
   *
   * Marked required by the seed, not enforced: The seed marks every field of §2.7; Kubernetes does not validate it.
   */
  Resource?: string;
}
/**
 * Settings of the HorizontalPodAutoscaler controller.
 *
 * Alpha.
 */
export interface HPAControllerConfiguration {
  /**
   * Number of HorizontalPodAutoscaler objects allowed to sync concurrently. Larger means more responsive autoscaling, but more CPU and network load.
   *
   * Marked required by the seed, not enforced: Kubernetes defaults a zero value to 5. Value: at least 1.
   *
   * @defaultValue `5`
   */
  ConcurrentHorizontalPodAutoscalerSyncs?: number;
  /**
   * Period for syncing the number of pods of horizontal pod autoscalers.
   *
   * Marked required by the seed, not enforced: Kubernetes defaults a zero value to 15s.
   *
   * @defaultValue `15s`
   */
  HorizontalPodAutoscalerSyncPeriod?: Duration;
  /**
   * Period during which the autoscaler looks back and does not scale down below any recommendation it made in that period.
   *
   * Marked required by the seed, not enforced: Kubernetes defaults a zero value to 5m0s.
   *
   * @defaultValue `5m0s`
   */
  HorizontalPodAutoscalerDownscaleStabilizationWindow?: Duration;
  /**
   * Minimum change (from 1.0) in the ratio of desired to actual metrics for the autoscaler to consider scaling.
   *
   * Marked required by the seed, not enforced: Kubernetes defaults a zero value to 0.1.
   *
   * @defaultValue `0.1`
   */
  HorizontalPodAutoscalerTolerance?: number;
  /**
   * Period after pod start during which CPU samples may be skipped.
   *
   * Marked required by the seed, not enforced: Kubernetes defaults a zero value to 5m0s.
   *
   * @defaultValue `5m0s`
   */
  HorizontalPodAutoscalerCPUInitializationPeriod?: Duration;
  /**
   * Period after pod start during which readiness changes are treated as the initial readiness.
   *
   * Marked required by the seed, not enforced: Kubernetes defaults a zero value to 30s.
   *
   * @defaultValue `30s`
   */
  HorizontalPodAutoscalerInitialReadinessDelay?: Duration;
}
/**
 * Settings of the Job controller.
 *
 * Alpha.
 */
export interface JobControllerConfiguration {
  /**
   * Number of Job objects allowed to sync concurrently. Larger means more responsive Jobs, but more CPU and network load.
   *
   * Marked required by the seed, not enforced: Kubernetes defaults a zero value to 5. Value: at least 1.
   *
   * @defaultValue `5`
   */
  ConcurrentJobSyncs?: number;
}
/**
 * Settings of the legacy service account token cleaner.
 *
 * Alpha.
 */
export interface LegacySATokenCleanerConfiguration {
  /**
   * Time since the last use of an auto-generated (legacy) service account token before it may be deleted.
   *
   * Marked required by the seed, not enforced: Kubernetes defaults a zero value to 8760h0m0s (365 days).
   *
   * @defaultValue `8760h0m0s`
   */
  CleanUpPeriod?: Duration;
}
/**
 * Settings of the Namespace controller.
 *
 * Alpha.
 */
export interface NamespaceControllerConfiguration {
  /**
   * Period for syncing namespace life-cycle updates.
   *
   * Marked required by the seed, not enforced: Kubernetes defaults a zero value to 5m0s.
   *
   * @defaultValue `5m0s`
   */
  NamespaceSyncPeriod?: Duration;
  /**
   * Number of Namespace objects allowed to sync concurrently. Larger means more responsive namespace termination, but more CPU and network load.
   *
   * Marked required by the seed, not enforced: Kubernetes defaults a zero value to 10.
   *
   * @defaultValue `10`
   */
  ConcurrentNamespaceSyncs?: number;
}
/**
 * Settings of the node IPAM controller (pod CIDR allocation to nodes).
 *
 * Alpha.
 *
 * Rules:
 * - `SecondaryServiceCIDR` must be of a different IP family from `ServiceCIDR`.
 */
export interface NodeIPAMControllerConfiguration {
  /**
   * CIDR range of the cluster's services.
   *
   * Marked required by the seed, not enforced: Optional; empty means no service range is reserved from the cluster CIDR. Format: an IPv4 or IPv6 CIDR prefix.
   */
  ServiceCIDR?: string;
  /**
   * Secondary CIDR range of the cluster's services, for dual-stack clusters. Must be of a different IP family than ServiceCIDR.
   *
   * Marked required by the seed, not enforced: Optional; only dual-stack clusters set it. Format: an IPv4 or IPv6 CIDR prefix.
   */
  SecondaryServiceCIDR?: string;
  /**
   * Mask size of the node CIDR in a single-stack cluster.
   *
   * Marked required by the seed, not enforced: Kubernetes defaults a zero value to 24.
   *
   * @defaultValue `24`
   */
  NodeCIDRMaskSize?: number;
  /**
   * Mask size of the IPv4 node CIDR in a dual-stack cluster.
   *
   * Marked required by the seed, not enforced: Optional; used in dual-stack clusters (the controller manager's default is 24).
   */
  NodeCIDRMaskSizeIPv4?: number;
  /**
   * Mask size of the IPv6 node CIDR in a dual-stack cluster.
   *
   * Marked required by the seed, not enforced: Optional; used in dual-stack clusters (the controller manager's default is 64).
   */
  NodeCIDRMaskSizeIPv6?: number;
}
/**
 * Settings of the node life-cycle controller (node health and evictions).
 *
 * Alpha.
 */
export interface NodeLifecycleControllerConfiguration {
  /**
   * Number of nodes per second on which pods are deleted in case of node failure when a zone is healthy. The controller manager's default is 0.1.
   *
   * Marked required by the seed, not enforced: Filled by the controller manager's flag default (0.1).
   */
  NodeEvictionRate?: number;
  /**
   * Number of nodes per second on which pods are deleted in case of node failure when a zone is unhealthy. Implicitly overridden to 0 if the cluster size is not larger than LargeClusterSizeThreshold. The controller manager's default is 0.01.
   *
   * Marked required by the seed, not enforced: Filled by the controller manager's flag default (0.01).
   */
  SecondaryNodeEvictionRate?: number;
  /**
   * Time a starting node may be unresponsive before it is marked unhealthy.
   *
   * Marked required by the seed, not enforced: Kubernetes defaults a zero value to 1m0s.
   *
   * @defaultValue `1m0s`
   */
  NodeStartupGracePeriod?: Duration;
  /**
   * Time a running node may be unresponsive before it is marked unhealthy. Must be N times the node agent's status update frequency, where N is the number of retries the node agent may make to post its status, and greater than the sum of HTTP2_PING_TIMEOUT_SECONDS and HTTP2_READ_IDLE_TIMEOUT_SECONDS.
   *
   * Marked required by the seed, not enforced: Kubernetes replaces a zero value with a default: 40s in the recommended defaults of the config API; the controller manager's flag default is 50s since 1.32 (not set here for that reason).
   */
  NodeMonitorGracePeriod?: Duration;
  /**
   * Grace period for deleting pods on failed nodes. (Kubernetes' taint-based eviction made the corresponding flag obsolete; the field remains.)
   *
   * Marked required by the seed, not enforced: Kubernetes defaults a zero value to 5m0s.
   *
   * @defaultValue `5m0s`
   */
  PodEvictionTimeout?: Duration;
  /**
   * Number of nodes from which the node life-cycle controller treats the cluster as large for eviction logic purposes; SecondaryNodeEvictionRate is implicitly 0 for clusters of this size or smaller. The controller manager's default is 50.
   *
   * Marked required by the seed, not enforced: Filled by the controller manager's flag default (50).
   */
  LargeClusterSizeThreshold?: number;
  /**
   * Fraction of the nodes of a zone that must be NotReady (and no fewer than 3 nodes) for the zone to be treated as unhealthy. The controller manager's default is 0.55.
   *
   * Marked required by the seed, not enforced: Filled by the controller manager's flag default (0.55).
   */
  UnhealthyZoneThreshold?: number;
  /**
   * Period for syncing the node status in the node life-cycle controller. The controller manager's default is 5s.
   *
   * Marked required by the seed, not enforced: Filled by the controller manager's flag default (5s).
   */
  NodeMonitorPeriod?: Duration;
}
/**
 * Settings of the PersistentVolume binder controller.
 *
 * Alpha.
 */
export interface PersistentVolumeBinderControllerConfiguration {
  /**
   * Period for syncing persistent volumes and persistent volume claims.
   *
   * Marked required by the seed, not enforced: Kubernetes defaults a zero value to 15s.
   *
   * @defaultValue `15s`
   */
  PVClaimBinderSyncPeriod?: Duration;
  /**
   * Configuration of the volume plugins.
   *
   * Marked required by the seed, not enforced: Every field of VolumeConfiguration is optional and defaulted.
   */
  VolumeConfiguration?: VolumeConfiguration;
}
/**
 * Settings of the persistent volume recycler (volume plugins).
 *
 * Alpha.
 */
export interface PersistentVolumeRecyclerConfiguration {
  /**
   * Number of retries of the PV recycler when recycling a PV fails.
   *
   * Marked required by the seed, not enforced: Kubernetes defaults a zero value to 3.
   *
   * @defaultValue `3`
   */
  MaximumRetry?: number;
  /**
   * Minimum ActiveDeadlineSeconds (in seconds) of an NFS recycler pod.
   *
   * Marked required by the seed, not enforced: Kubernetes defaults a zero value to 300.
   *
   * @defaultValue `300`
   */
  MinimumTimeoutNFS?: number;
  /**
   * File path of a pod definition used as the template for NFS persistent volume recycling.
   *
   * Marked required by the seed, not enforced: Optional; empty means the built-in NFS recycler pod template. Format: a file system path.
   */
  PodTemplateFilePathNFS?: string;
  /**
   * Seconds added to ActiveDeadlineSeconds of an NFS recycler pod for each Gi of the volume capacity.
   *
   * Marked required by the seed, not enforced: Kubernetes defaults a zero value to 30.
   *
   * @defaultValue `30`
   */
  IncrementTimeoutNFS?: number;
  /**
   * File path of a pod definition used as the template for host path persistent volume recycling. Host path recycling is for development and testing only and does not work in a multi-node cluster.
   *
   * Marked required by the seed, not enforced: Optional; empty means the built-in host path recycler pod template. Format: a file system path.
   */
  PodTemplateFilePathHostPath?: string;
  /**
   * Minimum ActiveDeadlineSeconds of a host path recycler pod. For development and testing only.
   *
   * Marked required by the seed, not enforced: Kubernetes defaults a zero value to 60.
   *
   * @defaultValue `60`
   */
  MinimumTimeoutHostPath?: number;
  /**
   * Seconds added to ActiveDeadlineSeconds of a host path recycler pod for each Gi of the volume capacity. For development and testing only.
   *
   * Marked required by the seed, not enforced: Kubernetes defaults a zero value to 30.
   *
   * @defaultValue `30`
   */
  IncrementTimeoutHostPath?: number;
}
/**
 * Settings of the pod garbage collector.
 *
 * Alpha.
 */
export interface PodGCControllerConfiguration {
  /**
   * Number of terminated pods that may exist before the terminated pod garbage collector starts deleting them. If <= 0, the terminated pod garbage collector is disabled (an explicit 0 is replaced by the default, so disabling needs a negative value).
   *
   * Marked required by the seed, not enforced: Kubernetes defaults a zero value to 12500.
   *
   * @defaultValue `12500`
   */
  TerminatedPodGCThreshold?: number;
}
/**
 * Settings of the ReplicaSet controller.
 *
 * Alpha.
 */
export interface ReplicaSetControllerConfiguration {
  /**
   * Number of ReplicaSets allowed to sync concurrently. Larger means more responsive replica management, but more CPU and network load.
   *
   * Marked required by the seed, not enforced: Kubernetes defaults a zero value to 5.
   *
   * @defaultValue `5`
   */
  ConcurrentRSSyncs?: number;
}
/**
 * Settings of the ReplicationController controller.
 *
 * Alpha.
 */
export interface ReplicationControllerConfiguration {
  /**
   * Number of replication controllers allowed to sync concurrently. Larger means more responsive replica management, but more CPU and network load.
   *
   * Marked required by the seed, not enforced: Kubernetes defaults a zero value to 5.
   *
   * @defaultValue `5`
   */
  ConcurrentRCSyncs?: number;
}
/**
 * Settings of the ResourceClaim controller (dynamic resource allocation).
 *
 * Alpha.
 */
export interface ResourceClaimControllerConfiguration {
  /**
   * Number of operations (creating or deleting ResourceClaims) done concurrently. Larger means faster processing, but more CPU and network load. Default 50.
   *
   * Marked required by the seed, not enforced: The seed's own text gives a default of 50. Value: at least 1.
   *
   * @defaultValue `50`
   */
  ConcurrentSyncs?: number;
}
/**
 * Settings of the ResourceQuota controller.
 *
 * Alpha.
 */
export interface ResourceQuotaControllerConfiguration {
  /**
   * Period for syncing quota usage status in the system.
   *
   * Marked required by the seed, not enforced: Kubernetes defaults a zero value to 5m0s.
   *
   * @defaultValue `5m0s`
   */
  ResourceQuotaSyncPeriod?: Duration;
  /**
   * Number of resource quotas allowed to sync concurrently. Larger means more responsive quota management, but more CPU and network load.
   *
   * Marked required by the seed, not enforced: Kubernetes defaults a zero value to 5.
   *
   * @defaultValue `5`
   */
  ConcurrentResourceQuotaSyncs?: number;
}
/**
 * Settings of the service account token controller.
 *
 * Alpha.
 */
export interface SAControllerConfiguration {
  /**
   * File path of a PEM-encoded private RSA key used to sign service account tokens.
   *
   * Marked required by the seed, not enforced: Optional; without a key file the token controller does not run. Format: a file system path.
   */
  ServiceAccountKeyFile?: string;
  /**
   * Number of service account token objects allowed to sync concurrently. Larger means more responsive token generation, but more CPU and network load.
   *
   * Marked required by the seed, not enforced: Kubernetes defaults a zero value to 5.
   *
   * @defaultValue `5`
   */
  ConcurrentSATokenSyncs?: number;
  /**
   * File path of the root certificate authority bundle (PEM) included in service account token secrets.
   *
   * Marked required by the seed, not enforced: Optional; empty means no root CA bundle is added to token secrets. Format: a file system path.
   */
  RootCAFile?: string;
}
/**
 * Settings of the StatefulSet controller.
 *
 * Alpha.
 */
export interface StatefulSetControllerConfiguration {
  /**
   * Number of StatefulSet objects allowed to sync concurrently. Larger means more responsive StatefulSets, but more CPU and network load.
   *
   * Marked required by the seed, not enforced: Kubernetes defaults a zero value to 5. Value: at least 1.
   *
   * @defaultValue `5`
   */
  ConcurrentStatefulSetSyncs?: number;
}
/**
 * Settings of the TTL-after-finished controller (deletes finished Jobs after their TTL).
 *
 * Alpha.
 */
export interface TTLAfterFinishedControllerConfiguration {
  /**
   * Number of TTL-after-finished collector workers allowed to sync concurrently.
   *
   * Marked required by the seed, not enforced: Kubernetes defaults a value <= 0 to 5.
   *
   * @defaultValue `5`
   */
  ConcurrentTTLSyncs?: number;
}
/**
 * Settings of the ValidatingAdmissionPolicy status controller.
 *
 * Alpha.
 */
export interface ValidatingAdmissionPolicyStatusControllerConfiguration {
  /**
   * Number of policy objects allowed to sync concurrently. Larger means quicker type checking of policies, but more CPU (and memory) load. Default 5.
   *
   * Marked required by the seed, not enforced: The seed's own text gives a default of 5. Value: at least 1.
   *
   * @defaultValue `5`
   */
  ConcurrentPolicySyncs?: number;
}
/**
 * Configuration of the volume plugins of the controller manager.
 *
 * Alpha.
 */
export interface VolumeConfiguration {
  /**
   * Enables HostPath persistent volume provisioning when running without a cloud provider, for testing and development of provisioning features. HostPath provisioning is not supported in any way, does not work in a multi-node cluster (single node only) and must not be used for anything other than testing or development.
   *
   * Marked required by the seed, not enforced: Kubernetes defaults it to false.
   *
   * @defaultValue `false`
   */
  EnableHostPathProvisioning?: boolean;
  /**
   * Enables the provisioning of volumes when running in an environment that supports dynamic provisioning. Default true.
   *
   * Marked required by the seed, not enforced: The seed's own text gives a default of true.
   *
   * @defaultValue `true`
   */
  EnableDynamicProvisioning?: boolean;
  /**
   * Configuration of the persistent volume recycler. In Kubernetes this is a named field whose name equals its type (the seed lists it without a type), not a Go embedding: its value is a nested object under the key `PersistentVolumeRecyclerConfiguration`.
   *
   * Marked required by the seed, not enforced: Every field of PersistentVolumeRecyclerConfiguration is optional and defaulted.
   */
  PersistentVolumeRecyclerConfiguration?: PersistentVolumeRecyclerConfiguration;
  /**
   * Full path of the directory in which the flex volume plugin searches for additional third-party volume plugins.
   *
   * Marked required by the seed, not enforced: Kubernetes defaults an empty value to /usr/libexec/kubernetes/kubelet-plugins/volume/exec/. Format: a file system path.
   *
   * @defaultValue `/usr/libexec/kubernetes/kubelet-plugins/volume/exec/`
   */
  FlexVolumePluginDir?: string;
}
