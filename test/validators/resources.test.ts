/**
 * The validators, update checks and defaulters of seed 000's eight REST resources
 * (ClusterRoleBinding, PriorityClass, VolumeAttributesClass, Lease, LeaseCandidate,
 * RuntimeClass, ResourcePoolStatusRequest, Event) and the ObjectMeta rules of served kinds.
 *
 * Every table entry changes one thing of a small valid base object and states the exact
 * `{ type, field }` errors it must produce (none for the valid cases).
 */
import { describe, expect, it } from "vitest";
import {
  api,
  clone,
  clusterRoleBinding,
  completedRequest,
  detailOf,
  Duplicate,
  edited,
  event,
  expectErrors,
  Forbidden,
  Invalid,
  lease,
  leaseCandidate,
  MICRO,
  MICRO2,
  NotSupported,
  type Obj,
  poolStatus,
  priorityClass,
  Required,
  resourcePoolStatusRequest,
  runtimeClass,
  SERVED_KINDS,
  stored,
  TooLong,
  TooMany,
  TypeInvalid,
  volumeAttributesClass,
  type Want,
  withField,
  withFields,
} from "./resource-fixtures.js";

interface Case {
  readonly name: string;
  readonly given: Obj;
  readonly want: readonly Want[];
}

interface UpdateCase extends Case {
  readonly old: Obj;
}

function validateCases(cases: readonly Case[]): void {
  it.each(cases)("$name", ({ given, want }) => {
    expectErrors(api.validate(given), want);
  });
}

function updateCases(cases: readonly UpdateCase[]): void {
  it.each(cases)("$name", ({ old, given, want }) => {
    expectErrors(api.validateUpdate(given, old), want);
  });
}

/** An update case: `old` is the stored base, `given` the stored base with `changes`. */
function update(
  name: string,
  base: Obj,
  changes: Record<string, unknown>,
  want: readonly Want[],
): UpdateCase {
  const old = stored(base);
  return { name, old, given: withFields(old, changes), want };
}

const long = (n: number, ch = "a"): string => ch.repeat(n);

// =============================================================================================
// ObjectMeta rules of every served kind

describe.each(SERVED_KINDS)(
  "ObjectMeta of $kind",
  ({ kind, base, namespaced, validUnusualName, invalidName }) => {
    const b = base();
    const cases: Case[] = [
      { name: "the base object is valid", given: b, want: [] },
      {
        name: "name missing and no generateName: Required",
        given: withField(b, "metadata.name", undefined),
        want: [Required("metadata.name")],
      },
      {
        name: "name empty and no generateName: Required",
        given: withField(b, "metadata.name", ""),
        want: [Required("metadata.name")],
      },
      {
        name: "generateName instead of name is valid",
        given: withFields(b, { "metadata.name": undefined, "metadata.generateName": "gen-" }),
        want: [],
      },
      {
        name: `name in the wrong format for ${kind}: Invalid`,
        given: withField(b, "metadata.name", invalidName),
        want: [Invalid("metadata.name")],
      },
      {
        name: "generateName in the wrong format: Invalid",
        given: withFields(b, {
          "metadata.name": undefined,
          "metadata.generateName": `${invalidName}-`,
        }),
        want: [Invalid("metadata.generateName")],
      },
      {
        name: "a label key that is not a qualified name: Invalid",
        given: withField(b, "metadata.labels", { "-bad": "x" }),
        want: [Invalid("metadata.labels")],
      },
      {
        name: "a label value with a space: Invalid",
        given: withField(b, "metadata.labels", { app: "web server" }),
        want: [Invalid("metadata.labels")],
      }, // ValidateLabels reports on the map
      {
        name: "a label key with a domain prefix is valid",
        given: withField(b, "metadata.labels", { "app.example.com/tier": "web" }),
        want: [],
      },
      {
        name: "an annotation key that is not a qualified name: Invalid",
        given: withField(b, "metadata.annotations", { "a/b/c": "x" }),
        want: [Invalid("metadata.annotations")],
      },
      {
        name: "annotation keys are checked lower-cased, as Kubernetes does: an upper-case prefix is valid",
        given: withField(b, "metadata.annotations", { "Example.COM/Owner": "team-a" }),
        want: [],
      },
      {
        name: "annotations over 256 KiB in total: TooLong",
        given: withField(b, "metadata.annotations", { "example.com/blob": long(262144) }),
        want: [TooLong("metadata.annotations")],
      },
      {
        name: "a finalizer that is not a qualified name: Invalid",
        given: withField(b, "metadata.finalizers", ["a/b/c"]),
        want: [Invalid("metadata.finalizers")],
      }, // ValidateFinalizers reports on the list
      {
        name: "a negative generation: Invalid",
        given: withField(b, "metadata.generation", -1),
        want: [Invalid("metadata.generation")],
      },
      {
        name: "a creationTimestamp that is not RFC 3339: Invalid",
        given: withField(b, "metadata.creationTimestamp", "yesterday"),
        want: [Invalid("metadata.creationTimestamp")],
      },
    ];
    if (validUnusualName !== undefined)
      cases.push({
        name: `${validUnusualName} is a valid ${kind} name`,
        given: withField(b, "metadata.name", validUnusualName),
        want: [],
      });
    if (namespaced) {
      cases.push(
        {
          name: "namespace missing on a namespaced kind: Required",
          given: withField(b, "metadata.namespace", undefined),
          want: [Required("metadata.namespace")],
        },
        {
          name: "namespace empty on a namespaced kind: Required",
          given: withField(b, "metadata.namespace", ""),
          want: [Required("metadata.namespace")],
        },
        {
          name: "namespace that is not a DNS label: Invalid",
          given: withField(b, "metadata.namespace", "Team.A"),
          want: [Invalid("metadata.namespace")],
        },
      );
    } else {
      cases.push(
        {
          name: "namespace set on a cluster-scoped kind: Forbidden",
          given: withField(b, "metadata.namespace", "default"),
          want: [Forbidden("metadata.namespace")],
        },
        {
          name: "namespace empty on a cluster-scoped kind is valid",
          given: withField(b, "metadata.namespace", ""),
          want: [],
        },
      );
    }
    describe("validate", () => validateCases(cases));

    const old = stored(b);
    const updates: UpdateCase[] = [
      { name: "an unchanged update is valid", old, given: clone(old), want: [] },
      {
        name: "labels may change",
        old,
        given: withField(old, "metadata.labels", { team: "storage" }),
        want: [],
      },
      {
        name: "an update without resourceVersion: Invalid",
        old,
        given: withField(old, "metadata.resourceVersion", undefined),
        want: [Invalid("metadata.resourceVersion")],
      },
      {
        name: "name is immutable",
        old,
        given: withField(old, "metadata.name", "other-name"),
        want: [Invalid("metadata.name")],
      },
      {
        name: "uid is immutable",
        old,
        given: withField(old, "metadata.uid", "0e8f6bb3-64a3-4c39-8f7a-6a1f2f0b4c11"),
        want: [Invalid("metadata.uid")],
      },
      {
        name: "creationTimestamp is immutable",
        old,
        given: withField(old, "metadata.creationTimestamp", "2024-06-01T00:00:00Z"),
        want: [Invalid("metadata.creationTimestamp")],
      },
      {
        name: "generation may not be decremented",
        old: withField(old, "metadata.generation", 5),
        given: withField(old, "metadata.generation", 4),
        want: [Invalid("metadata.generation")],
      },
      {
        name: "generation may grow",
        old: withField(old, "metadata.generation", 5),
        given: withField(old, "metadata.generation", 6),
        want: [],
      },
      {
        name: "kind never changes",
        old: withField(old, "kind", `${kind}Old`),
        given: clone(old),
        want: [Invalid("kind")],
      },
    ];
    if (namespaced) {
      updates.push({
        name: "namespace is immutable",
        old,
        given: withField(old, "metadata.namespace", "other"),
        want: [Invalid("metadata.namespace")],
      });
    }
    describe("validateUpdate", () => updateCases(updates));

    it("the error of an update without resourceVersion says it must be specified", () => {
      const r = api.validateUpdate(withField(old, "metadata.resourceVersion", undefined), old);
      expect(detailOf(r, "metadata.resourceVersion")).toBe("must be specified for an update");
    });

    it("the error of an immutable field says so", () => {
      const r = api.validateUpdate(withField(old, "metadata.name", "other-name"), old);
      expect(detailOf(r, "metadata.name")).toBe("field is immutable");
    });
  },
);

