/**
 * The configuration types of seed 001 that are not kinds, validated with validateAs and
 * defaulted with applyDefaultsAs: the controller configuration types
 * (kubecontrollermanager.config.core.io/v1alpha1) and the shared component configuration
 * (componentbase.config.core.io/v1alpha1: logging, client connection, debugging, leader
 * election, tracing).
 *
 * The seed marks every field of these types required, but Kubernetes defaults them: an empty
 * object is valid, and the defaulters fill the documented defaults.
 */
import { describe, expect, it } from "vitest";
import * as api from "../../output/dist/index.js";

// ------------------------------------------------------------------------------------------------
// Helpers
// ------------------------------------------------------------------------------------------------

type ErrorType =
  | "FieldValueRequired"
  | "FieldValueInvalid"
  | "FieldValueNotSupported"
  | "FieldValueTooLong"
  | "FieldValueTooMany"
  | "FieldValueDuplicate"
  | "FieldValueForbidden"
  | "FieldValueTypeInvalid";

interface Want {
  type: ErrorType;
  field: string;
}

interface Result {
  valid: boolean;
  errors: readonly { type: string; field: string; detail: string; badValue?: unknown }[];
}

interface Case {
  name: string;
  type: string;
  given: unknown;
  want: Want[];
  /** Feature gates to set (Kubernetes' defaults otherwise). */
  gates?: Record<string, boolean>;
}

/** The logging options behind LoggingAlphaOptions (splitStream, infoBufferSize) need it on. */
const ALPHA = { LoggingAlphaOptions: true };

const required = (field: string): Want => ({ type: "FieldValueRequired", field });
const invalid = (field: string): Want => ({ type: "FieldValueInvalid", field });
const forbidden = (field: string): Want => ({ type: "FieldValueForbidden", field });
const typeInvalid = (field: string): Want => ({ type: "FieldValueTypeInvalid", field });

const order = (a: Want, b: Want): number =>
  a.field === b.field ? a.type.localeCompare(b.type) : a.field < b.field ? -1 : 1;

function expectResult(result: Result, want: Want[]): void {
  if (want.length === 0) {
    expect(result).toEqual({ valid: true, errors: [] });
    return;
  }
  const got = result.errors.map(({ type, field }) => ({ type, field }) as Want);
  expect(got.sort(order)).toEqual([...want].sort(order));
  expect(result.valid).toBe(false);
}

function mod<T>(base: T, change: (o: any) => void): T {
  const copy = structuredClone(base);
  change(copy);
  return copy;
}

function table(cases: Case[]): void {
  it.each(cases)("$type: $name", ({ type, given, want, gates }) => {
    expectResult(api.validateAs(type, given, gates ? { featureGates: gates } : undefined), want);
  });
}

interface DefaultCase {
  type: string;
  given: Record<string, unknown>;
  want: Record<string, unknown>;
}

function defaults(cases: DefaultCase[]): void {
  it.each(cases)("$type: defaults of $given", ({ type, given, want }) => {
    const input = structuredClone(given);
    const defaulted = api.applyDefaultsAs(type, input);
    expect(defaulted).toEqual(want);
    expect(input).toEqual(given);
    expect(defaulted).not.toBe(input);
    expectResult(api.validateAs(type, defaulted), []);
  });
}

// ------------------------------------------------------------------------------------------------
// Controller configuration (kubecontrollermanager.config.core.io/v1alpha1)
// ------------------------------------------------------------------------------------------------

