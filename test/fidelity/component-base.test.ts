/**
 * Fidelity: Kubernetes' component-base configuration validation tests, ported as given/want
 * tables (each case named as Kubernetes names it). Sources, in kubernetes/kubernetes:
 * - staging/src/k8s.io/component-base/config/validation/validation_test.go:
 *   TestValidateClientConnectionConfiguration, TestValidateLeaderElectionConfiguration
 * - staging/src/k8s.io/component-base/tracing/api/v1/config_test.go: TestValidateTracingConfiguration
 * Kubernetes' tests check only whether a case fails; the wanted errors name the type and field
 * its validation code reports (ValidateLeaderElectionConfiguration, validateSamplingRate, ...).
 */
import { describe, expect, it } from "vitest";
import { v1alpha1 as cb } from "../../output/dist/groups/componentbase.config.core.io.js";
import { family, fidelityTable as table, type Obj } from "./table.js";

family("component-base configuration", "code");

const clientConnection = {
  acceptContentTypes: "application/json",
  contentType: "application/json",
  qps: 10,
  burst: 10,
};
table("TestValidateClientConnectionConfiguration", cb.validateClientConnectionConfiguration, {
  good: [clientConnection, []],
  "good-qps-less-than-zero": [{ ...clientConnection, qps: -1 }, []],
  "bad-burst-less-then-zero": [{ ...clientConnection, burst: -1 }, ["FieldValueInvalid burst"]],
});

const leaderElection = {
  resourceLock: "configmap",
  leaderElect: true,
  leaseDuration: "30s",
  renewDeadline: "15s",
  retryPeriod: "5s",
  resourceNamespace: "namespace",
  resourceName: "name",
};
table("TestValidateLeaderElectionConfiguration", cb.validateLeaderElectionConfiguration, {
  good: [leaderElection, []],
  "good-dont-check-leader-config-if-not-enabled": [
    { ...leaderElection, leaderElect: false, leaseDuration: "-45s" },
    [],
  ],
  "bad-renew-deadline-exceeds-lease-duration": [
    { ...leaderElection, renewDeadline: "45s" },
    ["FieldValueInvalid leaseDuration"],
  ],
  "bad-negative-value-for-retry-period": [
    { ...leaderElection, retryPeriod: "-45s" },
    ["FieldValueInvalid retryPeriod"],
  ],
  "bad-negative-value-for-lease-duration": [
    { ...leaderElection, leaseDuration: "-45s" },
    ["FieldValueInvalid leaseDuration"],
  ],
  "bad-negative-value-for-renew-deadline": [
    { ...leaderElection, renewDeadline: "-45s" },
    ["FieldValueInvalid renewDeadline"],
  ],
  "bad-renew-deadline-zero": [
    { ...leaderElection, renewDeadline: "0s" },
    ["FieldValueInvalid renewDeadline"],
  ],
  "bad-lease-duration-zero": [
    { ...leaderElection, leaseDuration: "0s" },
    ["FieldValueInvalid leaseDuration"],
  ],
  "bad-resource-lock-not-defined": [
    { ...leaderElection, resourceLock: "" },
    ["FieldValueInvalid resourceLock"],
  ],
  "bad-resource-name-not-defined": [
    { ...leaderElection, resourceName: "" },
    ["FieldValueInvalid resourceName"],
  ],
  "bad-resource-namespace-not-defined": [
    { ...leaderElection, resourceNamespace: "" },
    ["FieldValueInvalid resourceNamespace"],
  ],
});

table("TestValidateTracingConfiguration", cb.validateTracingConfiguration, {
  "sampling-rate-valid": [{ samplingRatePerMillion: 12378 }, []],
  "sampling-rate-negative": [
    { samplingRatePerMillion: -1 },
    ["FieldValueInvalid samplingRatePerMillion"],
  ],
  "sampling-rate-negative (too high)": [
    { samplingRatePerMillion: 1000001 },
    ["FieldValueInvalid samplingRatePerMillion"],
  ],
  "default Endpoint": [{ endpoint: "localhost:4317" }, []],
  "dns Endpoint": [{ endpoint: "dns://google.com:4317" }, []],
  "unix Endpoint": [{ endpoint: "unix://path/to/socket" }, []],
  "invalid Endpoint": [{ endpoint: "http://localhost:4317" }, ["FieldValueInvalid endpoint"]],
  "invalid url": [{ endpoint: "dn%2s://localhost:4317" }, ["FieldValueInvalid endpoint"]],
});