describe("dispatch on apiVersion and kind", () => {
  validateCases([
    {
      name: "an unknown version of a known group: NotSupported apiVersion",
      given: withField(priorityClass(), "apiVersion", "scheduling.core.io/v1beta1"),
      want: [NotSupported("apiVersion")],
    },
    {
      name: "an unknown kind of a known version: NotSupported kind",
      given: withField(priorityClass(), "kind", "PriorityKlass"),
      want: [NotSupported("kind")],
    },
    {
      name: "apiVersion missing: Required",
      given: withField(lease(), "apiVersion", undefined),
      want: [Required("apiVersion")],
    },
    {
      name: "kind missing: Required",
      given: withField(lease(), "kind", undefined),
      want: [Required("kind")],
    },
  ]);
  it("a non-object is a TypeInvalid error, not a crash", () => {
    expectErrors(api.validate("PriorityClass"), [TypeInvalid("")]);
    expectErrors(api.validate(null), [TypeInvalid("")]);
  });
});

// =============================================================================================
// ClusterRoleBinding, Subject, RoleRef

describe("ClusterRoleBinding", () => {
  const b = clusterRoleBinding();
  describe("validate", () =>
    validateCases([
      { name: "the base binding is valid", given: b, want: [] },
      {
        name: "roleRef missing: Required",
        given: withField(b, "roleRef", undefined),
        want: [Required("roleRef")],
      },
      {
        name: "roleRef.kind Role: NotSupported (only ClusterRole)",
        given: withField(b, "roleRef.kind", "Role"),
        want: [NotSupported("roleRef.kind")],
      },
      {
        name: "roleRef.kind missing: Required",
        given: withField(b, "roleRef.kind", undefined),
        want: [Required("roleRef.kind")],
      },
      {
        name: "roleRef.apiGroup of another group: NotSupported",
        given: withField(b, "roleRef.apiGroup", "example.com"),
        want: [NotSupported("roleRef.apiGroup")],
      },
      {
        name: "roleRef.apiGroup missing is valid (defaulted)",
        given: withField(b, "roleRef.apiGroup", undefined),
        want: [],
      },
      {
        name: "roleRef.name missing: Required",
        given: withField(b, "roleRef.name", undefined),
        want: [Required("roleRef.name")],
      },
      {
        name: "roleRef.name empty: Required",
        given: withField(b, "roleRef.name", ""),
        want: [Required("roleRef.name")],
      },
      {
        name: "roleRef.name with '/': Invalid (path segment name)",
        given: withField(b, "roleRef.name", "secret/reader"),
        want: [Invalid("roleRef.name")],
      },
      {
        name: "roleRef.name '..': Invalid",
        given: withField(b, "roleRef.name", ".."),
        want: [Invalid("roleRef.name")],
      },
      {
        name: "roleRef.name with ':' is a valid path segment",
        given: withField(b, "roleRef.name", "system:auth-delegator"),
        want: [],
      },
      {
        name: "roleRef not an object: TypeInvalid",
        given: withField(b, "roleRef", "secret-reader"),
        want: [TypeInvalid("roleRef")],
      },
      { name: "subjects missing is valid", given: withField(b, "subjects", undefined), want: [] },
      { name: "subjects empty is valid", given: withField(b, "subjects", []), want: [] },
      {
        name: "subjects not a list: TypeInvalid",
        given: withField(b, "subjects", { kind: "User" }),
        want: [TypeInvalid("subjects")],
      },
      {
        name: "a subject kind that is not ServiceAccount, User or Group: NotSupported",
        given: withField(b, "subjects[0].kind", "Robot"),
        want: [NotSupported("subjects[0].kind")],
      },
      {
        name: "a subject without kind: NotSupported (Kubernetes switches over the kinds)",
        given: withField(b, "subjects[0].kind", undefined),
        want: [NotSupported("subjects[0].kind")],
      },
      // ValidateRoleBindingSubject: Required, and for a User or Group also Invalid ("user name cannot be empty").
      {
        name: "a subject without name: Required and Invalid",
        given: withField(b, "subjects[1].name", undefined),
        want: [Required("subjects[1].name"), Invalid("subjects[1].name")],
      },
      {
        name: "a User subject in another apiGroup: NotSupported",
        given: withField(b, "subjects[1].apiGroup", "example.com"),
        want: [NotSupported("subjects[1].apiGroup")],
      },
      {
        name: "a Group subject in another apiGroup: NotSupported",
        given: withField(b, "subjects[0].apiGroup", "v1"),
        want: [NotSupported("subjects[0].apiGroup")],
      },
      {
        name: "a User subject without apiGroup is valid (defaulted)",
        given: withField(b, "subjects[1].apiGroup", undefined),
        want: [],
      },
      {
        name: "a Group subject without apiGroup is valid (defaulted)",
        given: withField(b, "subjects[0].apiGroup", undefined),
        want: [],
      },
      {
        name: "a ServiceAccount subject in the rbac apiGroup: NotSupported",
        given: withField(b, "subjects[2].apiGroup", "rbac.authorization.core.io"),
        want: [NotSupported("subjects[2].apiGroup")],
      },
      {
        name: 'a ServiceAccount subject with apiGroup "" is valid',
        given: withField(b, "subjects[2].apiGroup", ""),
        want: [],
      },
      {
        name: "a ServiceAccount subject without namespace: Required",
        given: withField(b, "subjects[2].namespace", undefined),
        want: [Required("subjects[2].namespace")],
      },
      {
        name: "a ServiceAccount subject whose name is not a DNS subdomain: Invalid",
        given: withField(b, "subjects[2].name", "Default_SA"),
        want: [Invalid("subjects[2].name")],
      },
      {
        name: "a User name need not be a DNS subdomain",
        given: withField(b, "subjects[1].name", "Jane Doe <jane@example.com>"),
        want: [],
      },
      {
        name: "a User subject without namespace is valid",
        given: withField(b, "subjects[1].namespace", undefined),
        want: [],
      },
    ]));

  describe("validateUpdate", () =>
    updateCases([
      update("roleRef is immutable", b, { "roleRef.name": "view" }, [Invalid("roleRef")]),
      update("roleRef.kind change is a roleRef change", b, { "roleRef.kind": "Role" }, [
        Invalid("roleRef"),
        NotSupported("roleRef.kind"),
      ]),
      update(
        "subjects may change",
        b,
        { subjects: [{ kind: "User", apiGroup: "rbac.authorization.core.io", name: "bob" }] },
        [],
      ),
    ]));

  it("a roleRef change says what Kubernetes says: cannot change roleRef (ValidateClusterRoleBindingUpdate)", () => {
    const changed = withField(b, "roleRef.name", "view");
    expect(detailOf(api.validateUpdate(changed, b), "roleRef")).toBe("cannot change roleRef");
  });

  it("applyDefaults sets roleRef.apiGroup and the apiGroup of User and Group subjects, and leaves the input untouched", () => {
    const given = withFields(b, {
      "roleRef.apiGroup": undefined,
      "subjects[0].apiGroup": undefined,
      "subjects[1].apiGroup": undefined,
    });
    const before = clone(given);
    const out = api.applyDefaults(given) as Obj;
    expect(given).toEqual(before);
    expect(out.roleRef.apiGroup).toBe("rbac.authorization.core.io");
    expect(out.subjects[0].apiGroup).toBe("rbac.authorization.core.io");
    expect(out.subjects[1].apiGroup).toBe("rbac.authorization.core.io");
    expect("apiGroup" in out.subjects[2]).toBe(false);
    expect(out).toEqual(b);
  });

  it("applyDefaults keeps an explicit roleRef.apiGroup", () => {
    const given = withField(b, "roleRef.apiGroup", "example.com");
    expect((api.applyDefaults(given) as Obj).roleRef.apiGroup).toBe("example.com");
  });

  it("the roleRef.kind error lists ClusterRole as the supported value", () => {
    expect(detailOf(api.validate(withField(b, "roleRef.kind", "Role")), "roleRef.kind")).toBe(
      'supported values: "ClusterRole"',
    );
  });
});

// =============================================================================================
// PriorityClass

