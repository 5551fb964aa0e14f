import { type ValidationResult } from "./runtime/errors.js";
import { type ValidateOptions } from "./runtime/feature-gates.js";
import { type UnknownFieldsFinder } from "./runtime/known-fields.js";
import { type UpdateValidator, type Validator } from "./runtime/total.js";
import { type Defaulter } from "./runtime/values.js";
import type * as coreV1Types from "./types/core/v1.js";
import type * as admissionV1Types from "./types/admission.core.io/v1.js";
import type * as admissionregistrationV1Types from "./types/admissionregistration.core.io/v1.js";
import type * as apiserverV1Types from "./types/apiserver.core.io/v1.js";
import type * as apiserverV1beta1Types from "./types/apiserver.core.io/v1beta1.js";
import type * as auditV1Types from "./types/audit.core.io/v1.js";
import type * as authenticationV1Types from "./types/authentication.core.io/v1.js";
import type * as clientV1Types from "./types/client.authentication.core.io/v1.js";
import type * as componentbaseV1alpha1Types from "./types/componentbase.config.core.io/v1alpha1.js";
import type * as coordinationV1Types from "./types/coordination.core.io/v1.js";
import type * as coordinationV1beta1Types from "./types/coordination.core.io/v1beta1.js";
import type * as eventratelimitV1alpha1Types from "./types/eventratelimit.admission.core.io/v1alpha1.js";
import type * as eventsV1Types from "./types/events.core.io/v1.js";
import type * as imagepolicyV1alpha1Types from "./types/imagepolicy.core.io/v1alpha1.js";
import type * as kubecontrollermanagerV1alpha1Types from "./types/kubecontrollermanager.config.core.io/v1alpha1.js";
import type * as metaV1Types from "./types/meta.core.io/v1.js";
import type * as nodeV1Types from "./types/node.core.io/v1.js";
import type * as rbacV1Types from "./types/rbac.authorization.core.io/v1.js";
import type * as resourceV1Types from "./types/resource.core.io/v1.js";
import type * as resourceV1alpha3Types from "./types/resource.core.io/v1alpha3.js";
import type * as schedulingV1Types from "./types/scheduling.core.io/v1.js";
import type * as storageV1Types from "./types/storage.core.io/v1.js";
/** Validates an object of any kind the package knows, dispatching on its apiVersion and kind. Returns every error, with Kubernetes field paths; never throws on any object. `options.featureGates` turns Kubernetes feature gates on or off (an unknown gate throws). */
export declare function validate(obj: unknown, options?: ValidateOptions): ValidationResult;
/** Validates an update: everything `validate` checks, plus what may not change from `old` (immutable fields, the kind, a resourceVersion). */
export declare function validateUpdate(
  obj: unknown,
  old: unknown,
  options?: ValidateOptions,
): ValidationResult;
/** Validates a value as any named type (`LeaseSpec`, or qualified: `coordination.core.io/v1.LeaseSpec`). */
export declare function validateAs(
  typeName: string,
  obj: unknown,
  options?: ValidateOptions,
): ValidationResult;
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
export declare const validateEventSource: Validator<coreV1Types.EventSource>;
export declare const defaultEventSource: Defaulter;
export declare const findUnknownFieldsEventSource: UnknownFieldsFinder;
export declare const validateToleration: Validator<coreV1Types.Toleration>;
export declare const defaultToleration: Defaulter;
export declare const findUnknownFieldsToleration: UnknownFieldsFinder;
export declare const validateTolerationOperator: Validator<coreV1Types.TolerationOperator>;
export declare const validateTaintEffect: Validator<coreV1Types.TaintEffect>;
export declare const validateResourceName: Validator<coreV1Types.ResourceName>;
export declare const validateResourceList: Validator<coreV1Types.ResourceList>;
export declare const validateAdmissionReview: Validator<admissionV1Types.AdmissionReview>;
export declare const validateAdmissionReviewUpdate: UpdateValidator;
export declare const defaultAdmissionReview: Defaulter;
export declare const findUnknownFieldsAdmissionReview: UnknownFieldsFinder;
export declare const validateAdmissionRequest: Validator<admissionV1Types.AdmissionRequest>;
export declare const defaultAdmissionRequest: Defaulter;
export declare const findUnknownFieldsAdmissionRequest: UnknownFieldsFinder;
export declare const validateAdmissionResponse: Validator<admissionV1Types.AdmissionResponse>;
export declare const defaultAdmissionResponse: Defaulter;
export declare const findUnknownFieldsAdmissionResponse: UnknownFieldsFinder;
export declare const validateOperation: Validator<admissionV1Types.Operation>;
export declare const validatePatchType: Validator<admissionV1Types.PatchType>;
export declare const validateValidatingWebhookConfiguration: Validator<admissionregistrationV1Types.ValidatingWebhookConfiguration>;
export declare const validateValidatingWebhookConfigurationUpdate: UpdateValidator;
export declare const defaultValidatingWebhookConfiguration: Defaulter;
export declare const findUnknownFieldsValidatingWebhookConfiguration: UnknownFieldsFinder;
export declare const validateValidatingWebhookConfigurationList: Validator<admissionregistrationV1Types.ValidatingWebhookConfigurationList>;
export declare const validateValidatingWebhookConfigurationListUpdate: UpdateValidator;
export declare const defaultValidatingWebhookConfigurationList: Defaulter;
export declare const findUnknownFieldsValidatingWebhookConfigurationList: UnknownFieldsFinder;
export declare const validateMutatingWebhookConfiguration: Validator<admissionregistrationV1Types.MutatingWebhookConfiguration>;
export declare const validateMutatingWebhookConfigurationUpdate: UpdateValidator;
export declare const defaultMutatingWebhookConfiguration: Defaulter;
export declare const findUnknownFieldsMutatingWebhookConfiguration: UnknownFieldsFinder;
export declare const validateMutatingWebhookConfigurationList: Validator<admissionregistrationV1Types.MutatingWebhookConfigurationList>;
export declare const validateMutatingWebhookConfigurationListUpdate: UpdateValidator;
export declare const defaultMutatingWebhookConfigurationList: Defaulter;
export declare const findUnknownFieldsMutatingWebhookConfigurationList: UnknownFieldsFinder;
export declare const validateValidatingWebhook: Validator<admissionregistrationV1Types.ValidatingWebhook>;
export declare const defaultValidatingWebhook: Defaulter;
export declare const findUnknownFieldsValidatingWebhook: UnknownFieldsFinder;
export declare const validateMutatingWebhook: Validator<admissionregistrationV1Types.MutatingWebhook>;
export declare const defaultMutatingWebhook: Defaulter;
export declare const findUnknownFieldsMutatingWebhook: UnknownFieldsFinder;
export declare const validateWebhookClientConfig: Validator<admissionregistrationV1Types.WebhookClientConfig>;
export declare const defaultWebhookClientConfig: Defaulter;
export declare const findUnknownFieldsWebhookClientConfig: UnknownFieldsFinder;
export declare const validateServiceReference: Validator<admissionregistrationV1Types.ServiceReference>;
export declare const defaultServiceReference: Defaulter;
export declare const findUnknownFieldsServiceReference: UnknownFieldsFinder;
export declare const validateRuleWithOperations: Validator<admissionregistrationV1Types.RuleWithOperations>;
export declare const defaultRuleWithOperations: Defaulter;
export declare const findUnknownFieldsRuleWithOperations: UnknownFieldsFinder;
export declare const validateMatchCondition: Validator<admissionregistrationV1Types.MatchCondition>;
export declare const defaultMatchCondition: Defaulter;
export declare const findUnknownFieldsMatchCondition: UnknownFieldsFinder;
export declare const validateFailurePolicyType: Validator<admissionregistrationV1Types.FailurePolicyType>;
export declare const validateMatchPolicyType: Validator<admissionregistrationV1Types.MatchPolicyType>;
export declare const validateSideEffectClass: Validator<admissionregistrationV1Types.SideEffectClass>;
export declare const validateReinvocationPolicyType: Validator<admissionregistrationV1Types.ReinvocationPolicyType>;
export declare const validateOperationType: Validator<admissionregistrationV1Types.OperationType>;
export declare const validateScopeType: Validator<admissionregistrationV1Types.ScopeType>;
export declare const validateAuthenticationConfiguration: Validator<apiserverV1Types.AuthenticationConfiguration>;
export declare const validateAuthenticationConfigurationUpdate: UpdateValidator;
export declare const defaultAuthenticationConfiguration: Defaulter;
export declare const findUnknownFieldsAuthenticationConfiguration: UnknownFieldsFinder;
export declare const validateAuthorizationConfiguration: Validator<apiserverV1Types.AuthorizationConfiguration>;
export declare const validateAuthorizationConfigurationUpdate: UpdateValidator;
export declare const defaultAuthorizationConfiguration: Defaulter;
export declare const findUnknownFieldsAuthorizationConfiguration: UnknownFieldsFinder;
export declare const validateAdmissionConfiguration: Validator<apiserverV1Types.AdmissionConfiguration>;
export declare const validateAdmissionConfigurationUpdate: UpdateValidator;
export declare const defaultAdmissionConfiguration: Defaulter;
export declare const findUnknownFieldsAdmissionConfiguration: UnknownFieldsFinder;
export declare const validateWebhookAdmissionConfiguration: Validator<apiserverV1Types.WebhookAdmissionConfiguration>;
export declare const validateWebhookAdmissionConfigurationUpdate: UpdateValidator;
export declare const defaultWebhookAdmissionConfiguration: Defaulter;
export declare const findUnknownFieldsWebhookAdmissionConfiguration: UnknownFieldsFinder;
export declare const validateAdmissionPluginConfiguration: Validator<apiserverV1Types.AdmissionPluginConfiguration>;
export declare const defaultAdmissionPluginConfiguration: Defaulter;
export declare const findUnknownFieldsAdmissionPluginConfiguration: UnknownFieldsFinder;
export declare const validateAnonymousAuthConfig: Validator<apiserverV1Types.AnonymousAuthConfig>;
export declare const defaultAnonymousAuthConfig: Defaulter;
export declare const findUnknownFieldsAnonymousAuthConfig: UnknownFieldsFinder;
export declare const validateAnonymousAuthCondition: Validator<apiserverV1Types.AnonymousAuthCondition>;
export declare const defaultAnonymousAuthCondition: Defaulter;
export declare const findUnknownFieldsAnonymousAuthCondition: UnknownFieldsFinder;
export declare const validateJWTAuthenticator: Validator<apiserverV1Types.JWTAuthenticator>;
export declare const defaultJWTAuthenticator: Defaulter;
export declare const findUnknownFieldsJWTAuthenticator: UnknownFieldsFinder;
export declare const validateIssuer: Validator<apiserverV1Types.Issuer>;
export declare const defaultIssuer: Defaulter;
export declare const findUnknownFieldsIssuer: UnknownFieldsFinder;
export declare const validateAudienceMatchPolicyType: Validator<apiserverV1Types.AudienceMatchPolicyType>;
export declare const validateEgressSelectorType: Validator<apiserverV1Types.EgressSelectorType>;
export declare const validateClaimMappings: Validator<apiserverV1Types.ClaimMappings>;
export declare const defaultClaimMappings: Defaulter;
export declare const findUnknownFieldsClaimMappings: UnknownFieldsFinder;
export declare const validatePrefixedClaimOrExpression: Validator<apiserverV1Types.PrefixedClaimOrExpression>;
export declare const defaultPrefixedClaimOrExpression: Defaulter;
export declare const findUnknownFieldsPrefixedClaimOrExpression: UnknownFieldsFinder;
export declare const validateClaimOrExpression: Validator<apiserverV1Types.ClaimOrExpression>;
export declare const defaultClaimOrExpression: Defaulter;
export declare const findUnknownFieldsClaimOrExpression: UnknownFieldsFinder;
export declare const validateClaimValidationRule: Validator<apiserverV1Types.ClaimValidationRule>;
export declare const defaultClaimValidationRule: Defaulter;
export declare const findUnknownFieldsClaimValidationRule: UnknownFieldsFinder;
export declare const validateExtraMapping: Validator<apiserverV1Types.ExtraMapping>;
export declare const defaultExtraMapping: Defaulter;
export declare const findUnknownFieldsExtraMapping: UnknownFieldsFinder;
export declare const validateUserValidationRule: Validator<apiserverV1Types.UserValidationRule>;
export declare const defaultUserValidationRule: Defaulter;
export declare const findUnknownFieldsUserValidationRule: UnknownFieldsFinder;
export declare const validateAuthorizerConfiguration: Validator<apiserverV1Types.AuthorizerConfiguration>;
export declare const defaultAuthorizerConfiguration: Defaulter;
export declare const findUnknownFieldsAuthorizerConfiguration: UnknownFieldsFinder;
export declare const validateWebhookConfiguration: Validator<apiserverV1Types.WebhookConfiguration>;
export declare const defaultWebhookConfiguration: Defaulter;
export declare const findUnknownFieldsWebhookConfiguration: UnknownFieldsFinder;
export declare const validateWebhookConnectionInfo: Validator<apiserverV1Types.WebhookConnectionInfo>;
export declare const defaultWebhookConnectionInfo: Defaulter;
export declare const findUnknownFieldsWebhookConnectionInfo: UnknownFieldsFinder;
export declare const validateWebhookMatchCondition: Validator<apiserverV1Types.WebhookMatchCondition>;
export declare const defaultWebhookMatchCondition: Defaulter;
export declare const findUnknownFieldsWebhookMatchCondition: UnknownFieldsFinder;
export declare const validateEgressSelection: Validator<apiserverV1Types.EgressSelection>;
export declare const defaultEgressSelection: Defaulter;
export declare const findUnknownFieldsEgressSelection: UnknownFieldsFinder;
export declare const validateConnection: Validator<apiserverV1Types.Connection>;
export declare const defaultConnection: Defaulter;
export declare const findUnknownFieldsConnection: UnknownFieldsFinder;
export declare const validateProtocolType: Validator<apiserverV1Types.ProtocolType>;
export declare const validateTransport: Validator<apiserverV1Types.Transport>;
export declare const defaultTransport: Defaulter;
export declare const findUnknownFieldsTransport: UnknownFieldsFinder;
export declare const validateTCPTransport: Validator<apiserverV1Types.TCPTransport>;
export declare const defaultTCPTransport: Defaulter;
export declare const findUnknownFieldsTCPTransport: UnknownFieldsFinder;
export declare const validateUDSTransport: Validator<apiserverV1Types.UDSTransport>;
export declare const defaultUDSTransport: Defaulter;
export declare const findUnknownFieldsUDSTransport: UnknownFieldsFinder;
export declare const validateTLSConfig: Validator<apiserverV1Types.TLSConfig>;
export declare const defaultTLSConfig: Defaulter;
export declare const findUnknownFieldsTLSConfig: UnknownFieldsFinder;
export declare const validateEgressSelectorConfiguration: Validator<apiserverV1beta1Types.EgressSelectorConfiguration>;
export declare const validateEgressSelectorConfigurationUpdate: UpdateValidator;
export declare const defaultEgressSelectorConfiguration: Defaulter;
export declare const findUnknownFieldsEgressSelectorConfiguration: UnknownFieldsFinder;
export declare const validatePolicy: Validator<auditV1Types.Policy>;
export declare const validatePolicyUpdate: UpdateValidator;
export declare const defaultPolicy: Defaulter;
export declare const findUnknownFieldsPolicy: UnknownFieldsFinder;
export declare const validateGroupResources: Validator<auditV1Types.GroupResources>;
export declare const defaultGroupResources: Defaulter;
export declare const findUnknownFieldsGroupResources: UnknownFieldsFinder;
export declare const validateAuthenticationMetadata: Validator<auditV1Types.AuthenticationMetadata>;
export declare const defaultAuthenticationMetadata: Defaulter;
export declare const findUnknownFieldsAuthenticationMetadata: UnknownFieldsFinder;
export declare const validateLevel: Validator<auditV1Types.Level>;
export declare const validateStage: Validator<auditV1Types.Stage>;
export declare const validateUserInfo: Validator<authenticationV1Types.UserInfo>;
export declare const defaultUserInfo: Defaulter;
export declare const findUnknownFieldsUserInfo: UnknownFieldsFinder;
export declare const validateExtraValue: Validator<authenticationV1Types.ExtraValue>;
export declare const validateExecCredential: Validator<clientV1Types.ExecCredential>;
export declare const validateExecCredentialUpdate: UpdateValidator;
export declare const defaultExecCredential: Defaulter;
export declare const findUnknownFieldsExecCredential: UnknownFieldsFinder;
export declare const validateExecCredentialSpec: Validator<clientV1Types.ExecCredentialSpec>;
export declare const defaultExecCredentialSpec: Defaulter;
export declare const findUnknownFieldsExecCredentialSpec: UnknownFieldsFinder;
export declare const validateCluster: Validator<clientV1Types.Cluster>;
export declare const defaultCluster: Defaulter;
export declare const findUnknownFieldsCluster: UnknownFieldsFinder;
export declare const validateExecCredentialStatus: Validator<clientV1Types.ExecCredentialStatus>;
export declare const defaultExecCredentialStatus: Defaulter;
export declare const findUnknownFieldsExecCredentialStatus: UnknownFieldsFinder;
export declare const validateLoggingConfiguration: Validator<componentbaseV1alpha1Types.LoggingConfiguration>;
export declare const defaultLoggingConfiguration: Defaulter;
export declare const findUnknownFieldsLoggingConfiguration: UnknownFieldsFinder;
export declare const validateTimeOrMetaDuration: Validator<componentbaseV1alpha1Types.TimeOrMetaDuration>;
export declare const validateVerbosityLevel: Validator<componentbaseV1alpha1Types.VerbosityLevel>;
export declare const validateVModuleConfiguration: Validator<componentbaseV1alpha1Types.VModuleConfiguration>;
export declare const validateVModuleItem: Validator<componentbaseV1alpha1Types.VModuleItem>;
export declare const defaultVModuleItem: Defaulter;
export declare const findUnknownFieldsVModuleItem: UnknownFieldsFinder;
export declare const validateFormatOptions: Validator<componentbaseV1alpha1Types.FormatOptions>;
export declare const defaultFormatOptions: Defaulter;
export declare const findUnknownFieldsFormatOptions: UnknownFieldsFinder;
export declare const validateTextOptions: Validator<componentbaseV1alpha1Types.TextOptions>;
export declare const defaultTextOptions: Defaulter;
export declare const findUnknownFieldsTextOptions: UnknownFieldsFinder;
export declare const validateJSONOptions: Validator<componentbaseV1alpha1Types.JSONOptions>;
export declare const defaultJSONOptions: Defaulter;
export declare const findUnknownFieldsJSONOptions: UnknownFieldsFinder;
export declare const validateOutputRoutingOptions: Validator<componentbaseV1alpha1Types.OutputRoutingOptions>;
export declare const defaultOutputRoutingOptions: Defaulter;
export declare const findUnknownFieldsOutputRoutingOptions: UnknownFieldsFinder;
export declare const validateLoggingOptions: Validator<componentbaseV1alpha1Types.LoggingOptions>;
export declare const defaultLoggingOptions: Defaulter;
export declare const findUnknownFieldsLoggingOptions: UnknownFieldsFinder;
export declare const validateClientConnectionConfiguration: Validator<componentbaseV1alpha1Types.ClientConnectionConfiguration>;
export declare const defaultClientConnectionConfiguration: Defaulter;
export declare const findUnknownFieldsClientConnectionConfiguration: UnknownFieldsFinder;
export declare const validateDebuggingConfiguration: Validator<componentbaseV1alpha1Types.DebuggingConfiguration>;
export declare const defaultDebuggingConfiguration: Defaulter;
export declare const findUnknownFieldsDebuggingConfiguration: UnknownFieldsFinder;
export declare const validateLeaderElectionConfiguration: Validator<componentbaseV1alpha1Types.LeaderElectionConfiguration>;
export declare const defaultLeaderElectionConfiguration: Defaulter;
export declare const findUnknownFieldsLeaderElectionConfiguration: UnknownFieldsFinder;
export declare const validateLease: Validator<coordinationV1Types.Lease>;
export declare const validateLeaseUpdate: UpdateValidator;
export declare const defaultLease: Defaulter;
export declare const findUnknownFieldsLease: UnknownFieldsFinder;
export declare const validateLeaseList: Validator<coordinationV1Types.LeaseList>;
export declare const validateLeaseListUpdate: UpdateValidator;
export declare const defaultLeaseList: Defaulter;
export declare const findUnknownFieldsLeaseList: UnknownFieldsFinder;
export declare const validateLeaseSpec: Validator<coordinationV1Types.LeaseSpec>;
export declare const defaultLeaseSpec: Defaulter;
export declare const findUnknownFieldsLeaseSpec: UnknownFieldsFinder;
export declare const validateCoordinatedLeaseStrategy: Validator<coordinationV1Types.CoordinatedLeaseStrategy>;
export declare const validateLeaseCandidate: Validator<coordinationV1beta1Types.LeaseCandidate>;
export declare const validateLeaseCandidateUpdate: UpdateValidator;
export declare const defaultLeaseCandidate: Defaulter;
export declare const findUnknownFieldsLeaseCandidate: UnknownFieldsFinder;
export declare const validateLeaseCandidateList: Validator<coordinationV1beta1Types.LeaseCandidateList>;
export declare const validateLeaseCandidateListUpdate: UpdateValidator;
export declare const defaultLeaseCandidateList: Defaulter;
export declare const findUnknownFieldsLeaseCandidateList: UnknownFieldsFinder;
export declare const validateLeaseCandidateSpec: Validator<coordinationV1beta1Types.LeaseCandidateSpec>;
export declare const validateLeaseCandidateSpecUpdate: UpdateValidator;
export declare const defaultLeaseCandidateSpec: Defaulter;
export declare const findUnknownFieldsLeaseCandidateSpec: UnknownFieldsFinder;
export declare const validateConfiguration: Validator<eventratelimitV1alpha1Types.Configuration>;
export declare const validateConfigurationUpdate: UpdateValidator;
export declare const defaultConfiguration: Defaulter;
export declare const findUnknownFieldsConfiguration: UnknownFieldsFinder;
export declare const validateLimit: Validator<eventratelimitV1alpha1Types.Limit>;
export declare const defaultLimit: Defaulter;
export declare const findUnknownFieldsLimit: UnknownFieldsFinder;
export declare const validateLimitType: Validator<eventratelimitV1alpha1Types.LimitType>;
export declare const validateEventSeries: Validator<eventsV1Types.EventSeries>;
export declare const defaultEventSeries: Defaulter;
export declare const findUnknownFieldsEventSeries: UnknownFieldsFinder;
export declare const validateImageReview: Validator<imagepolicyV1alpha1Types.ImageReview>;
export declare const validateImageReviewUpdate: UpdateValidator;
export declare const defaultImageReview: Defaulter;
export declare const findUnknownFieldsImageReview: UnknownFieldsFinder;
export declare const validateImageReviewSpec: Validator<imagepolicyV1alpha1Types.ImageReviewSpec>;
export declare const defaultImageReviewSpec: Defaulter;
export declare const findUnknownFieldsImageReviewSpec: UnknownFieldsFinder;
export declare const validateImageReviewContainerSpec: Validator<imagepolicyV1alpha1Types.ImageReviewContainerSpec>;
export declare const defaultImageReviewContainerSpec: Defaulter;
export declare const findUnknownFieldsImageReviewContainerSpec: UnknownFieldsFinder;
export declare const validateImageReviewStatus: Validator<imagepolicyV1alpha1Types.ImageReviewStatus>;
export declare const defaultImageReviewStatus: Defaulter;
export declare const findUnknownFieldsImageReviewStatus: UnknownFieldsFinder;
export declare const validateDisruptionControllerConfiguration: Validator<kubecontrollermanagerV1alpha1Types.DisruptionControllerConfiguration>;
export declare const defaultDisruptionControllerConfiguration: Defaulter;
export declare const findUnknownFieldsDisruptionControllerConfiguration: UnknownFieldsFinder;
export declare const validateEndpointControllerConfiguration: Validator<kubecontrollermanagerV1alpha1Types.EndpointControllerConfiguration>;
export declare const defaultEndpointControllerConfiguration: Defaulter;
export declare const findUnknownFieldsEndpointControllerConfiguration: UnknownFieldsFinder;
export declare const validateEndpointSliceControllerConfiguration: Validator<kubecontrollermanagerV1alpha1Types.EndpointSliceControllerConfiguration>;
export declare const defaultEndpointSliceControllerConfiguration: Defaulter;
export declare const findUnknownFieldsEndpointSliceControllerConfiguration: UnknownFieldsFinder;
export declare const validateEndpointSliceMirroringControllerConfiguration: Validator<kubecontrollermanagerV1alpha1Types.EndpointSliceMirroringControllerConfiguration>;
export declare const defaultEndpointSliceMirroringControllerConfiguration: Defaulter;
export declare const findUnknownFieldsEndpointSliceMirroringControllerConfiguration: UnknownFieldsFinder;
export declare const validateEphemeralVolumeControllerConfiguration: Validator<kubecontrollermanagerV1alpha1Types.EphemeralVolumeControllerConfiguration>;
export declare const defaultEphemeralVolumeControllerConfiguration: Defaulter;
export declare const findUnknownFieldsEphemeralVolumeControllerConfiguration: UnknownFieldsFinder;
export declare const validateGarbageCollectorControllerConfiguration: Validator<kubecontrollermanagerV1alpha1Types.GarbageCollectorControllerConfiguration>;
export declare const defaultGarbageCollectorControllerConfiguration: Defaulter;
export declare const findUnknownFieldsGarbageCollectorControllerConfiguration: UnknownFieldsFinder;
export declare const validateHPAControllerConfiguration: Validator<kubecontrollermanagerV1alpha1Types.HPAControllerConfiguration>;
export declare const defaultHPAControllerConfiguration: Defaulter;
export declare const findUnknownFieldsHPAControllerConfiguration: UnknownFieldsFinder;
export declare const validateJobControllerConfiguration: Validator<kubecontrollermanagerV1alpha1Types.JobControllerConfiguration>;
export declare const defaultJobControllerConfiguration: Defaulter;
export declare const findUnknownFieldsJobControllerConfiguration: UnknownFieldsFinder;
export declare const validateLegacySATokenCleanerConfiguration: Validator<kubecontrollermanagerV1alpha1Types.LegacySATokenCleanerConfiguration>;
export declare const defaultLegacySATokenCleanerConfiguration: Defaulter;
export declare const findUnknownFieldsLegacySATokenCleanerConfiguration: UnknownFieldsFinder;
export declare const validateNamespaceControllerConfiguration: Validator<kubecontrollermanagerV1alpha1Types.NamespaceControllerConfiguration>;
export declare const defaultNamespaceControllerConfiguration: Defaulter;
export declare const findUnknownFieldsNamespaceControllerConfiguration: UnknownFieldsFinder;
export declare const validateNodeIPAMControllerConfiguration: Validator<kubecontrollermanagerV1alpha1Types.NodeIPAMControllerConfiguration>;
export declare const defaultNodeIPAMControllerConfiguration: Defaulter;
export declare const findUnknownFieldsNodeIPAMControllerConfiguration: UnknownFieldsFinder;
export declare const validateNodeLifecycleControllerConfiguration: Validator<kubecontrollermanagerV1alpha1Types.NodeLifecycleControllerConfiguration>;
export declare const defaultNodeLifecycleControllerConfiguration: Defaulter;
export declare const findUnknownFieldsNodeLifecycleControllerConfiguration: UnknownFieldsFinder;
export declare const validatePersistentVolumeBinderControllerConfiguration: Validator<kubecontrollermanagerV1alpha1Types.PersistentVolumeBinderControllerConfiguration>;
export declare const defaultPersistentVolumeBinderControllerConfiguration: Defaulter;
export declare const findUnknownFieldsPersistentVolumeBinderControllerConfiguration: UnknownFieldsFinder;
export declare const validatePersistentVolumeRecyclerConfiguration: Validator<kubecontrollermanagerV1alpha1Types.PersistentVolumeRecyclerConfiguration>;
export declare const defaultPersistentVolumeRecyclerConfiguration: Defaulter;
export declare const findUnknownFieldsPersistentVolumeRecyclerConfiguration: UnknownFieldsFinder;
export declare const validatePodGCControllerConfiguration: Validator<kubecontrollermanagerV1alpha1Types.PodGCControllerConfiguration>;
export declare const defaultPodGCControllerConfiguration: Defaulter;
export declare const findUnknownFieldsPodGCControllerConfiguration: UnknownFieldsFinder;
export declare const validateReplicaSetControllerConfiguration: Validator<kubecontrollermanagerV1alpha1Types.ReplicaSetControllerConfiguration>;
export declare const defaultReplicaSetControllerConfiguration: Defaulter;
export declare const findUnknownFieldsReplicaSetControllerConfiguration: UnknownFieldsFinder;
export declare const validateReplicationControllerConfiguration: Validator<kubecontrollermanagerV1alpha1Types.ReplicationControllerConfiguration>;
export declare const defaultReplicationControllerConfiguration: Defaulter;
export declare const findUnknownFieldsReplicationControllerConfiguration: UnknownFieldsFinder;
export declare const validateResourceClaimControllerConfiguration: Validator<kubecontrollermanagerV1alpha1Types.ResourceClaimControllerConfiguration>;
export declare const defaultResourceClaimControllerConfiguration: Defaulter;
export declare const findUnknownFieldsResourceClaimControllerConfiguration: UnknownFieldsFinder;
export declare const validateResourceQuotaControllerConfiguration: Validator<kubecontrollermanagerV1alpha1Types.ResourceQuotaControllerConfiguration>;
export declare const defaultResourceQuotaControllerConfiguration: Defaulter;
export declare const findUnknownFieldsResourceQuotaControllerConfiguration: UnknownFieldsFinder;
export declare const validateSAControllerConfiguration: Validator<kubecontrollermanagerV1alpha1Types.SAControllerConfiguration>;
export declare const defaultSAControllerConfiguration: Defaulter;
export declare const findUnknownFieldsSAControllerConfiguration: UnknownFieldsFinder;
export declare const validateStatefulSetControllerConfiguration: Validator<kubecontrollermanagerV1alpha1Types.StatefulSetControllerConfiguration>;
export declare const defaultStatefulSetControllerConfiguration: Defaulter;
export declare const findUnknownFieldsStatefulSetControllerConfiguration: UnknownFieldsFinder;
export declare const validateTTLAfterFinishedControllerConfiguration: Validator<kubecontrollermanagerV1alpha1Types.TTLAfterFinishedControllerConfiguration>;
export declare const defaultTTLAfterFinishedControllerConfiguration: Defaulter;
export declare const findUnknownFieldsTTLAfterFinishedControllerConfiguration: UnknownFieldsFinder;
export declare const validateValidatingAdmissionPolicyStatusControllerConfiguration: Validator<kubecontrollermanagerV1alpha1Types.ValidatingAdmissionPolicyStatusControllerConfiguration>;
export declare const defaultValidatingAdmissionPolicyStatusControllerConfiguration: Defaulter;
export declare const findUnknownFieldsValidatingAdmissionPolicyStatusControllerConfiguration: UnknownFieldsFinder;
export declare const validateVolumeConfiguration: Validator<kubecontrollermanagerV1alpha1Types.VolumeConfiguration>;
export declare const defaultVolumeConfiguration: Defaulter;
export declare const findUnknownFieldsVolumeConfiguration: UnknownFieldsFinder;
export declare const validateStatus: Validator<metaV1Types.Status>;
export declare const validateStatusUpdate: UpdateValidator;
export declare const defaultStatus: Defaulter;
export declare const findUnknownFieldsStatus: UnknownFieldsFinder;
export declare const validateDeleteOptions: Validator<metaV1Types.DeleteOptions>;
export declare const validateDeleteOptionsUpdate: UpdateValidator;
export declare const defaultDeleteOptions: Defaulter;
export declare const findUnknownFieldsDeleteOptions: UnknownFieldsFinder;
export declare const validateWatchEvent: Validator<metaV1Types.WatchEvent>;
export declare const validateWatchEventUpdate: UpdateValidator;
export declare const defaultWatchEvent: Defaulter;
export declare const findUnknownFieldsWatchEvent: UnknownFieldsFinder;
export declare const validateAPIVersions: Validator<metaV1Types.APIVersions>;
export declare const validateAPIVersionsUpdate: UpdateValidator;
export declare const defaultAPIVersions: Defaulter;
export declare const findUnknownFieldsAPIVersions: UnknownFieldsFinder;
export declare const validateAPIGroupList: Validator<metaV1Types.APIGroupList>;
export declare const validateAPIGroupListUpdate: UpdateValidator;
export declare const defaultAPIGroupList: Defaulter;
export declare const findUnknownFieldsAPIGroupList: UnknownFieldsFinder;
export declare const validateAPIGroup: Validator<metaV1Types.APIGroup>;
export declare const validateAPIGroupUpdate: UpdateValidator;
export declare const defaultAPIGroup: Defaulter;
export declare const findUnknownFieldsAPIGroup: UnknownFieldsFinder;
export declare const validateAPIResourceList: Validator<metaV1Types.APIResourceList>;
export declare const validateAPIResourceListUpdate: UpdateValidator;
export declare const defaultAPIResourceList: Defaulter;
export declare const findUnknownFieldsAPIResourceList: UnknownFieldsFinder;
export declare const validateTime: Validator<metaV1Types.Time>;
export declare const validateMicroTime: Validator<metaV1Types.MicroTime>;
export declare const validateDuration: Validator<metaV1Types.Duration>;
export declare const validateQuantity: Validator<metaV1Types.Quantity>;
export declare const validateUID: Validator<metaV1Types.UID>;
export declare const validateRawExtension: Validator<metaV1Types.RawExtension>;
export declare const validateIntOrString: Validator<metaV1Types.IntOrString>;
export declare const validateFieldsV1: Validator<metaV1Types.FieldsV1>;
export declare const validatePatch: Validator<metaV1Types.Patch>;
export declare const validateObjectMeta: Validator<metaV1Types.ObjectMeta>;
export declare const validateObjectMetaUpdate: UpdateValidator;
export declare const defaultObjectMeta: Defaulter;
export declare const findUnknownFieldsObjectMeta: UnknownFieldsFinder;
export declare const validateOwnerReference: Validator<metaV1Types.OwnerReference>;
export declare const defaultOwnerReference: Defaulter;
export declare const findUnknownFieldsOwnerReference: UnknownFieldsFinder;
export declare const validateManagedFieldsEntry: Validator<metaV1Types.ManagedFieldsEntry>;
export declare const defaultManagedFieldsEntry: Defaulter;
export declare const findUnknownFieldsManagedFieldsEntry: UnknownFieldsFinder;
export declare const validateManagedFieldsOperationType: Validator<metaV1Types.ManagedFieldsOperationType>;
export declare const validateListMeta: Validator<metaV1Types.ListMeta>;
export declare const defaultListMeta: Defaulter;
export declare const findUnknownFieldsListMeta: UnknownFieldsFinder;
export declare const validateShardInfo: Validator<metaV1Types.ShardInfo>;
export declare const defaultShardInfo: Defaulter;
export declare const findUnknownFieldsShardInfo: UnknownFieldsFinder;
export declare const validateCondition: Validator<metaV1Types.Condition>;
export declare const defaultCondition: Defaulter;
export declare const findUnknownFieldsCondition: UnknownFieldsFinder;
export declare const validateConditionStatus: Validator<metaV1Types.ConditionStatus>;
export declare const validateLabelSelector: Validator<metaV1Types.LabelSelector>;
export declare const defaultLabelSelector: Defaulter;
export declare const findUnknownFieldsLabelSelector: UnknownFieldsFinder;
export declare const validateLabelSelectorRequirement: Validator<metaV1Types.LabelSelectorRequirement>;
export declare const defaultLabelSelectorRequirement: Defaulter;
export declare const findUnknownFieldsLabelSelectorRequirement: UnknownFieldsFinder;
export declare const validateLabelSelectorOperator: Validator<metaV1Types.LabelSelectorOperator>;
export declare const validateStatusReason: Validator<metaV1Types.StatusReason>;
export declare const validateStatusDetails: Validator<metaV1Types.StatusDetails>;
export declare const defaultStatusDetails: Defaulter;
export declare const findUnknownFieldsStatusDetails: UnknownFieldsFinder;
export declare const validateStatusCause: Validator<metaV1Types.StatusCause>;
export declare const defaultStatusCause: Defaulter;
export declare const findUnknownFieldsStatusCause: UnknownFieldsFinder;
export declare const validateCauseType: Validator<metaV1Types.CauseType>;
export declare const validatePreconditions: Validator<metaV1Types.Preconditions>;
export declare const defaultPreconditions: Defaulter;
export declare const findUnknownFieldsPreconditions: UnknownFieldsFinder;
export declare const validateDeletionPropagation: Validator<metaV1Types.DeletionPropagation>;
export declare const validateGroupVersionKind: Validator<metaV1Types.GroupVersionKind>;
export declare const defaultGroupVersionKind: Defaulter;
export declare const findUnknownFieldsGroupVersionKind: UnknownFieldsFinder;
export declare const validateGroupVersionResource: Validator<metaV1Types.GroupVersionResource>;
export declare const defaultGroupVersionResource: Defaulter;
export declare const findUnknownFieldsGroupVersionResource: UnknownFieldsFinder;
export declare const validateGroupVersion: Validator<metaV1Types.GroupVersion>;
export declare const defaultGroupVersion: Defaulter;
export declare const findUnknownFieldsGroupVersion: UnknownFieldsFinder;
export declare const validateGroupVersionForDiscovery: Validator<metaV1Types.GroupVersionForDiscovery>;
export declare const defaultGroupVersionForDiscovery: Defaulter;
export declare const findUnknownFieldsGroupVersionForDiscovery: UnknownFieldsFinder;
export declare const validateServerAddressByClientCIDR: Validator<metaV1Types.ServerAddressByClientCIDR>;
export declare const defaultServerAddressByClientCIDR: Defaulter;
export declare const findUnknownFieldsServerAddressByClientCIDR: UnknownFieldsFinder;
export declare const validateAPIResource: Validator<metaV1Types.APIResource>;
export declare const defaultAPIResource: Defaulter;
export declare const findUnknownFieldsAPIResource: UnknownFieldsFinder;
export declare const validateRuntimeClass: Validator<nodeV1Types.RuntimeClass>;
export declare const validateRuntimeClassUpdate: UpdateValidator;
export declare const defaultRuntimeClass: Defaulter;
export declare const findUnknownFieldsRuntimeClass: UnknownFieldsFinder;
export declare const validateRuntimeClassList: Validator<nodeV1Types.RuntimeClassList>;
export declare const validateRuntimeClassListUpdate: UpdateValidator;
export declare const defaultRuntimeClassList: Defaulter;
export declare const findUnknownFieldsRuntimeClassList: UnknownFieldsFinder;
export declare const validateOverhead: Validator<nodeV1Types.Overhead>;
export declare const defaultOverhead: Defaulter;
export declare const findUnknownFieldsOverhead: UnknownFieldsFinder;
export declare const validateScheduling: Validator<nodeV1Types.Scheduling>;
export declare const defaultScheduling: Defaulter;
export declare const findUnknownFieldsScheduling: UnknownFieldsFinder;
export declare const validateClusterRole: Validator<rbacV1Types.ClusterRole>;
export declare const validateClusterRoleUpdate: UpdateValidator;
export declare const defaultClusterRole: Defaulter;
export declare const findUnknownFieldsClusterRole: UnknownFieldsFinder;
export declare const validateClusterRoleList: Validator<rbacV1Types.ClusterRoleList>;
export declare const validateClusterRoleListUpdate: UpdateValidator;
export declare const defaultClusterRoleList: Defaulter;
export declare const findUnknownFieldsClusterRoleList: UnknownFieldsFinder;
export declare const validateClusterRoleBinding: Validator<rbacV1Types.ClusterRoleBinding>;
export declare const validateClusterRoleBindingUpdate: UpdateValidator;
export declare const defaultClusterRoleBinding: Defaulter;
export declare const findUnknownFieldsClusterRoleBinding: UnknownFieldsFinder;
export declare const validateClusterRoleBindingList: Validator<rbacV1Types.ClusterRoleBindingList>;
export declare const validateClusterRoleBindingListUpdate: UpdateValidator;
export declare const defaultClusterRoleBindingList: Defaulter;
export declare const findUnknownFieldsClusterRoleBindingList: UnknownFieldsFinder;
export declare const validateAggregationRule: Validator<rbacV1Types.AggregationRule>;
export declare const defaultAggregationRule: Defaulter;
export declare const findUnknownFieldsAggregationRule: UnknownFieldsFinder;
export declare const validateSubject: Validator<rbacV1Types.Subject>;
export declare const defaultSubject: Defaulter;
export declare const findUnknownFieldsSubject: UnknownFieldsFinder;
export declare const validateRoleRef: Validator<rbacV1Types.RoleRef>;
export declare const defaultRoleRef: Defaulter;
export declare const findUnknownFieldsRoleRef: UnknownFieldsFinder;
export declare const validateResourceSlice: Validator<resourceV1Types.ResourceSlice>;
export declare const validateResourceSliceUpdate: UpdateValidator;
export declare const defaultResourceSlice: Defaulter;
export declare const findUnknownFieldsResourceSlice: UnknownFieldsFinder;
export declare const validateResourceSliceList: Validator<resourceV1Types.ResourceSliceList>;
export declare const validateResourceSliceListUpdate: UpdateValidator;
export declare const defaultResourceSliceList: Defaulter;
export declare const findUnknownFieldsResourceSliceList: UnknownFieldsFinder;
export declare const validateResourceSliceSpec: Validator<resourceV1Types.ResourceSliceSpec>;
export declare const validateResourceSliceSpecUpdate: UpdateValidator;
export declare const defaultResourceSliceSpec: Defaulter;
export declare const findUnknownFieldsResourceSliceSpec: UnknownFieldsFinder;
export declare const validateResourcePool: Validator<resourceV1Types.ResourcePool>;
export declare const validateResourcePoolUpdate: UpdateValidator;
export declare const defaultResourcePool: Defaulter;
export declare const findUnknownFieldsResourcePool: UnknownFieldsFinder;
export declare const validateDevice: Validator<resourceV1Types.Device>;
export declare const defaultDevice: Defaulter;
export declare const findUnknownFieldsDevice: UnknownFieldsFinder;
export declare const validateDeviceAttributeName: Validator<resourceV1Types.DeviceAttributeName>;
export declare const validateDeviceAttribute: Validator<resourceV1Types.DeviceAttribute>;
export declare const defaultDeviceAttribute: Defaulter;
export declare const findUnknownFieldsDeviceAttribute: UnknownFieldsFinder;
export declare const validateDeviceCapacity: Validator<resourceV1Types.DeviceCapacity>;
export declare const defaultDeviceCapacity: Defaulter;
export declare const findUnknownFieldsDeviceCapacity: UnknownFieldsFinder;
export declare const validateCounterSet: Validator<resourceV1Types.CounterSet>;
export declare const defaultCounterSet: Defaulter;
export declare const findUnknownFieldsCounterSet: UnknownFieldsFinder;
export declare const validateCounter: Validator<resourceV1Types.Counter>;
export declare const defaultCounter: Defaulter;
export declare const findUnknownFieldsCounter: UnknownFieldsFinder;
export declare const validateDeviceCounterConsumption: Validator<resourceV1Types.DeviceCounterConsumption>;
export declare const defaultDeviceCounterConsumption: Defaulter;
export declare const findUnknownFieldsDeviceCounterConsumption: UnknownFieldsFinder;
export declare const validateDeviceTaint: Validator<resourceV1Types.DeviceTaint>;
export declare const defaultDeviceTaint: Defaulter;
export declare const findUnknownFieldsDeviceTaint: UnknownFieldsFinder;
export declare const validateResourcePoolStatusRequest: Validator<resourceV1alpha3Types.ResourcePoolStatusRequest>;
export declare const validateResourcePoolStatusRequestUpdate: UpdateValidator;
export declare const defaultResourcePoolStatusRequest: Defaulter;
export declare const findUnknownFieldsResourcePoolStatusRequest: UnknownFieldsFinder;
export declare const validateResourcePoolStatusRequestList: Validator<resourceV1alpha3Types.ResourcePoolStatusRequestList>;
export declare const validateResourcePoolStatusRequestListUpdate: UpdateValidator;
export declare const defaultResourcePoolStatusRequestList: Defaulter;
export declare const findUnknownFieldsResourcePoolStatusRequestList: UnknownFieldsFinder;
export declare const validateResourcePoolStatusRequestSpec: Validator<resourceV1alpha3Types.ResourcePoolStatusRequestSpec>;
export declare const defaultResourcePoolStatusRequestSpec: Defaulter;
export declare const findUnknownFieldsResourcePoolStatusRequestSpec: UnknownFieldsFinder;
export declare const validateResourcePoolStatusRequestStatus: Validator<resourceV1alpha3Types.ResourcePoolStatusRequestStatus>;
export declare const defaultResourcePoolStatusRequestStatus: Defaulter;
export declare const findUnknownFieldsResourcePoolStatusRequestStatus: UnknownFieldsFinder;
export declare const validatePoolStatus: Validator<resourceV1alpha3Types.PoolStatus>;
export declare const defaultPoolStatus: Defaulter;
export declare const findUnknownFieldsPoolStatus: UnknownFieldsFinder;
export declare const validatePartitionTypeStatus: Validator<resourceV1alpha3Types.PartitionTypeStatus>;
export declare const defaultPartitionTypeStatus: Defaulter;
export declare const findUnknownFieldsPartitionTypeStatus: UnknownFieldsFinder;
export declare const validateShareableSummaryStatus: Validator<resourceV1alpha3Types.ShareableSummaryStatus>;
export declare const defaultShareableSummaryStatus: Defaulter;
export declare const findUnknownFieldsShareableSummaryStatus: UnknownFieldsFinder;
export declare const validateShareableCapacityStatus: Validator<resourceV1alpha3Types.ShareableCapacityStatus>;
export declare const defaultShareableCapacityStatus: Defaulter;
export declare const findUnknownFieldsShareableCapacityStatus: UnknownFieldsFinder;
export declare const validatePriorityClass: Validator<schedulingV1Types.PriorityClass>;
export declare const validatePriorityClassUpdate: UpdateValidator;
export declare const defaultPriorityClass: Defaulter;
export declare const findUnknownFieldsPriorityClass: UnknownFieldsFinder;
export declare const validatePriorityClassList: Validator<schedulingV1Types.PriorityClassList>;
export declare const validatePriorityClassListUpdate: UpdateValidator;
export declare const defaultPriorityClassList: Defaulter;
export declare const findUnknownFieldsPriorityClassList: UnknownFieldsFinder;
export declare const validatePreemptionPolicy: Validator<schedulingV1Types.PreemptionPolicy>;
export declare const validateVolumeAttributesClass: Validator<storageV1Types.VolumeAttributesClass>;
export declare const validateVolumeAttributesClassUpdate: UpdateValidator;
export declare const defaultVolumeAttributesClass: Defaulter;
export declare const findUnknownFieldsVolumeAttributesClass: UnknownFieldsFinder;
export declare const validateVolumeAttributesClassList: Validator<storageV1Types.VolumeAttributesClassList>;
export declare const validateVolumeAttributesClassListUpdate: UpdateValidator;
export declare const defaultVolumeAttributesClassList: Defaulter;
export declare const findUnknownFieldsVolumeAttributesClassList: UnknownFieldsFinder;
export type { ErrorType, FieldError, ValidationResult } from "./runtime/errors.js";
export { MAX_ERRORS, formatFieldError } from "./runtime/errors.js";
export type { ValidateOptions } from "./runtime/feature-gates.js";
export { DEFAULT_FEATURE_GATES, parseFeatureGates } from "./runtime/feature-gates.js";
export type * as coreV1 from "./api/core/v1.js";
export type * as admissionV1 from "./api/admission.core.io/v1.js";
export type * as admissionregistrationV1 from "./api/admissionregistration.core.io/v1.js";
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
export type {
  EventSource,
  Toleration,
  TolerationOperator,
  TaintEffect,
  ResourceName,
  ResourceList,
} from "./types/core/v1.js";
export type {
  AdmissionReview,
  AdmissionRequest,
  AdmissionResponse,
  Operation,
  PatchType,
} from "./types/admission.core.io/v1.js";
export type {
  ValidatingWebhookConfiguration,
  ValidatingWebhookConfigurationList,
  MutatingWebhookConfiguration,
  MutatingWebhookConfigurationList,
  ValidatingWebhook,
  MutatingWebhook,
  WebhookClientConfig,
  ServiceReference,
  RuleWithOperations,
  MatchCondition,
  FailurePolicyType,
  MatchPolicyType,
  SideEffectClass,
  ReinvocationPolicyType,
  OperationType,
  ScopeType,
} from "./types/admissionregistration.core.io/v1.js";
export type {
  AuthenticationConfiguration,
  AuthorizationConfiguration,
  AdmissionConfiguration,
  WebhookAdmissionConfiguration,
  AdmissionPluginConfiguration,
  AnonymousAuthConfig,
  AnonymousAuthCondition,
  JWTAuthenticator,
  Issuer,
  AudienceMatchPolicyType,
  EgressSelectorType,
  ClaimMappings,
  PrefixedClaimOrExpression,
  ClaimOrExpression,
  ClaimValidationRule,
  ExtraMapping,
  UserValidationRule,
  AuthorizerConfiguration,
  WebhookConfiguration,
  WebhookConnectionInfo,
  WebhookMatchCondition,
  EgressSelection,
  Connection,
  ProtocolType,
  Transport,
  TCPTransport,
  UDSTransport,
  TLSConfig,
} from "./types/apiserver.core.io/v1.js";
export type { EgressSelectorConfiguration } from "./types/apiserver.core.io/v1beta1.js";
export type {
  Policy,
  GroupResources,
  AuthenticationMetadata,
  Level,
  Stage,
} from "./types/audit.core.io/v1.js";
export type { UserInfo, ExtraValue } from "./types/authentication.core.io/v1.js";
export type {
  ExecCredential,
  ExecCredentialSpec,
  Cluster,
  ExecCredentialStatus,
} from "./types/client.authentication.core.io/v1.js";
export type {
  LoggingConfiguration,
  TimeOrMetaDuration,
  VerbosityLevel,
  VModuleConfiguration,
  VModuleItem,
  FormatOptions,
  TextOptions,
  JSONOptions,
  OutputRoutingOptions,
  LoggingOptions,
  ClientConnectionConfiguration,
  DebuggingConfiguration,
  LeaderElectionConfiguration,
} from "./types/componentbase.config.core.io/v1alpha1.js";
export type {
  Lease,
  LeaseList,
  LeaseSpec,
  CoordinatedLeaseStrategy,
} from "./types/coordination.core.io/v1.js";
export type {
  LeaseCandidate,
  LeaseCandidateList,
  LeaseCandidateSpec,
} from "./types/coordination.core.io/v1beta1.js";
export type {
  Configuration,
  Limit,
  LimitType,
} from "./types/eventratelimit.admission.core.io/v1alpha1.js";
export type { EventSeries } from "./types/events.core.io/v1.js";
export type {
  ImageReview,
  ImageReviewSpec,
  ImageReviewContainerSpec,
  ImageReviewStatus,
} from "./types/imagepolicy.core.io/v1alpha1.js";
export type {
  DisruptionControllerConfiguration,
  EndpointControllerConfiguration,
  EndpointSliceControllerConfiguration,
  EndpointSliceMirroringControllerConfiguration,
  EphemeralVolumeControllerConfiguration,
  GarbageCollectorControllerConfiguration,
  HPAControllerConfiguration,
  JobControllerConfiguration,
  LegacySATokenCleanerConfiguration,
  NamespaceControllerConfiguration,
  NodeIPAMControllerConfiguration,
  NodeLifecycleControllerConfiguration,
  PersistentVolumeBinderControllerConfiguration,
  PersistentVolumeRecyclerConfiguration,
  PodGCControllerConfiguration,
  ReplicaSetControllerConfiguration,
  ReplicationControllerConfiguration,
  ResourceClaimControllerConfiguration,
  ResourceQuotaControllerConfiguration,
  SAControllerConfiguration,
  StatefulSetControllerConfiguration,
  TTLAfterFinishedControllerConfiguration,
  ValidatingAdmissionPolicyStatusControllerConfiguration,
  VolumeConfiguration,
} from "./types/kubecontrollermanager.config.core.io/v1alpha1.js";
export type {
  Status,
  DeleteOptions,
  WatchEvent,
  APIVersions,
  APIGroupList,
  APIGroup,
  APIResourceList,
  Time,
  MicroTime,
  Duration,
  Quantity,
  UID,
  RawExtension,
  IntOrString,
  FieldsV1,
  Patch,
  ObjectMeta,
  OwnerReference,
  ManagedFieldsEntry,
  ManagedFieldsOperationType,
  ListMeta,
  ShardInfo,
  Condition,
  ConditionStatus,
  LabelSelector,
  LabelSelectorRequirement,
  LabelSelectorOperator,
  StatusReason,
  StatusDetails,
  StatusCause,
  CauseType,
  Preconditions,
  DeletionPropagation,
  GroupVersionKind,
  GroupVersionResource,
  GroupVersion,
  GroupVersionForDiscovery,
  ServerAddressByClientCIDR,
  APIResource,
} from "./types/meta.core.io/v1.js";
export type {
  RuntimeClass,
  RuntimeClassList,
  Overhead,
  Scheduling,
} from "./types/node.core.io/v1.js";
export type {
  ClusterRole,
  ClusterRoleList,
  ClusterRoleBinding,
  ClusterRoleBindingList,
  AggregationRule,
  Subject,
  RoleRef,
} from "./types/rbac.authorization.core.io/v1.js";
export type {
  ResourceSlice,
  ResourceSliceList,
  ResourceSliceSpec,
  ResourcePool,
  Device,
  DeviceAttributeName,
  DeviceAttribute,
  DeviceCapacity,
  CounterSet,
  Counter,
  DeviceCounterConsumption,
  DeviceTaint,
} from "./types/resource.core.io/v1.js";
export type {
  ResourcePoolStatusRequest,
  ResourcePoolStatusRequestList,
  ResourcePoolStatusRequestSpec,
  ResourcePoolStatusRequestStatus,
  PoolStatus,
  PartitionTypeStatus,
  ShareableSummaryStatus,
  ShareableCapacityStatus,
} from "./types/resource.core.io/v1alpha3.js";
export type {
  PriorityClass,
  PriorityClassList,
  PreemptionPolicy,
} from "./types/scheduling.core.io/v1.js";
export type {
  VolumeAttributesClass,
  VolumeAttributesClassList,
} from "./types/storage.core.io/v1.js";
