import { type ResourceHandlers } from "./runtime/apimachinery/handlers.js";
import type {
  MutatingWebhookConfiguration as AdmissionregistrationV1MutatingWebhookConfiguration,
  MutatingWebhookConfigurationList as AdmissionregistrationV1MutatingWebhookConfigurationList,
  ValidatingWebhookConfiguration as AdmissionregistrationV1ValidatingWebhookConfiguration,
  ValidatingWebhookConfigurationList as AdmissionregistrationV1ValidatingWebhookConfigurationList,
} from "@corespec/api/types/admissionregistration.core.io/v1.js";
import type {
  Lease as CoordinationV1Lease,
  LeaseList as CoordinationV1LeaseList,
} from "@corespec/api/types/coordination.core.io/v1.js";
import type {
  LeaseCandidate as CoordinationV1beta1LeaseCandidate,
  LeaseCandidateList as CoordinationV1beta1LeaseCandidateList,
} from "@corespec/api/types/coordination.core.io/v1beta1.js";
import type {
  Event as EventsV1Event,
  EventList as EventsV1EventList,
} from "@corespec/api/types/events.core.io/v1.js";
import type {
  RuntimeClass as NodeV1RuntimeClass,
  RuntimeClassList as NodeV1RuntimeClassList,
} from "@corespec/api/types/node.core.io/v1.js";
import type {
  ClusterRole as RbacAuthorizationV1ClusterRole,
  ClusterRoleBinding as RbacAuthorizationV1ClusterRoleBinding,
  ClusterRoleBindingList as RbacAuthorizationV1ClusterRoleBindingList,
  ClusterRoleList as RbacAuthorizationV1ClusterRoleList,
} from "@corespec/api/types/rbac.authorization.core.io/v1.js";
import type {
  ResourceSlice as ResourceV1ResourceSlice,
  ResourceSliceList as ResourceV1ResourceSliceList,
} from "@corespec/api/types/resource.core.io/v1.js";
import type {
  ResourcePoolStatusRequest as ResourceV1alpha3ResourcePoolStatusRequest,
  ResourcePoolStatusRequestList as ResourceV1alpha3ResourcePoolStatusRequestList,
} from "@corespec/api/types/resource.core.io/v1alpha3.js";
import type {
  PriorityClass as SchedulingV1PriorityClass,
  PriorityClassList as SchedulingV1PriorityClassList,
} from "@corespec/api/types/scheduling.core.io/v1.js";
import type {
  VolumeAttributesClass as StorageV1VolumeAttributesClass,
  VolumeAttributesClassList as StorageV1VolumeAttributesClassList,
} from "@corespec/api/types/storage.core.io/v1.js";
/** The handlers of every served resource. `createServer({ handlers })` takes any subset; the rest use the default implementation over the storage. A handler of the wrong type does not compile. */
export interface Handlers {
  /** mutatingwebhookconfigurations.admissionregistration.core.io v1: Admission webhooks that may accept, reject, and change an object. */
  admissionregistrationV1MutatingWebhookConfiguration: ResourceHandlers<
    AdmissionregistrationV1MutatingWebhookConfiguration,
    AdmissionregistrationV1MutatingWebhookConfigurationList
  >;
  /** validatingwebhookconfigurations.admissionregistration.core.io v1: Admission webhooks that accept or reject an object without changing it. */
  admissionregistrationV1ValidatingWebhookConfiguration: ResourceHandlers<
    AdmissionregistrationV1ValidatingWebhookConfiguration,
    AdmissionregistrationV1ValidatingWebhookConfigurationList
  >;
  /** leases.coordination.core.io v1: A lease: holder identity, acquire and renew times, duration. */
  coordinationV1Lease: ResourceHandlers<CoordinationV1Lease, CoordinationV1LeaseList>;
  /** leasecandidates.coordination.core.io v1beta1: A candidate for a Lease; coordinated leader election picks the best leader among candidates. */
  coordinationV1beta1LeaseCandidate: ResourceHandlers<
    CoordinationV1beta1LeaseCandidate,
    CoordinationV1beta1LeaseCandidateList
  >;
  /** events.events.core.io v1: A report of a state change somewhere in the cluster. Retention is limited; events are informative, best-effort data, and consumers must not rely on the timing of a given reason or on its continued existence. The Event resource is a stored record, not a delivery mechanism. */
  eventsV1Event: ResourceHandlers<EventsV1Event, EventsV1EventList>;
  /** runtimeclasses.node.core.io v1: A class of container runtime. It is referenced from a pod spec and resolved by the node agent before the pod runs. */
  nodeV1RuntimeClass: ResourceHandlers<NodeV1RuntimeClass, NodeV1RuntimeClassList>;
  /** clusterrolebindings.rbac.authorization.core.io v1: References a ClusterRole (it does not contain it) and adds the subjects the role applies to. It can reference only a ClusterRole in the global namespace. */
  rbacV1ClusterRoleBinding: ResourceHandlers<
    RbacAuthorizationV1ClusterRoleBinding,
    RbacAuthorizationV1ClusterRoleBindingList
  >;
  /** clusterroles.rbac.authorization.core.io v1: A cluster-level, logical grouping of PolicyRules that a ClusterRoleBinding grants as a unit. */
  rbacV1ClusterRole: ResourceHandlers<
    RbacAuthorizationV1ClusterRole,
    RbacAuthorizationV1ClusterRoleList
  >;
  /** resourceslices.resource.core.io v1: One or more devices of a pool, published by the driver that manages them. A pool may span several slices; `spec.pool.resourceSliceCount` says how many, and consumers only consider the slices of the pool's highest generation. */
  resourceV1ResourceSlice: ResourceHandlers<ResourceV1ResourceSlice, ResourceV1ResourceSliceList>;
  /** resourcepoolstatusrequests.resource.core.io v1alpha3: Triggers a one-time calculation of resource pool status from filters. The controller processes a pending request (status nil) once: it sets status with a `Complete` or `Failed` condition, after which the whole object is immutable and the request is never reprocessed. To refresh, delete and recreate the request. */
  resourceV1alpha3ResourcePoolStatusRequest: ResourceHandlers<
    ResourceV1alpha3ResourcePoolStatusRequest,
    ResourceV1alpha3ResourcePoolStatusRequestList
  >;
  /** priorityclasses.scheduling.core.io v1: Maps a priority class name to an integer priority value. Pods name the class to receive its priority. */
  schedulingV1PriorityClass: ResourceHandlers<
    SchedulingV1PriorityClass,
    SchedulingV1PriorityClassList
  >;
  /** volumeattributesclasses.storage.core.io v1: Holds mutable volume attributes defined by a storage driver. A class can be chosen at dynamic provisioning of volume claims and changed later in the claim spec. When the driver rejects invalid parameters, the target volume claim is set to the `Infeasible` state in its `modifyVolumeStatus` field. */
  storageV1VolumeAttributesClass: ResourceHandlers<
    StorageV1VolumeAttributesClass,
    StorageV1VolumeAttributesClassList
  >;
}
/** The Handlers property of each kind, by `apiVersion/kind`. */
export declare const handlerKeys: ReadonlyMap<string, keyof Handlers>;
