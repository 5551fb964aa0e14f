/**
 * Twin versions (generator/model/twins.ts): a version with an earlier version's schemas is
 * emitted as that version's modules, its kinds bound to its own apiVersion. The answers are a
 * full version's answers.
 */
import { describe, expect, it } from "vitest";
import { loadSpecs } from "../generator/load/index.js";
import { twinOf } from "../generator/model/twins.js";
import { apiserverV1alpha1, apiserverV1beta1, clientV1, clientV1beta1, validate } from "../output/dist/index.js";
import { SPECS } from "./helpers/paths.js";

const fieldsOf = (result: { errors: readonly { field: string; type: string; detail: string }[] }) => result.errors.map((e) => `${e.type} ${e.field}: ${e.detail}`);

describe("twin versions", () => {
  it("are the versions whose types are an earlier version's, and no others", async () => {
    const { model } = await loadSpecs(SPECS);
    const twins = model!.groupVersions.flatMap((gv) => {
      const twin = twinOf(model!, gv);
      return twin ? [`${gv.group}/${gv.version} = ${twin.version}`] : [];
    });
    expect(twins).toEqual(["apiserver.core.io/v1alpha1 = v1beta1", "client.authentication.core.io/v1beta1 = v1"]);
  });

  it("check their kinds against their own apiVersion", () => {
    const credential = { kind: "ExecCredential", spec: { interactive: false } };
    expect(fieldsOf(clientV1beta1.validateExecCredential({ ...credential, apiVersion: "client.authentication.core.io/v1beta1" }))).toEqual([]);
    expect(fieldsOf(clientV1beta1.validateExecCredential({ ...credential, apiVersion: "client.authentication.core.io/v1" }))).toEqual([
      'FieldValueInvalid apiVersion: must be client.authentication.core.io/v1beta1',
    ]);
    expect(fieldsOf(clientV1.validateExecCredential({ ...credential, apiVersion: "client.authentication.core.io/v1beta1" }))).toEqual([
      'FieldValueInvalid apiVersion: must be client.authentication.core.io/v1',
    ]);
    expect(fieldsOf(validate({ ...credential, apiVersion: "client.authentication.core.io/v1beta1" }))).toEqual([]);
  });

  it("share every other check with the earlier version", () => {
    const config = { apiVersion: "apiserver.core.io/v1alpha1", kind: "AuthenticationConfiguration", jwt: [{ issuer: { url: "http://x" } }] };
    const alpha = fieldsOf(apiserverV1alpha1.validateAuthenticationConfiguration(config));
    const beta = fieldsOf(apiserverV1beta1.validateAuthenticationConfiguration({ ...config, apiVersion: "apiserver.core.io/v1beta1" }));
    expect(alpha.length).toBeGreaterThan(0);
    expect(alpha).toEqual(beta);
    expect(apiserverV1alpha1.validateJWTAuthenticatorAt).toBe(apiserverV1beta1.validateJWTAuthenticatorAt);
  });
});
