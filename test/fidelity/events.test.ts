/**
 * Fidelity: Kubernetes' Event validation tests for events.k8s.io/v1, ported as given/want
 * tables (events.core.io here). Source: kubernetes/kubernetes
 * pkg/apis/core/validation/events_test.go: TestValidateEventCreateForNewV1Events and
 * TestValidateEventUpdateForNewV1Events. Kubernetes validates the internal Event type, so its
 * errors name the internal fields; here they carry the events/v1 names of the same fields:
 * message -> note, involvedObject -> regarding, count -> deprecatedCount, source ->
 * deprecatedSource, firstTimestamp -> deprecatedFirstTimestamp, lastTimestamp ->
 * deprecatedLastTimestamp. The wanted types are those ValidateEventCreate, legacyValidateEvent and
 * ValidateEventUpdate (events.go) report.
 */
import { validate, validateUpdate } from "../../output/dist/index.js";
import { family, fidelityTable as table, type Obj } from "./table.js";

family("Event", "test");

const SOME_TIME = "2017-09-19T13:49:16.000000Z";
const event = (metadata: Obj, rest: Obj): Obj => ({
  apiVersion: "events.core.io/v1",
  kind: "Event",
  metadata,
  regarding: { apiVersion: "v1", kind: "Node" },
  ...rest,
});
const system = { name: "test", namespace: "kube-system" };
const full = {
  eventTime: SOME_TIME,
  reportingController: "k8s.io/my-controller",
  reportingInstance: "node-xyz",
  action: "Do",
  reason: "Because",
  type: "Normal",
};
const longNote = `${"z".repeat(99)}\n`.repeat(10) + "z".repeat(75);

table(
  "TestValidateEventCreateForNewV1Events",
  validate,
  {
    "valid new event": [event(system, full), []],
    "missing name in objectMeta": [
      event(
        { namespace: "kube-system" },
        {
          eventTime: SOME_TIME,
          reportingController: "k8s.io/my-controller",
          reportingInstance: "node-xyz",
          reason: "Because",
        },
      ),
      ["FieldValueRequired metadata.name", "FieldValueRequired action", "FieldValueInvalid type"],
    ],
    "missing EventTime": [
      event({ name: "test", namespace: "default" }, {}),
      ["FieldValueRequired eventTime", "FieldValueInvalid type"],
    ],
    "not qualified reportingController": [
      event(system, { ...full, reportingController: "my-contr@ller" }),
      ["FieldValueInvalid reportingController"],
    ],
    "too long reporting instance": [
      event(system, { ...full, reportingInstance: `node-${"xyz".padEnd(140, "z")}` }),
      ["FieldValueInvalid reportingInstance"],
    ],
    "missing reason": [
      event(system, { ...full, reason: undefined }),
      ["FieldValueRequired reason"],
    ],
    "missing action": [
      event(system, { ...full, action: undefined }),
      ["FieldValueRequired action"],
    ],
    "invalid type": [event(system, { ...full, type: "invalid-type" }), ["FieldValueInvalid type"]],
    "non-empty firstTimestamp": [
      event(system, { ...full, deprecatedFirstTimestamp: "2017-09-19T13:49:16Z" }),
      ["FieldValueInvalid deprecatedFirstTimestamp"],
    ],
    "non-empty lastTimestamp": [
      event(system, { ...full, deprecatedLastTimestamp: "2017-09-19T13:49:16Z" }),
      ["FieldValueInvalid deprecatedLastTimestamp"],
    ],
    "non-empty count": [
      event(system, { ...full, deprecatedCount: 123 }),
      ["FieldValueInvalid deprecatedCount"],
    ],
    "non-empty source": [
      event(system, { ...full, deprecatedSource: { host: "host" } }),
      ["FieldValueInvalid deprecatedSource"],
    ],
    "non-nil series with cound < 2": [
      event(system, { ...full, series: { count: 0, lastObservedTime: SOME_TIME } }),
      ["FieldValueInvalid series.count"],
    ],
    "non-nil series with empty lastObservedTime": [
      event(system, { ...full, series: { count: 2 } }),
      ["FieldValueRequired series.lastObservedTime"],
    ],
  },
  {
    "missing namespace in objectMeta": [
      event(
        { name: "test" },
        {
          eventTime: SOME_TIME,
          reportingController: "k8s.io/my-controller",
          reportingInstance: "node-xyz",
          reason: "Because",
        },
      ),
      [
        "FieldValueRequired metadata.namespace",
        "FieldValueRequired action",
        "FieldValueInvalid type",
      ],
      "Kubernetes' legacyValidateEvent also reports the empty namespace twice more (Invalid namespace, Invalid involvedObject.namespace): one Required is reported here (no seed statement: pinned in summary.test.ts)",
    ],
    "too long message": [
      event({ name: "test" }, { ...full, note: longNote }),
      ["FieldValueRequired metadata.namespace", "FieldValueInvalid note"],
      "the same missing namespace: Kubernetes reports it three ways, corespec once (no seed statement: pinned in summary.test.ts)",
    ],
  },
);

const oldEvent = event({ ...system, resourceVersion: "1" }, full);
const changed = (rest: Obj) => event({ ...system, resourceVersion: "1" }, { ...full, ...rest });
table(
  "TestValidateEventUpdateForNewV1Events",
  (o) => validateUpdate(o, (o as { old?: Obj }).old ?? oldEvent),
  {
    "forbidden updates to reason": [changed({ reason: "Yeees-new" }), ["FieldValueInvalid reason"]],
    "forbidden updates to message": [changed({ note: "new-message" }), ["FieldValueInvalid note"]],
    "forbidden updates to type": [changed({ type: "Warning" }), ["FieldValueInvalid type"]],
    "forbidden updates to eventTime": [
      changed({ eventTime: "2017-09-19T13:49:59.000000Z" }),
      ["FieldValueInvalid eventTime"],
    ],
    "forbidden updates to action": [changed({ action: "Undo" }), ["FieldValueInvalid action"]],
    "forbidden updates to involvedObject": [
      changed({ regarding: { apiVersion: "v2", kind: "Node" } }),
      ["FieldValueInvalid regarding"],
    ],
    "series may change": [changed({ series: { count: 2, lastObservedTime: SOME_TIME } }), []],
  },
);
