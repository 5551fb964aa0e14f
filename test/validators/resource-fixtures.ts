/**
 * Shared pieces of the validator tests of seed 000's REST resources: a small valid base object
 * per kind, helpers that derive a variant by changing one thing, and the assertion that a
 * result holds exactly the expected `{ type, field }` errors.
 */
import { expect } from "vitest";

// The tests exercise the built package, as its users import it.
export * as api from "../../output/dist/index.js";

/** A JSON object under test. */
export type Obj = Record<string, any>;

export type ErrorType =
  | "FieldValueRequired"
  | "FieldValueInvalid"
  | "FieldValueNotSupported"
  | "FieldValueTooLong"
  | "FieldValueTooMany"
  | "FieldValueDuplicate"
  | "FieldValueForbidden"
  | "FieldValueTypeInvalid";

export interface Want {
  readonly type: ErrorType;
  readonly field: string;
}

export const Required = (field: string): Want => ({ type: "FieldValueRequired", field });
export const Invalid = (field: string): Want => ({ type: "FieldValueInvalid", field });
export const NotSupported = (field: string): Want => ({ type: "FieldValueNotSupported", field });
export const TooLong = (field: string): Want => ({ type: "FieldValueTooLong", field });
export const TooMany = (field: string): Want => ({ type: "FieldValueTooMany", field });
export const Duplicate = (field: string): Want => ({ type: "FieldValueDuplicate", field });
export const Forbidden = (field: string): Want => ({ type: "FieldValueForbidden", field });
export const TypeInvalid = (field: string): Want => ({ type: "FieldValueTypeInvalid", field });

interface Result {
  readonly valid: boolean;
  readonly errors: readonly { type: string; field: string; detail: string; badValue?: unknown }[];
}

function byTypeAndField(a: Want, b: Want): number {
  return a.field === b.field ? a.type.localeCompare(b.type) : a.field.localeCompare(b.field);
}

/**
 * The result holds exactly the wanted errors (as a multiset of `{ type, field }`, order free):
 * no wanted error is missing and no unexpected one appears. No wanted errors means valid.
 */
export function expectErrors(result: Result, want: readonly Want[]): void {
  const got = result.errors
    .map((e) => ({ type: e.type as ErrorType, field: e.field }))
    .sort(byTypeAndField);
  expect(got).toEqual([...want].sort(byTypeAndField));
  expect(result.valid).toBe(want.length === 0);
}

/** The detail of the one error at `field` (for checks of the message). */
export function detailOf(result: Result, field: string): string | undefined {
  return result.errors.find((e) => e.field === field)?.detail;
}

/** A deep copy of JSON data. */
export function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

type Step = string | number;

/** `spec.pools[0].driver` -> ["spec", "pools", 0, "driver"]; `parameters[a.b]` keeps the key whole. */
function steps(path: string): Step[] {
  const out: Step[] = [];
  const re = /([^.[\]]+)|\[([^\]]*)\]/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(path)) !== null) {
    if (m[1] !== undefined) out.push(m[1]);
    else out.push(/^\d+$/.test(m[2]!) ? Number(m[2]) : m[2]!);
  }
  return out;
}

/** A copy of `obj` with the value at `path` replaced (`undefined` deletes it); parents are created. */
export function withField(obj: Obj, path: string, value: unknown): Obj {
  const copy = clone(obj);
  const s = steps(path);
  let cur: Obj = copy;
  for (let i = 0; i < s.length - 1; i++) {
    const k = s[i]!;
    if (cur[k] === undefined || cur[k] === null) cur[k] = typeof s[i + 1] === "number" ? [] : {};
    cur = cur[k];
  }
  const last = s[s.length - 1]!;
  if (value === undefined) {
    if (Array.isArray(cur) && typeof last === "number") cur.splice(last, 1);
    else delete (cur as Obj)[last];
  } else (cur as Obj)[last] = value;
  return copy;
}

/** A copy of `obj` with several paths replaced or deleted. */
export function withFields(obj: Obj, changes: Record<string, unknown>): Obj {
  let out = obj;
  for (const [path, value] of Object.entries(changes)) out = withField(out, path, value);
  return out;
}