// staging/src/k8s.io/component-base/logs/api/v1/validate_test.go, TestValidation. Validate
// there takes the feature gates; here they are the validators' `featureGates` option.
describe("TestValidation (logs/api/v1)", () => {
  type Options = { featureGates?: Record<string, boolean> };
  const validate = (value: Obj, options?: Options) =>
    cb.validateLoggingConfiguration(value, options).errors.map((e) => `${e.type} ${e.field}`);
  const jsonOptionsEnabled = {
    format: "text",
    options: { json: { splitStream: true, infoBufferSize: "1024" } },
  };
  const jsonErrors = [
    "FieldValueForbidden options.json.splitStream",
    "FieldValueForbidden options.json.infoBufferSize",
  ];
  const cases: Record<string, [Obj, Options | undefined, string[]]> = {
    okay: [
      { format: "text", verbosity: 10, vmodule: [{ filePattern: "gopher*", verbosity: 100 }] },
      undefined,
      [],
    ],
    "verbosity-overflow": [
      { format: "text", verbosity: 2147483648 },
      undefined,
      ["FieldValueInvalid verbosity"],
    ],
    "JSON used, default gates": [jsonOptionsEnabled, undefined, jsonErrors],
    "JSON used, disabled gates": [
      jsonOptionsEnabled,
      { featureGates: { LoggingAlphaOptions: false } },
      jsonErrors,
    ],
    "JSON used, enabled gates": [
      jsonOptionsEnabled,
      { featureGates: { LoggingAlphaOptions: true } },
      [],
    ],
  };
  for (const [name, [given, options, want]] of Object.entries(cases)) {
    it(`${want.length ? "refuses" : "accepts"}: ${name}`, () =>
      expect(validate(given, options)).toEqual(want));
  }
  it("says which gate is off, as Kubernetes words it", () => {
    expect(cb.validateLoggingConfiguration(jsonOptionsEnabled).errors.map((e) => e.detail)).toEqual(
      ["Feature LoggingAlphaOptions is disabled", "Feature LoggingAlphaOptions is disabled"],
    );
  });
  it("a zero buffer size and splitStream false use no alpha option", () => {
    expect(
      validate({
        format: "text",
        options: {
          json: { splitStream: false, infoBufferSize: "0" },
          text: { infoBufferSize: "0Ki" },
        },
      }),
    ).toEqual([]);
  });
  it("an unknown gate is an error of the caller, named as Kubernetes' flag parsing names it", () => {
    expect(() =>
      cb.validateLoggingConfiguration({}, { featureGates: { NoSuchGate: true } }),
    ).toThrow("unrecognized feature gate: NoSuchGate");
  });
  const more: Record<string, [Obj, string[]]> = {
    "wrong-format": [{ format: "no-such-format" }, ["FieldValueInvalid format"]],
    "vmodule-verbosity-overflow": [
      { format: "text", vmodule: [{ filePattern: "gopher*", verbosity: 2147483648 }] },
      ["FieldValueInvalid vmodule[0]"],
    ],
    "vmodule-empty-pattern": [
      { format: "text", vmodule: [{ filePattern: "", verbosity: 1 }] },
      ["FieldValueRequired vmodule[0]"],
    ],
    "vmodule-pattern-with-special-characters": [
      {
        format: "text",
        vmodule: [
          { filePattern: "foo,bar", verbosity: 1 },
          { filePattern: "foo=bar", verbosity: 1 },
        ],
      },
      ["FieldValueInvalid vmodule[0]", "FieldValueInvalid vmodule[1]"],
    ],
    "vmodule-unsupported": [
      { format: "json", vmodule: [{ filePattern: "foo", verbosity: 1 }] },
      ["FieldValueForbidden vmodule"],
    ],
  };
  for (const [name, [given, want]] of Object.entries(more)) {
    it(`refuses: ${name}`, () => expect(validate(given)).toEqual(want));
  }
});
