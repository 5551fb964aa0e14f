/**
 * Fidelity: Kubernetes' AuthorizationConfiguration validation tests, ported as given/want tables
 * (apiserver.config.k8s.io translated to apiserver.core.io). Source: kubernetes/kubernetes
 * staging/src/k8s.io/apiserver/pkg/apis/apiserver/validation/validation_test.go,
 * TestValidateAuthorizationConfiguration (each case named as there). Kubernetes' test takes the
 * known and repeatable types as arguments (`Foo`, `Bar`); here they are the API server's own
 * (AlwaysAllow, AlwaysDeny, ABAC, Node, RBAC, Webhook; only Webhook repeats), so `Foo` becomes
 * RBAC and `Bar` Node. Its expected paths are relative to each authorizer; here they are full.
 */
import { validate } from "../../output/dist/index.js";
import { family, fidelityTable as table, type Obj } from "./table.js";

family("AuthorizationConfiguration", "test");

const config = (authorizers: Obj[]): Obj => ({
  apiVersion: "apiserver.core.io/v1",
  kind: "AuthorizationConfiguration",
  authorizers,
});
const webhook = (over: Obj = {}): Obj => ({
  timeout: "5s",
  authorizedTTL: "5m0s",
  unauthorizedTTL: "30s",
  failurePolicy: "NoOpinion",
  subjectAccessReviewVersion: "v1",
  matchConditionSubjectAccessReviewVersion: "v1",
  // Kubernetes' test uses InClusterConfig, which seed 001 says the API server itself may not use;
  // a connection file is the API server's case (Kubernetes' test also has it, with a temp file).
  connectionInfo: {
    type: "ClusterConfig",
    clusterConfigFile: "/etc/kubernetes/authz-webhook.kubeconfig",
  },
  ...over,
});
const webhookAuthorizer = (over: Obj = {}, name = "default"): Obj => ({
  type: "Webhook",
  name,
  webhook: webhook(over),
});
const without = (key: string): Obj => {
  const w = webhook();
  delete w[key];
  return { type: "Webhook", name: "default", webhook: w };
};

