/**
 * Twin versions (generator/model/twins.ts): a version with an earlier version's schemas (and
 * perhaps types of its own) is emitted as that version's modules, its kinds bound to its own
 * apiVersion, with its own types beside them. The answers are a full version's answers.
 */
import { describe, expect, it } from "vitest";
import { loadSpecs } from "../generator/load/index.js";
import { ownTypesOf, twinOf } from "../generator/model/twins.js";
import {
  v1 as apiserverV1,
  v1alpha1 as apiserverV1alpha1,
  v1beta1 as apiserverV1beta1,
} from "../output/dist/groups/apiserver.core.io.js";
import {
  v1 as clientV1,
  v1beta1 as clientV1beta1,
} from "../output/dist/groups/client.authentication.core.io.js";
import { validate } from "../output/dist/index.js";
import { SPECS } from "./helpers/paths.js";

const fieldsOf = (result: { errors: readonly { field: string; type: string; detail: string }[] }) =>
  result.errors.map((e) => `${e.type} ${e.field}: ${e.detail}`);

describe("twin versions", () => {
  it("are the versions whose types are an earlier version's, and no others", async () => {
    const { model } = await loadSpecs(SPECS);
    const twins = model!.groupVersions.flatMap((gv) => {
      const twin = twinOf(model!, gv);
      const own = ownTypesOf(model!, gv)
        .map((t) => ` + ${t.name}`)
        .join("");
      return twin ? [`${gv.group}/${gv.version} = ${twin.version}${own}`] : [];
    });
    // apiserver.core.io/v1beta1 was v1 + EgressSelectorConfiguration until v1 took
    // AdmissionConfiguration, which Kubernetes has in v1 and v1alpha1 only: a twin has every type
    // of its earlier version, so v1beta1 now writes its types in full.
    expect(twins).toEqual([
      "apiserver.core.io/v1alpha1 = v1beta1 + AdmissionConfiguration",
      "client.authentication.core.io/v1beta1 = v1",
    ]);
  });

  it("check their kinds against their own apiVersion", () => {
    const credential = { kind: "ExecCredential", spec: { interactive: false } };
    expect(
      fieldsOf(
        clientV1beta1.validateExecCredential({
          ...credential,
          apiVersion: "client.authentication.core.io/v1beta1",
        }),
      ),
    ).toEqual([]);
    expect(
      fieldsOf(
        clientV1beta1.validateExecCredential({
          ...credential,
          apiVersion: "client.authentication.core.io/v1",
        }),
      ),
    ).toEqual(["FieldValueInvalid apiVersion: must be client.authentication.core.io/v1beta1"]);
    expect(
      fieldsOf(
        clientV1.validateExecCredential({
          ...credential,
          apiVersion: "client.authentication.core.io/v1beta1",
        }),
      ),
    ).toEqual(["FieldValueInvalid apiVersion: must be client.authentication.core.io/v1"]);
    expect(
      fieldsOf(validate({ ...credential, apiVersion: "client.authentication.core.io/v1beta1" })),
    ).toEqual([]);
  });

  it("share every other check with the earlier version", () => {
    const config = {
      apiVersion: "apiserver.core.io/v1alpha1",
      kind: "AuthenticationConfiguration",
      jwt: [{ issuer: { url: "http://x" } }],
    };
    const alpha = fieldsOf(apiserverV1alpha1.validateAuthenticationConfiguration(config));
    const beta = fieldsOf(
      apiserverV1beta1.validateAuthenticationConfiguration({
        ...config,
        apiVersion: "apiserver.core.io/v1beta1",
      }),
    );
    expect(alpha.length).toBeGreaterThan(0);
    expect(alpha).toEqual(beta);
    expect(apiserverV1alpha1.validateJWTAuthenticatorAt).toBe(
      apiserverV1beta1.validateJWTAuthenticatorAt,
    );
  });

  it("write their own types in full, checked against their own apiVersion, and only there", () => {
    const egress = (apiVersion: string) => ({
      apiVersion,
      kind: "EgressSelectorConfiguration",
      egressSelections: [
        { name: "cluster", connection: { proxyProtocol: "Direct" } },
        { name: "master", connection: { proxyProtocol: "Direct" } },
        { name: "controlplane", connection: { proxyProtocol: "Direct" } },
      ],
    });
    // master counts as controlplane: the third name is the second's duplicate.
    const beta = fieldsOf(
      apiserverV1beta1.validateEgressSelectorConfiguration(egress("apiserver.core.io/v1beta1")),
    );
    expect(beta).toEqual(["FieldValueDuplicate egressSelections[2].name: "]);
    expect(
      fieldsOf(
        apiserverV1alpha1.validateEgressSelectorConfiguration(egress("apiserver.core.io/v1alpha1")),
      ),
    ).toEqual(beta);
    expect(
      fieldsOf(
        apiserverV1alpha1.validateEgressSelectorConfiguration(egress("apiserver.core.io/v1beta1")),
      ),
    ).toContain("FieldValueInvalid apiVersion: must be apiserver.core.io/v1alpha1");
    // v1 has no such kind; v1alpha1, v1beta1's twin, shares its types rather than copying them.
    expect("validateEgressSelectorConfiguration" in apiserverV1).toBe(false);
    expect(apiserverV1alpha1.validateEgressSelectionAt).toBe(
      apiserverV1beta1.validateEgressSelectionAt,
    );
    expect(fieldsOf(validate(egress("apiserver.core.io/v1")))).toEqual([
      'FieldValueNotSupported kind: supported values: "AuthenticationConfiguration", "AuthorizationConfiguration", "TracingConfiguration", "AdmissionConfiguration", "WebhookAdmissionConfiguration"',
    ]);
  });

  it("bind the shared kinds of a version with types of its own to that version", () => {
    const authz = {
      kind: "AuthorizationConfiguration",
      authorizers: [{ type: "RBAC", name: "rbac" }],
    };
    expect(
      fieldsOf(
        apiserverV1beta1.validateAuthorizationConfiguration({
          ...authz,
          apiVersion: "apiserver.core.io/v1beta1",
        }),
      ),
    ).toEqual([]);
    expect(
      fieldsOf(
        apiserverV1beta1.validateAuthorizationConfiguration({
          ...authz,
          apiVersion: "apiserver.core.io/v1",
        }),
      ),
    ).toEqual(["FieldValueInvalid apiVersion: must be apiserver.core.io/v1beta1"]);
    expect(
      fieldsOf(
        apiserverV1.validateAuthorizationConfiguration({
          ...authz,
          apiVersion: "apiserver.core.io/v1",
        }),
      ),
    ).toEqual([]);
  });
});