const CONTROLLERS = {
  DisruptionControllerConfiguration: { ConcurrentDisruptionSyncs: 5 },
  EndpointControllerConfiguration: { ConcurrentEndpointSyncs: 5, EndpointUpdatesBatchPeriod: "1s" },
  EndpointSliceControllerConfiguration: {
    ConcurrentServiceEndpointSyncs: 5,
    MaxEndpointsPerSlice: 100,
    EndpointUpdatesBatchPeriod: "0s",
  },
  EndpointSliceMirroringControllerConfiguration: {
    MirroringConcurrentServiceEndpointSyncs: 5,
    MirroringMaxEndpointsPerSubset: 1000,
    MirroringEndpointUpdatesBatchPeriod: "0s",
  },
  EphemeralVolumeControllerConfiguration: { ConcurrentEphemeralVolumeSyncs: 5 },
  GarbageCollectorControllerConfiguration: {
    EnableGarbageCollector: true,
    ConcurrentGCSyncs: 20,
    GCIgnoredResources: [
      { Group: "", Resource: "events" },
      { Group: "events.core.io", Resource: "events" },
    ],
  },
  HPAControllerConfiguration: {
    ConcurrentHorizontalPodAutoscalerSyncs: 5,
    HorizontalPodAutoscalerSyncPeriod: "15s",
    HorizontalPodAutoscalerDownscaleStabilizationWindow: "5m0s",
    HorizontalPodAutoscalerTolerance: 0.1,
    HorizontalPodAutoscalerCPUInitializationPeriod: "5m0s",
    HorizontalPodAutoscalerInitialReadinessDelay: "30s",
  },
  JobControllerConfiguration: { ConcurrentJobSyncs: 5 },
  LegacySATokenCleanerConfiguration: { CleanUpPeriod: "8760h" },
  NamespaceControllerConfiguration: { NamespaceSyncPeriod: "5m", ConcurrentNamespaceSyncs: 10 },
  NodeIPAMControllerConfiguration: {
    ServiceCIDR: "10.96.0.0/12",
    SecondaryServiceCIDR: "fd00:10:96::/112",
    NodeCIDRMaskSize: 24,
    NodeCIDRMaskSizeIPv4: 24,
    NodeCIDRMaskSizeIPv6: 64,
  },
  NodeLifecycleControllerConfiguration: {
    NodeEvictionRate: 0.1,
    SecondaryNodeEvictionRate: 0.01,
    NodeStartupGracePeriod: "1m0s",
    NodeMonitorGracePeriod: "40s",
    PodEvictionTimeout: "5m0s",
    LargeClusterSizeThreshold: 50,
    UnhealthyZoneThreshold: 0.55,
    NodeMonitorPeriod: "5s",
  },
  PersistentVolumeBinderControllerConfiguration: {
    PVClaimBinderSyncPeriod: "15s",
    VolumeConfiguration: {
      EnableHostPathProvisioning: false,
      EnableDynamicProvisioning: true,
      PersistentVolumeRecyclerConfiguration: {
        MaximumRetry: 3,
        MinimumTimeoutNFS: 300,
        PodTemplateFilePathNFS: "/etc/kubernetes/recycler-nfs.yaml",
        IncrementTimeoutNFS: 30,
        PodTemplateFilePathHostPath: "/etc/kubernetes/recycler-hostpath.yaml",
        MinimumTimeoutHostPath: 60,
        IncrementTimeoutHostPath: 30,
      },
      FlexVolumePluginDir: "/usr/libexec/kubernetes/kubelet-plugins/volume/exec/",
    },
  },
  PodGCControllerConfiguration: { TerminatedPodGCThreshold: 12500 },
  ReplicaSetControllerConfiguration: { ConcurrentRSSyncs: 5 },
  ReplicationControllerConfiguration: { ConcurrentRCSyncs: 5 },
  ResourceClaimControllerConfiguration: { ConcurrentSyncs: 50 },
  ResourceQuotaControllerConfiguration: {
    ResourceQuotaSyncPeriod: "5m0s",
    ConcurrentResourceQuotaSyncs: 5,
  },
  SAControllerConfiguration: {
    ServiceAccountKeyFile: "/etc/kubernetes/pki/sa.key",
    ConcurrentSATokenSyncs: 5,
    RootCAFile: "/etc/kubernetes/pki/ca.crt",
  },
  StatefulSetControllerConfiguration: { ConcurrentStatefulSetSyncs: 5 },
  TTLAfterFinishedControllerConfiguration: { ConcurrentTTLSyncs: 5 },
  ValidatingAdmissionPolicyStatusControllerConfiguration: { ConcurrentPolicySyncs: 5 },
  VolumeConfiguration: {
    EnableHostPathProvisioning: true,
    EnableDynamicProvisioning: false,
    FlexVolumePluginDir: "/opt/flex",
  },
} as const;

const KCM = "kubecontrollermanager.config.core.io/v1alpha1";