table(
  "TestValidateAuthorizationConfiguration",
  validate,
  {
    "atleast one authorizer should be defined": [config([]), ["FieldValueRequired authorizers"]],
    "authorizer names should be of non-zero length": [
      config([{ type: "RBAC", name: "" }]),
      ["FieldValueRequired authorizers[0].name"],
    ],
    "authorizer names should be unique": [
      config([
        { type: "RBAC", name: "foo" },
        { type: "Node", name: "foo" },
      ]),
      ["FieldValueDuplicate authorizers[1].name"],
    ],
    "authorizer names should be DNS1123 labels": [
      config([{ type: "RBAC", name: "myauthorizer" }]),
      [],
    ],
    "authorizer names should be DNS1123 subdomains": [
      config([{ type: "RBAC", name: "foo.example.domain" }]),
      [],
    ],
    "authorizer names should not be invalid DNS1123 labels or subdomains": [
      config([{ type: "RBAC", name: "FOO.example.domain" }]),
      ["FieldValueInvalid authorizers[0].name"],
    ],
    "bare minimum configuration with Webhook": [config([webhookAuthorizer()]), []],
    "bare minimum configuration with multiple webhooks": [
      config([webhookAuthorizer(), webhookAuthorizer({}, "second-webhook")]),
      [],
    ],
    "configuration with unknown types": [
      config([{ type: "Foo", name: "foo" }]),
      ["FieldValueNotSupported authorizers[0].type"],
    ],
    "configuration with not repeatable types": [
      config([
        { type: "RBAC", name: "foo-1" },
        { type: "RBAC", name: "foo-2" },
      ]),
      ["FieldValueDuplicate authorizers[1].type"],
    ],
    "when type=Webhook, webhook needs to be defined": [
      config([{ type: "Webhook", name: "default" }]),
      ["FieldValueRequired authorizers[0].webhook"],
    ],
    "timeout should be specified": [
      config([without("timeout")]),
      ["FieldValueRequired authorizers[0].webhook.timeout"],
    ],
    "timeout shouldn't be negative": [
      config([webhookAuthorizer({ timeout: "-30s" })]),
      ["FieldValueInvalid authorizers[0].webhook.timeout"],
    ],
    "timeout shouldn't be greater than 30seconds": [
      config([webhookAuthorizer({ timeout: "60s" })]),
      ["FieldValueInvalid authorizers[0].webhook.timeout"],
    ],
    "authorizedTTL shouldn't be negative": [
      config([webhookAuthorizer({ authorizedTTL: "-30s" })]),
      ["FieldValueInvalid authorizers[0].webhook.authorizedTTL"],
    ],
    "unauthorizedTTL shouldn't be negative": [
      config([webhookAuthorizer({ unauthorizedTTL: "-30s" })]),
      ["FieldValueInvalid authorizers[0].webhook.unauthorizedTTL"],
    ],
    "type and name are required if an authorizer is defined": [
      config([{}]),
      ["FieldValueRequired authorizers[0].type"],
    ],
    "timeout shouldn't be zero": [
      config([webhookAuthorizer({ timeout: "0s" })]),
      ["FieldValueRequired authorizers[0].webhook.timeout"],
    ],
    "bare minimum configuration with Webhook and MatchConditions": [
      config([
        webhookAuthorizer({
          matchConditions: [
            {
              expression:
                "has(request.resourceAttributes) && request.resourceAttributes.namespace == 'kube-system'",
            },
            { expression: "request.user == 'admin'" },
          ],
        }),
      ]),
      [],
    ],
    // seed 001 §2.6 marks both TTLs required (*); Kubernetes' v1 defaulting fills them before the
    // API server validates a file, as applyDefaults does here.
    "authorizedTTL should be defined": [
      config([without("authorizedTTL")]),
      ["FieldValueRequired authorizers[0].webhook.authorizedTTL"],
    ],
    "unauthorizedTTL should be defined": [
      config([without("unauthorizedTTL")]),
      ["FieldValueRequired authorizers[0].webhook.unauthorizedTTL"],
    ],
    "SAR should be defined": [
      config([without("subjectAccessReviewVersion")]),
      ["FieldValueRequired authorizers[0].webhook.subjectAccessReviewVersion"],
    ],
    "SAR should be one of v1 and v1beta1": [
      config([webhookAuthorizer({ subjectAccessReviewVersion: "v2beta1" })]),
      ["FieldValueNotSupported authorizers[0].webhook.subjectAccessReviewVersion"],
    ],
    "MatchConditionSAR should be defined": [
      config([
        {
          type: "Webhook",
          name: "default",
          webhook: {
            ...(without("matchConditionSubjectAccessReviewVersion").webhook as Obj),
            matchConditions: [{ expression: "true" }],
          },
        },
      ]),
      ["FieldValueRequired authorizers[0].webhook.matchConditionSubjectAccessReviewVersion"],
    ],
    "MatchConditionSAR must not be anything other than v1": [
      config([webhookAuthorizer({ matchConditionSubjectAccessReviewVersion: "v1beta1" })]),
      ["FieldValueNotSupported authorizers[0].webhook.matchConditionSubjectAccessReviewVersion"],
    ],
    "failurePolicy should be defined": [
      config([without("failurePolicy")]),
      ["FieldValueRequired authorizers[0].webhook.failurePolicy"],
    ],
    'failurePolicy should be one of "NoOpinion" or "Deny"': [
      config([webhookAuthorizer({ failurePolicy: "AlwaysAllow" })]),
      ["FieldValueNotSupported authorizers[0].webhook.failurePolicy"],
    ],
    "connectionInfo should be defined": [
      config([without("connectionInfo")]),
      ["FieldValueRequired authorizers[0].webhook.connectionInfo"],
    ],
    "connectionInfo should be one of InClusterConfig or KubeConfigFile": [
      config([webhookAuthorizer({ connectionInfo: { type: "ExternalClusterConfig" } })]),
      ["FieldValueNotSupported authorizers[0].webhook.connectionInfo"],
    ],
    // KubeConfigFile and kubeConfigFile are the seed's ClusterConfig and clusterConfigFile.
    "if connectionInfo=KubeConfigFile, then KubeConfigFile should be defined": [
      config([webhookAuthorizer({ connectionInfo: { type: "ClusterConfig" } })]),
      ["FieldValueRequired authorizers[0].webhook.connectionInfo.clusterConfigFile"],
    ],
    "if connectionInfo=KubeConfigFile, then KubeConfigFile should be defined, must be an absolute path, should exist, shouldn't be a symlink":
      [
        config([
          webhookAuthorizer({
            connectionInfo: {
              type: "ClusterConfig",
              clusterConfigFile: "../some/relative/path/kubeconfig",
            },
          }),
        ]),
        ["FieldValueInvalid authorizers[0].webhook.connectionInfo.clusterConfigFile"],
      ],
    // Kubernetes' test passes a temporary file; a document validator does not look at the disk.
    "if connectionInfo=KubeConfigFile, an existent file needs to be passed": [
      config([
        webhookAuthorizer({
          connectionInfo: { type: "ClusterConfig", clusterConfigFile: "/tmp/kubeconfig1234" },
        }),
      ]),
      [],
    ],
  },
  {
    "bare minimum configuration with Webhook (InClusterConfig)": [
      config([webhookAuthorizer({ connectionInfo: { type: "InClusterConfig" } })]),
      ["FieldValueInvalid authorizers[0].webhook.connectionInfo.type"],
      "seed 001 §2.6: InClusterConfig is not allowed for the API server itself, which this document configures; Kubernetes' generic validation accepts it",
    ],
    "when type!=Webhook, webhooks needs to be nil": [
      config([{ type: "RBAC", name: "foo", webhook: {} }]),
      [
        "FieldValueInvalid authorizers[0].webhook",
        "FieldValueRequired authorizers[0].webhook.authorizedTTL",
        "FieldValueRequired authorizers[0].webhook.connectionInfo",
        "FieldValueRequired authorizers[0].webhook.failurePolicy",
        "FieldValueRequired authorizers[0].webhook.subjectAccessReviewVersion",
        "FieldValueRequired authorizers[0].webhook.timeout",
        "FieldValueRequired authorizers[0].webhook.unauthorizedTTL",
      ],
      "seed 001 §2.6 marks the webhook's fields required (timeout*, authorizedTTL*, unauthorizedTTL*, failurePolicy*, subjectAccessReviewVersion*, connectionInfo*): the misplaced webhook block is also checked itself; Kubernetes only says it may not be there",
    ],
    "if connectionInfo=InClusterConfig, then kubeConfigFile should be nil": [
      config([
        webhookAuthorizer({ connectionInfo: { type: "InClusterConfig", clusterConfigFile: "" } }),
      ]),
      ["FieldValueInvalid authorizers[0].webhook.connectionInfo.type"],
      "seed 001 §2.6: InClusterConfig is not allowed for the API server itself, which this document configures; Kubernetes refuses the empty kubeConfigFile beside it",
    ],
  },
);

