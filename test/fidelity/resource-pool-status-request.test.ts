/**
 * Fidelity: ResourcePoolStatusRequest, ported from kubernetes/kubernetes
 * pkg/apis/resource/validation/validation_resourcepoolstatusrequest_test.go
 * (TestValidateResourcePoolStatusRequest, TestValidateResourcePoolStatusRequestUpdate,
 * TestValidateResourcePoolStatusRequestStatusUpdate). Kubernetes' objects are Go structs, so
 * a field they leave out is there with its zero value: the status objects here write those
 * zeros out (counts 0, generation 0), and carry the Complete condition the seed requires of
 * every status (Kubernetes' objects without conditions are valid there too), and a poolCount
 * that counts the listed pools, as the seed requires (Kubernetes' objects leave it 0). Field names
 * follow the seed's version of the API: Kubernetes' sliceCount is resourceSliceCount,
 * totalMatchingPools is poolCount.
 */
import { validate, validateUpdate } from "../../output/dist/index.js";
import { family, fidelityTable as table, type Obj } from "./table.js";

family("ResourcePoolStatusRequest", "test");

const request = (name: string, spec: Obj, extra: Obj = {}): Obj => ({
  apiVersion: "resource.core.io/v1alpha3",
  kind: "ResourcePoolStatusRequest",
  metadata: { name },
  spec,
  ...extra,
});
const forUpdate = (spec: Obj, status?: Obj): Obj => ({
  ...request("my-request", spec),
  metadata: { name: "my-request", resourceVersion: "1" },
  ...(status ? { status } : {}),
});
const VALID_SPEC = { driver: "test.example.com", poolName: "pool-1", limit: 100 };

table("TestValidateResourcePoolStatusRequest", validate, {
  "valid-request": [request("my-request", VALID_SPEC), []],
  "valid-driver-only": [request("my-request", { driver: "test.example.com" }), []],
  "valid-with-pool-name": [
    request("my-request", { driver: "test.example.com", poolName: "node-1" }),
    [],
  ],
  "valid-with-limit": [request("my-request", { driver: "test.example.com", limit: 50 }), []],
  "valid-limit-min": [request("my-request", { driver: "test.example.com", limit: 1 }), []],
  "valid-limit-max": [request("my-request", { driver: "test.example.com", limit: 1000 }), []],
  "missing-name": [request("", VALID_SPEC), ["FieldValueRequired metadata.name"]],
  "bad-name": [request("!@#$%^", VALID_SPEC), ["FieldValueInvalid metadata.name"]],
  "missing-driver": [request("my-request", { driver: "" }), ["FieldValueRequired spec.driver"]],
  "invalid-driver-name": [
    request("my-request", { driver: "invalid driver!" }),
    ["FieldValueInvalid spec.driver"],
  ],
  "invalid-pool-name": [
    request("my-request", { driver: "test.example.com", poolName: "invalid pool!" }),
    ["FieldValueInvalid spec.poolName"],
  ],
  "limit-zero": [
    request("my-request", { driver: "test.example.com", limit: 0 }),
    ["FieldValueInvalid spec.limit"],
  ],
  "limit-negative": [
    request("my-request", { driver: "test.example.com", limit: -1 }),
    ["FieldValueInvalid spec.limit"],
  ],
  "limit-exceeds-max": [
    request("my-request", { driver: "test.example.com", limit: 1001 }),
    ["FieldValueInvalid spec.limit"],
  ],
});

/** Each new object with the old one it updates. */
const olds = new Map<Obj, Obj>();
const update = (old: Obj, obj: Obj): Obj => {
  olds.set(obj, old);
  return obj;
};
const checkUpdate = (obj: Obj) => validateUpdate(obj, olds.get(obj));