describe("controller configuration", () => {
  describe("every type accepts a complete value and an empty one (the marked fields are defaulted)", () => {
    it.each(Object.entries(CONTROLLERS))("%s", (type, value) => {
      expectResult(api.validateAs(type, value), []);
      expectResult(api.validateAs(`${KCM}.${type}`, value), []);
      expectResult(api.validateAs(type, {}), []);
    });
  });

  const c = CONTROLLERS;
  table([
    // NodeIPAM: SecondaryServiceCIDR of a different IP family
    {
      name: "an IPv6 secondary range with an IPv4 primary is valid",
      type: "NodeIPAMControllerConfiguration",
      given: c.NodeIPAMControllerConfiguration,
      want: [],
    },
    {
      name: "an IPv4 secondary range with an IPv6 primary is valid",
      type: "NodeIPAMControllerConfiguration",
      given: { ServiceCIDR: "fd00:10:96::/112", SecondaryServiceCIDR: "10.96.0.0/12" },
      want: [],
    },
    {
      name: "a secondary range of the same family (IPv4) is invalid",
      type: "NodeIPAMControllerConfiguration",
      given: mod(
        c.NodeIPAMControllerConfiguration,
        (o) => (o.SecondaryServiceCIDR = "10.100.0.0/16"),
      ),
      want: [invalid("SecondaryServiceCIDR")],
    },
    {
      name: "a secondary range of the same family (IPv6) is invalid",
      type: "NodeIPAMControllerConfiguration",
      given: { ServiceCIDR: "fd00:10:96::/112", SecondaryServiceCIDR: "fd00:20::/112" },
      want: [invalid("SecondaryServiceCIDR")],
    },
    {
      name: "a secondary range alone is valid",
      type: "NodeIPAMControllerConfiguration",
      given: { SecondaryServiceCIDR: "fd00:10:96::/112" },
      want: [],
    },
    {
      name: "the ranges are CIDRs",
      type: "NodeIPAMControllerConfiguration",
      given: { ServiceCIDR: "10.96.0.0", SecondaryServiceCIDR: "fd00::/129" },
      want: [invalid("ServiceCIDR"), invalid("SecondaryServiceCIDR")],
    },
    {
      name: "mask sizes are int32",
      type: "NodeIPAMControllerConfiguration",
      given: mod(c.NodeIPAMControllerConfiguration, (o) => (o.NodeCIDRMaskSizeIPv6 = "64")),
      want: [typeInvalid("NodeCIDRMaskSizeIPv6")],
    },
    // EndpointSlice limits
    {
      name: "ConcurrentServiceEndpointSyncs is at least 1",
      type: "EndpointSliceControllerConfiguration",
      given: mod(
        c.EndpointSliceControllerConfiguration,
        (o) => (o.ConcurrentServiceEndpointSyncs = 0),
      ),
      want: [invalid("ConcurrentServiceEndpointSyncs")],
    },
    {
      name: "ConcurrentServiceEndpointSyncs is at most 50",
      type: "EndpointSliceControllerConfiguration",
      given: mod(
        c.EndpointSliceControllerConfiguration,
        (o) => (o.ConcurrentServiceEndpointSyncs = 51),
      ),
      want: [invalid("ConcurrentServiceEndpointSyncs")],
    },
    {
      name: "ConcurrentServiceEndpointSyncs 50 is valid",
      type: "EndpointSliceControllerConfiguration",
      given: mod(
        c.EndpointSliceControllerConfiguration,
        (o) => (o.ConcurrentServiceEndpointSyncs = 50),
      ),
      want: [],
    },
    {
      name: "MaxEndpointsPerSlice is at most 1000",
      type: "EndpointSliceControllerConfiguration",
      given: mod(c.EndpointSliceControllerConfiguration, (o) => (o.MaxEndpointsPerSlice = 1001)),
      want: [invalid("MaxEndpointsPerSlice")],
    },
    {
      name: "EndpointUpdatesBatchPeriod is a duration",
      type: "EndpointSliceControllerConfiguration",
      given: mod(
        c.EndpointSliceControllerConfiguration,
        (o) => (o.EndpointUpdatesBatchPeriod = "1 second"),
      ),
      want: [invalid("EndpointUpdatesBatchPeriod")],
    },
    {
      name: "MirroringConcurrentServiceEndpointSyncs is 1 to 50",
      type: "EndpointSliceMirroringControllerConfiguration",
      given: mod(
        c.EndpointSliceMirroringControllerConfiguration,
        (o) => (o.MirroringConcurrentServiceEndpointSyncs = 100),
      ),
      want: [invalid("MirroringConcurrentServiceEndpointSyncs")],
    },
    {
      name: "MirroringMaxEndpointsPerSubset is at least 1",
      type: "EndpointSliceMirroringControllerConfiguration",
      given: mod(
        c.EndpointSliceMirroringControllerConfiguration,
        (o) => (o.MirroringMaxEndpointsPerSubset = 0),
      ),
      want: [invalid("MirroringMaxEndpointsPerSubset")],
    },
    // Shapes
    {
      name: "counts are int32",
      type: "ResourceClaimControllerConfiguration",
      given: { ConcurrentSyncs: 2147483648 },
      want: [invalid("ConcurrentSyncs")],
    },
    {
      name: "counts are integers",
      type: "ValidatingAdmissionPolicyStatusControllerConfiguration",
      given: { ConcurrentPolicySyncs: 2.5 },
      want: [typeInvalid("ConcurrentPolicySyncs")],
    },
    {
      name: "durations use Go syntax",
      type: "HPAControllerConfiguration",
      given: mod(
        c.HPAControllerConfiguration,
        (o) => (o.HorizontalPodAutoscalerSyncPeriod = "15 seconds"),
      ),
      want: [invalid("HorizontalPodAutoscalerSyncPeriod")],
    },
    {
      name: "a tolerance is a number",
      type: "HPAControllerConfiguration",
      given: mod(c.HPAControllerConfiguration, (o) => (o.HorizontalPodAutoscalerTolerance = "0.1")),
      want: [typeInvalid("HorizontalPodAutoscalerTolerance")],
    },
    {
      name: "rates and thresholds are numbers",
      type: "NodeLifecycleControllerConfiguration",
      given: mod(c.NodeLifecycleControllerConfiguration, (o) => {
        o.NodeEvictionRate = "fast";
        o.UnhealthyZoneThreshold = null;
        o.NodeMonitorGracePeriod = 40;
      }),
      want: [typeInvalid("NodeEvictionRate"), typeInvalid("NodeMonitorGracePeriod")],
    },
    {
      name: "a negative TerminatedPodGCThreshold (collector disabled) is valid",
      type: "PodGCControllerConfiguration",
      given: { TerminatedPodGCThreshold: -1 },
      want: [],
    },
    {
      name: "EnableGarbageCollector is a boolean",
      type: "GarbageCollectorControllerConfiguration",
      given: { EnableGarbageCollector: "true" },
      want: [typeInvalid("EnableGarbageCollector")],
    },
    {
      name: "GCIgnoredResources is a list of GroupResource",
      type: "GarbageCollectorControllerConfiguration",
      given: { GCIgnoredResources: [{ Group: "", Resource: 1 }, "events"] },
      want: [typeInvalid("GCIgnoredResources[0].Resource"), typeInvalid("GCIgnoredResources[1]")],
    },
    {
      name: "EnableDynamicProvisioning is a boolean",
      type: "VolumeConfiguration",
      given: { EnableDynamicProvisioning: "yes" },
      want: [typeInvalid("EnableDynamicProvisioning")],
    },
    {
      name: "the nested recycler configuration is validated",
      type: "PersistentVolumeBinderControllerConfiguration",
      given: mod(
        c.PersistentVolumeBinderControllerConfiguration,
        (o) => (o.VolumeConfiguration.PersistentVolumeRecyclerConfiguration.MaximumRetry = "3"),
      ),
      want: [typeInvalid("VolumeConfiguration.PersistentVolumeRecyclerConfiguration.MaximumRetry")],
    },
    {
      name: "file paths are strings",
      type: "SAControllerConfiguration",
      given: { ServiceAccountKeyFile: 1 },
      want: [typeInvalid("ServiceAccountKeyFile")],
    },
  ]);

  describe("defaults", () => {
    defaults([
      { type: "ResourceClaimControllerConfiguration", given: {}, want: { ConcurrentSyncs: 50 } },
      {
        type: "ResourceClaimControllerConfiguration",
        given: { ConcurrentSyncs: 10 },
        want: { ConcurrentSyncs: 10 },
      },
      {
        type: "ValidatingAdmissionPolicyStatusControllerConfiguration",
        given: {},
        want: { ConcurrentPolicySyncs: 5 },
      },
      {
        type: "ValidatingAdmissionPolicyStatusControllerConfiguration",
        given: { ConcurrentPolicySyncs: 1 },
        want: { ConcurrentPolicySyncs: 1 },
      },
      {
        type: "VolumeConfiguration",
        given: {},
        // The recycler configuration is a struct (not a pointer) in Go: defaulting fills it.
        want: {
          EnableHostPathProvisioning: false,
          EnableDynamicProvisioning: true,
          FlexVolumePluginDir: "/usr/libexec/kubernetes/kubelet-plugins/volume/exec/",
          PersistentVolumeRecyclerConfiguration: {
            MaximumRetry: 3,
            MinimumTimeoutNFS: 300,
            IncrementTimeoutNFS: 30,
            MinimumTimeoutHostPath: 60,
            IncrementTimeoutHostPath: 30,
          },
        },
      },
      {
        type: "VolumeConfiguration",
        given: { EnableDynamicProvisioning: false, FlexVolumePluginDir: "/opt/flex" },
        want: {
          EnableHostPathProvisioning: false,
          EnableDynamicProvisioning: false,
          FlexVolumePluginDir: "/opt/flex",
          PersistentVolumeRecyclerConfiguration: {
            MaximumRetry: 3,
            MinimumTimeoutNFS: 300,
            IncrementTimeoutNFS: 30,
            MinimumTimeoutHostPath: 60,
            IncrementTimeoutHostPath: 30,
          },
        },
      },
      {
        type: "PersistentVolumeBinderControllerConfiguration",
        given: { VolumeConfiguration: { PersistentVolumeRecyclerConfiguration: {} } },
        want: {
          PVClaimBinderSyncPeriod: "15s",
          VolumeConfiguration: {
            EnableHostPathProvisioning: false,
            EnableDynamicProvisioning: true,
            FlexVolumePluginDir: "/usr/libexec/kubernetes/kubelet-plugins/volume/exec/",
            PersistentVolumeRecyclerConfiguration: {
              MaximumRetry: 3,
              MinimumTimeoutNFS: 300,
              IncrementTimeoutNFS: 30,
              MinimumTimeoutHostPath: 60,
              IncrementTimeoutHostPath: 30,
            },
          },
        },
      },
      {
        type: "DisruptionControllerConfiguration",
        given: {},
        want: { ConcurrentDisruptionSyncs: 1 },
      },
      { type: "EndpointControllerConfiguration", given: {}, want: { ConcurrentEndpointSyncs: 5 } },
      {
        type: "EndpointSliceControllerConfiguration",
        given: {},
        want: { ConcurrentServiceEndpointSyncs: 5, MaxEndpointsPerSlice: 100 },
      },
      {
        type: "EndpointSliceMirroringControllerConfiguration",
        given: {},
        want: { MirroringConcurrentServiceEndpointSyncs: 5, MirroringMaxEndpointsPerSubset: 1000 },
      },
      {
        type: "EphemeralVolumeControllerConfiguration",
        given: {},
        want: { ConcurrentEphemeralVolumeSyncs: 5 },
      },
      {
        type: "GarbageCollectorControllerConfiguration",
        given: {},
        want: { EnableGarbageCollector: true, ConcurrentGCSyncs: 20 },
      },
      {
        type: "GarbageCollectorControllerConfiguration",
        given: { EnableGarbageCollector: false },
        want: { EnableGarbageCollector: false, ConcurrentGCSyncs: 20 },
      },
      {
        type: "HPAControllerConfiguration",
        given: {},
        want: {
          ConcurrentHorizontalPodAutoscalerSyncs: 5,
          HorizontalPodAutoscalerSyncPeriod: "15s",
          HorizontalPodAutoscalerDownscaleStabilizationWindow: "5m0s",
          HorizontalPodAutoscalerTolerance: 0.1,
          HorizontalPodAutoscalerCPUInitializationPeriod: "5m0s",
          HorizontalPodAutoscalerInitialReadinessDelay: "30s",
        },
      },
      { type: "JobControllerConfiguration", given: {}, want: { ConcurrentJobSyncs: 5 } },
      {
        type: "LegacySATokenCleanerConfiguration",
        given: {},
        want: { CleanUpPeriod: "8760h0m0s" },
      },
      {
        type: "NamespaceControllerConfiguration",
        given: {},
        want: { NamespaceSyncPeriod: "5m0s", ConcurrentNamespaceSyncs: 10 },
      },
      { type: "NodeIPAMControllerConfiguration", given: {}, want: { NodeCIDRMaskSize: 24 } },
      {
        type: "NodeLifecycleControllerConfiguration",
        given: {},
        want: { NodeStartupGracePeriod: "1m0s", PodEvictionTimeout: "5m0s" },
      },
      {
        type: "PersistentVolumeRecyclerConfiguration",
        given: {},
        want: {
          MaximumRetry: 3,
          MinimumTimeoutNFS: 300,
          IncrementTimeoutNFS: 30,
          MinimumTimeoutHostPath: 60,
          IncrementTimeoutHostPath: 30,
        },
      },
      {
        type: "PodGCControllerConfiguration",
        given: {},
        want: { TerminatedPodGCThreshold: 12500 },
      },
      { type: "ReplicaSetControllerConfiguration", given: {}, want: { ConcurrentRSSyncs: 5 } },
      { type: "ReplicationControllerConfiguration", given: {}, want: { ConcurrentRCSyncs: 5 } },
      {
        type: "ResourceQuotaControllerConfiguration",
        given: {},
        want: { ResourceQuotaSyncPeriod: "5m0s", ConcurrentResourceQuotaSyncs: 5 },
      },
      { type: "SAControllerConfiguration", given: {}, want: { ConcurrentSATokenSyncs: 5 } },
      {
        type: "StatefulSetControllerConfiguration",
        given: {},
        want: { ConcurrentStatefulSetSyncs: 5 },
      },
      {
        type: "TTLAfterFinishedControllerConfiguration",
        given: {},
        want: { ConcurrentTTLSyncs: 5 },
      },
    ]);
  });

  it("the group entry exposes the same validators", async () => {
    const { v1alpha1 } =
      await import("../../output/dist/groups/kubecontrollermanager.config.core.io.js");
    expectResult(
      v1alpha1.validateNodeIPAMControllerConfiguration({
        ServiceCIDR: "10.0.0.0/16",
        SecondaryServiceCIDR: "10.1.0.0/16",
      }),
      [invalid("SecondaryServiceCIDR")],
    );
  });
});

