/**
 * Fidelity: Kubernetes' tests of the claim validation rules, claim mappings and user validation
 * rules of a JWT authenticator, ported as given/want tables on whole documents. Source:
 * kubernetes/kubernetes staging/src/k8s.io/apiserver/pkg/apis/apiserver/validation/validation_test.go:
 * TestValidateClaimValidationRules, TestValidateClaimMappings, TestValidateUserValidationRules
 * (each case named as there). Kubernetes' tests compare the error text: the type and field here
 * are the ones they assert, with paths from the document (`jwt[0].claimValidationRules[0]` for
 * their `issuer.claimValidationRules[0]`, `jwt[0].claimMappings.username` for
 * `issuer.claimMappings.username`). The cases run with the StructuredAuthenticationConfiguration
 * gate off are not ported: the gate is GA and locked on, and these documents have no gate.
 * A case that sets the validation state (an email_verified check elsewhere) gets it from a claim
 * validation rule of the same document.
 */
import { validate } from "../../output/dist/index.js";
import { family, fidelityTable as table, type Obj } from "./table.js";

family("AuthenticationConfiguration", "test");

const authn = (rest: Obj): Obj => ({
  apiVersion: "apiserver.core.io/v1",
  kind: "AuthenticationConfiguration",
  jwt: [
    {
      issuer: { url: "https://issuer-url", audiences: ["audience"] },
      claimMappings: { username: { claim: "claim", prefix: "prefix" } },
      ...rest,
    },
  ],
});
const GATE_OFF =
  "run with the StructuredAuthenticationConfiguration gate off: the gate is GA and locked on; a document has no gate";

const rules = (claimValidationRules: Obj[]) => authn({ claimValidationRules });
const CVR = "jwt[0].claimValidationRules";
table(
  "TestValidateClaimValidationRules",
  validate,
  {
    "claim and expression are empty, structured authn feature enabled": [
      rules([{}]),
      [`FieldValueRequired ${CVR}[0]`],
    ],
    "message set when claim is set": [
      rules([{ claim: "claim", message: "message" }]),
      [`FieldValueInvalid ${CVR}[0].message`],
    ],
    "requiredValue set when expression is set": [
      rules([{ expression: "claims.foo == 'bar'", requiredValue: "value" }]),
      [`FieldValueInvalid ${CVR}[0].requiredValue`],
    ],
    "duplicate claim": [
      rules([{ claim: "claim" }, { claim: "claim" }]),
      [`FieldValueDuplicate ${CVR}[1].claim`],
    ],
    "duplicate expression": [
      rules([{ expression: "claims.foo == 'bar'" }, { expression: "claims.foo == 'bar'" }]),
      [`FieldValueDuplicate ${CVR}[1].expression`],
    ],
    "CEL expression compilation error": [
      rules([{ expression: "foo.bar" }]),
      [`FieldValueInvalid ${CVR}[0].expression`],
    ],
    "expression does not evaluate to bool": [
      rules([{ expression: "claims.foo" }]),
      [`FieldValueInvalid ${CVR}[0].expression`],
    ],
    "valid claim validation rule with expression": [
      rules([{ expression: "claims.foo == 'bar'" }]),
      [],
    ],
    "valid claim validation rule with multiple rules and email_verified check": [
      rules([
        { claim: "claim1", requiredValue: "value1" },
        { claim: "claim2", requiredValue: "value2" },
        { expression: "has(claims.email_verified)" },
      ]),
      [],
    ],
    "valid claim validation rule with multiple rules and almost email_verified check": [
      rules([
        { claim: "claim1", requiredValue: "value1" },
        { claim: "claim2", requiredValue: "value2" },
        { expression: "has(claims.email_verified_)" },
      ]),
      [],
    ],
    "valid claim validation rule with multiple rules": [
      rules([
        { claim: "claim1", requiredValue: "value1" },
        { claim: "claim2", requiredValue: "claims.email_verified" },
      ]),
      [],
    ],
  },
  {
    "claim and expression are set": [
      rules([{ claim: "claim", expression: "expression" }]),
      [`FieldValueInvalid ${CVR}[0]`, `FieldValueInvalid ${CVR}[0].expression`],
      "seed 001 §2.6 (expression: CEL over the variable claims, must give a boolean): the expression is compiled wherever it is set; Kubernetes' switch stops at the conflict and leaves the undeclared name `expression` unchecked",
    ],
  },
  { notPorted: { "expression set when structured authn feature is disabled": GATE_OFF } },
);

