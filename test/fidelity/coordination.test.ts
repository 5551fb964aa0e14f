/**
 * Fidelity: Kubernetes' Lease and LeaseCandidate validation tests, ported as given/want tables
 * (coordination.k8s.io translated to coordination.core.io; LeaseCandidate is served as
 * v1beta1). Source: kubernetes/kubernetes pkg/apis/coordination/validation/validation_test.go:
 * TestValidateLease, TestValidateLeaseSpec, TestValidateLeaseSpecUpdate, TestValidateLeaseCandidate,
 * TestValidateLeaseCandidateSpec, TestValidateLeaseCandidateUpdate,
 * TestValidateCoordinatedLeaseStrategy. Kubernetes' tests count errors; the wanted type and
 * field are those validation.go in the same package reports.
 */
import { validate, validateUpdate } from "../../output/dist/index.js";
import { family, fidelityTable as table, type Obj } from "./table.js";

family("Lease and LeaseCandidate", "code");

const lease = (metadata: Obj, spec: Obj): Obj => ({
  apiVersion: "coordination.core.io/v1",
  kind: "Lease",
  metadata,
  spec,
});
const candidate = (metadata: Obj, spec: Obj): Obj => ({
  apiVersion: "coordination.core.io/v1beta1",
  kind: "LeaseCandidate",
  metadata,
  spec,
});
const meta = { name: "holder", namespace: "holder-namespace" };

table("TestValidateLease", validate, {
  "invalid name and namespace": [
    lease({ name: "invalidName++", namespace: "==invalid_Namespace==" }, {}),
    ["FieldValueInvalid metadata.name", "FieldValueInvalid metadata.namespace"],
  ],
});

table("TestValidateLeaseSpec", validate, {
  valid: [
    lease(meta, { holderIdentity: "holder", leaseDurationSeconds: 10, leaseTransitions: 1 }),
    [],
  ],
  "valid with PreferredHolder": [
    lease(meta, {
      holderIdentity: "holder",
      leaseDurationSeconds: 10,
      leaseTransitions: 1,
      strategy: "OldestEmulationVersion",
      preferredHolder: "someotherholder",
    }),
    [],
  ],
  "zero duration, negative transitions": [
    lease(meta, { holderIdentity: "holder", leaseDurationSeconds: 0, leaseTransitions: -1 }),
    ["FieldValueInvalid spec.leaseDurationSeconds", "FieldValueInvalid spec.leaseTransitions"],
  ],
  "preferredHolder without strategy": [
    lease(meta, {
      holderIdentity: "holder",
      leaseDurationSeconds: 0,
      leaseTransitions: -1,
      preferredHolder: "holder2",
    }),
    [
      "FieldValueInvalid spec.leaseDurationSeconds",
      "FieldValueInvalid spec.leaseTransitions",
      "FieldValueForbidden spec.preferredHolder",
    ],
  ],
});

const oldLease = lease(
  { ...meta, resourceVersion: "1" },
  { holderIdentity: "oldHolder", leaseDurationSeconds: 3, leaseTransitions: 3 },
);
table("TestValidateLeaseSpecUpdate", (o) => validateUpdate(o, oldLease), {
  // Kubernetes' new object has no resourceVersion: ValidateObjectMetaUpdate's third error.
  "invalid update": [
    lease(meta, { holderIdentity: "holder", leaseDurationSeconds: 0, leaseTransitions: -1 }),
    [
      "FieldValueInvalid metadata.resourceVersion",
      "FieldValueInvalid spec.leaseDurationSeconds",
      "FieldValueInvalid spec.leaseTransitions",
    ],
  ],
  "valid update": [
    lease(
      { ...meta, resourceVersion: "2" },
      { holderIdentity: "holder", leaseDurationSeconds: 10, leaseTransitions: 20 },
    ),
    [],
  ],
});