/** A copy of `obj` changed by a function (for changes that are not one path). */
export function edited(obj: Obj, change: (copy: Obj) => void): Obj {
  const copy = clone(obj);
  change(copy);
  return copy;
}

/** The object as stored: with the resourceVersion an update needs. */
export function stored(obj: Obj, resourceVersion = "1"): Obj {
  return withFields(obj, {
    "metadata.resourceVersion": resourceVersion,
    "metadata.uid": "3f2b2a4e-8c1d-4f5a-9a55-0c9b7f6b1d2e",
    "metadata.creationTimestamp": "2024-05-01T10:00:00Z",
  });
}

export const MICRO = "2024-05-01T10:00:00.000000Z";
export const MICRO2 = "2024-05-01T10:05:30.123456Z";

// ---------------------------------------------------------------------------------------------
// Base objects: each is valid on its own and as a new object; tests change one thing.

export function clusterRoleBinding(): Obj {
  return {
    apiVersion: "rbac.authorization.core.io/v1",
    kind: "ClusterRoleBinding",
    metadata: { name: "read-secrets-global", labels: { team: "platform" } },
    roleRef: { apiGroup: "rbac.authorization.core.io", kind: "ClusterRole", name: "secret-reader" },
    subjects: [
      { kind: "Group", apiGroup: "rbac.authorization.core.io", name: "manager" },
      { kind: "User", apiGroup: "rbac.authorization.core.io", name: "jane@example.com" },
      { kind: "ServiceAccount", name: "default", namespace: "kube-system" },
    ],
  };
}

export function priorityClass(): Obj {
  return {
    apiVersion: "scheduling.core.io/v1",
    kind: "PriorityClass",
    metadata: { name: "high-priority" },
    value: 1000000,
    globalDefault: false,
    description: "For XYZ service pods only.",
    preemptionPolicy: "PreemptLowerPriority",
  };
}

export function volumeAttributesClass(): Obj {
  return {
    apiVersion: "storage.core.io/v1",
    kind: "VolumeAttributesClass",
    metadata: { name: "silver" },
    driverName: "pd.csi.storage.gke.io",
    parameters: { "provisioned-iops": "3000", "provisioned-throughput": "50" },
  };
}

export function lease(): Obj {
  return {
    apiVersion: "coordination.core.io/v1",
    kind: "Lease",
    metadata: { name: "my-controller-lock", namespace: "default" },
    spec: {
      holderIdentity: "node-a",
      leaseDurationSeconds: 15,
      acquireTime: MICRO,
      renewTime: MICRO2,
      leaseTransitions: 2,
    },
  };
}

export function leaseCandidate(): Obj {
  return {
    apiVersion: "coordination.core.io/v1beta1",
    kind: "LeaseCandidate",
    metadata: { name: "kube-controller-manager-node-a", namespace: "kube-system" },
    spec: {
      leaseName: "kube-controller-manager",
      binaryVersion: "1.33.0",
      emulationVersion: "1.32.0",
      strategy: "OldestEmulationVersion",
      renewTime: MICRO,
      pingTime: MICRO2,
    },
  };
}

export function runtimeClass(): Obj {
  return {
    apiVersion: "node.core.io/v1",
    kind: "RuntimeClass",
    metadata: { name: "gvisor" },
    handler: "runsc",
    overhead: { podFixed: { cpu: "250m", memory: "120Mi" } },
    scheduling: {
      nodeSelector: { "example.com/runtime": "gvisor" },
      tolerations: [
        { key: "runtime", operator: "Equal", value: "gvisor", effect: "NoSchedule" },
        {
          key: "node.example.com/unreachable",
          operator: "Exists",
          effect: "NoExecute",
          tolerationSeconds: 300,
        },
      ],
    },
  };
}

