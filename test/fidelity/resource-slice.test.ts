/**
 * Fidelity: Kubernetes' ResourceSlice node selection and device attribute checks, ported as
 * given/want tables (group names translated to core.io). Source: kubernetes/kubernetes
 * pkg/apis/resource/validation/validation_resourceslice_test.go (TestValidateResourceSlice:
 * "missing-node-selection", "bad-node-selection-all-nodes", "bad-attribute-zero-values",
 * "bad-attribute-two-values"); the checks are validateResourceSliceSpec and
 * validateDeviceAttribute in validation.go, which report on the spec and on the attribute
 * itself, not on one of their fields: Required when none is set, Invalid when several are.
 * The seed's ResourceSliceSpec has no nodeSelector.
 */
import { describe, expect, it } from "vitest";
import { formatFieldError, validate } from "../../output/dist/index.js";
import { family, fidelityTable as table, type Obj } from "./table.js";

family("ResourceSlice", "code");

const slice = (spec: Obj): Obj => ({
  apiVersion: "resource.core.io/v1",
  kind: "ResourceSlice",
  metadata: { name: "slice" },
  spec: {
    driver: "driver.example.com",
    pool: { name: "pool", generation: 1, resourceSliceCount: 1 },
    ...spec,
  },
});
const withAttributes = (attributes: Obj): Obj =>
  slice({ nodeName: "worker", devices: [{ name: "device-0", attributes }] });

table("TestValidateResourceSlice (node selection, device attributes)", validate, {
  good: [slice({ nodeName: "worker", devices: [{ name: "device-0" }] }), []],
  "missing-node-selection": [
    slice({ devices: [{ name: "device-0" }] }),
    ["FieldValueRequired spec"],
  ],
  "bad-node-selection-all-nodes": [
    slice({ nodeName: "worker", allNodes: true, devices: [{ name: "device-0" }] }),
    ["FieldValueInvalid spec"],
  ],
  "all three node selections": [
    slice({
      nodeName: "worker",
      allNodes: true,
      perDeviceNodeSelection: true,
      devices: [{ name: "device-0" }],
    }),
    ["FieldValueInvalid spec"],
  ],
  "good attribute": [withAttributes({ "driver.example.com/model": { string: "a100" } }), []],
  "bad-attribute-zero-values": [
    withAttributes({ "driver.example.com/model": {} }),
    ["FieldValueRequired spec.devices[0].attributes[driver.example.com/model]"],
  ],
  "bad-attribute-two-values": [
    withAttributes({ "driver.example.com/model": { string: "x", version: "1.0.0" } }),
    ["FieldValueInvalid spec.devices[0].attributes[driver.example.com/model]"],
  ],
  "three values": [
    withAttributes({ "driver.example.com/model": { int: 1, bool: true, string: "x" } }),
    ["FieldValueInvalid spec.devices[0].attributes[driver.example.com/model]"],
  ],
});

describe("the bad value of several node selections", () => {
  // TestValidateResourceSlice "bad-node-selection-all-nodes": field.Invalid(field.NewPath("spec"),
  // "{`nodeName`, `allNodes`}", "exactly one of ... is required, but multiple fields are set").
  it.each([
    [{ nodeName: "worker", allNodes: true }, "{`nodeName`, `allNodes`}"],
    [{ allNodes: true, perDeviceNodeSelection: true }, "{`allNodes`, `perDeviceNodeSelection`}"],
    [
      { nodeName: "worker", allNodes: true, perDeviceNodeSelection: true },
      "{`nodeName`, `allNodes`, `perDeviceNodeSelection`}",
    ],
  ])("lists the fields set, once: %j", (selection, bad) => {
    const { errors } = validate(slice({ ...selection, devices: [{ name: "device-0" }] }));
    expect(errors).toEqual([
      {
        type: "FieldValueInvalid",
        field: "spec",
        badValue: bad,
        detail:
          "exactly one of `nodeName`, `allNodes`, `perDeviceNodeSelection` is required, but multiple fields are set",
      },
    ]);
    expect(formatFieldError(errors[0]!)).toBe(
      `spec: Invalid value: "${bad}": exactly one of \`nodeName\`, \`allNodes\`, \`perDeviceNodeSelection\` is required, but multiple fields are set`,
    );
  });
});
