import { type ResourceHandlers } from "./runtime/apimachinery/handlers.js";
import type { Lease as CoordinationCoreIoV1Lease, LeaseList as CoordinationCoreIoV1LeaseList } from "@corespec/api/types/coordination.core.io/v1.js";
import type { LeaseCandidate as CoordinationCoreIoV1beta1LeaseCandidate, LeaseCandidateList as CoordinationCoreIoV1beta1LeaseCandidateList } from "@corespec/api/types/coordination.core.io/v1beta1.js";
import type { Event as EventsCoreIoV1Event, EventList as EventsCoreIoV1EventList } from "@corespec/api/types/events.core.io/v1.js";
import type { RuntimeClass as NodeCoreIoV1RuntimeClass, RuntimeClassList as NodeCoreIoV1RuntimeClassList } from "@corespec/api/types/node.core.io/v1.js";
import type { ClusterRoleBinding as RbacAuthorizationCoreIoV1ClusterRoleBinding, ClusterRoleBindingList as RbacAuthorizationCoreIoV1ClusterRoleBindingList } from "@corespec/api/types/rbac.authorization.core.io/v1.js";
import type { ResourceSlice as ResourceCoreIoV1ResourceSlice, ResourceSliceList as ResourceCoreIoV1ResourceSliceList } from "@corespec/api/types/resource.core.io/v1.js";
import type { ResourcePoolStatusRequest as ResourceCoreIoV1alpha3ResourcePoolStatusRequest, ResourcePoolStatusRequestList as ResourceCoreIoV1alpha3ResourcePoolStatusRequestList } from "@corespec/api/types/resource.core.io/v1alpha3.js";
import type { PriorityClass as SchedulingCoreIoV1PriorityClass, PriorityClassList as SchedulingCoreIoV1PriorityClassList } from "@corespec/api/types/scheduling.core.io/v1.js";
import type { VolumeAttributesClass as StorageCoreIoV1VolumeAttributesClass, VolumeAttributesClassList as StorageCoreIoV1VolumeAttributesClassList } from "@corespec/api/types/storage.core.io/v1.js";
/** The handlers of every served resource. `createServer({ handlers })` takes any subset; the rest use the default implementation over the storage. A handler of the wrong type does not compile. */
export interface Handlers {
    /** leases.coordination.core.io v1: A lease: holder identity, acquire and renew times, duration. */
    coordinationV1Lease: ResourceHandlers<CoordinationCoreIoV1Lease, CoordinationCoreIoV1LeaseList>;
    /** leasecandidates.coordination.core.io v1beta1: A candidate for a Lease; coordinated leader election picks the best leader among candidates. */
    coordinationV1beta1LeaseCandidate: ResourceHandlers<CoordinationCoreIoV1beta1LeaseCandidate, CoordinationCoreIoV1beta1LeaseCandidateList>;
    /** events.events.core.io v1: A report of a state change somewhere in the cluster. Retention is limited; events are informative, best-effort data, and consumers must not rely on the timing of a given reason or on its continued existence. The Event resource is a stored record, not a delivery mechanism. */
    eventsV1Event: ResourceHandlers<EventsCoreIoV1Event, EventsCoreIoV1EventList>;
    /** runtimeclasses.node.core.io v1: A class of container runtime. It is referenced from a pod spec and resolved by the node agent before the pod runs. */
    nodeV1RuntimeClass: ResourceHandlers<NodeCoreIoV1RuntimeClass, NodeCoreIoV1RuntimeClassList>;
    /** clusterrolebindings.rbac.authorization.core.io v1: References a ClusterRole (it does not contain it) and adds the subjects the role applies to. It can reference only a ClusterRole in the global namespace. */
    rbacV1ClusterRoleBinding: ResourceHandlers<RbacAuthorizationCoreIoV1ClusterRoleBinding, RbacAuthorizationCoreIoV1ClusterRoleBindingList>;
    /** resourceslices.resource.core.io v1: One or more devices of a pool, published by the driver that manages them. A pool may span several slices; `spec.pool.resourceSliceCount` says how many, and consumers only consider the slices of the pool's highest generation. */
    resourceV1ResourceSlice: ResourceHandlers<ResourceCoreIoV1ResourceSlice, ResourceCoreIoV1ResourceSliceList>;
    /** resourcepoolstatusrequests.resource.core.io v1alpha3: Triggers a one-time calculation of resource pool status from filters. The controller processes a pending request (status nil) once: it sets status with a `Complete` or `Failed` condition, after which the whole object is immutable and the request is never reprocessed. To refresh, delete and recreate the request. */
    resourceV1alpha3ResourcePoolStatusRequest: ResourceHandlers<ResourceCoreIoV1alpha3ResourcePoolStatusRequest, ResourceCoreIoV1alpha3ResourcePoolStatusRequestList>;
    /** priorityclasses.scheduling.core.io v1: Maps a priority class name to an integer priority value. Pods name the class to receive its priority. */
    schedulingV1PriorityClass: ResourceHandlers<SchedulingCoreIoV1PriorityClass, SchedulingCoreIoV1PriorityClassList>;
    /** volumeattributesclasses.storage.core.io v1: Holds mutable volume attributes defined by a storage driver. A class can be chosen at dynamic provisioning of volume claims and changed later in the claim spec. When the driver rejects invalid parameters, the target volume claim is set to the `Infeasible` state in its `modifyVolumeStatus` field. */
    storageV1VolumeAttributesClass: ResourceHandlers<StorageCoreIoV1VolumeAttributesClass, StorageCoreIoV1VolumeAttributesClassList>;
}
/** The Handlers property of each kind, by `apiVersion/kind`. */
export declare const handlerKeys: ReadonlyMap<string, keyof Handlers>;