describe("PriorityClass", () => {
  const b = priorityClass();
  describe("validate", () =>
    validateCases([
      { name: "the base class is valid", given: b, want: [] },
      {
        name: "value missing is valid (Kubernetes reads it as 0; the seed does not require it)",
        given: withField(b, "value", undefined),
        want: [],
      },
      { name: "value 0 is valid (a set zero)", given: withField(b, "value", 0), want: [] },
      { name: "a negative value is valid", given: withField(b, "value", -100), want: [] },
      {
        name: "value at the user maximum (one billion) is valid",
        given: withField(b, "value", 1000000000),
        want: [],
      },
      {
        name: "value at the int32 maximum: Forbidden for a user class",
        given: withField(b, "value", 2147483647),
        want: [Forbidden("value")],
      },
      {
        name: "value past the int32 range: Invalid, and past the user maximum",
        given: withField(b, "value", 2147483648),
        want: [Forbidden("value"), Invalid("value")],
      },
      {
        name: "a fractional value: TypeInvalid",
        given: withField(b, "value", 1.5),
        want: [TypeInvalid("value")],
      },
      {
        name: "a string value: TypeInvalid",
        given: withField(b, "value", "1000"),
        want: [TypeInvalid("value")],
      },
      {
        name: "preemptionPolicy Never is valid",
        given: withField(b, "preemptionPolicy", "Never"),
        want: [],
      },
      {
        name: "preemptionPolicy missing is valid (defaulted)",
        given: withField(b, "preemptionPolicy", undefined),
        want: [],
      },
      {
        name: "an unknown preemptionPolicy: NotSupported",
        given: withField(b, "preemptionPolicy", "Always"),
        want: [NotSupported("preemptionPolicy")],
      },
      {
        name: "preemptionPolicy empty: NotSupported (a pointer: empty is set)",
        given: withField(b, "preemptionPolicy", ""),
        want: [NotSupported("preemptionPolicy")],
      },
      { name: "globalDefault true is valid", given: withField(b, "globalDefault", true), want: [] },
      {
        name: "globalDefault not a boolean: TypeInvalid",
        given: withField(b, "globalDefault", "yes"),
        want: [TypeInvalid("globalDefault")],
      },
      {
        name: "description not a string: TypeInvalid",
        given: withField(b, "description", 7),
        want: [TypeInvalid("description")],
      },
    ]));

  describe("validateUpdate", () =>
    updateCases([
      update(
        "value may not change: Forbidden, as ValidatePriorityClassUpdate reports it",
        b,
        { value: 2000000 },
        [Forbidden("value")],
      ),
      update("preemptionPolicy is immutable", b, { preemptionPolicy: "Never" }, [
        Invalid("preemptionPolicy"),
      ]),
      update("description may change", b, { description: "Updated guidance." }, []),
      update("globalDefault may change", b, { globalDefault: true }, []),
    ]));

  it("the preemptionPolicy error lists both policies", () => {
    expect(
      detailOf(api.validate(withField(b, "preemptionPolicy", "Always")), "preemptionPolicy"),
    ).toBe('supported values: "Never", "PreemptLowerPriority"');
  });

  it("applyDefaults sets preemptionPolicy to PreemptLowerPriority and leaves the input untouched", () => {
    const given = withField(b, "preemptionPolicy", undefined);
    const before = clone(given);
    const out = api.applyDefaults(given) as Obj;
    expect(given).toEqual(before);
    expect(out.preemptionPolicy).toBe("PreemptLowerPriority");
    expect(out).not.toBe(given);
  });

  it("applyDefaults keeps an explicit preemptionPolicy", () => {
    expect(
      (api.applyDefaults(withField(b, "preemptionPolicy", "Never")) as Obj).preemptionPolicy,
    ).toBe("Never");
  });
});

// =============================================================================================
// VolumeAttributesClass

describe("VolumeAttributesClass", () => {
  const b = volumeAttributesClass();
  const params = (n: number): Record<string, string> =>
    Object.fromEntries(Array.from({ length: n }, (_, i) => [`key-${i}`, "v"]));
  describe("validate", () =>
    validateCases([
      { name: "the base class is valid", given: b, want: [] },
      {
        name: "driverName missing: Required",
        given: withField(b, "driverName", undefined),
        want: [Required("driverName")],
      },
      {
        name: "driverName empty: Required",
        given: withField(b, "driverName", ""),
        want: [Required("driverName")],
      },
      {
        name: "driverName with a space: Invalid",
        given: withField(b, "driverName", "pd csi"),
        want: [Invalid("driverName")],
      },
      {
        name: "driverName with upper case and no prefix is valid",
        given: withField(b, "driverName", "PD.CSI.Storage.GKE.io"),
        want: [],
      },
      {
        name: "driverName is checked lower-cased, as Kubernetes does: an upper-case prefix is valid",
        given: withField(b, "driverName", "CSI.Example.COM/Driver"),
        want: [],
      },
      {
        name: "driverName with two '/': Invalid",
        given: withField(b, "driverName", "a/b/c"),
        want: [Invalid("driverName")],
      },
      {
        name: "parameters missing: Required",
        given: withField(b, "parameters", undefined),
        want: [Required("parameters")],
      },
      {
        name: "parameters empty: Required (at least one pair)",
        given: withField(b, "parameters", {}),
        want: [Required("parameters")],
      },
      {
        name: "one parameter is valid",
        given: withField(b, "parameters", { type: "ssd" }),
        want: [],
      },
      {
        name: "an empty parameter value is valid",
        given: withField(b, "parameters", { type: "" }),
        want: [],
      },
      {
        name: "an empty parameter key: Invalid",
        given: withField(b, "parameters", { "": "x" }),
        want: [Invalid("parameters")],
      },
      {
        name: "512 parameters are valid",
        given: withField(b, "parameters", params(512)),
        want: [],
      },
      {
        name: "513 parameters: TooLong, as Kubernetes' validateParameters says",
        given: withField(b, "parameters", params(513)),
        want: [TooLong("parameters")],
      },
      // keys and values together: "k" + value
      {
        name: "parameters of exactly 256K in total are valid",
        given: withField(b, "parameters", { k: long(262143) }),
        want: [],
      },
      {
        name: "parameters over 256K in total: TooLong",
        given: withField(b, "parameters", { k: long(262144) }),
        want: [TooLong("parameters")],
      },
      {
        name: "a parameter value that is not a string: TypeInvalid",
        given: withField(b, "parameters", { iops: 3000 }),
        want: [TypeInvalid("parameters[iops]")],
      },
      {
        name: "parameters not a map: TypeInvalid",
        given: withField(b, "parameters", ["iops=3000"]),
        want: [TypeInvalid("parameters")],
      },
    ]));

  describe("validateUpdate", () =>
    updateCases([
      // ValidateVolumeAttributesClassUpdate: Forbidden "updates to ... are forbidden."
      update("driverName is immutable", b, { driverName: "ebs.csi.aws.com" }, [
        Forbidden("driverName"),
      ]),
      update(
        "parameters are immutable (a changed value)",
        b,
        { "parameters[provisioned-iops]": "4000" },
        [Forbidden("parameters")],
      ),
      update("parameters are immutable (an added key)", b, { "parameters[type]": "ssd" }, [
        Forbidden("parameters"),
      ]),
    ]));
});

// =============================================================================================
// Lease

describe("Lease", () => {
  const b = lease();
  describe("validate", () =>
    validateCases([
      { name: "the base lease is valid", given: b, want: [] },
      { name: "spec missing is valid", given: withField(b, "spec", undefined), want: [] },
      { name: "an empty spec is valid", given: withField(b, "spec", {}), want: [] },
      {
        name: "acquireTime without microseconds: Invalid (MicroTime)",
        given: withField(b, "spec.acquireTime", "2024-05-01T10:00:00Z"),
        want: [Invalid("spec.acquireTime")],
      },
      {
        name: "renewTime that is not a time: Invalid",
        given: withField(b, "spec.renewTime", "now"),
        want: [Invalid("spec.renewTime")],
      },
      {
        name: "renewTime null is valid (unset)",
        given: withField(b, "spec.renewTime", null),
        want: [],
      },
      {
        name: "leaseDurationSeconds not an integer: TypeInvalid",
        given: withField(b, "spec.leaseDurationSeconds", "15s"),
        want: [TypeInvalid("spec.leaseDurationSeconds")],
      },
      {
        name: "leaseDurationSeconds 0: Invalid (must be greater than 0)",
        given: withField(b, "spec.leaseDurationSeconds", 0),
        want: [Invalid("spec.leaseDurationSeconds")],
      },
      {
        name: "leaseDurationSeconds 1 is valid",
        given: withField(b, "spec.leaseDurationSeconds", 1),
        want: [],
      },
      {
        name: "leaseTransitions negative: Invalid",
        given: withField(b, "spec.leaseTransitions", -1),
        want: [Invalid("spec.leaseTransitions")],
      },
      {
        name: "leaseTransitions 0 is valid",
        given: withField(b, "spec.leaseTransitions", 0),
        want: [],
      },
      {
        name: "holderIdentity not a string: TypeInvalid",
        given: withField(b, "spec.holderIdentity", 42),
        want: [TypeInvalid("spec.holderIdentity")],
      },
      {
        name: "strategy OldestEmulationVersion is valid",
        given: withField(b, "spec.strategy", "OldestEmulationVersion"),
        want: [],
      },
      {
        name: "an unknown strategy: NotSupported",
        given: withField(b, "spec.strategy", "NewestBinaryVersion"),
        want: [NotSupported("spec.strategy")],
      },
      {
        name: "preferredHolder without strategy: Forbidden",
        given: withField(b, "spec.preferredHolder", "node-b"),
        want: [Forbidden("spec.preferredHolder")],
      },
      {
        name: "preferredHolder with strategy is valid",
        given: withFields(b, {
          "spec.preferredHolder": "node-b",
          "spec.strategy": "OldestEmulationVersion",
        }),
        want: [],
      },
      {
        name: "an empty preferredHolder without strategy is valid",
        given: withField(b, "spec.preferredHolder", ""),
        want: [],
      },
    ]));

  it("the preferredHolder error says strategy is needed", () => {
    expect(
      detailOf(
        api.validate(withField(b, "spec.preferredHolder", "node-b")),
        "spec.preferredHolder",
      ),
    ).toBe("preferredHolder can only be set if strategy is set");
  });

  describe("validateUpdate", () =>
    updateCases([
      update(
        "holderIdentity, renewTime and leaseTransitions may change",
        b,
        { "spec.holderIdentity": "node-b", "spec.renewTime": MICRO, "spec.leaseTransitions": 3 },
        [],
      ),
      update(
        "the update rules hold on updates too (preferredHolder without strategy)",
        b,
        { "spec.preferredHolder": "node-b" },
        [Forbidden("spec.preferredHolder")],
      ),
    ]));
});