const matchConditions = (conditions: Obj[]): Obj =>
  config([webhookAuthorizer({ matchConditions: conditions })]);
const MC = "authorizers[0].webhook.matchConditions";
table(
  "TestValidateAndCompileMatchConditions",
  validate,
  {
    "match conditions are used With feature enabled": [
      matchConditions([
        {
          expression:
            "has(request.resourceAttributes) && request.resourceAttributes.namespace == 'kube-system'",
        },
        { expression: "request.user == 'admin'" },
      ]),
      [],
    ],
    "no matchConditions should not require feature enablement": [matchConditions([]), []],
    "match conditions with duplicate expressions": [
      matchConditions([
        { expression: "request.user == 'admin'" },
        { expression: "request.user == 'admin'" },
      ]),
      [`FieldValueDuplicate ${MC}[1].expression`],
    ],
    "match conditions with undeclared reference": [
      matchConditions([{ expression: "test" }]),
      [`FieldValueInvalid ${MC}[0].expression`],
    ],
    "match conditions with bad return type": [
      matchConditions([{ expression: "request.user = 'test'" }]),
      [`FieldValueInvalid ${MC}[0].expression`],
    ],
  },
  {
    "match conditions with invalid expressions": [
      matchConditions([{ expression: "  " }]),
      [`FieldValueInvalid ${MC}[0].expression`],
      "Kubernetes trims the expression and reports a blank one Required; corespec's pattern reports it Invalid (no seed statement: pinned in summary.test.ts)",
    ],
  },
  {
    notPorted: {
      "should fail when match conditions are used without feature enabled":
        "run with the StructuredAuthorizationConfiguration gate off: the gate is GA; a document has no gate",
    },
  },
);