/** A pending request: no status yet. */
export function resourcePoolStatusRequest(): Obj {
  return {
    apiVersion: "resource.core.io/v1alpha3",
    kind: "ResourcePoolStatusRequest",
    metadata: { name: "gpu-pools" },
    spec: {
      driver: "gpu.example.com",
      limit: 10,
      poolName: "node-1/pool-a",
      defaultPartitionTypeAttribute: "gpu.example.com/profile",
    },
  };
}

/** A complete pool entry: every count set, availableDevices = 8 - 3 - 1. */
export function poolStatus(): Obj {
  return {
    driver: "gpu.example.com",
    poolName: "node-1/pool-a",
    nodeName: "node-1",
    generation: 3,
    resourceSliceCount: 2,
    totalDevices: 8,
    allocatedDevices: 3,
    unavailableDevices: 1,
    availableDevices: 4,
    partitionSummary: [
      { attribute: "gpu.example.com/profile", type: "Full", total: 2, allocatable: 1 },
      { attribute: "gpu.example.com/profile", type: "Half", total: 4, allocatable: 2 },
    ],
    shareableSummary: {
      fullyAvailableDevices: 1,
      partiallyAvailableDevices: 1,
      capacity: [{ name: "memory", total: "80Gi", consumed: "30Gi", available: "50Gi" }],
    },
  };
}

/** A request the controller has processed: status with a Complete condition and two pools. */
export function completedRequest(): Obj {
  return withField(resourcePoolStatusRequest(), "status", {
    conditions: [
      {
        type: "Complete",
        status: "True",
        lastTransitionTime: "2024-05-01T10:00:05Z",
        reason: "Processed",
        message: "2 pools matched",
      },
    ],
    poolCount: 3,
    pools: [
      poolStatus(),
      // A pool whose slices are not all published: counts unset, with a validationError.
      {
        driver: "gpu.example.com",
        poolName: "node-2/pool-b",
        generation: 1,
        validationError: "not all slices of generation 1 are published",
      },
    ],
  });
}

export function event(): Obj {
  return {
    apiVersion: "events.core.io/v1",
    kind: "Event",
    metadata: { name: "web-1.17c5a3b1f2e4d6a0", namespace: "default" },
    eventTime: MICRO,
    action: "Binding",
    reason: "Scheduled",
    note: "Successfully assigned default/web-1 to node-a",
    type: "Normal",
    reportingController: "core.io/scheduler",
    reportingInstance: "scheduler-node-a",
    regarding: { kind: "Pod", namespace: "default", name: "web-1", apiVersion: "v1" },
  };
}

export interface KindInfo {
  readonly kind: string;
  readonly base: () => Obj;
  readonly namespaced: boolean;
  /** A name valid for this kind that a DNS subdomain would not accept, if any. */
  readonly validUnusualName?: string;
  /** A name this kind rejects. */
  readonly invalidName: string;
}

export const SERVED_KINDS: readonly KindInfo[] = [
  // path-segment-name: anything but '.', '..', '/', '%'
  {
    kind: "ClusterRoleBinding",
    base: clusterRoleBinding,
    namespaced: false,
    validUnusualName: "system:Admin_Binding",
    invalidName: "a/b",
  },
  { kind: "PriorityClass", base: priorityClass, namespaced: false, invalidName: "High_Priority" },
  {
    kind: "VolumeAttributesClass",
    base: volumeAttributesClass,
    namespaced: false,
    invalidName: "-silver",
  },
  { kind: "Lease", base: lease, namespaced: true, invalidName: "my_lock" },
  // configmap-key: alphanumerics, '-', '_', '.'
  {
    kind: "LeaseCandidate",
    base: leaseCandidate,
    namespaced: true,
    validUnusualName: "Kube_Controller.Manager-A",
    invalidName: "kcm/node-a",
  },
  { kind: "RuntimeClass", base: runtimeClass, namespaced: false, invalidName: "GVisor" },
  {
    kind: "ResourcePoolStatusRequest",
    base: resourcePoolStatusRequest,
    namespaced: false,
    invalidName: "gpu..pools",
  },
  { kind: "Event", base: event, namespaced: true, invalidName: "web 1" },
];