// =============================================================================================
// LeaseCandidate

describe("LeaseCandidate", () => {
  const b = leaseCandidate();
  describe("validate", () =>
    validateCases([
      { name: "the base candidate is valid", given: b, want: [] },
      {
        name: "spec missing: Required",
        given: withField(b, "spec", undefined),
        want: [Required("spec")],
      },
      {
        name: "leaseName missing: Required",
        given: withField(b, "spec.leaseName", undefined),
        want: [Required("spec.leaseName")],
      },
      {
        name: "leaseName empty: Required",
        given: withField(b, "spec.leaseName", ""),
        want: [Required("spec.leaseName")],
      },
      {
        name: "leaseName that is not a DNS subdomain: Invalid",
        given: withField(b, "spec.leaseName", "Kube_Controller"),
        want: [Invalid("spec.leaseName")],
      },
      {
        name: "binaryVersion missing: Required",
        given: withField(b, "spec.binaryVersion", undefined),
        want: [Required("spec.binaryVersion")],
      },
      {
        name: "binaryVersion with a leading v: Invalid",
        given: withField(b, "spec.binaryVersion", "v1.33.0"),
        want: [Invalid("spec.binaryVersion")],
      },
      {
        name: "binaryVersion without patch: Invalid (strict semver)",
        given: withField(b, "spec.binaryVersion", "1.33"),
        want: [Invalid("spec.binaryVersion")],
      },
      {
        name: "emulationVersion with a leading v: Invalid",
        given: withField(b, "spec.emulationVersion", "v1.32.0"),
        want: [Invalid("spec.emulationVersion")],
      },
      // Kubernetes' ValidateLeaseCandidateSpec reports the comparison on binaryVersion.
      {
        name: "emulationVersion greater than binaryVersion: Invalid binaryVersion",
        given: withField(b, "spec.emulationVersion", "1.34.0"),
        want: [Invalid("spec.binaryVersion")],
      },
      {
        name: "emulationVersion equal to binaryVersion is valid",
        given: withField(b, "spec.emulationVersion", "1.33.0"),
        want: [],
      },
      {
        name: "emulationVersion 1.9.0 < binaryVersion 1.33.0 (numeric, not lexical) is valid",
        given: withField(b, "spec.emulationVersion", "1.9.0"),
        want: [],
      },
      {
        name: "a pre-release emulationVersion of the same version is lower: valid",
        given: withField(b, "spec.emulationVersion", "1.33.0-alpha.1"),
        want: [],
      },
      {
        name: "binaryVersion pre-release below a release emulationVersion: Invalid",
        given: withFields(b, {
          "spec.binaryVersion": "1.33.0-rc.1",
          "spec.emulationVersion": "1.33.0",
        }),
        want: [Invalid("spec.binaryVersion")],
      },
      {
        name: "strategy missing: Required",
        given: withField(b, "spec.strategy", undefined),
        want: [Required("spec.strategy")],
      },
      {
        name: "an unknown strategy: NotSupported",
        given: withField(b, "spec.strategy", "Newest"),
        want: [NotSupported("spec.strategy")],
      },
      {
        name: "strategy OldestEmulationVersion without emulationVersion: Required",
        given: withField(b, "spec.emulationVersion", undefined),
        want: [Required("spec.emulationVersion")],
      },
      {
        name: "pingTime without microseconds: Invalid",
        given: withField(b, "spec.pingTime", "2024-05-01T10:00:00Z"),
        want: [Invalid("spec.pingTime")],
      },
      {
        name: "renewTime that is not a time: Invalid",
        given: withField(b, "spec.renewTime", "yesterday"),
        want: [Invalid("spec.renewTime")],
      },
      {
        name: "pingTime and renewTime missing are valid",
        given: withFields(b, { "spec.pingTime": undefined, "spec.renewTime": undefined }),
        want: [],
      },
    ]));

  it("the comparison error is Kubernetes': on binaryVersion, naming emulationVersion", () => {
    expect(
      detailOf(api.validate(withField(b, "spec.emulationVersion", "1.34.0")), "spec.binaryVersion"),
    ).toBe("must be greater than or equal to `emulationVersion`");
  });

  describe("validateUpdate", () =>
    updateCases([
      update("leaseName is immutable", b, { "spec.leaseName": "kube-scheduler" }, [
        Invalid("spec.leaseName"),
      ]),
      update(
        "binaryVersion and emulationVersion may change",
        b,
        { "spec.binaryVersion": "1.34.0", "spec.emulationVersion": "1.33.0" },
        [],
      ),
      update(
        "renewTime and pingTime may change",
        b,
        { "spec.renewTime": MICRO2, "spec.pingTime": MICRO },
        [],
      ),
    ]));

  it("validateLeaseCandidateSpec of the group entry checks a spec alone", async () => {
    const { v1beta1 } = await import("../../output/dist/groups/coordination.core.io.js");
    expectErrors(v1beta1.validateLeaseCandidateSpec(b.spec), []);
    expectErrors(
      v1beta1.validateLeaseCandidateSpec(withField(b.spec, "emulationVersion", "2.0.0")),
      [Invalid("binaryVersion")],
    );
  });
});

// =============================================================================================
// RuntimeClass, Overhead, Scheduling, Toleration

