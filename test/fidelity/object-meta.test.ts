/**
 * Fidelity: ObjectMeta as Kubernetes validates it for a built-in kind (here a Lease, a
 * namespaced kind), ported as given/want tables. Sources: kubernetes/kubernetes
 * staging/src/k8s.io/apimachinery/pkg/api/validation/objectmeta_test.go
 * (TestValidateObjectMetaDeclaratively's create and update cases, which name the error type
 * and field of each; TestValidateObjectMetaNamespaces, TestValidateObjectMetaOwnerReferences,
 * TestValidateObjectMetaUpdateIgnoresCreationTimestamp, TestValidateFinalizersUpdate,
 * TestValidateFinalizersPreventConflictingFinalizers,
 * TestValidateObjectMetaUpdatePreventsDeletionFieldMutation, TestObjectMetaGenerationUpdate,
 * TestValidateAnnotations), and pkg/apis/core/validation/validation.go's ValidateObjectMeta,
 * which adds validateKubeFinalizerName for every built-in kind.
 */
import { validate, validateUpdate } from "../../output/dist/index.js";
import { family, fidelityTable as table, type Obj } from "./table.js";

family("ObjectMeta", "test");

const lease = (meta: Obj = {}): Obj => ({
  apiVersion: "coordination.core.io/v1",
  kind: "Lease",
  metadata: { name: "valid-name", namespace: "valid-ns", ...meta },
  spec: {},
});
const ownerRef = (extra: Obj = {}): Obj => ({
  apiVersion: "v1",
  kind: "Pod",
  name: "name",
  uid: "uid-1",
  ...extra,
});
const TOTAL_ANNOTATION_SIZE = 256 * 1024;
const now = "1970-01-01T00:16:40Z";
const later = "1970-01-01T00:33:20Z";

table("TestValidateObjectMetaDeclaratively (create)", validate, {
  "valid metadata": [lease(), []],
  "invalid name format": [lease({ name: "invalid_name" }), ["FieldValueInvalid metadata.name"]],
  "missing required namespace": [
    lease({ namespace: "" }),
    ["FieldValueRequired metadata.namespace"],
  ],
  "negative generation": [lease({ generation: -1 }), ["FieldValueInvalid metadata.generation"]],
  "managedFields empty operation": [
    lease({ managedFields: [{ fieldsType: "FieldsV1" }] }),
    ["FieldValueRequired metadata.managedFields[0].operation"],
  ],
  "ownerReferences empty apiVersion": [
    lease({ ownerReferences: [ownerRef({ apiVersion: "" })] }),
    ["FieldValueRequired metadata.ownerReferences[0].apiVersion"],
  ],
  "ownerReferences empty kind": [
    lease({ ownerReferences: [ownerRef({ kind: "" })] }),
    ["FieldValueRequired metadata.ownerReferences[0].kind"],
  ],
  "ownerReferences empty name": [
    lease({ ownerReferences: [ownerRef({ name: "" })] }),
    ["FieldValueRequired metadata.ownerReferences[0].name"],
  ],
  "ownerReferences empty uid": [
    lease({ ownerReferences: [ownerRef({ uid: "" })] }),
    ["FieldValueRequired metadata.ownerReferences[0].uid"],
  ],
  "ownerReferences event is disallowed": [
    lease({ ownerReferences: [ownerRef({ kind: "Event" })] }),
    ["FieldValueInvalid metadata.ownerReferences[0]"],
  ],
  "invalid annotation key": [
    lease({ annotations: { "-invalid": "val" } }),
    ["FieldValueInvalid metadata.annotations"],
  ],
  "annotations size limit exceeded": [
    lease({ annotations: { a: "b".repeat(TOTAL_ANNOTATION_SIZE) } }),
    ["FieldValueTooLong metadata.annotations"],
  ],
});