const CM = "jwt[0].claimMappings";
const claimUser = { claim: "claim", prefix: "prefix" };
const mappings = (claimMappings: Obj, rest: Obj = {}) => authn({ claimMappings, ...rest });
const full = (username: string, extra = "claims.extra") => ({
  username: { expression: username },
  groups: { expression: "claims.groups" },
  uid: { expression: "claims.uid" },
  extra: [{ key: "example.org/foo", valueExpression: extra }],
});
table(
  "TestValidateClaimMappings",
  validate,
  {
    "username expression and claim are set": [
      mappings({ username: { claim: "claim", expression: "claims.username" } }),
      [`FieldValueInvalid ${CM}.username`],
    ],
    "username expression and claim are empty": [
      mappings({ username: {} }),
      [`FieldValueRequired ${CM}.username`],
    ],
    "username prefix set when expression is set": [
      mappings({ username: { expression: "claims.username", prefix: "prefix" } }),
      [`FieldValueInvalid ${CM}.username.prefix`],
    ],
    "username prefix is nil when claim is set": [
      mappings({ username: { claim: "claim" } }),
      [`FieldValueRequired ${CM}.username.prefix`],
    ],
    "username expression is invalid": [
      mappings({ username: { expression: "foo.bar" } }),
      [`FieldValueInvalid ${CM}.username.expression`],
    ],
    "groups expression and claim are set": [
      mappings({ username: claimUser, groups: { claim: "claim", expression: "claims.groups" } }),
      [`FieldValueInvalid ${CM}.groups`],
    ],
    "groups prefix set when expression is set": [
      mappings({ username: claimUser, groups: { expression: "claims.groups", prefix: "prefix" } }),
      [`FieldValueInvalid ${CM}.groups.prefix`],
    ],
    "groups prefix is nil when claim is set": [
      mappings({ username: claimUser, groups: { claim: "claim" } }),
      [`FieldValueRequired ${CM}.groups.prefix`],
    ],
    "groups expression is invalid": [
      mappings({ username: claimUser, groups: { expression: "foo.bar" } }),
      [`FieldValueInvalid ${CM}.groups.expression`],
    ],
    "uid claim and expression are set": [
      mappings({ username: claimUser, uid: { claim: "claim", expression: "claims.uid" } }),
      [`FieldValueInvalid ${CM}.uid`],
    ],
    "uid expression is invalid": [
      mappings({ username: claimUser, uid: { expression: "foo.bar" } }),
      [`FieldValueInvalid ${CM}.uid.expression`],
    ],
    "extra mapping key is empty": [
      mappings({ username: claimUser, extra: [{ key: "", valueExpression: "claims.extra" }] }),
      [`FieldValueRequired ${CM}.extra[0].key`],
    ],
    "extra mapping value expression is empty": [
      mappings({ username: claimUser, extra: [{ key: "example.org/foo", valueExpression: "" }] }),
      [`FieldValueRequired ${CM}.extra[0].valueExpression`],
    ],
    "extra mapping value expression is invalid": [
      mappings({
        username: claimUser,
        extra: [{ key: "example.org/foo", valueExpression: "foo.bar" }],
      }),
      [`FieldValueInvalid ${CM}.extra[0].valueExpression`],
    ],
    "duplicate extra mapping key": [
      mappings({
        username: { expression: "claims.username" },
        groups: { expression: "claims.groups" },
        extra: [
          { key: "example.org/foo", valueExpression: "claims.extra" },
          { key: "example.org/foo", valueExpression: "claims.extras" },
        ],
      }),
      [`FieldValueDuplicate ${CM}.extra[1].key`],
    ],
    "extra mapping key is not domain prefix path": [
      mappings({
        username: { expression: "claims.username" },
        groups: { expression: "claims.groups" },
        extra: [{ key: "foo", valueExpression: "claims.extra" }],
      }),
      [`FieldValueInvalid ${CM}.extra[0].key`],
    ],
    "extra mapping key is not lower case": [
      mappings({
        username: { expression: "claims.username" },
        groups: { expression: "claims.groups" },
        extra: [{ key: "example.org/Foo", valueExpression: "claims.extra" }],
      }),
      [`FieldValueInvalid ${CM}.extra[0].key`],
    ],
    "valid claim mappings but uses email without verification": [
      mappings(full("claims.email")),
      [`FieldValueInvalid ${CM}.username.expression`],
    ],
    "valid claim mappings but uses email in complex CEL expression without verification": [
      mappings(full("has(claims.email) ? claims.email : claims.sub")),
      [`FieldValueInvalid ${CM}.username.expression`],
    ],
    "valid claim mappings but uses email in CEL expression function without verification": [
      mappings(full("claims.email.trim()")),
      [`FieldValueInvalid ${CM}.username.expression`],
    ],
    "valid claim mappings and uses email with verification via extra": [
      mappings(full("claims.email", "claims.email_verified")),
      [],
    ],
    "valid claim mappings and uses email with verification via extra optional": [
      mappings(
        full(
          "claims.email",
          'has(claims.email_verified) ? string(claims.email_verified) : "false"',
        ),
      ),
      [],
    ],
    "valid claim mappings and almost uses email with verification via extra optional": [
      mappings(
        full(
          "claims.email",
          'has(claims.email_verified_) ? string(claims.email_verified_) : "false"',
        ),
      ),
      [`FieldValueInvalid ${CM}.username.expression`],
    ],
    // usesEmailVerifiedClaim set by the claim validation rules: one that checks email_verified.
    "valid claim mappings and uses email with verification via hasVerifiedEmail": [
      mappings(full("claims.email"), {
        claimValidationRules: [{ expression: "has(claims.email_verified)" }],
      }),
      [],
    ],
    "valid claim mappings that almost use claims.email": [mappings(full("claims.email_")), []],
    "valid claim mappings that almost use claims.email via nesting": [
      mappings(full("claims.other.claims.email")),
      [],
    ],
    "valid claim mappings": [mappings(full("claims.username")), []],
  },
  {},
  {
    notPorted: {
      "username expression is invalid when structured authn feature is disabled": GATE_OFF,
      "groups expression is invalid when structured authn feature is disabled": GATE_OFF,
      "uid expression is invalid when structured authn feature is disabled": GATE_OFF,
      "uid claim is invalid when structured authn feature is disabled": GATE_OFF,
      "extra mapping is invalid when structured authn feature is disabled": GATE_OFF,
    },
  },
);