describe("RuntimeClass", () => {
  const b = runtimeClass();
  const t = "scheduling.tolerations";
  describe("validate", () =>
    validateCases([
      { name: "the base class is valid", given: b, want: [] },
      {
        name: "only handler is valid",
        given: withFields(b, { overhead: undefined, scheduling: undefined }),
        want: [],
      },
      // ValidateRuntimeClass checks NameIsDNSLabel(handler) alone: a missing or empty handler is Invalid.
      {
        name: "handler missing: Invalid",
        given: withField(b, "handler", undefined),
        want: [Invalid("handler")],
      },
      {
        name: "handler empty: Invalid",
        given: withField(b, "handler", ""),
        want: [Invalid("handler")],
      },
      {
        name: "handler with upper case: Invalid (DNS label)",
        given: withField(b, "handler", "RunSC"),
        want: [Invalid("handler")],
      },
      {
        name: "handler with a dot: Invalid (a label, not a subdomain)",
        given: withField(b, "handler", "runc.v2"),
        want: [Invalid("handler")],
      },
      {
        name: "handler of 64 characters: Invalid",
        given: withField(b, "handler", long(64)),
        want: [Invalid("handler")],
      },
      {
        name: "handler of 63 characters is valid",
        given: withField(b, "handler", long(63)),
        want: [],
      },
      // Overhead
      {
        name: "overhead.podFixed with an extended resource is valid",
        given: withField(b, "overhead.podFixed[example.com/gpu]", "1"),
        want: [],
      },
      {
        name: "overhead.podFixed with a negative quantity: Invalid",
        given: withField(b, "overhead.podFixed[cpu]", "-250m"),
        want: [Invalid("overhead.podFixed[cpu]")],
      },
      {
        name: "overhead.podFixed with a malformed quantity: Invalid",
        given: withField(b, "overhead.podFixed[memory]", "120 MB"),
        want: [Invalid("overhead.podFixed[memory]")],
      },
      {
        name: "overhead.podFixed with a numeric quantity is valid",
        given: withField(b, "overhead.podFixed[cpu]", 1),
        want: [],
      },
      {
        name: "overhead.podFixed with a resource name that is not a qualified name: Invalid",
        given: withField(b, "overhead.podFixed", { "bad name": "1" }),
        want: [Invalid("overhead.podFixed")],
      },
      { name: "an empty overhead is valid", given: withField(b, "overhead", {}), want: [] },
      // Scheduling
      { name: "an empty scheduling is valid", given: withField(b, "scheduling", {}), want: [] },
      {
        name: "nodeSelector key that is not a label key: Invalid",
        given: withField(b, "scheduling.nodeSelector", { "-runtime": "gvisor" }),
        want: [Invalid("scheduling.nodeSelector")],
      },
      {
        name: "nodeSelector value that is not a label value: Invalid",
        given: withField(b, "scheduling.nodeSelector", { runtime: "g visor" }),
        want: [Invalid("scheduling.nodeSelector")],
      }, // ValidateLabels reports on the map
      {
        name: "nodeSelector with an empty value is valid",
        given: withField(b, "scheduling.nodeSelector", { runtime: "" }),
        want: [],
      },
      // Toleration
      {
        name: "a toleration with an unknown operator: NotSupported",
        given: withField(b, `${t}[0].operator`, "In"),
        want: [NotSupported(`${t}[0].operator`)],
      },
      {
        name: "a toleration with an unknown effect: NotSupported",
        given: withField(b, `${t}[0].effect`, "NoRun"),
        want: [NotSupported(`${t}[0].effect`)],
      },
      {
        name: "a toleration key that is not a label key: Invalid",
        given: withField(b, `${t}[0].key`, "run time"),
        want: [Invalid(`${t}[0].key`)],
      },
      // ValidateTolerations (pkg/apis/core/validation) reports the value's problems on operator, and cross-field problems as Invalid.
      {
        name: "a toleration value that is not a label value: Invalid operator",
        given: withField(b, `${t}[0].value`, "g visor"),
        want: [Invalid(`${t}[0].operator`)],
      },
      {
        name: "a toleration without operator (Equal) is valid",
        given: withField(b, `${t}[0].operator`, undefined),
        want: [],
      },
      {
        name: "a toleration without effect (all effects) is valid",
        given: withField(b, `${t}[0].effect`, undefined),
        want: [],
      },
      {
        name: "operator Exists with a value: Invalid operator",
        given: withField(b, `${t}[1].value`, "x"),
        want: [Invalid(`${t}[1].operator`)],
      },
      {
        name: "an empty key with operator Exists matches everything: valid",
        given: withField(b, `${t}[1]`, { operator: "Exists" }),
        want: [],
      },
      {
        name: "an empty key with operator Equal: Invalid operator (must be Exists)",
        given: withField(b, `${t}[0]`, { operator: "Equal", effect: "NoSchedule" }),
        want: [Invalid(`${t}[0].operator`)],
      },
      {
        name: "an empty key without operator: Invalid operator",
        given: withField(b, `${t}[0]`, { effect: "NoSchedule" }),
        want: [Invalid(`${t}[0].operator`)],
      },
      {
        name: "tolerationSeconds with effect NoSchedule: Invalid effect (must be NoExecute)",
        given: withField(b, `${t}[1].effect`, "NoSchedule"),
        want: [Invalid(`${t}[1].effect`)],
      },
      {
        name: "tolerationSeconds without effect: Invalid effect",
        given: withField(b, `${t}[1].effect`, undefined),
        want: [Invalid(`${t}[1].effect`)],
      },
      {
        name: "tolerationSeconds 0 with NoExecute is valid",
        given: withField(b, `${t}[1].tolerationSeconds`, 0),
        want: [],
      },
      {
        name: "tolerationSeconds 0 with NoSchedule: Invalid effect (a set zero)",
        given: withFields(b, {
          [`${t}[1].tolerationSeconds`]: 0,
          [`${t}[1].effect`]: "NoSchedule",
        }),
        want: [Invalid(`${t}[1].effect`)],
      },
      {
        name: "tolerationSeconds not an integer: TypeInvalid",
        given: withField(b, `${t}[1].tolerationSeconds`, "300"),
        want: [TypeInvalid(`${t}[1].tolerationSeconds`)],
      },
      {
        name: "a duplicate toleration: Duplicate",
        given: edited(b, (o) => o.scheduling.tolerations.push(clone(o.scheduling.tolerations[0]))),
        want: [Duplicate(`${t}[2]`)],
      },
      {
        name: "tolerations not a list: TypeInvalid",
        given: withField(b, t, { key: "a" }),
        want: [TypeInvalid(t)],
      },
    ]));

  describe("validateUpdate", () =>
    updateCases([
      update("handler is immutable", b, { handler: "kata" }, [Invalid("handler")]),
      update("overhead may change", b, { "overhead.podFixed[cpu]": "500m" }, []),
      update("scheduling may change", b, { "scheduling.nodeSelector": { runtime: "kata" } }, []),
    ]));

  it("the Toleration validator of the core group checks one toleration", async () => {
    const { v1 } = await import("../../output/dist/groups/core.js");
    expectErrors(v1.validateToleration({ key: "a", operator: "Exists", value: "b" }), [
      Invalid("operator"),
    ]);
    expectErrors(v1.validateToleration({ key: "a", operator: "Exists" }), []);
  });
});

// =============================================================================================
// ResourcePoolStatusRequest and its status types

