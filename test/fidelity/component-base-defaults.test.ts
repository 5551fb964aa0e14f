/**
 * Fidelity: defaulting as Kubernetes' component-base defaulters do it
 * (staging/src/k8s.io/component-base/config/v1alpha1/defaults.go:
 * RecommendedDefaultLeaderElectionConfiguration, RecommendedDefaultClientConnectionConfiguration,
 * RecommendedDebuggingConfiguration; logs/api/v1 SetRecommendedLoggingConfiguration): a Go zero
 * value (0, "", a zero duration) is replaced like a missing one, a pointer's explicit value
 * (leaderElect: false) is kept, and a struct the document leaves out exists with its defaults.
 */
import { describe, expect, it } from "vitest";
import { applyDefaultsAs } from "../../output/dist/index.js";

type Obj = { [key: string]: unknown };
const cases: [string, string, Obj, Obj][] = [
  [
    "an empty leader election gets every recommended default",
    "LeaderElectionConfiguration",
    {},
    {
      leaderElect: true,
      leaseDuration: "15s",
      renewDeadline: "10s",
      retryPeriod: "2s",
      resourceLock: "leases",
    },
  ],
  [
    "zero durations and an empty lock are replaced (obj.LeaseDuration == zero)",
    "LeaderElectionConfiguration",
    { leaseDuration: "0s", renewDeadline: "0", retryPeriod: "0ms", resourceLock: "" },
    {
      leaseDuration: "15s",
      renewDeadline: "10s",
      retryPeriod: "2s",
      resourceLock: "leases",
      leaderElect: true,
    },
  ],
  [
    "leaderElect false is a pointer's value: kept",
    "LeaderElectionConfiguration",
    { leaderElect: false },
    {
      leaderElect: false,
      leaseDuration: "15s",
      renewDeadline: "10s",
      retryPeriod: "2s",
      resourceLock: "leases",
    },
  ],
  [
    "set values are kept",
    "LeaderElectionConfiguration",
    {
      leaseDuration: "30s",
      renewDeadline: "20s",
      retryPeriod: "5s",
      resourceLock: "configmapsleases",
    },
    {
      leaseDuration: "30s",
      renewDeadline: "20s",
      retryPeriod: "5s",
      resourceLock: "configmapsleases",
      leaderElect: true,
    },
  ],
  [
    "a zero qps and burst and an empty content type are replaced (obj.QPS == 0.0)",
    "ClientConnectionConfiguration",
    { qps: 0, burst: 0, contentType: "" },
    { qps: 50, burst: 100, contentType: "application/vnd.kubernetes.protobuf" },
  ],
  [
    "a fractional qps is kept",
    "ClientConnectionConfiguration",
    { qps: 0.5, burst: 7 },
    { qps: 0.5, burst: 7, contentType: "application/vnd.kubernetes.protobuf" },
  ],
  [
    "profiling is on unless set (obj.EnableProfiling == nil)",
    "DebuggingConfiguration",
    {},
    { enableProfiling: true },
  ],
  [
    "profiling set off stays off",
    "DebuggingConfiguration",
    { enableProfiling: false },
    { enableProfiling: false },
  ],
  [
    "logging: the options struct exists with its defaults (SetRecommendedLoggingConfiguration)",
    "LoggingConfiguration",
    {},
    {
      format: "text",
      flushFrequency: "5s",
      verbosity: 0,
      options: {
        text: { splitStream: false, infoBufferSize: "0" },
        json: { splitStream: false, infoBufferSize: "0" },
      },
    },
  ],
];

describe("component-base defaulting (defaults.go)", () => {
  for (const [name, type, given, want] of cases) {
    it(name, () => expect(applyDefaultsAs(type, given)).toEqual(want));
  }
});