table("TestValidateResourcePoolStatusRequestUpdate", checkUpdate, {
  "no-change": [update(forUpdate(VALID_SPEC), forUpdate(VALID_SPEC)), []],
  "spec-immutable-driver": [
    update(forUpdate({ driver: "old.example.com" }), forUpdate({ driver: "new.example.com" })),
    ["FieldValueInvalid spec"],
  ],
  "spec-immutable-pool-name": [
    update(
      forUpdate({ driver: "test.example.com", poolName: "old-pool" }),
      forUpdate({ driver: "test.example.com", poolName: "new-pool" }),
    ),
    ["FieldValueInvalid spec"],
  ],
  "spec-immutable-limit": [
    update(
      forUpdate({ driver: "test.example.com", limit: 50 }),
      forUpdate({ driver: "test.example.com", limit: 100 }),
    ),
    ["FieldValueInvalid spec"],
  ],
});

const COMPLETE = [
  {
    type: "Complete",
    status: "True",
    lastTransitionTime: "2026-01-01T00:00:00Z",
    reason: "Calculated",
    message: "",
  },
];
const pool = (extra: Obj = {}): Obj => ({
  driver: "test.example.com",
  poolName: "pool-1",
  totalDevices: 0,
  allocatedDevices: 0,
  availableDevices: 0,
  unavailableDevices: 0,
  resourceSliceCount: 1,
  generation: 0,
  ...extra,
});
const withStatus = (status: Obj) =>
  update(
    forUpdate(VALID_SPEC),
    forUpdate(VALID_SPEC, {
      poolCount: Array.isArray(status.pools) ? status.pools.length : 0,
      conditions: COMPLETE,
      ...status,
    }),
  );

table(
  "TestValidateResourcePoolStatusRequestStatusUpdate",
  checkUpdate,
  {
    "valid-initial-status-update": [
      withStatus({
        poolCount: 2,
        pools: [
          pool({
            nodeName: "node-1",
            totalDevices: 4,
            allocatedDevices: 2,
            availableDevices: 2,
            generation: 1,
          }),
        ],
      }),
      [],
    ],
    "status-immutable-after-observation-time-set": [
      update(
        forUpdate(VALID_SPEC, { poolCount: 2, conditions: COMPLETE }),
        forUpdate(VALID_SPEC, { poolCount: 5, conditions: COMPLETE }),
      ),
      ["FieldValueInvalid status"],
    ],
    "invalid-pool-missing-driver": [
      withStatus({ pools: [pool({ driver: "" })] }),
      ["FieldValueRequired status.pools[0].driver"],
    ],
    "invalid-pool-missing-pool-name": [
      withStatus({ pools: [pool({ poolName: "" })] }),
      ["FieldValueRequired status.pools[0].poolName"],
    ],
    "invalid-pool-zero-slice-count": [
      withStatus({ pools: [pool({ resourceSliceCount: 0 })] }),
      ["FieldValueInvalid status.pools[0].resourceSliceCount"],
    ],
    "invalid-pool-negative-generation": [
      withStatus({ pools: [pool({ generation: -1 })] }),
      ["FieldValueInvalid status.pools[0].generation"],
    ],
    "invalid-negative-total-matching-pools": [
      withStatus({ poolCount: -1 }),
      ["FieldValueInvalid status.poolCount"],
    ],
  },
  {
    "invalid-pool-negative-total-devices": [
      withStatus({ pools: [pool({ totalDevices: -1 })] }),
      [
        "FieldValueInvalid status.pools[0].totalDevices",
        "FieldValueInvalid status.pools[0].availableDevices",
      ],
      "seed 000 §2.8: the seed's rule availableDevices = totalDevices - allocatedDevices - unavailableDevices also refuses the zero availableDevices",
    ],
    "invalid-pool-negative-allocated-devices": [
      withStatus({ pools: [pool({ allocatedDevices: -1 })] }),
      [
        "FieldValueInvalid status.pools[0].allocatedDevices",
        "FieldValueInvalid status.pools[0].availableDevices",
      ],
      "seed 000 §2.8: the seed's rule availableDevices = totalDevices - allocatedDevices - unavailableDevices also refuses the zero availableDevices",
    ],
  },
);