const updated = (meta: Obj, oldMeta: Obj) => [lease(meta), lease(oldMeta)] as const;
const updateCases: Record<string, readonly [readonly [Obj, Obj], readonly string[]]> = {
  "valid update": [updated({ resourceVersion: "2" }, { resourceVersion: "1" }), []],
  "missing resourceVersion on update": [
    updated({}, { resourceVersion: "1" }),
    ["FieldValueInvalid metadata.resourceVersion"],
  ],
  "missing resourceVersion on update with empty old resourceVersion": [
    updated({}, {}),
    ["FieldValueInvalid metadata.resourceVersion"],
  ],
  "valid generation zero on update": [
    updated({ resourceVersion: "2", generation: 0 }, { resourceVersion: "1", generation: 0 }),
    [],
  ],
  "decremented generation to zero on update": [
    updated({ resourceVersion: "2", generation: 0 }, { resourceVersion: "1", generation: 1 }),
    ["FieldValueInvalid metadata.generation"],
  ],
  "immutable namespace": [
    updated(
      { namespace: "new-ns", resourceVersion: "2" },
      { namespace: "old-ns", resourceVersion: "1" },
    ),
    ["FieldValueInvalid metadata.namespace"],
  ],
  "ownerReferences empty apiVersion on update": [
    updated(
      { resourceVersion: "2", ownerReferences: [ownerRef({ apiVersion: "" })] },
      { resourceVersion: "1" },
    ),
    ["FieldValueRequired metadata.ownerReferences[0].apiVersion"],
  ],
  "ownerReferences empty kind on update": [
    updated(
      { resourceVersion: "2", ownerReferences: [ownerRef({ kind: "" })] },
      { resourceVersion: "1" },
    ),
    ["FieldValueRequired metadata.ownerReferences[0].kind"],
  ],
  "ownerReferences empty name on update": [
    updated(
      { resourceVersion: "2", ownerReferences: [ownerRef({ name: "" })] },
      { resourceVersion: "1" },
    ),
    ["FieldValueRequired metadata.ownerReferences[0].name"],
  ],
  "ownerReferences empty uid on update": [
    updated(
      { resourceVersion: "2", ownerReferences: [ownerRef({ uid: "" })] },
      { resourceVersion: "1" },
    ),
    ["FieldValueRequired metadata.ownerReferences[0].uid"],
  ],
  "invalid annotation key on update": [
    updated({ resourceVersion: "2", annotations: { "-invalid": "val" } }, { resourceVersion: "1" }),
    ["FieldValueInvalid metadata.annotations"],
  ],
  "immutable uid on update": [
    updated({ resourceVersion: "2", uid: "uid-new" }, { resourceVersion: "1", uid: "uid-old" }),
    ["FieldValueInvalid metadata.uid"],
  ],
  "immutable creationTimestamp on update": [
    updated(
      { resourceVersion: "2", creationTimestamp: later },
      { resourceVersion: "1", creationTimestamp: now },
    ),
    ["FieldValueInvalid metadata.creationTimestamp"],
  ],
  "immutable deletionTimestamp on update": [
    updated(
      { resourceVersion: "2", deletionTimestamp: later },
      { resourceVersion: "1", deletionTimestamp: now },
    ),
    ["FieldValueInvalid metadata.deletionTimestamp"],
  ],
  "immutable deletionGracePeriodSeconds on update": [
    updated(
      { resourceVersion: "2", deletionGracePeriodSeconds: 40 },
      { resourceVersion: "1", deletionGracePeriodSeconds: 30 },
    ),
    ["FieldValueInvalid metadata.deletionGracePeriodSeconds"],
  ],
};
const negativeGeneration = updated(
  { resourceVersion: "2", generation: -1 },
  { resourceVersion: "1", generation: 0 },
);

/** Update cases as table rows: each new object is checked against its old one. */
const olds = new Map<Obj, Obj>();
const updateRows = <T extends readonly unknown[]>(
  cases: Record<string, readonly [readonly [Obj, Obj], ...T]>,
) =>
  Object.fromEntries(
    Object.entries(cases).map(([name, [[obj, old], ...rest]]) => {
      olds.set(obj, old);
      return [name, [obj, ...rest] as const];
    }),
  );
const checkUpdate = (obj: Obj) => validateUpdate(obj, olds.get(obj));

table(
  "TestValidateObjectMetaDeclaratively (update)",
  checkUpdate,
  updateRows({
    ...updateCases,
    // Two findings: below the minimum, and decremented.
    "negative generation on update": [
      negativeGeneration,
      ["FieldValueInvalid metadata.generation", "FieldValueInvalid metadata.generation"],
    ],
  }),
);

