/**
 * Fidelity: Kubernetes' EventRateLimit admission configuration validation test, ported as a
 * given/want table (eventratelimit.admission.k8s.io translated to
 * eventratelimit.admission.core.io). Source: kubernetes/kubernetes
 * plugin/pkg/admission/eventratelimit/apis/eventratelimit/validation/validation_test.go,
 * TestValidateConfiguration; the wanted type and field are those ValidateConfiguration reports.
 */
import { validate } from "../../output/dist/index.js";
import { family, fidelityTable as table, type Obj } from "./table.js";

family("eventratelimit Configuration", "code");

const config = (limits?: Obj[]): Obj => ({
  apiVersion: "eventratelimit.admission.core.io/v1alpha1",
  kind: "Configuration",
  ...(limits ? { limits } : {}),
});

table("TestValidateConfiguration", validate, {
  "valid server": [config([{ type: "Server", burst: 5, qps: 1 }]), []],
  "valid namespace": [config([{ type: "Namespace", burst: 10, qps: 2, cacheSize: 100 }]), []],
  "valid user": [config([{ type: "User", burst: 10, qps: 2, cacheSize: 100 }]), []],
  "valid source+object": [
    config([{ type: "SourceAndObject", burst: 5, qps: 1, cacheSize: 1000 }]),
    [],
  ],
  "valid multiple": [
    config([
      { type: "Server", burst: 5, qps: 1 },
      { type: "Namespace", burst: 10, qps: 2, cacheSize: 100 },
      { type: "SourceAndObject", burst: 25, qps: 10, cacheSize: 1000 },
    ]),
    [],
  ],
  "missing limits": [config(), ["FieldValueInvalid limits"]],
  "missing type": [
    config([{ burst: 25, qps: 10, cacheSize: 1000 }]),
    ["FieldValueNotSupported limits[0].type"],
  ],
  "invalid type": [
    config([{ type: "unknown-type", burst: 25, qps: 10, cacheSize: 1000 }]),
    ["FieldValueNotSupported limits[0].type"],
  ],
  "missing burst": [config([{ type: "Server", qps: 1 }]), ["FieldValueInvalid limits[0].burst"]],
  "missing qps": [config([{ type: "Server", burst: 5 }]), ["FieldValueInvalid limits[0].qps"]],
  "negative cache size": [
    config([{ type: "Namespace", burst: 10, qps: 2, cacheSize: -1 }]),
    ["FieldValueInvalid limits[0].cacheSize"],
  ],
});