table("TestValidateLeaseCandidate", validate, {
  "invalid name and namespace": [
    candidate(
      { name: "invalidName++", namespace: "==invalid_Namespace==" },
      {
        leaseName: "test",
        binaryVersion: "1.30.0",
        strategy: "OldestEmulationVersion",
        emulationVersion: "1.30.0",
      },
    ),
    ["FieldValueInvalid metadata.name", "FieldValueInvalid metadata.namespace"],
  ],
});

const candidateMeta = { name: "candidate", namespace: "default" };
table("TestValidateLeaseCandidateSpec", validate, {
  valid: [
    candidate(candidateMeta, {
      binaryVersion: "1.30.0",
      emulationVersion: "1.30.0",
      leaseName: "test",
      strategy: "OldestEmulationVersion",
    }),
    [],
  ],
  "no lease name": [
    candidate(candidateMeta, {
      emulationVersion: "1.30.0",
      binaryVersion: "1.30.0",
      strategy: "OldestEmulationVersion",
    }),
    ["FieldValueRequired spec.leaseName"],
  ],
  "bad binaryVersion": [
    candidate(candidateMeta, {
      binaryVersion: "1.30.1.6",
      leaseName: "test",
      strategy: "OldestEmulationVersion",
      emulationVersion: "1.30.0",
    }),
    ["FieldValueInvalid spec.binaryVersion"],
  ],
  "emulation should be greater than or equal to binary version": [
    candidate(candidateMeta, {
      emulationVersion: "1.30.0",
      binaryVersion: "1.29.0",
      leaseName: "test",
      strategy: "OldestEmulationVersion",
    }),
    ["FieldValueInvalid spec.binaryVersion"],
  ],
  "strategy bad": [
    candidate(candidateMeta, {
      binaryVersion: "1.30.1",
      emulationVersion: "1.30.1",
      leaseName: "test",
      strategy: "foo",
    }),
    ["FieldValueNotSupported spec.strategy"],
  ],
  "strategy good but emulationVersion missing": [
    candidate(candidateMeta, {
      binaryVersion: "1.30.1",
      leaseName: "test",
      strategy: "OldestEmulationVersion",
    }),
    ["FieldValueRequired spec.emulationVersion"],
  ],
  "no strategy": [
    candidate(candidateMeta, { binaryVersion: "1.30.1", leaseName: "test" }),
    ["FieldValueRequired spec.strategy"],
  ],
  "valid custom strategy should not require binaryVersion and emulationVersion": [
    candidate(candidateMeta, {
      leaseName: "test",
      strategy: "custom.com/foo",
      binaryVersion: "1.30.0",
    }),
    [],
  ],
});

const oldCandidate = candidate(
  { ...candidateMeta, resourceVersion: "1" },
  {
    binaryVersion: "1.30.0",
    emulationVersion: "1.30.0",
    leaseName: "test",
    strategy: "OldestEmulationVersion",
  },
);
table("TestValidateLeaseCandidateUpdate", (o) => validateUpdate(o, oldCandidate), {
  "valid update": [
    candidate(
      { ...candidateMeta, resourceVersion: "1" },
      {
        binaryVersion: "1.30.0",
        emulationVersion: "1.30.0",
        leaseName: "test",
        strategy: "OldestEmulationVersion",
      },
    ),
    [],
  ],
  "update LeaseName should fail": [
    candidate(
      { ...candidateMeta, resourceVersion: "1" },
      {
        binaryVersion: "1.30.0",
        emulationVersion: "1.30.0",
        leaseName: "test-update",
        strategy: "OldestEmulationVersion",
      },
    ),
    ["FieldValueInvalid spec.leaseName"],
  ],
});

table("TestValidateCoordinatedLeaseStrategy", validate, {
  foobar: [lease(meta, { strategy: "foobar" }), ["FieldValueNotSupported spec.strategy"]],
  OldestEmulationVersion: [lease(meta, { strategy: "OldestEmulationVersion" }), []],
  "example.com/foobar/toomanyslashes": [
    lease(meta, { strategy: "example.com/foobar/toomanyslashes" }),
    ["FieldValueInvalid spec.strategy"],
  ],
  "example.com/foobar": [lease(meta, { strategy: "example.com/foobar" }), []],
});
