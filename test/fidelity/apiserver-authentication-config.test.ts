/**
 * Fidelity: Kubernetes' AuthenticationConfiguration validation tests, ported as given/want tables
 * on whole documents (apiserver.config.k8s.io translated to apiserver.core.io). Source:
 * kubernetes/kubernetes staging/src/k8s.io/apiserver/pkg/apis/apiserver/validation/validation_test.go:
 * TestValidateAuthenticationConfiguration, TestValidateIssuerURL, TestValidateIssuerDiscoveryURL,
 * TestValidateAudiences, TestValidateCertificateAuthority (each case named as there; the
 * tables of the claim and user rules are in apiserver-authentication-rules.test.ts). Kubernetes'
 * tests compare the error text, so the type and field here are the ones they assert; their
 * paths start at the authenticator (`issuer.url`), here at the document (`jwt[0].issuer.url`).
 * Cases that pass an argument a document does not carry (the disallowed issuers, which the API
 * server takes from its service account issuer flags) are listed as not ported.
 */
import { validate } from "../../output/dist/index.js";
import { TEST_CERTIFICATE } from "../helpers/certificate.js";
import { family, fidelityTable as table, type Obj } from "./table.js";

family("AuthenticationConfiguration", "test");

const authn = (...jwt: Obj[]): Obj => ({
  apiVersion: "apiserver.core.io/v1",
  kind: "AuthenticationConfiguration",
  jwt,
});
/** One JWT authenticator after Kubernetes' test's: issuer https://issuer-url, audience "audience", username claim sub with prefix "prefix". */
const jwt = (issuer: Obj = {}, rest: Obj = {}): Obj => ({
  issuer: { url: "https://issuer-url", audiences: ["audience"], ...issuer },
  claimMappings: { username: { claim: "sub", prefix: "prefix" } },
  ...rest,
});
const fooBar = { claimValidationRules: [{ claim: "foo", requiredValue: "bar" }] };
const byExpression = (expression: string, rest: Obj = {}): Obj =>
  jwt({}, { ...fooBar, claimMappings: { username: { expression }, ...rest } });
const EMAIL = "FieldValueInvalid jwt[0].claimMappings.username.expression";

table(
  "TestValidateAuthenticationConfiguration",
  validate,
  {
    "jwt authenticator is empty": [authn(), []],
    "duplicate issuer across jwt authenticators": [
      authn(jwt({}, fooBar), jwt({}, fooBar)),
      ["FieldValueDuplicate jwt[1].issuer.url"],
    ],
    "duplicate discoveryURL across jwt authenticators": [
      authn(
        jwt({ discoveryURL: "https://discovery-url/.well-known/openid-configuration" }, fooBar),
        jwt(
          {
            url: "https://different-issuer-url",
            discoveryURL: "https://discovery-url/.well-known/openid-configuration",
          },
          fooBar,
        ),
      ),
      ["FieldValueDuplicate jwt[1].issuer.discoveryURL"],
    ],
    "failed issuer validation": [
      authn(jwt({ url: "invalid-url" })),
      ["FieldValueInvalid jwt[0].issuer.url"],
    ],
    "failed claimValidationRule validation": [
      authn(
        jwt(
          {},
          {
            claimValidationRules: [
              { claim: "foo", requiredValue: "bar" },
              { claim: "foo", requiredValue: "baz" },
            ],
          },
        ),
      ),
      ["FieldValueDuplicate jwt[0].claimValidationRules[1].claim"],
    ],
    "failed claimMapping validation": [
      authn(jwt({}, { ...fooBar, claimMappings: { username: { prefix: "prefix" } } })),
      ["FieldValueRequired jwt[0].claimMappings.username"],
    ],
    "failed userValidationRule validation": [
      authn(
        jwt(
          {},
          {
            ...fooBar,
            userValidationRules: [
              { expression: "user.username == 'foo'" },
              { expression: "user.username == 'foo'" },
            ],
          },
        ),
      ),
      ["FieldValueDuplicate jwt[0].userValidationRules[1].expression"],
    ],
    "valid authentication configuration that uses unverified email": [
      authn(byExpression("claims.email")),
      [EMAIL],
    ],
    "valid authentication configuration that almost uses unverified email": [
      authn(byExpression("claims.email_")),
      [],
    ],
    "valid authentication configuration that uses unverified email join": [
      authn(byExpression("['yay', string(claims.email), 'panda'].join(' ')")),
      [EMAIL],
    ],
    "valid authentication configuration that uses unverified optional email": [
      authn(byExpression("claims.?email")),
      [EMAIL],
    ],
    "valid authentication configuration that uses unverified optional map email key": [
      authn(byExpression('{claims.?email: "panda"}')),
      [EMAIL],
    ],
    "valid authentication configuration that uses unverified optional map email value": [
      authn(byExpression('{"fancy": claims.?email}')),
      [EMAIL],
    ],
    "valid authentication configuration that uses unverified email value in list iteration": [
      authn(byExpression('["a"].map(i, i + claims.email)')),
      [EMAIL],
    ],
    "valid authentication configuration that uses verified email join via rule": [
      authn(
        jwt(
          {},
          {
            claimValidationRules: [{ expression: 'string(claims.email_verified) == "panda"' }],
            claimMappings: {
              username: { expression: "['yay', string(claims.email), 'panda'].join(' ')" },
            },
          },
        ),
      ),
      [],
    ],
    "valid authentication configuration that uses verified email join via extra": [
      authn(
        byExpression("['yay', string(claims.email), 'panda'].join(' ')", {
          extra: [{ key: "panda.io/foo", valueExpression: "claims.email_verified.upperAscii()" }],
        }),
      ),
      [],
    ],
    "valid authentication configuration that uses verified email join via extra optional": [
      authn(
        byExpression("['yay', string(claims.email), 'panda'].join(' ')", {
          extra: [{ key: "panda.io/foo", valueExpression: "claims.?email_verified" }],
        }),
      ),
      [],
    ],
    "valid authentication configuration that uses email and email_verified || true via username": [
      authn(byExpression("claims.?email_verified.orValue(true) ? claims.email : claims.sub")),
      [],
    ],
    "valid authentication configuration that uses email and email_verified || false via username": [
      authn(byExpression("claims.?email_verified.orValue(false) ? claims.email : claims.sub")),
      [],
    ],
    "valid authentication configuration": [authn(jwt({}, fooBar)), []],
  },
  {},
  {
    notPorted: {
      "valid authentication configuration with disallowed issuer":
        "the disallowed issuers are an argument (the API server's service account issuers), not part of the document",
    },
  },
);