describe("ResourcePoolStatusRequest", () => {
  const pending = resourcePoolStatusRequest();
  const done = completedRequest();
  const p0 = "status.pools[0]";
  const p1 = "status.pools[1]";
  const COUNTS = [
    "allocatedDevices",
    "availableDevices",
    "resourceSliceCount",
    "totalDevices",
    "unavailableDevices",
  ] as const;

  describe("validate: metadata and spec", () =>
    validateCases([
      { name: "a pending request is valid", given: pending, want: [] },
      { name: "a completed request is valid", given: done, want: [] },
      {
        name: "metadata missing: Required metadata (and its name)",
        given: withField(pending, "metadata", undefined),
        want: [Required("metadata"), Required("metadata.name")],
      },
      {
        name: "spec missing: Required",
        given: withField(pending, "spec", undefined),
        want: [Required("spec")],
      },
      {
        name: "spec.driver missing: Required",
        given: withField(pending, "spec.driver", undefined),
        want: [Required("spec.driver")],
      },
      {
        name: "spec.driver that is not a DNS subdomain: Invalid",
        given: withField(pending, "spec.driver", "GPU_driver"),
        want: [Invalid("spec.driver")],
      },
      {
        name: "spec.limit missing is valid (defaulted)",
        given: withField(pending, "spec.limit", undefined),
        want: [],
      },
      { name: "spec.limit 1 is valid", given: withField(pending, "spec.limit", 1), want: [] },
      { name: "spec.limit 1000 is valid", given: withField(pending, "spec.limit", 1000), want: [] },
      {
        name: "spec.limit 0: Invalid (minimum 1)",
        given: withField(pending, "spec.limit", 0),
        want: [Invalid("spec.limit")],
      },
      {
        name: "spec.limit 1001: Invalid (maximum 1000)",
        given: withField(pending, "spec.limit", 1001),
        want: [Invalid("spec.limit")],
      },
      {
        name: "spec.limit not an integer: TypeInvalid",
        given: withField(pending, "spec.limit", "10"),
        want: [TypeInvalid("spec.limit")],
      },
      {
        name: "spec.poolName missing is valid (all pools)",
        given: withField(pending, "spec.poolName", undefined),
        want: [],
      },
      {
        name: "spec.poolName a single subdomain is valid",
        given: withField(pending, "spec.poolName", "pool-a"),
        want: [],
      },
      {
        name: "spec.poolName empty: Invalid (non-empty when set)",
        given: withField(pending, "spec.poolName", ""),
        want: [Invalid("spec.poolName")],
      },
      {
        name: "spec.poolName with an empty segment: Invalid",
        given: withField(pending, "spec.poolName", "node-1//pool-a"),
        want: [Invalid("spec.poolName")],
      },
      {
        name: "spec.poolName with upper case: Invalid",
        given: withField(pending, "spec.poolName", "Node-1/pool-a"),
        want: [Invalid("spec.poolName")],
      },
      {
        name: "spec.defaultPartitionTypeAttribute without a domain: Invalid",
        given: withField(pending, "spec.defaultPartitionTypeAttribute", "profile"),
        want: [Invalid("spec.defaultPartitionTypeAttribute")],
      },
      {
        name: "spec.defaultPartitionTypeAttribute missing is valid",
        given: withField(pending, "spec.defaultPartitionTypeAttribute", undefined),
        want: [],
      },
    ]));

  describe("validate: status", () =>
    validateCases([
      {
        name: "status.poolCount missing: Required",
        given: withField(done, "status.poolCount", undefined),
        want: [Required("status.poolCount")],
      },
      {
        name: "status.poolCount negative: Invalid",
        given: withFields(done, { "status.poolCount": -1, "status.pools": undefined }),
        want: [Invalid("status.poolCount")],
      },
      {
        name: "status.poolCount 0 without pools is valid (none matched)",
        given: withFields(done, { "status.poolCount": 0, "status.pools": undefined }),
        want: [],
      },
      {
        name: "status.poolCount equal to the pools listed is valid",
        given: withField(done, "status.poolCount", 2),
        want: [],
      },
      {
        name: "status.poolCount below the pools listed: Invalid",
        given: withField(done, "status.poolCount", 1),
        want: [Invalid("status.poolCount")],
      },
      {
        name: "status.poolCount 0 with pools listed: Invalid",
        given: withField(done, "status.poolCount", 0),
        want: [Invalid("status.poolCount")],
      },
      {
        name: "more pools than spec.limit: Invalid",
        given: withField(done, "spec.limit", 1),
        want: [Invalid("status.pools")],
      },
      {
        name: "as many pools as spec.limit is valid",
        given: withField(done, "spec.limit", 2),
        want: [],
      },
      {
        name: "status without conditions: Required conditions (Complete or Failed)",
        given: withField(done, "status.conditions", undefined),
        want: [Required("status.conditions")],
      },
      {
        name: "status with empty conditions: Required",
        given: withField(done, "status.conditions", []),
        want: [Required("status.conditions")],
      },
      {
        name: "only a Progressing condition: Required (Complete or Failed)",
        given: withField(done, "status.conditions[0].type", "Progressing"),
        want: [Required("status.conditions")],
      },
      {
        name: "a Failed condition is valid",
        given: withFields(done, {
          "status.conditions[0].type": "Failed",
          "status.conditions[0].reason": "DriverNotFound",
          "status.poolCount": 0,
          "status.pools": undefined,
        }),
        want: [],
      },
      {
        name: "a Complete condition besides others is valid",
        given: edited(done, (o) =>
          o.status.conditions.unshift({
            type: "example.com/Audited",
            status: "False",
            lastTransitionTime: "2024-05-01T10:00:01Z",
            reason: "Pending",
            message: "",
          }),
        ),
        want: [],
      },
      {
        name: "an empty status (set, but no poolCount or condition)",
        given: withField(pending, "status", {}),
        want: [Required("status.poolCount"), Required("status.conditions")],
      },
      {
        name: "a condition status that is not True, False or Unknown: NotSupported",
        given: withField(done, "status.conditions[0].status", "Yes"),
        want: [NotSupported("status.conditions[0].status")],
      },
      {
        name: "a condition without reason: Required",
        given: withField(done, "status.conditions[0].reason", undefined),
        want: [Required("status.conditions[0].reason")],
      },
      {
        name: "a condition reason with a space: Invalid",
        given: withField(done, "status.conditions[0].reason", "Pools processed"),
        want: [Invalid("status.conditions[0].reason")],
      },
      {
        name: "a condition without lastTransitionTime: Required",
        given: withField(done, "status.conditions[0].lastTransitionTime", undefined),
        want: [Required("status.conditions[0].lastTransitionTime")],
      },
      {
        name: "two conditions of the same type: Duplicate",
        given: edited(done, (o) => o.status.conditions.push(clone(o.status.conditions[0]))),
        want: [Duplicate("status.conditions[1]")],
      },
      {
        name: "more than 10 conditions: TooMany",
        given: edited(done, (o) => {
          for (let i = 0; i < 10; i++)
            o.status.conditions.push({
              type: `example.com/C${i}`,
              status: "True",
              lastTransitionTime: "2024-05-01T10:00:01Z",
              reason: "R",
            });
        }),
        want: [TooMany("status.conditions")],
      },
    ]));

  describe("validate: PoolStatus", () =>
    validateCases([
      {
        name: "pool driver missing: Required",
        given: withField(done, `${p0}.driver`, undefined),
        want: [Required(`${p0}.driver`)],
      },
      {
        name: "pool driver not a DNS subdomain: Invalid",
        given: withField(done, `${p0}.driver`, "GPU"),
        want: [Invalid(`${p0}.driver`)],
      },
      {
        name: "poolName missing: Required",
        given: withField(done, `${p0}.poolName`, undefined),
        want: [Required(`${p0}.poolName`)],
      },
      {
        name: "poolName with a space: Invalid",
        given: withField(done, `${p0}.poolName`, "pool a"),
        want: [Invalid(`${p0}.poolName`)],
      },
      {
        name: "poolName with a trailing '/': Invalid",
        given: withField(done, `${p0}.poolName`, "node-1/"),
        want: [Invalid(`${p0}.poolName`)],
      },
      {
        name: "generation missing: Required",
        given: withField(done, `${p0}.generation`, undefined),
        want: [Required(`${p0}.generation`)],
      },
      { name: "generation 0 is valid", given: withField(done, `${p0}.generation`, 0), want: [] },
      {
        name: "generation negative: Invalid",
        given: withField(done, `${p0}.generation`, -1),
        want: [Invalid(`${p0}.generation`)],
      },
      {
        name: "nodeName missing is valid (not node-specific)",
        given: withField(done, `${p0}.nodeName`, undefined),
        want: [],
      },
      {
        name: "nodeName not a DNS subdomain: Invalid",
        given: withField(done, `${p0}.nodeName`, "Node_1"),
        want: [Invalid(`${p0}.nodeName`)],
      },
      {
        name: "availableDevices not total - allocated - unavailable: Invalid",
        given: withField(done, `${p0}.availableDevices`, 5),
        want: [Invalid(`${p0}.availableDevices`)],
      },
      {
        name: "all counts zero is valid (0 = 0 - 0 - 0)",
        given: withFields(done, {
          [`${p0}.totalDevices`]: 0,
          [`${p0}.allocatedDevices`]: 0,
          [`${p0}.unavailableDevices`]: 0,
          [`${p0}.availableDevices`]: 0,
        }),
        want: [],
      },
      ...COUNTS.map((count) => ({
        name: `${count} missing without validationError: Required`,
        given: withField(done, `${p0}.${count}`, undefined),
        want: [Required(`${p0}.${count}`)],
      })),
      ...COUNTS.map((count) => ({
        name: `${count} missing with validationError is valid`,
        given: withFields(done, {
          [`${p0}.${count}`]: undefined,
          [`${p0}.validationError`]: "incomplete slice publication",
        }),
        want: [],
      })),
      {
        name: "counts set together with validationError are valid",
        given: withField(done, `${p0}.validationError`, "generation 3 only partly published"),
        want: [],
      },
      {
        name: "with validationError the derived rule still holds when the counts are set",
        given: withFields(done, {
          [`${p0}.validationError`]: "partly published",
          [`${p0}.availableDevices`]: 7,
        }),
        want: [Invalid(`${p0}.availableDevices`)],
      },
      {
        name: "a pool without counts and without validationError: Required for each",
        given: withField(done, `${p1}.validationError`, undefined),
        want: COUNTS.map((count) => Required(`${p1}.${count}`)),
      },
      {
        name: "totalDevices negative: Invalid",
        given: withFields(done, { [`${p0}.totalDevices`]: -1, [`${p0}.availableDevices`]: -5 }),
        want: [Invalid(`${p0}.totalDevices`), Invalid(`${p0}.availableDevices`)],
      },
      {
        name: "allocatedDevices negative: Invalid",
        given: withFields(done, { [`${p0}.allocatedDevices`]: -1, [`${p0}.availableDevices`]: 8 }),
        want: [Invalid(`${p0}.allocatedDevices`)],
      },
      {
        name: "resourceSliceCount 0: Invalid (a pool has at least one slice)",
        given: withField(done, `${p0}.resourceSliceCount`, 0),
        want: [Invalid(`${p0}.resourceSliceCount`)],
      },
      {
        name: "validationError over 256 bytes: TooLong",
        given: withField(done, `${p1}.validationError`, long(257)),
        want: [TooLong(`${p1}.validationError`)],
      },
      {
        name: "more than 1000 pools: TooMany",
        given: withFields(done, {
          "spec.limit": 1000,
          "status.poolCount": 1001,
          "status.pools": Array.from({ length: 1001 }, (_, i) =>
            withField(poolStatus(), "poolName", `pool-${i}`),
          ),
        }),
        want: [TooMany("status.pools"), Invalid("status.pools")],
      },
    ]));

  describe("validate: PartitionTypeStatus", () => {
    const ps = `${p0}.partitionSummary`;
    validateCases([
      {
        name: "partitionSummary missing is valid",
        given: withField(done, ps, undefined),
        want: [],
      },
      {
        name: "an entry without attribute: Required",
        given: withField(done, `${ps}[0].attribute`, undefined),
        want: [Required(`${ps}[0].attribute`)],
      },
      {
        name: "an attribute without a domain: Invalid",
        given: withField(done, `${ps}[0].attribute`, "profile"),
        want: [Invalid(`${ps}[0].attribute`)],
      },
      {
        name: "an entry without type: Required",
        given: withField(done, `${ps}[1].type`, undefined),
        want: [Required(`${ps}[1].type`)],
      },
      {
        name: "an entry without total: Required",
        given: withField(done, `${ps}[0].total`, undefined),
        want: [Required(`${ps}[0].total`)],
      },
      {
        name: "an entry without allocatable: Required",
        given: withField(done, `${ps}[0].allocatable`, undefined),
        want: [Required(`${ps}[0].allocatable`)],
      },
      {
        name: "allocatable 0 is valid (a set zero)",
        given: withField(done, `${ps}[0].allocatable`, 0),
        want: [],
      },
      {
        name: "allocatable negative: Invalid",
        given: withField(done, `${ps}[0].allocatable`, -1),
        want: [Invalid(`${ps}[0].allocatable`)],
      },
      {
        name: "total negative: Invalid",
        given: withField(done, `${ps}[0].total`, -2),
        want: [Invalid(`${ps}[0].total`)],
      },
      {
        name: "two entries with the same attribute and type: Duplicate",
        given: withField(done, `${ps}[1].type`, "Full"),
        want: [Duplicate(`${ps}[1]`)],
      },
      {
        name: "the same type under two attributes is valid",
        given: withFields(done, {
          [`${ps}[1].type`]: "Full",
          [`${ps}[1].attribute`]: "gpu.example.com/model",
        }),
        want: [],
      },
    ]);
  });

  describe("validate: ShareableSummaryStatus and ShareableCapacityStatus", () => {
    const ss = `${p0}.shareableSummary`;
    const cap = `${ss}.capacity[0]`;
    validateCases([
      {
        name: "shareableSummary missing is valid",
        given: withField(done, ss, undefined),
        want: [],
      },
      {
        name: "fullyAvailableDevices missing: Required",
        given: withField(done, `${ss}.fullyAvailableDevices`, undefined),
        want: [Required(`${ss}.fullyAvailableDevices`)],
      },
      {
        name: "partiallyAvailableDevices missing: Required",
        given: withField(done, `${ss}.partiallyAvailableDevices`, undefined),
        want: [Required(`${ss}.partiallyAvailableDevices`)],
      },
      {
        name: "fullyAvailableDevices 0 is valid (a set zero)",
        given: withField(done, `${ss}.fullyAvailableDevices`, 0),
        want: [],
      },
      {
        name: "partiallyAvailableDevices negative: Invalid",
        given: withField(done, `${ss}.partiallyAvailableDevices`, -1),
        want: [Invalid(`${ss}.partiallyAvailableDevices`)],
      },
      {
        name: "capacity missing is valid",
        given: withField(done, `${ss}.capacity`, undefined),
        want: [],
      },
      {
        name: "a capacity without name: Required",
        given: withField(done, `${cap}.name`, undefined),
        want: [Required(`${cap}.name`)],
      },
      {
        name: "a capacity without total: Required",
        given: withField(done, `${cap}.total`, undefined),
        want: [Required(`${cap}.total`)],
      },
      {
        name: "a capacity without consumed: Required",
        given: withField(done, `${cap}.consumed`, undefined),
        want: [Required(`${cap}.consumed`)],
      },
      {
        name: "a capacity without available: Required",
        given: withField(done, `${cap}.available`, undefined),
        want: [Required(`${cap}.available`)],
      },
      {
        name: "available not total - consumed: Invalid",
        given: withField(done, `${cap}.available`, "40Gi"),
        want: [Invalid(`${cap}.available`)],
      },
      {
        name: "available equal in another unit is valid (50Gi = 51200Mi)",
        given: withField(done, `${cap}.available`, "51200Mi"),
        want: [],
      },
      {
        name: "available negative: Invalid (never negative)",
        given: withFields(done, { [`${cap}.consumed`]: "90Gi", [`${cap}.available`]: "-10Gi" }),
        want: [Invalid(`${cap}.available`)],
      },
      {
        name: "total that is not a quantity: Invalid",
        given: withField(done, `${cap}.total`, "eighty"),
        want: [Invalid(`${cap}.total`)],
      },
      {
        name: "more than 32 capacities: TooMany",
        given: withField(
          done,
          `${ss}.capacity`,
          Array.from({ length: 33 }, (_, i) => ({
            name: `c${i}`,
            total: "2",
            consumed: "1",
            available: "1",
          })),
        ),
        want: [TooMany(`${ss}.capacity`)],
      },
    ]);
  });

  describe("validateUpdate", () => {
    const oldPending = stored(pending);
    const oldDone = stored(done);
    updateCases([
      {
        name: "a pending request: spec is immutable",
        old: oldPending,
        given: withField(oldPending, "spec.limit", 20),
        want: [Invalid("spec")],
      },
      {
        name: "a pending request: the controller sets status",
        old: oldPending,
        given: withField(oldPending, "status", clone(done.status)),
        want: [],
      },
      {
        name: "a pending request: labels may change",
        old: oldPending,
        given: withField(oldPending, "metadata.labels", { a: "b" }),
        want: [],
      },
      {
        name: "a completed request unchanged is valid",
        old: oldDone,
        given: clone(oldDone),
        want: [],
      },
      {
        name: "a completed request: status is frozen",
        old: oldDone,
        given: withField(oldDone, "status.poolCount", 4),
        want: [Invalid("status")],
      },
      {
        name: "a completed request: status may not be removed",
        old: oldDone,
        given: withField(oldDone, "status", undefined),
        want: [Invalid("status")],
      },
      {
        name: "a completed request: spec is frozen (one error for spec)",
        old: oldDone,
        given: withField(oldDone, "spec.driver", "nic.example.com"),
        want: [Invalid("spec")],
      },
      {
        name: "a completed request: metadata labels may still change",
        old: oldDone,
        given: withField(oldDone, "metadata.labels", { a: "b" }),
        want: [],
      },
      {
        name: "a completed request with an empty status is complete too",
        old: withField(oldPending, "status", {}),
        given: withFields(oldPending, { status: {}, "spec.limit": 5 }),
        want: [Required("status.poolCount"), Required("status.conditions"), Invalid("spec")],
      },
    ]);

    it("the frozen error tells how to refresh", () => {
      const r = api.validateUpdate(withField(oldDone, "status.poolCount", 4), oldDone);
      expect(detailOf(r, "status")).toContain("delete and recreate");
    });
  });

  it("applyDefaults sets spec.limit to 100 and leaves the input untouched", () => {
    const given = withField(pending, "spec.limit", undefined);
    const before = clone(given);
    const out = api.applyDefaults(given) as Obj;
    expect(given).toEqual(before);
    expect(out.spec.limit).toBe(100);
    expect(api.applyDefaults(pending)).toEqual(pending);
  });

  it("applyDefaultsAs works on the spec type alone", () => {
    expect(
      api.applyDefaultsAs("ResourcePoolStatusRequestSpec", { driver: "gpu.example.com" }),
    ).toEqual({ driver: "gpu.example.com", limit: 100 });
  });
});