// ------------------------------------------------------------------------------------------------
// Shared component configuration (componentbase.config.core.io/v1alpha1)
// ------------------------------------------------------------------------------------------------

describe("component configuration", () => {
  const logging = {
    format: "text",
    flushFrequency: "5s",
    verbosity: 2,
    vmodule: [
      { filePattern: "controller*", verbosity: 4 },
      { filePattern: "gc", verbosity: 0 },
    ],
    options: {
      text: { splitStream: true, infoBufferSize: "64Ki" },
      json: { splitStream: false, infoBufferSize: "0" },
    },
  };
  const client = {
    kubeconfig: "/etc/kubernetes/controller-manager.conf",
    acceptContentTypes: "application/json",
    contentType: "application/vnd.kubernetes.protobuf",
    qps: 50,
    burst: 100,
  };
  const leader = {
    leaderElect: true,
    leaseDuration: "15s",
    renewDeadline: "10s",
    retryPeriod: "2s",
    resourceLock: "leases",
    resourceName: "kube-controller-manager",
    resourceNamespace: "kube-system",
  };
  const TRACING = "componentbase.config.core.io/v1alpha1.TracingConfiguration";

  table([
    // LoggingConfiguration
    {
      name: "a complete text configuration is valid",
      type: "LoggingConfiguration",
      given: logging,
      want: [],
      gates: ALPHA,
    },
    {
      name: "the alpha options are Forbidden while LoggingAlphaOptions is off (Kubernetes' default)",
      type: "LoggingConfiguration",
      given: logging,
      want: [forbidden("options.text.splitStream"), forbidden("options.text.infoBufferSize")],
    },
    { name: "an empty configuration is valid", type: "LoggingConfiguration", given: {}, want: [] },
    {
      name: "a json configuration without vmodule is valid",
      type: "LoggingConfiguration",
      given: mod(logging, (o) => {
        o.format = "json";
        delete o.vmodule;
      }),
      want: [],
      gates: ALPHA,
    },
    {
      name: "format is text or json (Invalid: Unsupported log format, as Kubernetes says)",
      type: "LoggingConfiguration",
      given: { format: "xml" },
      want: [invalid("format")],
    },
    {
      name: "vmodule is only supported for the text format",
      type: "LoggingConfiguration",
      given: mod(logging, (o) => (o.format = "json")),
      want: [forbidden("vmodule")],
      gates: ALPHA,
    },
    {
      name: "flushFrequency may be an integer of nanoseconds",
      type: "LoggingConfiguration",
      given: { flushFrequency: 1000000000 },
      want: [],
    },
    {
      name: "flushFrequency is a string or an integer",
      type: "LoggingConfiguration",
      given: { flushFrequency: true },
      want: [typeInvalid("flushFrequency")],
    },
    {
      name: "a flushFrequency string is a Go duration",
      type: "LoggingConfiguration",
      given: { flushFrequency: "every second" },
      want: [invalid("flushFrequency")],
    },
    {
      name: "verbosity must not be negative",
      type: "LoggingConfiguration",
      given: { verbosity: -1 },
      want: [invalid("verbosity")],
    },
    {
      name: "verbosity 2147483647 is the maximum",
      type: "LoggingConfiguration",
      given: { verbosity: 2147483647 },
      want: [],
    },
    {
      name: "verbosity above the int32 range is rejected (klog accepts positive int32 only)",
      type: "LoggingConfiguration",
      given: { verbosity: 2147483648 },
      want: [invalid("verbosity")],
    },
    // Kubernetes reports a vmodule item's problems on the item (vmodule[0]), once per problem kind.
    {
      name: "a vmodule item needs filePattern and verbosity",
      type: "LoggingConfiguration",
      given: { vmodule: [{}] },
      want: [required("vmodule[0]")],
    },
    {
      name: "a vmodule filePattern has no comma or equal sign",
      type: "LoggingConfiguration",
      given: {
        vmodule: [
          { filePattern: "a,b", verbosity: 1 },
          { filePattern: "a=b", verbosity: 1 },
        ],
      },
      want: [invalid("vmodule[0]"), invalid("vmodule[1]")],
    },
    {
      name: "a vmodule verbosity is at most 2147483647",
      type: "LoggingConfiguration",
      given: { vmodule: [{ filePattern: "gc", verbosity: 4294967295 }] },
      want: [invalid("vmodule[0]")],
    },
    {
      name: "infoBufferSize is a quantity",
      type: "LoggingConfiguration",
      given: mod(logging, (o) => (o.options.json.infoBufferSize = "lots")),
      want: [invalid("options.json.infoBufferSize")],
      gates: ALPHA,
    },
    {
      name: "splitStream is a boolean",
      type: "LoggingConfiguration",
      given: mod(logging, (o) => (o.options.text.splitStream = "true")),
      want: [typeInvalid("options.text.splitStream")],
      gates: ALPHA,
    },
    {
      name: "a duration string is a TimeOrMetaDuration",
      type: "TimeOrMetaDuration",
      given: "1m30s",
      want: [],
    },
    {
      name: "nanoseconds are a TimeOrMetaDuration",
      type: "TimeOrMetaDuration",
      given: 500000000,
      want: [],
    },
    {
      name: "a float is not a TimeOrMetaDuration",
      type: "TimeOrMetaDuration",
      given: 1.5,
      want: [typeInvalid("")],
    },
    {
      name: "a VerbosityLevel is an integer",
      type: "VerbosityLevel",
      given: "4",
      want: [typeInvalid("")],
    },
    // ClientConnectionConfiguration
    {
      name: "a complete client connection is valid",
      type: "ClientConnectionConfiguration",
      given: client,
      want: [],
    },
    {
      name: "an empty client connection is valid",
      type: "ClientConnectionConfiguration",
      given: {},
      want: [],
    },
    {
      name: "burst must not be negative",
      type: "ClientConnectionConfiguration",
      given: { burst: -1 },
      want: [invalid("burst")],
    },
    {
      name: "burst 0 is valid (defaulted)",
      type: "ClientConnectionConfiguration",
      given: { burst: 0 },
      want: [],
    },
    {
      name: "qps is a number and burst an integer",
      type: "ClientConnectionConfiguration",
      given: { qps: "50", burst: 1.5 },
      want: [typeInvalid("qps"), typeInvalid("burst")],
    },
    // DebuggingConfiguration
    {
      name: "profiling switches are valid",
      type: "DebuggingConfiguration",
      given: { enableProfiling: true, enableContentionProfiling: false },
      want: [],
    },
    {
      name: "enableProfiling is a boolean",
      type: "DebuggingConfiguration",
      given: { enableProfiling: "yes" },
      want: [typeInvalid("enableProfiling")],
    },
    // LeaderElectionConfiguration
    {
      name: "a complete leader election is valid",
      type: "LeaderElectionConfiguration",
      given: leader,
      want: [],
    },
    {
      name: "an empty leader election is valid",
      type: "LeaderElectionConfiguration",
      given: {},
      want: [],
    },
    {
      name: "leaseDuration must be greater than renewDeadline (equal)",
      type: "LeaderElectionConfiguration",
      given: mod(leader, (o) => (o.leaseDuration = "10s")),
      want: [invalid("leaseDuration")],
    },
    {
      name: "leaseDuration must be greater than renewDeadline (smaller)",
      type: "LeaderElectionConfiguration",
      given: mod(leader, (o) => (o.renewDeadline = "1m")),
      want: [invalid("leaseDuration")],
    },
    {
      name: "the durations must be greater than zero",
      type: "LeaderElectionConfiguration",
      given: mod(leader, (o) => {
        o.leaseDuration = "0s";
        o.renewDeadline = "-1s";
        o.retryPeriod = "0s";
      }),
      want: [invalid("leaseDuration"), invalid("renewDeadline"), invalid("retryPeriod")],
    },
    {
      name: "leaseDuration is a duration",
      type: "LeaderElectionConfiguration",
      given: mod(leader, (o) => (o.leaseDuration = "15")),
      want: [invalid("leaseDuration")],
    },
    {
      name: "leaderElect is a boolean",
      type: "LeaderElectionConfiguration",
      given: { leaderElect: "true" },
      want: [typeInvalid("leaderElect")],
    },
    // TracingConfiguration (component-base)
    {
      name: "an endpoint and a rate are valid",
      type: TRACING,
      given: { endpoint: "localhost:4317", samplingRatePerMillion: 1 },
      want: [],
    },
    { name: "an empty tracing configuration is valid", type: TRACING, given: {}, want: [] },
    {
      name: "the endpoint scheme is dns, unix or unix-abstract",
      type: TRACING,
      given: { endpoint: "https://collector:4317" },
      want: [invalid("endpoint")],
    },
    {
      name: "a unix-abstract endpoint is valid",
      type: TRACING,
      given: { endpoint: "unix-abstract:otel" },
      want: [],
    },
    {
      name: "the rate is at most one million",
      type: TRACING,
      given: { samplingRatePerMillion: 1000001 },
      want: [invalid("samplingRatePerMillion")],
    },
    // LoggingOptions holds Go writers, never serialized
    {
      name: "any value is accepted",
      type: "LoggingOptions",
      given: { ErrorStream: null, InfoStream: {} },
      want: [],
    },
  ]);

  it("the error of the lease rule names Kubernetes' message", () => {
    const r = api.validateAs(
      "LeaderElectionConfiguration",
      mod(leader, (o) => (o.leaseDuration = "10s")),
    );
    expect(r.errors[0]!.detail).toContain("RenewDeadline");
  });

  it("an ambiguous bare type name is reported, not guessed", () => {
    expectResult(api.validateAs("TracingConfiguration", {}), [invalid("")]);
    expect(api.validateAs("TracingConfiguration", {}).errors[0]!.detail).toContain(TRACING);
  });

  describe("defaults", () => {
    defaults([
      // The options struct is filled as SetRecommendedLoggingConfiguration fills it (a struct, not a pointer, in Go).
      {
        type: "LoggingConfiguration",
        given: {},
        want: {
          format: "text",
          flushFrequency: "5s",
          verbosity: 0,
          options: {
            text: { splitStream: false, infoBufferSize: "0" },
            json: { splitStream: false, infoBufferSize: "0" },
          },
        },
      },
      {
        type: "LoggingConfiguration",
        given: { format: "json", flushFrequency: 1000000000, verbosity: 3, options: { json: {} } },
        want: {
          format: "json",
          flushFrequency: 1000000000,
          verbosity: 3,
          options: {
            json: { splitStream: false, infoBufferSize: "0" },
            text: { splitStream: false, infoBufferSize: "0" },
          },
        },
      },
      {
        type: "ClientConnectionConfiguration",
        given: {},
        want: { contentType: "application/vnd.kubernetes.protobuf", qps: 50, burst: 100 },
      },
      { type: "ClientConnectionConfiguration", given: client, want: client },
      { type: "DebuggingConfiguration", given: {}, want: { enableProfiling: true } },
      {
        type: "DebuggingConfiguration",
        given: { enableProfiling: false },
        want: { enableProfiling: false },
      },
      {
        type: "LeaderElectionConfiguration",
        // The lock's name and namespace have no default (each component sets its own), and
        // Kubernetes requires them when leader election is on.
        given: { resourceName: "kube-scheduler", resourceNamespace: "kube-system" },
        want: {
          leaderElect: true,
          leaseDuration: "15s",
          renewDeadline: "10s",
          retryPeriod: "2s",
          resourceLock: "leases",
          resourceName: "kube-scheduler",
          resourceNamespace: "kube-system",
        },
      },
      {
        type: "LeaderElectionConfiguration",
        given: { leaderElect: false },
        want: {
          leaderElect: false,
          leaseDuration: "15s",
          renewDeadline: "10s",
          retryPeriod: "2s",
          resourceLock: "leases",
        },
      },
      { type: TRACING, given: {}, want: { endpoint: "localhost:4317" } },
    ]);
  });

  it("unknown fields of a component type are found", () => {
    expect(
      api.findUnknownFieldsAs("LeaderElectionConfiguration", {
        ...leader,
        leaseDurationSeconds: 15,
      }),
    ).toEqual(["leaseDurationSeconds"]);
    expect(api.findUnknownFieldsAs("LoggingConfiguration", logging)).toEqual([]);
  });
});
