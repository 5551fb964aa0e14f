/**
 * Fidelity: the cases of Kubernetes' kube-controller-manager option validation that concern the
 * controller configurations corespec covers (seed 001 §2.7), ported as given/want tables.
 * Source: kubernetes/kubernetes cmd/kube-controller-manager/app/options/options_test.go,
 * TestValidateControllersOptions (each case name below is Kubernetes'). Kubernetes validates
 * the options (flags) before any defaulting, so a zero there is an error as it is here; its
 * errors are flag messages (`concurrent-job-syncs must be greater than 0`), reported here as
 * field errors on the configuration's field.
 */
import { v1alpha1 as kcm } from "../../output/dist/groups/kubecontrollermanager.config.core.io.js";
import { family, fidelityTable as table, type Case, type Obj } from "./table.js";

family("kube-controller-manager configuration", "code");

type Validate = (value: unknown) => { errors: readonly { type: string; field: string }[] };

const failures: [string, Validate, Obj, string[]][] = [
  [
    "EndpointSliceControllerOptions ConcurrentServiceEndpointSyncs lower than minConcurrentServiceEndpointSyncs (1)",
    kcm.validateEndpointSliceControllerConfiguration,
    { ConcurrentServiceEndpointSyncs: 0, MaxEndpointsPerSlice: 200 },
    ["FieldValueInvalid ConcurrentServiceEndpointSyncs"],
  ],
  [
    "EndpointSliceControllerOptions ConcurrentServiceEndpointSyncs greater than maxConcurrentServiceEndpointSyncs (50)",
    kcm.validateEndpointSliceControllerConfiguration,
    { ConcurrentServiceEndpointSyncs: 51, MaxEndpointsPerSlice: 200 },
    ["FieldValueInvalid ConcurrentServiceEndpointSyncs"],
  ],
  [
    "EndpointSliceControllerOptions MaxEndpointsPerSlice lower than minMaxEndpointsPerSlice (1)",
    kcm.validateEndpointSliceControllerConfiguration,
    { ConcurrentServiceEndpointSyncs: 10, MaxEndpointsPerSlice: 0 },
    ["FieldValueInvalid MaxEndpointsPerSlice"],
  ],
  [
    "EndpointSliceControllerOptions MaxEndpointsPerSlice greater than maxMaxEndpointsPerSlice (1000)",
    kcm.validateEndpointSliceControllerConfiguration,
    { ConcurrentServiceEndpointSyncs: 10, MaxEndpointsPerSlice: 1001 },
    ["FieldValueInvalid MaxEndpointsPerSlice"],
  ],
  [
    "EndpointSliceMirroringControllerOptions MirroringConcurrentServiceEndpointSyncs lower than mirroringMinConcurrentServiceEndpointSyncs (1)",
    kcm.validateEndpointSliceMirroringControllerConfiguration,
    { MirroringConcurrentServiceEndpointSyncs: 0, MirroringMaxEndpointsPerSubset: 100 },
    ["FieldValueInvalid MirroringConcurrentServiceEndpointSyncs"],
  ],
  [
    "EndpointSliceMirroringControllerOptions MirroringConcurrentServiceEndpointSyncs greater than mirroringMaxConcurrentServiceEndpointSyncs (50)",
    kcm.validateEndpointSliceMirroringControllerConfiguration,
    { MirroringConcurrentServiceEndpointSyncs: 51, MirroringMaxEndpointsPerSubset: 100 },
    ["FieldValueInvalid MirroringConcurrentServiceEndpointSyncs"],
  ],
  [
    "EndpointSliceMirroringControllerOptions MirroringMaxEndpointsPerSubset lower than mirroringMinMaxEndpointsPerSubset (1)",
    kcm.validateEndpointSliceMirroringControllerConfiguration,
    { MirroringConcurrentServiceEndpointSyncs: 10, MirroringMaxEndpointsPerSubset: 0 },
    ["FieldValueInvalid MirroringMaxEndpointsPerSubset"],
  ],
  [
    "EndpointSliceMirroringControllerOptions MirroringMaxEndpointsPerSubset greater than mirroringMaxMaxEndpointsPerSubset (1000)",
    kcm.validateEndpointSliceMirroringControllerConfiguration,
    { MirroringConcurrentServiceEndpointSyncs: 10, MirroringMaxEndpointsPerSubset: 1001 },
    ["FieldValueInvalid MirroringMaxEndpointsPerSubset"],
  ],
  [
    "EphemeralVolumeControllerOptions ConcurrentEphemeralVolumeSyncs equal 0",
    kcm.validateEphemeralVolumeControllerConfiguration,
    { ConcurrentEphemeralVolumeSyncs: 0 },
    ["FieldValueInvalid ConcurrentEphemeralVolumeSyncs"],
  ],
  [
    "HPAControllerOptions ConcurrentHorizontalPodAutoscalerSyncs equal 0",
    kcm.validateHPAControllerConfiguration,
    {
      ConcurrentHorizontalPodAutoscalerSyncs: 0,
      HorizontalPodAutoscalerSyncPeriod: "45s",
      HorizontalPodAutoscalerDownscaleStabilizationWindow: "3m0s",
      HorizontalPodAutoscalerCPUInitializationPeriod: "1m30s",
      HorizontalPodAutoscalerInitialReadinessDelay: "50s",
      HorizontalPodAutoscalerTolerance: 0.1,
    },
    ["FieldValueInvalid ConcurrentHorizontalPodAutoscalerSyncs"],
  ],
  [
    "StatefulSetControllerOptions ConcurrentStatefulSetSyncs equal 0",
    kcm.validateStatefulSetControllerConfiguration,
    { ConcurrentStatefulSetSyncs: 0 },
    ["FieldValueInvalid ConcurrentStatefulSetSyncs"],
  ],
  [
    "JobControllerOptions ConcurrentJobSyncs equal 0",
    kcm.validateJobControllerConfiguration,
    { ConcurrentJobSyncs: 0 },
    ["FieldValueInvalid ConcurrentJobSyncs"],
  ],
];

