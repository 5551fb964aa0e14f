/**
 * Fidelity: Kubernetes' EgressSelectorConfiguration validation test, ported as a given/want table
 * (apiserver.k8s.io translated to apiserver.core.io; the configuration is served as v1beta1).
 * Source: kubernetes/kubernetes staging/src/k8s.io/apiserver/pkg/server/egressselector/config_test.go,
 * TestValidateEgressSelectorConfiguration (each case named as there). Kubernetes' test only
 * checks whether a case fails; the wanted type and field are those ValidateEgressSelectorConfiguration
 * (config.go beside it) reports, on the document's paths (Kubernetes writes them from a fixed
 * `service.connection`, without the selection's index).
 */
import { validate } from "../../output/dist/index.js";
import { family, fidelityTable as table, type Obj } from "./table.js";

family("EgressSelectorConfiguration", "code");

const egress = (...egressSelections: Obj[]): Obj => ({
  apiVersion: "apiserver.core.io/v1beta1",
  kind: "EgressSelectorConfiguration",
  egressSelections,
});
const selection = (name: string, connection: Obj): Obj => ({ name, connection });
const SOCKET = "/etc/srv/kubernetes/konnectivity/konnectivity-server.socket";
const C = "egressSelections[0].connection";

table(
  "TestValidateEgressSelectorConfiguration",
  validate,
  {
    "direct-valid": [egress(selection("controlplane", { proxyProtocol: "Direct" })), []],
    "httpconnect-no-https": [
      egress(
        selection("cluster", {
          proxyProtocol: "HTTPConnect",
          transport: { tcp: { url: "http://127.0.0.1:8131" } },
        }),
      ),
      [],
    ],
    "httpconnect-https-no-cert-error": [
      egress(
        selection("cluster", {
          proxyProtocol: "HTTPConnect",
          transport: { tcp: { url: "https://127.0.0.1:8131" } },
        }),
      ),
      [`FieldValueRequired ${C}.transport.tcp.tlsConfig`],
    ],
    "httpconnect-tcp-uds-both-set": [
      egress(
        selection("cluster", {
          proxyProtocol: "HTTPConnect",
          transport: { tcp: { url: "http://127.0.0.1:8131" }, uds: { udsName: SOCKET } },
        }),
      ),
      [`FieldValueInvalid ${C}.transport.tcp`],
    ],
    "httpconnect-uds": [
      egress(
        selection("cluster", {
          proxyProtocol: "HTTPConnect",
          transport: { uds: { udsName: SOCKET } },
        }),
      ),
      [],
    ],
    "grpc-uds": [
      egress(
        selection("cluster", { proxyProtocol: "GRPC", transport: { uds: { udsName: SOCKET } } }),
      ),
      [],
    ],
    "invalid egress selection name": [
      egress(selection("invalid", { proxyProtocol: "Direct" })),
      ["FieldValueNotSupported egressSelections[0].name"],
    ],
    "duplicate egress selections configured": [
      egress(
        selection("controlplane", { proxyProtocol: "Direct" }),
        selection("controlplane", { proxyProtocol: "Direct" }),
      ),
      ["FieldValueDuplicate egressSelections[1].name"],
    ],
  },
  {
    "direct-invalid-transport": [
      egress(selection("controlplane", { proxyProtocol: "Direct", transport: {} })),
      [`FieldValueInvalid ${C}.transport`, `FieldValueRequired ${C}.transport.tcp`],
      "seed 001 §2.6 (Transport: tcp and uds, at least one is required): the empty transport is also refused itself; Kubernetes only says it may not be there",
    ],
    "grpc-https-invalid": [
      egress(
        selection("cluster", {
          proxyProtocol: "GRPC",
          transport: {
            tcp: {
              url: "http://127.0.0.1:8131",
              tlsConfig: { caBundle: "", clientKey: "", clientCert: "" },
            },
          },
        }),
      ),
      [`FieldValueRequired ${C}.transport.uds`, `FieldValueInvalid ${C}.transport.tcp.tlsConfig`],
      "seed 001 §2.6 (TLSConfig: caBundle, clientKey and clientCert must be empty for http:// URLs): the tcp transport is checked whatever the protocol; Kubernetes checks only uds for GRPC",
    ],
  },
  { notPorted: {} },
);

// The selection names as Kubernetes compares them: in lower case (config.go's canonicalName).
table("ValidateEgressSelectorConfiguration (names in lower case)", validate, {
  "a name in upper case": [egress(selection("Cluster", { proxyProtocol: "Direct" })), []],
  "the same name in two cases": [
    egress(
      selection("cluster", { proxyProtocol: "Direct" }),
      selection("Cluster", { proxyProtocol: "Direct" }),
    ),
    ["FieldValueDuplicate egressSelections[1].name"],
  ],
});
