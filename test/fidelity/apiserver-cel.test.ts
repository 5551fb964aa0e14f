/**
 * Fidelity: the result types Kubernetes' CEL compiler requires of the expressions of the
 * authentication and authorization configurations (staging/src/k8s.io/apiserver/pkg/
 * authentication/cel/compile.go and authorization/cel/compile.go: an output type other than the
 * field's is Invalid, "must evaluate to bool"; a claim mapping may produce any type). Cases after
 * compile_test.go's (TestCompileClaimsExpression, TestCompileUserExpression,
 * TestCompileAuthorizationExpression), as given/want tables on whole documents.
 */
import { validate } from "../../output/dist/index.js";
import { family, fidelityTable as table, type Obj } from "./table.js";

family("AuthenticationConfiguration", "code");

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
const authz = (expression: string): Obj => ({
  apiVersion: "apiserver.core.io/v1",
  kind: "AuthorizationConfiguration",
  authorizers: [
    {
      type: "Webhook",
      name: "webhook",
      webhook: {
        timeout: "3s",
        authorizedTTL: "5m0s",
        unauthorizedTTL: "30s",
        subjectAccessReviewVersion: "v1",
        matchConditionSubjectAccessReviewVersion: "v1",
        failurePolicy: "Deny",
        connectionInfo: {
          type: "ClusterConfig",
          clusterConfigFile: "/etc/kubernetes/webhook.kubeconfig",
        },
        matchConditions: [{ expression }],
      },
    },
  ],
});

table("claim validation rules (claims -> bool)", validate, {
  "a comparison": [
    authn({ claimValidationRules: [{ expression: 'claims.hd == "example.com"', message: "m" }] }),
    [],
  ],
  "a function of Kubernetes' libraries": [
    authn({
      claimValidationRules: [
        { expression: 'sets.equivalent(claims.aud, ["cluster"])', message: "m" },
      ],
    }),
    [],
  ],
  "a string": [
    authn({ claimValidationRules: [{ expression: '"claims.hd"', message: "m" }] }),
    ["FieldValueInvalid jwt[0].claimValidationRules[0].expression"],
  ],
  "a claim alone (dynamic, not bool)": [
    authn({ claimValidationRules: [{ expression: "claims.email_verified", message: "m" }] }),
    ["FieldValueInvalid jwt[0].claimValidationRules[0].expression"],
  ],
});

table("claim mappings (claims -> any type)", validate, {
  "a string expression": [
    authn({ claimMappings: { username: { expression: 'claims.sub + ":x"' } } }),
    [],
  ],
  "a list": [
    authn({
      claimMappings: {
        username: { claim: "sub", prefix: "" },
        groups: { expression: 'claims.groups.map(g, "oidc:" + g)' },
      },
    }),
    [],
  ],
});

table("user validation rules (user -> bool)", validate, {
  "a comparison": [
    authn({
      userValidationRules: [{ expression: "!user.username.startsWith('system:')", message: "m" }],
    }),
    [],
  ],
  "a string": [
    authn({ userValidationRules: [{ expression: "user.username", message: "m" }] }),
    ["FieldValueInvalid jwt[0].userValidationRules[0].expression"],
  ],
});

table("authorization match conditions (request -> bool)", validate, {
  "a comparison": [authz("request.resourceAttributes.namespace == 'kube-system'"), []],
  "an int": [
    authz("size(request.user)"),
    ["FieldValueInvalid authorizers[0].webhook.matchConditions[0].expression"],
  ],
});