// =============================================================================================
// Event and EventSeries

describe("Event", () => {
  const b = event();
  const NEW_EVENT_FIELDS = [
    "action",
    "reason",
    "reportingController",
    "reportingInstance",
  ] as const;
  describe("validate (a new Event)", () =>
    validateCases([
      { name: "the base event is valid", given: b, want: [] },
      {
        name: "eventTime missing: Required",
        given: withField(b, "eventTime", undefined),
        want: [Required("eventTime")],
      },
      {
        name: "eventTime without microseconds: Invalid",
        given: withField(b, "eventTime", "2024-05-01T10:00:00Z"),
        want: [Invalid("eventTime")],
      },
      ...NEW_EVENT_FIELDS.map((f) => ({
        name: `${f} missing on a new Event: Required`,
        given: withField(b, f, undefined),
        want: [Required(f)],
      })),
      // An empty optional string is unset (Go's zero value), so only Required is reported; Kubernetes
      // also runs the qualified-name check on an empty reportingController (a second, redundant error).
      ...NEW_EVENT_FIELDS.map((f) => ({
        name: `${f} empty on a new Event: Required`,
        given: withField(b, f, ""),
        want: [Required(f)],
      })),
      // ValidateEventCreate: a type other than Normal or Warning, empty included, is Invalid.
      {
        name: "type missing on a new Event: Invalid",
        given: withField(b, "type", undefined),
        want: [Invalid("type")],
      },
      {
        name: "type empty on a new Event: Invalid",
        given: withField(b, "type", ""),
        want: [Invalid("type")],
      },
      {
        name: "eventTime missing: the fields of new Events are not required (Kubernetes' legacy path)",
        given: withFields(b, { eventTime: undefined, action: undefined }),
        want: [Required("eventTime")],
      },
      {
        name: "action of 128 characters is valid",
        given: withField(b, "action", long(128)),
        want: [],
      },
      // legacyValidateEvent reports these limits as Invalid "can have at most N characters".
      {
        name: "action of 129 characters: Invalid",
        given: withField(b, "action", long(129)),
        want: [Invalid("action")],
      },
      {
        name: "reason of 128 characters is valid",
        given: withField(b, "reason", long(128)),
        want: [],
      },
      {
        name: "reason of 129 characters: Invalid",
        given: withField(b, "reason", long(129)),
        want: [Invalid("reason")],
      },
      {
        name: "reportingInstance of 128 characters is valid",
        given: withField(b, "reportingInstance", long(128)),
        want: [],
      },
      {
        name: "reportingInstance of 129 characters: Invalid",
        given: withField(b, "reportingInstance", long(129)),
        want: [Invalid("reportingInstance")],
      },
      { name: "note of 1024 bytes is valid", given: withField(b, "note", long(1024)), want: [] },
      {
        name: "note of 1025 bytes: Invalid",
        given: withField(b, "note", long(1025)),
        want: [Invalid("note")],
      },
      {
        name: "note of 512 two-byte characters (1024 bytes) is valid",
        given: withField(b, "note", long(512, "é")),
        want: [],
      },
      {
        name: "note of 513 two-byte characters (1026 bytes): Invalid",
        given: withField(b, "note", long(513, "é")),
        want: [Invalid("note")],
      },
      { name: "note missing is valid", given: withField(b, "note", undefined), want: [] },
      { name: "type Warning is valid", given: withField(b, "type", "Warning"), want: [] },
      {
        name: "type neither Normal nor Warning on a new Event: Invalid",
        given: withField(b, "type", "Info"),
        want: [Invalid("type")],
      },
      {
        name: "reportingController that is not a qualified name: Invalid",
        given: withField(b, "reportingController", "core.io/kube scheduler"),
        want: [Invalid("reportingController")],
      },
      {
        name: "reportingController without a prefix is valid",
        given: withField(b, "reportingController", "kubelet"),
        want: [],
      },
      // ValidateEventCreate: Invalid "needs to be unset".
      {
        name: "deprecatedCount on a new Event: Invalid",
        given: withField(b, "deprecatedCount", 3),
        want: [Invalid("deprecatedCount")],
      },
      {
        name: "deprecatedFirstTimestamp on a new Event: Invalid",
        given: withField(b, "deprecatedFirstTimestamp", "2024-05-01T10:00:00Z"),
        want: [Invalid("deprecatedFirstTimestamp")],
      },
      {
        name: "deprecatedLastTimestamp on a new Event: Invalid",
        given: withField(b, "deprecatedLastTimestamp", "2024-05-01T10:00:00Z"),
        want: [Invalid("deprecatedLastTimestamp")],
      },
      {
        name: "deprecatedSource on a new Event: Invalid",
        given: withField(b, "deprecatedSource", { component: "kubelet", host: "node-a" }),
        want: [Invalid("deprecatedSource")],
      },
      {
        name: "deprecatedCount 0 (unset) on a new Event is valid",
        given: withField(b, "deprecatedCount", 0),
        want: [],
      },
      {
        name: "deprecatedFirstTimestamp not a time: Invalid (once: the same verdict on the same field)",
        given: withField(b, "deprecatedFirstTimestamp", "yesterday"),
        want: [Invalid("deprecatedFirstTimestamp")],
      },
      {
        name: "regarding not an object: TypeInvalid",
        given: withField(b, "regarding", "pod/web-1"),
        want: [TypeInvalid("regarding")],
      },
      {
        name: "related is valid",
        given: withField(b, "related", { kind: "Node", name: "node-a", apiVersion: "v1" }),
        want: [],
      },
      // EventSeries
      {
        name: "a series of count 2 is valid",
        given: withField(b, "series", { count: 2, lastObservedTime: MICRO2 }),
        want: [],
      },
      {
        name: "a series of count 1: Invalid (at least 2)",
        given: withField(b, "series", { count: 1, lastObservedTime: MICRO2 }),
        want: [Invalid("series.count")],
      },
      {
        name: "a series without count: Required",
        given: withField(b, "series", { lastObservedTime: MICRO2 }),
        want: [Required("series.count")],
      },
      {
        name: "a series without lastObservedTime: Required",
        given: withField(b, "series", { count: 5 }),
        want: [Required("series.lastObservedTime")],
      },
      {
        name: "a series lastObservedTime without microseconds: Invalid",
        given: withField(b, "series", { count: 5, lastObservedTime: "2024-05-01T10:05:30Z" }),
        want: [Invalid("series.lastObservedTime")],
      },
    ]));

  const old = stored(b);
  const legacy = stored(
    withFields(b, {
      action: undefined,
      reason: undefined,
      reportingController: undefined,
      reportingInstance: undefined,
      type: "Info",
      deprecatedCount: 4,
    }),
  );
  describe("validateUpdate (an existing Event)", () =>
    updateCases([
      { name: "an unchanged event is valid", old, given: clone(old), want: [] },
      {
        name: "the series may be added",
        old,
        given: withField(old, "series", { count: 2, lastObservedTime: MICRO2 }),
        want: [],
      },
      {
        name: "the series may change",
        old: withField(old, "series", { count: 2, lastObservedTime: MICRO }),
        given: withField(old, "series", { count: 3, lastObservedTime: MICRO2 }),
        want: [],
      },
      {
        name: "the series rules hold on update (count 1)",
        old,
        given: withField(old, "series", { count: 1, lastObservedTime: MICRO2 }),
        want: [Invalid("series.count")],
      },
      {
        name: "the fields required for new Events are not required of an existing one",
        old: legacy,
        given: clone(legacy),
        want: [],
      },
      {
        name: "an existing Event keeps a type other than Normal or Warning",
        old: legacy,
        given: withField(legacy, "series", { count: 2, lastObservedTime: MICRO2 }),
        want: [],
      },
      {
        name: "the limits still hold on update",
        old: withField(old, "action", long(129)),
        given: withField(old, "action", long(129)),
        want: [Invalid("action")],
      },
      ...(
        [
          ["action", "Preempting"],
          ["reason", "Preempted"],
          ["note", "another note"],
          ["type", "Warning"],
          ["regarding", { kind: "Pod", namespace: "default", name: "web-2", apiVersion: "v1" }],
          ["related", { kind: "Node", name: "node-a", apiVersion: "v1" }],
          ["reportingController", "core.io/kubelet"],
          ["reportingInstance", "kubelet-node-b"],
          ["eventTime", MICRO2],
        ] as const
      ).map(([f, v]) => update(`${f} is immutable`, b, { [f]: v }, [Invalid(f)])),
      {
        name: "deprecatedCount is immutable",
        old: legacy,
        given: withField(legacy, "deprecatedCount", 5),
        want: [Invalid("deprecatedCount")],
      },
      {
        name: "deprecatedSource is immutable",
        old: withField(legacy, "deprecatedSource", { component: "kubelet" }),
        given: withField(legacy, "deprecatedSource", { component: "kubelet", host: "node-b" }),
        want: [Invalid("deprecatedSource")],
      },
    ]));

  it("the type error on create lists Normal and Warning", () => {
    expect(detailOf(api.validate(withField(b, "type", "Info")), "type")).toBe(
      'supported values: "Normal" or "Warning"',
    );
  });

  it("the note limit counts bytes, worded as Kubernetes words it", () => {
    expect(detailOf(api.validate(withField(b, "note", long(1025))), "note")).toBe(
      "can have at most 1024 characters",
    );
  });

  it("the validateEvent of the events group equals validate, and validateEventUpdate relaxes the create rules", async () => {
    const { v1 } = await import("../../output/dist/groups/events.core.io.js");
    const given = withField(b, "reportingInstance", undefined);
    expectErrors(v1.validateEvent(given), [Required("reportingInstance")]);
    expectErrors(v1.validateEventUpdate(stored(given), stored(given)), []);
  });
});

// =============================================================================================
// Unknown fields of the slice's kinds

describe("findUnknownFields", () => {
  it.each([
    [
      "ClusterRoleBinding",
      withField(clusterRoleBinding(), "subjects[0].role", "x"),
      ["subjects[0].role"],
    ],
    ["PriorityClass", withField(priorityClass(), "priority", 5), ["priority"]],
    ["Lease", withField(lease(), "spec.holder", "a"), ["spec.holder"]],
    [
      "ResourcePoolStatusRequest",
      withField(completedRequest(), "status.pools[1].devices", 3),
      ["status.pools[1].devices"],
    ],
    ["Event", withField(event(), "message", "old core field"), ["message"]],
    ["a valid Event", event(), []],
  ] as const)("%s", (_kind, given, want) => {
    expect(api.findUnknownFields(given)).toEqual(want);
  });
});