const UVR = "jwt[0].userValidationRules";
const userRules = (userValidationRules: Obj[]) => authn({ userValidationRules });
table(
  "TestValidateUserValidationRules",
  validate,
  {
    "user info validation rule, expression is empty": [
      userRules([{}]),
      [`FieldValueRequired ${UVR}[0].expression`],
    ],
    "duplicate expression": [
      userRules([
        { expression: "user.username == 'foo'" },
        { expression: "user.username == 'foo'" },
      ]),
      [`FieldValueDuplicate ${UVR}[1].expression`],
    ],
    "expression is invalid": [
      userRules([{ expression: "foo.bar" }]),
      [`FieldValueInvalid ${UVR}[0].expression`],
    ],
    "expression does not return bool": [
      userRules([{ expression: "user.username" }]),
      [`FieldValueInvalid ${UVR}[0].expression`],
    ],
    "valid user info validation rule": [
      userRules([
        { expression: "user.username == 'foo'" },
        {
          expression: "!user.username.startsWith('system:')",
          message: "username cannot used reserved system: prefix",
        },
      ]),
      [],
    ],
  },
  {},
  {
    notPorted: {
      "user validation rule is invalid when structured authn feature is disabled": GATE_OFF,
    },
  },
);

// The variables each CEL field's environment declares (authentication/cel/compile.go): claim
// rules and mappings see `claims`, user rules `user`; anything else is an undeclared reference.
table(
  "CEL variables by context (compile.go environments)",
  validate,
  {
    "a claim validation rule that uses user": [
      rules([{ expression: "user.username == 'a'" }]),
      [`FieldValueInvalid ${CVR}[0].expression`],
    ],
    "a user validation rule that uses claims": [
      userRules([{ expression: "claims.sub == 'a'" }]),
      [`FieldValueInvalid ${UVR}[0].expression`],
    ],
    "a claim mapping that uses user": [
      mappings({ username: { expression: "user.username" } }),
      [`FieldValueInvalid ${CM}.username.expression`],
    ],
    "an extra mapping that uses request": [
      mappings({
        username: claimUser,
        extra: [{ key: "example.org/foo", valueExpression: "request.user" }],
      }),
      [`FieldValueInvalid ${CM}.extra[0].valueExpression`],
    ],
    "a comprehension variable is declared": [
      mappings({
        username: claimUser,
        groups: { expression: "claims.groups.map(g, 'oidc:' + g)" },
      }),
      [],
    ],
    "a library namespace is no variable": [
      rules([{ expression: "sets.equivalent(claims.aud, ['cluster'])" }]),
      [],
    ],
  },
  {},
  { column: "code" },
);