const issuerUrl = (url: string) => authn(jwt({ url }));
table(
  "TestValidateIssuerURL",
  validate,
  {
    "url is empty": [issuerUrl(""), ["FieldValueRequired jwt[0].issuer.url"]],
    "url parse error": [
      issuerUrl("https://issuer-url:invalid-port"),
      ["FieldValueInvalid jwt[0].issuer.url"],
    ],
    "url is not https": [issuerUrl("http://issuer-url"), ["FieldValueInvalid jwt[0].issuer.url"]],
    "url user info is not allowed": [
      issuerUrl("https://user:pass@issuer-url"),
      ["FieldValueInvalid jwt[0].issuer.url"],
    ],
    "url raw query is not allowed": [
      issuerUrl("https://issuer-url?query"),
      ["FieldValueInvalid jwt[0].issuer.url"],
    ],
    "url fragment is not allowed": [
      issuerUrl("https://issuer-url#fragment"),
      ["FieldValueInvalid jwt[0].issuer.url"],
    ],
    "valid url": [issuerUrl("https://issuer-url"), []],
  },
  {},
  {
    notPorted: {
      "valid url that is disallowed":
        "the disallowed issuers are an argument, not part of the document",
    },
  },
);

const discovery = (discoveryURL: string, url = "https://issuer-url") =>
  authn(jwt({ url, discoveryURL }));
const DISCOVERY = "FieldValueInvalid jwt[0].issuer.discoveryURL";
table("TestValidateIssuerDiscoveryURL", validate, {
  "url is empty": [discovery(""), []],
  "url parse error": [discovery("https://oidc.oidc-namespace.svc:invalid-port"), [DISCOVERY]],
  "url is not https": [discovery("http://oidc.oidc-namespace.svc"), [DISCOVERY]],
  "url user info is not allowed": [
    discovery("https://user:pass@oidc.oidc-namespace.svc"),
    [DISCOVERY],
  ],
  "url raw query is not allowed": [discovery("https://oidc.oidc-namespace.svc?query"), [DISCOVERY]],
  "url fragment is not allowed": [
    discovery("https://oidc.oidc-namespace.svc#fragment"),
    [DISCOVERY],
  ],
  "valid url": [discovery("https://oidc.oidc-namespace.svc"), []],
  "valid url with path": [discovery("https://oidc.oidc-namespace.svc/path"), []],
  "discovery url same as issuer url": [discovery("https://issuer-url"), [DISCOVERY]],
  "discovery url same as issuer url, with trailing slash": [
    discovery("https://issuer-url/"),
    [DISCOVERY],
  ],
  "discovery url same as issuer url, with multiple trailing slashes": [
    discovery("https://issuer-url///"),
    [DISCOVERY],
  ],
  "discovery url same as issuer url, issuer url with trailing slash": [
    discovery("https://issuer-url", "https://issuer-url/"),
    [DISCOVERY],
  ],
});

const audiences = (list: string[], audienceMatchPolicy?: string) =>
  authn(
    jwt({ audiences: list, ...(audienceMatchPolicy === undefined ? {} : { audienceMatchPolicy }) }),
  );
table("TestValidateAudiences", validate, {
  "audiences is empty": [audiences([]), ["FieldValueRequired jwt[0].issuer.audiences"]],
  "audience is empty": [audiences([""]), ["FieldValueRequired jwt[0].issuer.audiences[0]"]],
  "invalid match policy with single audience": [
    audiences(["audience"], "MatchExact"),
    ["FieldValueInvalid jwt[0].issuer.audienceMatchPolicy"],
  ],
  "valid audience": [audiences(["audience"]), []],
  "valid audience with MatchAny policy": [audiences(["audience"], "MatchAny"), []],
  "duplicate audience": [
    audiences(["audience", "audience"], "MatchAny"),
    ["FieldValueDuplicate jwt[0].issuer.audiences[1]"],
  ],
  "match policy not set with multiple audiences": [
    audiences(["audience1", "audience2"]),
    ["FieldValueInvalid jwt[0].issuer.audienceMatchPolicy"],
  ],
  "valid multiple audiences": [audiences(["audience1", "audience2"], "MatchAny"), []],
});

const ca = (certificateAuthority: string) => authn(jwt({ certificateAuthority }));
table("TestValidateCertificateAuthority", validate, {
  "invalid certificate authority": [
    ca("invalid"),
    ["FieldValueInvalid jwt[0].issuer.certificateAuthority"],
  ],
  "certificate authority is empty": [ca(""), []],
  // Kubernetes' test makes a fresh self-signed ECDSA CA; this one was made the same way.
  "valid certificate authority": [ca(TEST_CERTIFICATE), []],
});
