/**
 * Fidelity: the bad values of Kubernetes' "claim and expression can't both be set", from
 * staging/src/k8s.io/apiserver/pkg/apis/apiserver/validation/validation.go. A claim mapping
 * (validatePrefixClaimOrExpression, and the uid's own switch in validateClaimMappings) reports
 * `field.Invalid(fldPath, "", ...)`; a claim validation rule (validateClaimValidationRules)
 * reports its claim, `field.Invalid(fldPath, rule.Claim, ...)`, as TestValidateClaimValidationRules
 * pins: `issuer.claimValidationRules[0]: Invalid value: "claim": claim and expression can't both be set`.
 */
import { describe, expect, it } from "vitest";
import { formatFieldError, validate } from "../../output/dist/index.js";
import type { Obj } from "./table.js";

const authn = (jwt: Obj): Obj => ({
  apiVersion: "apiserver.core.io/v1",
  kind: "AuthenticationConfiguration",
  jwt: [
    {
      issuer: { url: "https://issuer.example.com", audiences: ["cluster"] },
      claimMappings: { username: { claim: "sub", prefix: "" } },
      ...jwt,
    },
  ],
});

const messages = (doc: Obj): string[] => validate(doc).errors.map(formatFieldError);

describe("claim and expression both set", () => {
  it.each(["username", "groups"])(
    'on the %s mapping: Invalid on the mapping, bad value ""',
    (mapping) => {
      const doc = authn({
        claimMappings: {
          username: { claim: "sub", prefix: "" },
          [mapping]: { claim: "sub", prefix: "", expression: "claims.sub" },
        },
      });
      expect(messages(doc)).toEqual([
        `jwt[0].claimMappings.${mapping}: Invalid value: "": claim and expression can't both be set`,
      ]);
    },
  );

  it('on the uid mapping: Invalid on the mapping, bad value ""', () => {
    const doc = authn({
      claimMappings: {
        username: { claim: "sub", prefix: "" },
        uid: { claim: "sub", expression: "claims.sub" },
      },
    });
    expect(messages(doc)).toEqual([
      `jwt[0].claimMappings.uid: Invalid value: "": claim and expression can't both be set`,
    ]);
  });

  it("on a claim validation rule: Invalid on the rule, its claim as the bad value", () => {
    const doc = authn({ claimValidationRules: [{ claim: "claim", expression: "expression" }] });
    expect(messages(doc)).toContain(
      `jwt[0].claimValidationRules[0]: Invalid value: "claim": claim and expression can't both be set`,
    );
  });
});