// The "empty errs" cases of the same test, for the configurations corespec covers.
const successes: [string, Validate, Obj][] = [
  [
    "EndpointControllerOptions",
    kcm.validateEndpointControllerConfiguration,
    { ConcurrentEndpointSyncs: 10 },
  ],
  [
    "GarbageCollectorControllerOptions",
    kcm.validateGarbageCollectorControllerConfiguration,
    {
      ConcurrentGCSyncs: 30,
      GCIgnoredResources: [
        { Group: "", Resource: "events" },
        { Group: "events.core.io", Resource: "events" },
      ],
      EnableGarbageCollector: false,
    },
  ],
  ["JobControllerOptions", kcm.validateJobControllerConfiguration, { ConcurrentJobSyncs: 10 }],
  [
    "NamespaceControllerOptions",
    kcm.validateNamespaceControllerConfiguration,
    { NamespaceSyncPeriod: "10m0s", ConcurrentNamespaceSyncs: 20 },
  ],
  [
    "NodeLifecycleControllerOptions",
    kcm.validateNodeLifecycleControllerConfiguration,
    {
      NodeEvictionRate: 0.2,
      SecondaryNodeEvictionRate: 0.05,
      NodeMonitorGracePeriod: "30s",
      NodeStartupGracePeriod: "30s",
      LargeClusterSizeThreshold: 100,
      UnhealthyZoneThreshold: 0.6,
    },
  ],
  [
    "PodGCControllerOptions",
    kcm.validatePodGCControllerConfiguration,
    { TerminatedPodGCThreshold: 12000 },
  ],
  [
    "ReplicaSetControllerOptions",
    kcm.validateReplicaSetControllerConfiguration,
    { ConcurrentRSSyncs: 10 },
  ],
  [
    "ReplicationControllerOptions",
    kcm.validateReplicationControllerConfiguration,
    { ConcurrentRCSyncs: 10 },
  ],
  [
    "ResourceQuotaControllerOptions",
    kcm.validateResourceQuotaControllerConfiguration,
    { ResourceQuotaSyncPeriod: "10m0s", ConcurrentResourceQuotaSyncs: 10 },
  ],
  [
    "SAControllerOptions",
    kcm.validateSAControllerConfiguration,
    { ServiceAccountKeyFile: "/service-account-private-key", ConcurrentSATokenSyncs: 10 },
  ],
  [
    "LegacySATokenCleanerOptions",
    kcm.validateLegacySATokenCleanerConfiguration,
    { CleanUpPeriod: "8760h0m0s" },
  ],
  [
    "TTLAfterFinishedControllerOptions",
    kcm.validateTTLAfterFinishedControllerConfiguration,
    { ConcurrentTTLSyncs: 8 },
  ],
];

/** Each case's value, checked by the validator of its configuration type. */
const validators = new Map<Obj, Validate>();
const row = (validate: Validate, value: Obj, want: string[]): Case => {
  validators.set(value, validate);
  return [value, want];
};
table("TestValidateControllersOptions", (value) => validators.get(value)!(value), {
  ...Object.fromEntries(
    failures.map(([name, validate, value, want]) => [name, row(validate, value, want)]),
  ),
  ...Object.fromEntries(
    successes.map(([name, validate, value]) => [name, row(validate, value, [])]),
  ),
});

// cmd/kube-controller-manager/app/options: resourceclaimcontroller.go and
// validatingadmissionpolicycontroller.go (their Validate: the syncs must be greater than 0).
table(
  "ResourceClaimControllerOptions and ValidatingAdmissionPolicyStatusControllerOptions Validate",
  (value) => validators.get(value)!(value),
  {
    "valid concurrent syncs": row(
      kcm.validateResourceClaimControllerConfiguration,
      { ConcurrentSyncs: 50 },
      [],
    ),
    "valid minimum concurrent syncs": row(
      kcm.validateResourceClaimControllerConfiguration,
      { ConcurrentSyncs: 1 },
      [],
    ),
    "invalid zero concurrent syncs": row(
      kcm.validateResourceClaimControllerConfiguration,
      { ConcurrentSyncs: 0 },
      ["FieldValueInvalid ConcurrentSyncs"],
    ),
    "invalid negative concurrent syncs": row(
      kcm.validateResourceClaimControllerConfiguration,
      { ConcurrentSyncs: -5 },
      ["FieldValueInvalid ConcurrentSyncs"],
    ),
    "a negative ConcurrentPolicySyncs": row(
      kcm.validateValidatingAdmissionPolicyStatusControllerConfiguration,
      { ConcurrentPolicySyncs: -1 },
      ["FieldValueInvalid ConcurrentPolicySyncs"],
    ),
    "a positive ConcurrentPolicySyncs": row(
      kcm.validateValidatingAdmissionPolicyStatusControllerConfiguration,
      { ConcurrentPolicySyncs: 5 },
      [],
    ),
  },
);