table("TestValidateObjectMetaNamespaces", validate, {
  "a namespace with a dot": [
    lease({ name: "test", namespace: "foo.bar" }),
    ["FieldValueInvalid metadata.namespace"],
  ],
  // Too long, and not a DNS label: each its own error.
  "a namespace of 64 letters and digits": [
    lease({ name: "test", namespace: "aB3".repeat(21) + "x" }),
    ["FieldValueInvalid metadata.namespace", "FieldValueInvalid metadata.namespace"],
  ],
});

table("TestValidateObjectMetaOwnerReferences", validate, {
  "simple success - third party extension.": [
    lease({
      name: "test",
      namespace: "test",
      ownerReferences: [
        ownerRef({ apiVersion: "customresourceVersion", kind: "customresourceKind", uid: "1" }),
      ],
    }),
    [],
  ],
  "simple failures - event shouldn't be set as an owner": [
    lease({
      name: "test",
      namespace: "test",
      ownerReferences: [ownerRef({ kind: "Event", uid: "1" })],
    }),
    ["FieldValueInvalid metadata.ownerReferences[0]"],
  ],
  "simple success - apiVersion with no slashes (legacy core group)": [
    lease({ name: "test", namespace: "test", ownerReferences: [ownerRef({ uid: "1" })] }),
    [],
  ],
  // The newest test's cases: validateOwnerReference reports the apiVersion ("must be <group>/<version> or <version>").
  "simple failures - invalid apiVersion with too many slashes": [
    lease({
      name: "test",
      namespace: "test",
      ownerReferences: [ownerRef({ apiVersion: "a/b/c", uid: "1" })],
    }),
    ["FieldValueInvalid metadata.ownerReferences[0].apiVersion"],
    "code",
  ],
  "simple failures - invalid apiVersion with empty version": [
    lease({
      name: "test",
      namespace: "test",
      ownerReferences: [ownerRef({ apiVersion: "foo/", uid: "1" })],
    }),
    ["FieldValueInvalid metadata.ownerReferences[0].apiVersion"],
    "code",
  ],
  "an apiVersion with an empty version (apps/)": [
    lease({
      name: "test",
      namespace: "test",
      ownerReferences: [ownerRef({ apiVersion: "apps/", uid: "1" })],
    }),
    ["FieldValueInvalid metadata.ownerReferences[0].apiVersion"],
    "code",
  ],
  "simple controller ref success - one reference with Controller set": [
    lease({
      name: "test",
      namespace: "test",
      ownerReferences: [1, 2, 3, 4].map((uid) =>
        ownerRef({
          apiVersion: "customresourceVersion",
          kind: "customresourceKind",
          uid: String(uid),
          ...(uid === 4 ? {} : { controller: uid === 2 }),
        }),
      ),
    }),
    [],
  ],
  "simple controller ref failure - two references with Controller set": [
    lease({
      name: "test",
      namespace: "test",
      ownerReferences: [1, 2, 3, 4].map((uid) =>
        ownerRef({
          apiVersion: "customresourceVersion",
          kind: `customresourceKind${uid}`,
          uid: String(uid),
          ...(uid === 4 ? {} : { controller: uid !== 1 }),
        }),
      ),
    }),
    ["FieldValueInvalid metadata.ownerReferences"],
  ],
});

table(
  "TestValidateObjectMetaTrimsTrailingDash",
  validate,
  {
    "a generateName ending in a dash": [lease({ name: "test", generateName: "foo-" }), []],
  },
  {},
  { column: "code" },
);

table(
  "TestValidateObjectMetaUpdateIgnoresCreationTimestamp",
  checkUpdate,
  updateRows({
    "creationTimestamp removed": [
      updated(
        { name: "test", resourceVersion: "1" },
        { name: "test", resourceVersion: "1", creationTimestamp: "1970-01-01T00:00:10Z" },
      ),
      ["FieldValueInvalid metadata.creationTimestamp"],
    ],
    "creationTimestamp added": [
      updated(
        { name: "test", resourceVersion: "1", creationTimestamp: "1970-01-01T00:00:10Z" },
        { name: "test", resourceVersion: "1" },
      ),
      ["FieldValueInvalid metadata.creationTimestamp"],
    ],
    "creationTimestamp changed": [
      updated(
        { name: "test", resourceVersion: "1", creationTimestamp: "1970-01-01T00:00:10Z" },
        { name: "test", resourceVersion: "1", creationTimestamp: "1970-01-01T00:00:11Z" },
      ),
      ["FieldValueInvalid metadata.creationTimestamp"],
    ],
  }),
);

