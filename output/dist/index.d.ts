import { type ValidationResult } from "./runtime/errors.js";
import { type ValidateOptions } from "./runtime/feature-gates.js";
/** Validates an object of any kind the package knows, dispatching on its apiVersion and kind. Returns every error, with Kubernetes field paths; never throws on any object. `options.featureGates` turns Kubernetes feature gates on or off (an unknown gate throws). */
export declare function validate(obj: unknown, options?: ValidateOptions): ValidationResult;
/** Validates an update: everything `validate` checks, plus what may not change from `old` (immutable fields, the kind, a resourceVersion). */
export declare function validateUpdate(obj: unknown, old: unknown, options?: ValidateOptions): ValidationResult;
/** Validates a value as any named type (`LeaseSpec`, or qualified: `coordination.core.io/v1.LeaseSpec`). */
export declare function validateAs(typeName: string, obj: unknown, options?: ValidateOptions): ValidationResult;
/** A copy of an object of any kind the package knows, with its defaults set; the input is never changed. */
export declare function applyDefaults<T>(obj: T): T;
/** A copy of a value of a named type with its defaults set; the input is never changed. */
export declare function applyDefaultsAs<T>(typeName: string, obj: T): T;
/** The paths of the fields of an object that its kind does not define (`spec.foo`). */
export declare function findUnknownFields(obj: unknown): string[];
/** The paths of the fields of a value that its named type does not define. */
export declare function findUnknownFieldsAs(typeName: string, obj: unknown): string[];
/** Every kind the package knows. */
export declare function kinds(): {
    apiVersion: string;
    kind: string;
}[];
export type { ErrorType, FieldError, ValidationResult } from "./runtime/errors.js";
export { MAX_ERRORS, formatFieldError } from "./runtime/errors.js";
export type { ValidateOptions } from "./runtime/feature-gates.js";
export { DEFAULT_FEATURE_GATES, parseFeatureGates } from "./runtime/feature-gates.js";
export type * as coreV1 from "./api/core/v1.js";
export type * as admissionV1 from "./api/admission.core.io/v1.js";
export type * as apiserverV1 from "./api/apiserver.core.io/v1.js";
export type * as apiserverV1beta1 from "./api/apiserver.core.io/v1beta1.js";
export type * as apiserverV1alpha1 from "./api/apiserver.core.io/v1alpha1.js";
export type * as auditV1 from "./api/audit.core.io/v1.js";
export type * as authenticationV1 from "./api/authentication.core.io/v1.js";
export type * as clientV1 from "./api/client.authentication.core.io/v1.js";
export type * as clientV1beta1 from "./api/client.authentication.core.io/v1beta1.js";
export type * as componentbaseV1alpha1 from "./api/componentbase.config.core.io/v1alpha1.js";
export type * as coordinationV1 from "./api/coordination.core.io/v1.js";
export type * as coordinationV1beta1 from "./api/coordination.core.io/v1beta1.js";
export type * as eventratelimitV1alpha1 from "./api/eventratelimit.admission.core.io/v1alpha1.js";
export type * as eventsV1 from "./api/events.core.io/v1.js";
export type * as imagepolicyV1alpha1 from "./api/imagepolicy.core.io/v1alpha1.js";
export type * as kubecontrollermanagerV1alpha1 from "./api/kubecontrollermanager.config.core.io/v1alpha1.js";
export type * as metaV1 from "./api/meta.core.io/v1.js";
export type * as nodeV1 from "./api/node.core.io/v1.js";
export type * as rbacV1 from "./api/rbac.authorization.core.io/v1.js";
export type * as resourceV1 from "./api/resource.core.io/v1.js";
export type * as resourceV1alpha3 from "./api/resource.core.io/v1alpha3.js";
export type * as schedulingV1 from "./api/scheduling.core.io/v1.js";
export type * as storageV1 from "./api/storage.core.io/v1.js";
export type { EventSource, Toleration, TolerationOperator, TaintEffect, ResourceName, ResourceList, } from "./types/core/v1.js";
export type { AdmissionReview, AdmissionRequest, AdmissionResponse, Operation, PatchType, } from "./types/admission.core.io/v1.js";
export type { AuthenticationConfiguration, AuthorizationConfiguration, AnonymousAuthConfig, AnonymousAuthCondition, JWTAuthenticator, Issuer, AudienceMatchPolicyType, EgressSelectorType, ClaimMappings, PrefixedClaimOrExpression, ClaimOrExpression, ClaimValidationRule, ExtraMapping, UserValidationRule, AuthorizerConfiguration, WebhookConfiguration, WebhookConnectionInfo, WebhookMatchCondition, EgressSelection, Connection, ProtocolType, Transport, TCPTransport, UDSTransport, TLSConfig, } from "./types/apiserver.core.io/v1.js";
export type { EgressSelectorConfiguration } from "./types/apiserver.core.io/v1beta1.js";
export type { Policy, PolicyRule, GroupResources, AuthenticationMetadata, Level, Stage, } from "./types/audit.core.io/v1.js";
export type { UserInfo, ExtraValue } from "./types/authentication.core.io/v1.js";
export type { ExecCredential, ExecCredentialSpec, Cluster, ExecCredentialStatus, } from "./types/client.authentication.core.io/v1.js";
export type { LoggingConfiguration, TimeOrMetaDuration, VerbosityLevel, VModuleConfiguration, VModuleItem, FormatOptions, TextOptions, JSONOptions, OutputRoutingOptions, LoggingOptions, ClientConnectionConfiguration, DebuggingConfiguration, LeaderElectionConfiguration, } from "./types/componentbase.config.core.io/v1alpha1.js";
export type { Lease, LeaseList, LeaseSpec, CoordinatedLeaseStrategy, } from "./types/coordination.core.io/v1.js";
export type { LeaseCandidate, LeaseCandidateList, LeaseCandidateSpec, } from "./types/coordination.core.io/v1beta1.js";
export type { Configuration, Limit, LimitType, } from "./types/eventratelimit.admission.core.io/v1alpha1.js";
export type { EventSeries } from "./types/events.core.io/v1.js";
export type { ImageReview, ImageReviewSpec, ImageReviewContainerSpec, ImageReviewStatus, } from "./types/imagepolicy.core.io/v1alpha1.js";
export type { DisruptionControllerConfiguration, EndpointControllerConfiguration, EndpointSliceControllerConfiguration, EndpointSliceMirroringControllerConfiguration, EphemeralVolumeControllerConfiguration, GarbageCollectorControllerConfiguration, HPAControllerConfiguration, JobControllerConfiguration, LegacySATokenCleanerConfiguration, NamespaceControllerConfiguration, NodeIPAMControllerConfiguration, NodeLifecycleControllerConfiguration, PersistentVolumeBinderControllerConfiguration, PersistentVolumeRecyclerConfiguration, PodGCControllerConfiguration, ReplicaSetControllerConfiguration, ReplicationControllerConfiguration, ResourceClaimControllerConfiguration, ResourceQuotaControllerConfiguration, SAControllerConfiguration, StatefulSetControllerConfiguration, TTLAfterFinishedControllerConfiguration, ValidatingAdmissionPolicyStatusControllerConfiguration, VolumeConfiguration, } from "./types/kubecontrollermanager.config.core.io/v1alpha1.js";
export type { Status, DeleteOptions, WatchEvent, APIVersions, APIGroupList, APIGroup, APIResourceList, Time, MicroTime, Duration, Quantity, UID, RawExtension, IntOrString, FieldsV1, Patch, ObjectMeta, OwnerReference, ManagedFieldsEntry, ManagedFieldsOperationType, ListMeta, ShardInfo, Condition, ConditionStatus, LabelSelector, LabelSelectorRequirement, LabelSelectorOperator, StatusReason, StatusDetails, StatusCause, CauseType, Preconditions, DeletionPropagation, GroupVersionKind, GroupVersionResource, GroupVersion, GroupVersionForDiscovery, ServerAddressByClientCIDR, APIResource, } from "./types/meta.core.io/v1.js";
export type { RuntimeClass, RuntimeClassList, Overhead, Scheduling, } from "./types/node.core.io/v1.js";
export type { ClusterRoleBinding, ClusterRoleBindingList, Subject, RoleRef, } from "./types/rbac.authorization.core.io/v1.js";
export type { ResourceSlice, ResourceSliceList, ResourceSliceSpec, ResourcePool, Device, DeviceAttributeName, DeviceAttribute, DeviceCapacity, CounterSet, Counter, DeviceCounterConsumption, DeviceTaint, } from "./types/resource.core.io/v1.js";
export type { ResourcePoolStatusRequest, ResourcePoolStatusRequestList, ResourcePoolStatusRequestSpec, ResourcePoolStatusRequestStatus, PoolStatus, PartitionTypeStatus, ShareableSummaryStatus, ShareableCapacityStatus, } from "./types/resource.core.io/v1alpha3.js";
export type { PriorityClass, PriorityClassList, PreemptionPolicy, } from "./types/scheduling.core.io/v1.js";
export type { VolumeAttributesClass, VolumeAttributesClassList, } from "./types/storage.core.io/v1.js";
