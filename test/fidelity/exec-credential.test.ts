/**
 * Fidelity: ExecCredential as client-go's exec authenticator checks a plugin's output
 * (kubernetes/kubernetes staging/src/k8s.io/client-go/plugin/pkg/client/auth/exec/exec.go,
 * refreshCredsLocked), ported from exec_test.go's TestRefreshCreds (the cases about the
 * returned document; those about the binary, the terminal and the interactive mode are
 * outside a document) and the TLS cases of the same checks. client-go's refusals are plain
 * errors, not field errors: each case names the field corespec reports the same refusal on.
 */
import { describe, expect, it } from "vitest";
import { validate } from "../../output/dist/index.js";
import { family, fidelityTable as table, type Obj } from "./table.js";

family("ExecCredential", "code");

const ec = (version: string | undefined, body: Obj): Obj => ({
  kind: "ExecCredential",
  ...(version ? { apiVersion: `client.authentication.core.io/${version}` } : {}),
  ...body,
});

table("TestRefreshCreds (plugin output)", validate, {
  "beta-expiry": [
    ec("v1beta1", { status: { token: "foo-bar", expirationTimestamp: "2006-01-02T15:04:05Z" } }),
    [],
  ],
  "beta-no-group-version": [
    ec(undefined, { status: { token: "foo-bar" } }),
    ["FieldValueRequired apiVersion"],
  ],
  "beta-no-status": [ec("v1beta1", {}), ["FieldValueRequired status"]],
  "beta-no-token": [ec("v1beta1", { status: {} }), ["FieldValueRequired status.token"]],
  "v1-basic-request": [ec("v1", { status: { token: "foo-bar" } }), []],
  "v1-basic-request (the transport's input)": [ec("v1", { spec: { interactive: false } }), []],
});

table("refreshCredsLocked (TLS credentials)", validate, {
  "a certificate and its key": [
    ec("v1", { status: { clientCertificateData: "cert", clientKeyData: "key" } }),
    [],
  ],
  "only a certificate": [
    ec("v1", { status: { clientCertificateData: "cert" } }),
    ["FieldValueRequired status.clientKeyData"],
  ],
  "only a key": [
    ec("v1", { status: { clientKeyData: "key" } }),
    ["FieldValueRequired status.clientCertificateData"],
  ],
});

// client-go's refusals are its errors' words: each is the detail of the field error corespec reports.
describe("refreshCredsLocked's words", () => {
  const detailOf = (body: Obj): string[] => validate(ec("v1", body)).errors.map((e) => e.detail);
  it.each([
    ["no status", {}, "exec plugin didn't return a status field"],
    [
      "no token, certificate or key",
      { status: {} },
      "exec plugin didn't return a token or cert/key pair",
    ],
    [
      "only a certificate",
      { status: { clientCertificateData: "cert" } },
      "exec plugin returned only certificate or key, not both",
    ],
    [
      "only a key",
      { status: { clientKeyData: "key" } },
      "exec plugin returned only certificate or key, not both",
    ],
  ])("%s: %j", (_, body, words) => expect(detailOf(body)).toEqual([words]));
});