const deleting = (finalizers: string[]) => ({
  name: "test",
  resourceVersion: "1",
  deletionTimestamp: "1970-01-01T00:00:00Z",
  finalizers,
});
table(
  "TestValidateFinalizersUpdate",
  checkUpdate,
  updateRows({
    "invalid adding finalizers": [
      updated(deleting(["x/a", "y/b"]), deleting(["x/a"])),
      ["FieldValueForbidden metadata.finalizers"],
    ],
    "invalid changing finalizers": [
      updated(deleting(["x/b"]), deleting(["x/a"])),
      ["FieldValueForbidden metadata.finalizers"],
    ],
    "valid removing finalizers": [updated(deleting(["x/a"]), deleting(["x/a", "y/b"])), []],
    "valid adding finalizers for objects not being deleted": [
      updated(
        { name: "test", resourceVersion: "1", finalizers: ["x/a", "y/b"] },
        { name: "test", resourceVersion: "1", finalizers: ["x/a"] },
      ),
      [],
    ],
  }),
);

table("TestValidateFinalizersPreventConflictingFinalizers", validate, {
  "conflicting finalizers": [
    lease({ name: "test", resourceVersion: "1", finalizers: ["orphan", "foregroundDeletion"] }),
    ["FieldValueInvalid metadata.finalizers"],
  ],
});

// pkg/apis/core/validation ValidateObjectMeta adds validateKubeFinalizerName (on the entry) to
// apimachinery's ValidateFinalizers (IsQualifiedName, on the list) for the kinds whose strategy
// calls it (PriorityClass here); Lease, LeaseCandidate and RuntimeClass call apimachinery's alone.
const priorityClass = (finalizers: string[]): Obj => ({
  apiVersion: "scheduling.core.io/v1",
  kind: "PriorityClass",
  metadata: { name: "pc", finalizers },
  value: 1,
});
table(
  "validateKubeFinalizerName (core ValidateObjectMeta)",
  validate,
  {
    "a domain-qualified finalizer": [priorityClass(["example.com/cleanup"]), []],
    "the standard finalizers": [priorityClass(["kubernetes", "orphan"]), []],
    "a finalizer without a domain": [
      priorityClass(["14"]),
      ["FieldValueInvalid metadata.finalizers[0]"],
    ],
    "a finalizer that is no qualified name, without a domain": [
      priorityClass(["a b"]),
      ["FieldValueInvalid metadata.finalizers", "FieldValueInvalid metadata.finalizers[0]"],
    ],
  },
  {},
  { column: "code" },
);
table(
  "ValidateFinalizers (apimachinery ValidateObjectMeta)",
  validate,
  {
    "a finalizer without a domain on a Lease": [lease({ finalizers: ["cleanup"] }), []],
    "a finalizer without a domain on a RuntimeClass": [
      {
        apiVersion: "node.core.io/v1",
        kind: "RuntimeClass",
        metadata: { name: "rc", finalizers: ["cleanup"] },
        handler: "h",
      },
      [],
    ],
    "a finalizer that is no qualified name, on the list": [
      lease({ finalizers: ["x/a", "a b"] }),
      ["FieldValueInvalid metadata.finalizers"],
    ],
  },
  {},
  { column: "code" },
);

const grace = (seconds?: number, timestamp?: string) => ({
  name: "test",
  resourceVersion: "1",
  ...(timestamp ? { deletionTimestamp: timestamp } : {}),
  ...(seconds ? { deletionGracePeriodSeconds: seconds } : {}),
});
table(
  "TestValidateObjectMetaUpdatePreventsDeletionFieldMutation",
  checkUpdate,
  updateRows({
    "valid without deletion fields": [updated(grace(), grace()), []],
    "valid with deletion fields": [updated(grace(30, now), grace(30, now)), []],
    "invalid set deletionTimestamp": [
      updated(grace(undefined, now), grace()),
      ["FieldValueInvalid metadata.deletionTimestamp"],
    ],
    "invalid clear deletionTimestamp": [
      updated(grace(), grace(undefined, now)),
      ["FieldValueInvalid metadata.deletionTimestamp"],
    ],
    "invalid change deletionTimestamp": [
      updated(grace(undefined, later), grace(undefined, now)),
      ["FieldValueInvalid metadata.deletionTimestamp"],
    ],
    "invalid set deletionGracePeriodSeconds": [
      updated(grace(30), grace()),
      ["FieldValueInvalid metadata.deletionGracePeriodSeconds"],
    ],
    "invalid clear deletionGracePeriodSeconds": [
      updated(grace(), grace(30)),
      ["FieldValueInvalid metadata.deletionGracePeriodSeconds"],
    ],
    "invalid change deletionGracePeriodSeconds": [
      updated(grace(40), grace(30)),
      ["FieldValueInvalid metadata.deletionGracePeriodSeconds"],
    ],
  }),
);

table(
  "TestObjectMetaGenerationUpdate",
  checkUpdate,
  updateRows({
    "invalid generation change - decremented": [
      updated(
        { name: "test", resourceVersion: "1", generation: 4 },
        { name: "test", resourceVersion: "1", generation: 5 },
      ),
      ["FieldValueInvalid metadata.generation"],
    ],
    "valid generation change - incremented by one": [
      updated(
        { name: "test", resourceVersion: "1", generation: 2 },
        { name: "test", resourceVersion: "1", generation: 1 },
      ),
      [],
    ],
    "valid generation field - not updated": [
      updated(
        { name: "test", resourceVersion: "1", generation: 5 },
        { name: "test", resourceVersion: "1", generation: 5 },
      ),
      [],
    ],
  }),
);

const annotated = (annotations: Record<string, string>) => lease({ annotations });
const half = TOTAL_ANNOTATION_SIZE / 2;
table("TestValidateAnnotations", validate, {
  ...Object.fromEntries(
    [
      "simple",
      "now-with-dashes",
      "1-starts-with-num",
      "1234",
      "simple/simple",
      "now-with-dashes/simple",
      "now-with-dashes/now-with-dashes",
      "now.with.dots/simple",
      "now-with.dashes-and.dots/simple",
      "1-num.2-num/3-num",
      "1234/5678",
      "1.2.3.4/5678",
      "UpperCase123",
    ].map((k) => [`success: ${k}`, [annotated({ [k]: "bar" }), []] as const]),
  ),
  "success: one value one byte under the total": [
    annotated({ a: "b".repeat(TOTAL_ANNOTATION_SIZE - 1) }),
    [],
  ],
  "success: two values under the total": [
    annotated({ a: "b".repeat(half - 1), c: "d".repeat(half - 1) }),
    [],
  ],
  ...Object.fromEntries(
    ["nospecialchars^=@", "cantendwithadash-", "only/one/slash", "a".repeat(254)].map((k) => [
      `name error: ${k.slice(0, 20)}`,
      [annotated({ [k]: "bar" }), ["FieldValueInvalid metadata.annotations"]] as const,
    ]),
  ),
  "total size: one value": [
    annotated({ a: "b".repeat(TOTAL_ANNOTATION_SIZE) }),
    ["FieldValueTooLong metadata.annotations"],
  ],
  "total size: two values": [
    annotated({ a: "b".repeat(half), c: "d".repeat(half) }),
    ["FieldValueTooLong metadata.annotations"],
  ],
  // Counted in UTF-8 bytes, as Go's len(): "é" is 2 bytes, "€" 3, "😀" 4 (2 UTF-16 units).
  "success: two-byte characters one byte under the total": [
    annotated({ a: "é".repeat(half - 1) }),
    [],
  ],
  "total size: two-byte characters one byte over": [
    annotated({ a: "é".repeat(half) }),
    ["FieldValueTooLong metadata.annotations"],
  ],
  "total size: three-byte characters": [
    annotated({ a: "€".repeat(TOTAL_ANNOTATION_SIZE / 3 + 1) }),
    ["FieldValueTooLong metadata.annotations"],
  ],
  "success: four-byte characters at the total": [
    annotated({ abcd: "😀".repeat(TOTAL_ANNOTATION_SIZE / 4 - 1) }),
    [],
  ],
  "total size: four-byte characters in a key": [
    annotated({ ["😀".repeat(10)]: "b".repeat(TOTAL_ANNOTATION_SIZE - 39) }),
    ["FieldValueInvalid metadata.annotations", "FieldValueTooLong metadata.annotations"],
  ],
});
