/**
 * The configuration and review documents of seed 001: ExecCredential (v1, v1beta1), the event
 * rate limit Configuration, ImageReview, AdmissionReview, the audit Event, EventList and Policy,
 * and the API server configuration kinds (AuthenticationConfiguration,
 * AuthorizationConfiguration, EgressSelectorConfiguration, TracingConfiguration) in each of
 * their versions.
 *
 * Each table entry is one rule, limit, format, enum or default: a valid object (no errors at
 * all) and invalid ones built from a small valid base with one change, asserting the exact set
 * of `{ type, field }` errors (nothing unexpected besides them).
 */
import { describe, expect, it } from "vitest";
import * as api from "../../output/dist/index.js";
import { TEST_CERTIFICATE } from "../helpers/certificate.js";

// ------------------------------------------------------------------------------------------------
// Helpers
// ------------------------------------------------------------------------------------------------

type ErrorType =
  | "FieldValueRequired"
  | "FieldValueInvalid"
  | "FieldValueNotSupported"
  | "FieldValueTooLong"
  | "FieldValueTooMany"
  | "FieldValueDuplicate"
  | "FieldValueForbidden"
  | "FieldValueTypeInvalid";

interface Want {
  type: ErrorType;
  field: string;
}

interface Result {
  valid: boolean;
  errors: readonly { type: string; field: string; detail: string; badValue?: unknown }[];
}

interface Case {
  name: string;
  given: unknown;
  want: Want[];
}

const required = (field: string): Want => ({ type: "FieldValueRequired", field });
const invalid = (field: string): Want => ({ type: "FieldValueInvalid", field });
const notSupported = (field: string): Want => ({ type: "FieldValueNotSupported", field });
const forbidden = (field: string): Want => ({ type: "FieldValueForbidden", field });
const duplicate = (field: string): Want => ({ type: "FieldValueDuplicate", field });
const tooMany = (field: string): Want => ({ type: "FieldValueTooMany", field });
const typeInvalid = (field: string): Want => ({ type: "FieldValueTypeInvalid", field });

const order = (a: Want, b: Want): number =>
  a.field === b.field ? a.type.localeCompare(b.type) : a.field < b.field ? -1 : 1;

/** Asserts a result: valid with no errors when `want` is empty, else exactly the wanted errors. */
function expectResult(result: Result, want: Want[]): void {
  if (want.length === 0) {
    expect(result).toEqual({ valid: true, errors: [] });
    return;
  }
  const got = result.errors.map(({ type, field }) => ({ type, field }) as Want);
  expect(got.sort(order)).toEqual([...want].sort(order));
  expect(result.valid).toBe(false);
}

/** A deep copy of `base` changed by `change`. */
function mod<T>(base: T, change: (o: any) => void): T {
  const copy = structuredClone(base);
  change(copy);
  return copy;
}

function table(validate: (o: unknown) => Result, cases: Case[]): void {
  it.each(cases)("$name", ({ given, want }) => {
    expectResult(validate(given), want);
  });
}

/** The error whose field is `field` (for detail assertions). */
function errorAt(result: Result, field: string) {
  const found = result.errors.filter((e) => e.field === field);
  expect(found).toHaveLength(1);
  return found[0]!;
}

// ------------------------------------------------------------------------------------------------
// ExecCredential (client.authentication.core.io v1 and v1beta1)
// ------------------------------------------------------------------------------------------------

describe.each(["v1", "v1beta1"])("ExecCredential %s", (version) => {
  const apiVersion = `client.authentication.core.io/${version}`;
  const tokenOutput = {
    apiVersion,
    kind: "ExecCredential",
    status: { token: "my-bearer-token", expirationTimestamp: "2018-03-05T17:30:20Z" },
  };
  const certOutput = {
    apiVersion,
    kind: "ExecCredential",
    status: {
      clientCertificateData: "-----BEGIN CERTIFICATE-----\n...\n-----END CERTIFICATE-----",
      clientKeyData: "-----BEGIN RSA PRIVATE KEY-----\n...\n-----END RSA PRIVATE KEY-----",
    },
  };
  const input = {
    apiVersion,
    kind: "ExecCredential",
    spec: {
      interactive: false,
      cluster: {
        server: "https://172.17.4.100:6443",
        "tls-server-name": "kubernetes.default",
        "insecure-skip-tls-verify": false,
        "certificate-authority-data": "LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0t",
        "proxy-url": "http://proxy.example.org:3128",
        "disable-compression": true,
        config: { arbitrary: "config", this: "can be provided via the cluster extension" },
      },
    },
  };

  table(api.validate, [
    {
      name: "a plugin output with a bearer token (no spec) is valid",
      given: tokenOutput,
      want: [],
    },
    {
      name: "a plugin output with a client certificate and key is valid",
      given: certOutput,
      want: [],
    },
    {
      name: "a token together with a certificate and key is valid",
      given: mod(certOutput, (o) => (o.status.token = "t")),
      want: [],
    },
    {
      name: "the transport's input (spec with cluster, no status) is valid",
      given: input,
      want: [],
    },
    {
      name: "spec.interactive and spec.cluster may be missing (spec: {})",
      given: mod(tokenOutput, (o) => (o.spec = {})),
      want: [],
    },
    {
      name: "status without token or certificate and key: token required",
      given: mod(tokenOutput, (o) => (o.status = { expirationTimestamp: "2018-03-05T17:30:20Z" })),
      want: [required("status.token")],
    },
    {
      name: "an empty token counts as missing",
      given: mod(tokenOutput, (o) => (o.status.token = "")),
      want: [required("status.token")],
    },
    {
      name: "a certificate without its key: key required",
      given: mod(certOutput, (o) => delete o.status.clientKeyData),
      want: [required("status.clientKeyData")],
    },
    {
      name: "a key without its certificate: certificate required",
      given: mod(certOutput, (o) => delete o.status.clientCertificateData),
      want: [required("status.clientCertificateData")],
    },
    {
      name: "a token with only a key: the certificate is still required",
      given: mod(certOutput, (o) => {
        o.status.token = "t";
        delete o.status.clientCertificateData;
      }),
      want: [required("status.clientCertificateData")],
    },
    {
      name: "expirationTimestamp must be an RFC 3339 time",
      given: mod(tokenOutput, (o) => (o.status.expirationTimestamp = "tomorrow")),
      want: [invalid("status.expirationTimestamp")],
    },
    {
      name: "token must be a string",
      given: mod(tokenOutput, (o) => (o.status.token = 42)),
      want: [typeInvalid("status.token")],
    },
    {
      name: "spec.cluster.server is required",
      given: mod(input, (o) => delete o.spec.cluster.server),
      want: [required("spec.cluster.server")],
    },
    {
      name: "spec.cluster.server must be https://",
      given: mod(input, (o) => (o.spec.cluster.server = "http://172.17.4.100:6443")),
      want: [invalid("spec.cluster.server")],
    },
    {
      name: "certificate-authority-data must be base64",
      given: mod(input, (o) => (o.spec.cluster["certificate-authority-data"] = "LS0t...")),
      want: [invalid("spec.cluster.certificate-authority-data")],
    },
    {
      name: "proxy-url must be an absolute URL",
      given: mod(input, (o) => (o.spec.cluster["proxy-url"] = "proxy")),
      want: [invalid("spec.cluster.proxy-url")],
    },
    {
      name: "spec.interactive must be a boolean",
      given: mod(input, (o) => (o.spec.interactive = "yes")),
      want: [typeInvalid("spec.interactive")],
    },
    {
      name: "spec.cluster.config is a free-form object",
      given: mod(input, (o) => (o.spec.cluster.config = "text")),
      want: [typeInvalid("spec.cluster.config")],
    },
  ]);

  it("an unknown version of the group is NotSupported on apiVersion", () => {
    expectResult(api.validate({ ...tokenOutput, apiVersion: "client.authentication.core.io/v2" }), [
      notSupported("apiVersion"),
    ]);
  });

  it("the status rules name the client-go messages", () => {
    const r = api.validate(mod(tokenOutput, (o) => (o.status = {})));
    expect(errorAt(r, "status.token").detail).toBe(
      "exec plugin didn't return a token or cert/key pair",
    );
    const r2 = api.validate(mod(certOutput, (o) => delete o.status.clientKeyData));
    expect(errorAt(r2, "status.clientKeyData").detail).toBe(
      "exec plugin returned only certificate or key, not both",
    );
  });
});

// ------------------------------------------------------------------------------------------------
// Event rate limit Configuration (eventratelimit.admission.core.io/v1alpha1)
// ------------------------------------------------------------------------------------------------

describe("eventratelimit Configuration", () => {
  const base = {
    apiVersion: "eventratelimit.admission.core.io/v1alpha1",
    kind: "Configuration",
    limits: [
      { type: "Namespace", qps: 50, burst: 100, cacheSize: 2000 },
      { type: "User", qps: 10, burst: 50 },
      { type: "SourceAndObject", qps: 3, burst: 10 },
      { type: "Server", qps: 5000, burst: 20000 },
    ],
  };

  table(api.validate, [
    { name: "one limit of every type is valid", given: base, want: [] },
    {
      name: "a single limit is enough",
      given: mod(base, (o) => (o.limits = [{ type: "Server", qps: 1, burst: 1 }])),
      want: [],
    },
    // As Kubernetes' ValidateConfiguration reports them: Invalid "must not be empty", the type
    // NotSupported, qps and burst Invalid "must be positive".
    {
      name: "limits is required",
      given: mod(base, (o) => delete o.limits),
      want: [invalid("limits")],
    },
    {
      name: "at least one limit",
      given: mod(base, (o) => (o.limits = [])),
      want: [invalid("limits")],
    },
    {
      name: "type, qps and burst are required",
      given: mod(base, (o) => (o.limits[0] = {})),
      want: [notSupported("limits[0].type"), invalid("limits[0].qps"), invalid("limits[0].burst")],
    },
    {
      name: "type is an enum (case-sensitive)",
      given: mod(base, (o) => (o.limits[0].type = "namespace")),
      want: [notSupported("limits[0].type")],
    },
    {
      name: "qps must be positive",
      given: mod(base, (o) => (o.limits[1].qps = 0)),
      want: [invalid("limits[1].qps")],
    },
    {
      name: "burst must be positive",
      given: mod(base, (o) => (o.limits[1].burst = -1)),
      want: [invalid("limits[1].burst")],
    },
    {
      name: "qps is an int32",
      given: mod(base, (o) => (o.limits[1].qps = 2147483648)),
      want: [invalid("limits[1].qps")],
    },
    {
      name: "burst is an integer",
      given: mod(base, (o) => (o.limits[1].burst = 1.5)),
      want: [typeInvalid("limits[1].burst")],
    },
    {
      name: "cacheSize must not be negative",
      given: mod(base, (o) => (o.limits[0].cacheSize = -1)),
      want: [invalid("limits[0].cacheSize")],
    },
    {
      name: "cacheSize 0 is accepted",
      given: mod(base, (o) => (o.limits[0].cacheSize = 0)),
      want: [],
    },
  ]);

  it("cacheSize defaults to 4096, except for the Server type; the input is untouched", () => {
    const input = structuredClone(base);
    const defaulted = api.applyDefaults(input);
    expect(defaulted.limits.map((l) => (l as { cacheSize?: number }).cacheSize)).toEqual([
      2000,
      4096,
      4096,
      undefined,
    ]);
    expect("cacheSize" in defaulted.limits[3]!).toBe(false);
    expect(input).toEqual(base);
    expect(defaulted).not.toBe(input);
  });
});

// ------------------------------------------------------------------------------------------------
// ImageReview (imagepolicy.core.io/v1alpha1)
// ------------------------------------------------------------------------------------------------

describe("ImageReview", () => {
  const base = {
    apiVersion: "imagepolicy.core.io/v1alpha1",
    kind: "ImageReview",
    spec: {
      containers: [
        { image: "myrepo/myimage:v1" },
        {
          image:
            "myrepo/myimage@sha256:beb6bd6a68f114c1dc2ea4b28db81bdf91de202a9014972bec5e4d9171d90ed",
        },
      ],
      annotations: { "mycluster.image-policy.k8s.io/ticket-1234": "break-glass" },
      namespace: "mynamespace",
    },
  };
  const answer = mod(
    base,
    (o) =>
      (o.status = {
        allowed: false,
        reason: "image currently blacklisted",
        auditAnnotations: { "image-blacklisted": "true" },
      }),
  );

  table(api.validate, [
    { name: "a request is valid", given: base, want: [] },
    { name: "an answer is valid", given: answer, want: [] },
    { name: "an empty spec is valid", given: mod(base, (o) => (o.spec = {})), want: [] },
    {
      name: "metadata is checked (namespace must be a DNS label)",
      given: mod(base, (o) => (o.metadata = { namespace: "Not_A_Label" })),
      want: [invalid("metadata.namespace")],
    },
    {
      name: "status.allowed is required",
      given: mod(answer, (o) => delete o.status.allowed),
      want: [required("status.allowed")],
    },
    {
      name: "status.allowed must be a boolean",
      given: mod(answer, (o) => (o.status.allowed = "false")),
      want: [typeInvalid("status.allowed")],
    },
    {
      name: "an empty image is unset (Go's zero value) and not checked as a reference",
      given: mod(base, (o) => (o.spec.containers[0].image = "")),
      want: [],
    },
    {
      name: "an image must not have surrounding whitespace",
      given: mod(base, (o) => (o.spec.containers[1].image = " nginx:1.25")),
      want: [invalid("spec.containers[1].image")],
    },
    {
      name: "annotation values are strings",
      given: mod(base, (o) => (o.spec.annotations["a.image-policy.k8s.io/b"] = 1)),
      want: [typeInvalid("spec.annotations[a.image-policy.k8s.io/b]")],
    },
    {
      name: "audit annotation values are strings",
      given: mod(answer, (o) => (o.status.auditAnnotations.x = false)),
      want: [typeInvalid("status.auditAnnotations[x]")],
    },
    {
      name: "containers is a list",
      given: mod(base, (o) => (o.spec.containers = { image: "nginx" })),
      want: [typeInvalid("spec.containers")],
    },
  ]);
});

// ------------------------------------------------------------------------------------------------
// AdmissionReview (admission.core.io/v1)
// ------------------------------------------------------------------------------------------------

describe("AdmissionReview", () => {
  const request = {
    apiVersion: "admission.core.io/v1",
    kind: "AdmissionReview",
    request: {
      uid: "705ab4f5-6393-11e8-b7cc-42010a800002",
      kind: { group: "autoscaling", version: "v1", kind: "Scale" },
      resource: { group: "apps", version: "v1", resource: "deployments" },
      subResource: "scale",
      requestKind: { group: "autoscaling", version: "v1", kind: "Scale" },
      requestResource: { group: "apps", version: "v1", resource: "deployments" },
      requestSubResource: "scale",
      name: "my-deployment",
      namespace: "my-namespace",
      operation: "CREATE",
      userInfo: {
        username: "admin",
        uid: "014fbff9a07c",
        groups: ["system:authenticated", "my-admin-group"],
        extra: { "some-key": ["some-value1", "some-value2"] },
      },
      object: { apiVersion: "autoscaling/v1", kind: "Scale" },
      options: { apiVersion: "meta.core.io/v1", kind: "CreateOptions" },
      dryRun: false,
    },
  };
  const response = {
    apiVersion: "admission.core.io/v1",
    kind: "AdmissionReview",
    response: { uid: "705ab4f5-6393-11e8-b7cc-42010a800002", allowed: true },
  };

  table(api.validate, [
    { name: "a CREATE request is valid", given: request, want: [] },
    {
      name: "an UPDATE request with oldObject is valid",
      given: mod(request, (o) => {
        o.request.operation = "UPDATE";
        o.request.oldObject = { apiVersion: "autoscaling/v1", kind: "Scale" };
      }),
      want: [],
    },
    {
      name: "a DELETE request with oldObject and a null object is valid",
      given: mod(request, (o) => {
        o.request.operation = "DELETE";
        o.request.object = null;
        o.request.oldObject = { apiVersion: "autoscaling/v1", kind: "Scale" };
      }),
      want: [],
    },
    {
      name: "a CONNECT request is valid",
      given: mod(request, (o) => (o.request.operation = "CONNECT")),
      want: [],
    },
    {
      name: "the core group is the empty string",
      given: mod(request, (o) => {
        o.request.kind = { group: "", version: "v1", kind: "Pod" };
        o.request.resource = { group: "", version: "v1", resource: "pods" };
      }),
      want: [],
    },
    {
      name: "uid, kind, resource, operation and userInfo are required",
      given: mod(request, (o) => (o.request = {})),
      want: [
        required("request.uid"),
        required("request.kind"),
        required("request.resource"),
        required("request.operation"),
        required("request.userInfo"),
      ],
    },
    {
      name: "kind needs group, version and kind",
      given: mod(request, (o) => (o.request.kind = {})),
      want: [
        required("request.kind.group"),
        required("request.kind.version"),
        required("request.kind.kind"),
      ],
    },
    {
      name: "resource needs group, version and resource",
      given: mod(request, (o) => (o.request.resource = {})),
      want: [
        required("request.resource.group"),
        required("request.resource.version"),
        required("request.resource.resource"),
      ],
    },
    {
      name: "operation is an enum",
      given: mod(request, (o) => (o.request.operation = "PATCH")),
      want: [notSupported("request.operation")],
    },
    {
      name: "oldObject is not sent for CREATE",
      given: mod(
        request,
        (o) => (o.request.oldObject = { apiVersion: "autoscaling/v1", kind: "Scale" }),
      ),
      want: [forbidden("request.oldObject")],
    },
    {
      name: "oldObject is not sent for CONNECT",
      given: mod(request, (o) => {
        o.request.operation = "CONNECT";
        o.request.oldObject = {};
      }),
      want: [forbidden("request.oldObject")],
    },
    {
      name: "a null oldObject on CREATE is no oldObject",
      given: mod(request, (o) => (o.request.oldObject = null)),
      want: [],
    },
    {
      name: "dryRun is a boolean",
      given: mod(request, (o) => (o.request.dryRun = "true")),
      want: [typeInvalid("request.dryRun")],
    },
    { name: "an allowing response is valid", given: response, want: [] },
    {
      name: "a denying response with a status and warnings is valid",
      given: mod(response, (o) => {
        o.response.allowed = false;
        o.response.status = {
          code: 403,
          message: "You cannot do this because it is Tuesday and your name starts with A",
        };
        o.response.warnings = ["duplicate envvar entries specified with name MY_ENV"];
        o.response.auditAnnotations = { error: "image-blacklisted" };
      }),
      want: [],
    },
    {
      name: "a JSONPatch with its patchType is valid",
      given: mod(response, (o) => {
        o.response.patchType = "JSONPatch";
        o.response.patch =
          "W3sib3AiOiAiYWRkIiwgInBhdGgiOiAiL3NwZWMvcmVwbGljYXMiLCAidmFsdWUiOiAzfV0=";
      }),
      want: [],
    },
    {
      name: "a patch needs patchType",
      given: mod(response, (o) => (o.response.patch = "W3sib3AiOiAiYWRkIn1d")),
      want: [required("response.patchType")],
    },
    {
      name: "only JSONPatch is a patchType",
      given: mod(response, (o) => {
        o.response.patchType = "MergePatch";
        o.response.patch = "e30=";
      }),
      want: [notSupported("response.patchType")],
    },
    {
      name: "patch is base64",
      given: mod(response, (o) => {
        o.response.patchType = "JSONPatch";
        o.response.patch = '[{"op":"add"}]';
      }),
      want: [invalid("response.patch")],
    },
    {
      name: "uid and allowed are required in a response",
      given: mod(response, (o) => (o.response = {})),
      want: [required("response.uid"), required("response.allowed")],
    },
    {
      name: "warnings are strings",
      given: mod(response, (o) => (o.response.warnings = [1])),
      want: [typeInvalid("response.warnings[0]")],
    },
  ]);

  it("the patch rule names the API server's message", () => {
    const r = api.validate(mod(response, (o) => (o.response.patch = "e30=")));
    expect(errorAt(r, "response.patchType").detail).toBe(
      "webhook returned response.patch but not response.patchType",
    );
  });

  it("dryRun defaults to false, an explicit value is kept, the input is untouched", () => {
    const input = mod(request, (o) => delete o.request.dryRun);
    const copy = structuredClone(input);
    expect(api.applyDefaults(input).request.dryRun).toBe(false);
    expect(input).toEqual(copy);
    expect(api.applyDefaults(mod(request, (o) => (o.request.dryRun = true))).request.dryRun).toBe(
      true,
    );
  });
});

// ------------------------------------------------------------------------------------------------
// Audit Event, EventList, Policy (audit.core.io/v1)
// ------------------------------------------------------------------------------------------------

describe("audit Event and EventList", () => {
  const event = {
    apiVersion: "audit.core.io/v1",
    kind: "Event",
    level: "RequestResponse",
    auditID: "4d2c3b3e-8d5e-4f6a-9c4c-1f3c6e2b7a10",
    stage: "ResponseComplete",
    requestURI: "/api/v1/namespaces/default/pods?limit=500",
    verb: "list",
    user: { username: "admin", groups: ["system:masters", "system:authenticated"] },
    impersonatedUser: { username: "system:serviceaccount:default:builder" },
    authenticationMetadata: { impersonationConstraint: "impersonate:user-info" },
    sourceIPs: ["10.0.0.1", "2001:db8::1"],
    userAgent: "kubectl/v1.34.0",
    objectRef: { resource: "pods", namespace: "default", apiVersion: "v1" },
    responseStatus: { metadata: {}, code: 200 },
    requestObject: { apiVersion: "v1", kind: "Pod" },
    responseObject: { apiVersion: "v1", kind: "PodList", items: [] },
    requestReceivedTimestamp: "2024-05-01T10:00:00.123456Z",
    stageTimestamp: "2024-05-01T10:00:00.223456Z",
    annotations: { "authorization.k8s.io/decision": "allow" },
  };

  table(api.validate, [
    { name: "a complete event is valid", given: event, want: [] },
    {
      name: "level, auditID, stage, requestURI, verb and user are required",
      given: { apiVersion: "audit.core.io/v1", kind: "Event" },
      want: [
        required("level"),
        required("auditID"),
        required("stage"),
        required("requestURI"),
        required("verb"),
        required("user"),
      ],
    },
    {
      name: "level is an enum",
      given: mod(event, (o) => (o.level = "Verbose")),
      want: [notSupported("level")],
    },
    {
      name: "stage is an enum",
      given: mod(event, (o) => (o.stage = "Done")),
      want: [notSupported("stage")],
    },
    {
      name: "an empty auditID is missing",
      given: mod(event, (o) => (o.auditID = "")),
      want: [required("auditID")],
    },
    {
      name: "sourceIPs are IP addresses",
      given: mod(event, (o) => (o.sourceIPs = ["10.0.0.1", "nope"])),
      want: [invalid("sourceIPs[1]")],
    },
    {
      name: "timestamps are MicroTime (six fractional digits)",
      given: mod(event, (o) => (o.requestReceivedTimestamp = "2024-05-01T10:00:00Z")),
      want: [invalid("requestReceivedTimestamp")],
    },
    {
      name: "a null stageTimestamp is unset",
      given: mod(event, (o) => (o.stageTimestamp = null)),
      want: [],
    },
    {
      name: "user.groups is a list and user.extra values are lists",
      given: mod(event, (o) => (o.user = { username: "a", groups: "g", extra: { k: "v" } })),
      want: [typeInvalid("user.groups"), typeInvalid("user.extra[k]")],
    },
    {
      name: "annotation values are strings",
      given: mod(event, (o) => (o.annotations = { a: 1 })),
      want: [typeInvalid("annotations[a]")],
    },
    {
      name: "an event list with events is valid",
      given: {
        apiVersion: "audit.core.io/v1",
        kind: "EventList",
        metadata: {},
        items: [event, event],
      },
      want: [],
    },
    {
      name: "an event list needs items",
      given: { apiVersion: "audit.core.io/v1", kind: "EventList" },
      want: [required("items")],
    },
    {
      name: "the events of a list are validated",
      given: {
        apiVersion: "audit.core.io/v1",
        kind: "EventList",
        items: [event, mod(event, (o) => delete o.verb)],
      },
      want: [required("items[1].verb")],
    },
  ]);
});

describe("audit Policy", () => {
  const base = {
    apiVersion: "audit.core.io/v1",
    kind: "Policy",
    omitStages: ["RequestReceived"],
    rules: [
      {
        level: "None",
        users: ["system:kube-proxy"],
        verbs: ["watch"],
        resources: [{ group: "", resources: ["endpoints", "services"] }],
      },
      {
        level: "None",
        userGroups: ["system:authenticated"],
        nonResourceURLs: ["/api*", "/version", "*"],
      },
      { level: "Request", resources: [{ group: "" }], namespaces: ["kube-system"] },
      {
        level: "RequestResponse",
        resources: [
          { group: "rbac.authorization.k8s.io", resources: ["roles"], resourceNames: ["admin"] },
        ],
        omitStages: ["RequestReceived", "Panic"],
        omitManagedFields: false,
      },
      { level: "Metadata" },
    ],
  };

  table(api.validate, [
    {
      name: "a policy with resource, non-resource and catch-all rules is valid",
      given: base,
      want: [],
    },
    {
      name: "metadata is accepted",
      given: mod(base, (o) => (o.metadata = { name: "audit-policy" })),
      want: [],
    },
    {
      name: "rules is required",
      given: mod(base, (o) => delete o.rules),
      want: [required("rules")],
    },
    {
      name: "a policy with no rules is rejected",
      given: mod(base, (o) => (o.rules = [])),
      want: [required("rules")],
    },
    {
      name: "a rule needs a level",
      given: mod(base, (o) => delete o.rules[4].level),
      want: [required("rules[4].level")],
    },
    {
      name: "level is an enum",
      given: mod(base, (o) => (o.rules[4].level = "Full")),
      want: [notSupported("rules[4].level")],
    },
    {
      name: "a rule cannot apply to resources and non-resource URLs",
      given: mod(base, (o) => (o.rules[1].resources = [{ group: "" }])),
      // validatePolicyRule: Invalid on nonResourceURLs.
      want: [invalid("rules[1].nonResourceURLs")],
    },
    {
      name: "a rule cannot apply to namespaces and non-resource URLs",
      given: mod(base, (o) => (o.rules[1].namespaces = ["default"])),
      want: [invalid("rules[1].nonResourceURLs")],
    },
    {
      name: "non-resource URLs start with / or are *",
      given: mod(base, (o) => (o.rules[1].nonResourceURLs = ["healthz"])),
      want: [invalid("rules[1].nonResourceURLs[0]")],
    },
    {
      name: "a * is allowed only as the final step",
      given: mod(base, (o) => (o.rules[1].nonResourceURLs = ["/api*/v1"])),
      want: [invalid("rules[1].nonResourceURLs[0]")],
    },
    {
      name: "a group is a lower-case DNS subdomain without version",
      given: mod(
        base,
        (o) =>
          (o.rules[0].resources = [{ group: "rbac.authorization.k8s.io/v1" }, { group: "Apps" }]),
      ),
      // validateResources writes the path without the item's index.
      want: [invalid("rules[0].resources.group"), invalid("rules[0].resources.group")],
    },
    {
      name: "resourceNames require resources",
      given: mod(base, (o) => (o.rules[3].resources = [{ group: "", resourceNames: ["admin"] }])),
      // validateResources: Invalid on resourceNames.
      want: [invalid("rules[3].resources[0].resourceNames")],
    },
    {
      name: "omitStages are stages (policy and rule)",
      given: mod(base, (o) => {
        o.omitStages = ["Received"];
        o.rules[3].omitStages = ["Panic", "Done"];
      }),
      // validateOmitStages: Invalid, "allowed stages are ...".
      want: [invalid("omitStages[0]"), invalid("rules[3].omitStages[1]")],
    },
    {
      name: "omitManagedFields is a boolean",
      given: mod(base, (o) => (o.rules[3].omitManagedFields = "no")),
      want: [typeInvalid("rules[3].omitManagedFields")],
    },
  ]);
});

// ------------------------------------------------------------------------------------------------
// API server configuration (apiserver.core.io v1, v1alpha1, v1beta1)
// ------------------------------------------------------------------------------------------------

const APISERVER_VERSIONS = ["v1", "v1alpha1", "v1beta1"] as const;

describe.each(APISERVER_VERSIONS)("AuthenticationConfiguration %s", (version) => {
  const jwt = {
    issuer: { url: "https://issuer.example.com", audiences: ["my-app"] },
    claimMappings: { username: { claim: "sub", prefix: "" } },
  };
  const base = {
    apiVersion: `apiserver.core.io/${version}`,
    kind: "AuthenticationConfiguration",
    jwt: [jwt],
  };
  const second = mod(jwt, (j) => (j.issuer.url = "https://other.example.com"));
  const full = mod(base, (o) => {
    o.jwt[0] = {
      issuer: {
        url: "https://example.com",
        discoveryURL: "https://discovery.example.com/.well-known/openid-configuration",
        certificateAuthority: TEST_CERTIFICATE,
        audiences: ["my-app", "my-other-app"],
        audienceMatchPolicy: "MatchAny",
        egressSelectorType: "controlplane",
      },
      claimValidationRules: [
        { claim: "hd", requiredValue: "example.com" },
        {
          expression: "claims.hd == 'example.com'",
          message: "the hd claim must be set to example.com",
        },
      ],
      claimMappings: {
        username: { expression: "claims.username + ':external-user'" },
        groups: { expression: "claims.roles.split(',')" },
        uid: { expression: "claims.sub" },
        extra: [{ key: "example.com/tenant", valueExpression: "claims.tenant" }],
      },
      userValidationRules: [
        {
          expression: "!user.username.startsWith('system:')",
          message: "username cannot used reserved system: prefix",
        },
        {
          expression: "user.groups.all(group, !group.startsWith('system:'))",
          message: "groups cannot used reserved system: prefix",
        },
      ],
    };
    o.anonymous = {
      enabled: true,
      conditions: [{ path: "/livez" }, { path: "/readyz" }, { path: "/healthz" }],
    };
  });
  const j0 = "jwt[0]";

  table(api.validate, [
    { name: "a minimal JWT authenticator is valid", given: base, want: [] },
    { name: "a complete configuration is valid", given: full, want: [] },
    {
      name: "an anonymous-only configuration is valid (jwt is not enforced)",
      given: {
        apiVersion: base.apiVersion,
        kind: base.kind,
        anonymous: { enabled: true, conditions: [{ path: "/livez" }] },
      },
      want: [],
    },
    {
      name: "an empty configuration is valid",
      given: { apiVersion: base.apiVersion, kind: base.kind },
      want: [],
    },
    {
      name: "anonymous disabled without conditions is valid",
      given: mod(base, (o) => (o.anonymous = { enabled: false })),
      want: [],
    },
    {
      name: "anonymous enabled without conditions is valid",
      given: mod(base, (o) => (o.anonymous = { enabled: true })),
      want: [],
    },
    {
      name: "two authenticators with distinct issuers are valid",
      given: mod(base, (o) => o.jwt.push(second)),
      want: [],
    },
    {
      name: "at most 64 authenticators",
      given: mod(
        base,
        (o) =>
          (o.jwt = Array.from({ length: 65 }, (_, i) =>
            mod(jwt, (j) => (j.issuer.url = `https://issuer${i}.example.com`)),
          )),
      ),
      want: [tooMany("jwt")],
    },
    {
      name: "64 authenticators are accepted",
      given: mod(
        base,
        (o) =>
          (o.jwt = Array.from({ length: 64 }, (_, i) =>
            mod(jwt, (j) => (j.issuer.url = `https://issuer${i}.example.com`)),
          )),
      ),
      want: [],
    },
    // Issuer
    {
      name: "issuer is required",
      given: mod(base, (o) => delete o.jwt[0].issuer),
      want: [required(`${j0}.issuer`)],
    },
    {
      name: "issuer.url is required",
      given: mod(base, (o) => delete o.jwt[0].issuer.url),
      want: [required(`${j0}.issuer.url`)],
    },
    {
      name: "issuer.url must be https",
      given: mod(base, (o) => (o.jwt[0].issuer.url = "http://issuer.example.com")),
      want: [invalid(`${j0}.issuer.url`)],
    },
    {
      name: "issuer.url may have a path",
      given: mod(base, (o) => (o.jwt[0].issuer.url = "https://issuer.example.com/realms/main")),
      want: [],
    },
    {
      name: "issuer.url must not have a query",
      given: mod(base, (o) => (o.jwt[0].issuer.url = "https://issuer.example.com?tenant=1")),
      want: [invalid(`${j0}.issuer.url`)],
    },
    {
      name: "issuer.url must not have a fragment",
      given: mod(base, (o) => (o.jwt[0].issuer.url = "https://issuer.example.com#frag")),
      want: [invalid(`${j0}.issuer.url`)],
    },
    {
      name: "issuer.url must not have user info",
      given: mod(base, (o) => (o.jwt[0].issuer.url = "https://user:pass@issuer.example.com")),
      want: [invalid(`${j0}.issuer.url`)],
    },
    {
      name: "issuer.url is unique across authenticators",
      given: mod(base, (o) =>
        o.jwt.push(mod(jwt, (j) => (j.claimMappings.username.prefix = "b:"))),
      ),
      want: [duplicate("jwt[1].issuer.url")],
    },
    {
      name: "discoveryURL must differ from url",
      given: mod(base, (o) => (o.jwt[0].issuer.discoveryURL = "https://issuer.example.com")),
      want: [invalid(`${j0}.issuer.discoveryURL`)],
    },
    {
      name: "discoveryURL must be https",
      given: mod(base, (o) => (o.jwt[0].issuer.discoveryURL = "http://discovery.example.com")),
      want: [invalid(`${j0}.issuer.discoveryURL`)],
    },
    {
      name: "discoveryURL is unique across authenticators",
      given: mod(base, (o) => {
        o.jwt[0].issuer.discoveryURL =
          "https://discovery.example.com/.well-known/openid-configuration";
        o.jwt.push(
          mod(
            second,
            (j) =>
              (j.issuer.discoveryURL =
                "https://discovery.example.com/.well-known/openid-configuration"),
          ),
        );
      }),
      want: [duplicate("jwt[1].issuer.discoveryURL")],
    },
    {
      name: "distinct discoveryURLs are valid",
      given: mod(base, (o) => {
        o.jwt[0].issuer.discoveryURL = "https://discovery.example.com/a";
        o.jwt.push(mod(second, (j) => (j.issuer.discoveryURL = "https://discovery.example.com/b")));
      }),
      want: [],
    },
    {
      name: "audiences is required",
      given: mod(base, (o) => delete o.jwt[0].issuer.audiences),
      want: [required(`${j0}.issuer.audiences`)],
    },
    {
      name: "audiences must not be empty",
      given: mod(base, (o) => (o.jwt[0].issuer.audiences = [])),
      want: [required(`${j0}.issuer.audiences`)],
    },
    {
      name: "audiences are unique",
      given: mod(base, (o) => {
        o.jwt[0].issuer.audiences = ["a", "a"];
        o.jwt[0].issuer.audienceMatchPolicy = "MatchAny";
      }),
      want: [duplicate(`${j0}.issuer.audiences[1]`)],
    },
    {
      name: "a certificateAuthority that is not PEM certificates",
      given: mod(
        base,
        (o) => (o.jwt[0].issuer.certificateAuthority = "<PEM encoded CA certificates>"),
      ),
      // validateCertificateAuthority (apiserver/validation): certutil.NewPoolFromBytes fails
      want: [invalid(`${j0}.issuer.certificateAuthority`)],
    },
    {
      name: "an audience is not empty",
      given: mod(base, (o) => (o.jwt[0].issuer.audiences = [""])),
      // validateAudiences (apiserver/validation): field.Required(audiences[i], "")
      want: [required(`${j0}.issuer.audiences[0]`)],
    },
    {
      name: "several audiences need audienceMatchPolicy MatchAny",
      given: mod(base, (o) => (o.jwt[0].issuer.audiences = ["a", "b"])),
      // validateAudiences: Invalid "" (audienceMatchPolicy must be MatchAny for multiple audiences).
      want: [invalid(`${j0}.issuer.audienceMatchPolicy`)],
    },
    {
      name: "a single audience may set MatchAny",
      given: mod(base, (o) => (o.jwt[0].issuer.audienceMatchPolicy = "MatchAny")),
      want: [],
    },
    {
      name: "audienceMatchPolicy is an enum",
      given: mod(base, (o) => (o.jwt[0].issuer.audienceMatchPolicy = "MatchAll")),
      want: [invalid(`${j0}.issuer.audienceMatchPolicy`)],
    },
    {
      name: "egressSelectorType is controlplane or cluster",
      given: mod(base, (o) => (o.jwt[0].issuer.egressSelectorType = "etcd")),
      want: [invalid(`${j0}.issuer.egressSelectorType`)],
    },
    {
      name: "egressSelectorType cluster is valid",
      given: mod(base, (o) => (o.jwt[0].issuer.egressSelectorType = "cluster")),
      want: [],
    },
    // ClaimMappings and PrefixedClaimOrExpression
    {
      name: "claimMappings is required",
      given: mod(base, (o) => delete o.jwt[0].claimMappings),
      want: [required(`${j0}.claimMappings`)],
    },
    {
      name: "claimMappings.username is required (reported once, as Kubernetes does)",
      given: mod(base, (o) => (o.jwt[0].claimMappings = {})),
      want: [required(`${j0}.claimMappings.username`)],
    },
    {
      // Kubernetes' validatePrefixClaimOrExpression reports these on the mapping, or on its prefix.
      name: "username needs a claim or an expression",
      given: mod(base, (o) => (o.jwt[0].claimMappings.username = {})),
      want: [required(`${j0}.claimMappings.username`)],
    },
    {
      name: "username claim needs a prefix",
      given: mod(base, (o) => delete o.jwt[0].claimMappings.username.prefix),
      want: [required(`${j0}.claimMappings.username.prefix`)],
    },
    {
      name: "username prefix may be non-empty",
      given: mod(base, (o) => (o.jwt[0].claimMappings.username.prefix = "oidc:")),
      want: [],
    },
    {
      name: "username claim and expression are mutually exclusive",
      given: mod(base, (o) => (o.jwt[0].claimMappings.username.expression = "claims.sub")),
      want: [invalid(`${j0}.claimMappings.username`)],
    },
    {
      name: "a claim without a prefix beside an expression: only the claim and expression error, as Kubernetes' switch reports",
      given: mod(
        base,
        (o) => (o.jwt[0].claimMappings.username = { claim: "sub", expression: "claims.sub" }),
      ),
      want: [invalid(`${j0}.claimMappings.username`)],
    },
    {
      name: "username prefix is not allowed with an expression",
      given: mod(
        base,
        (o) => (o.jwt[0].claimMappings.username = { prefix: "", expression: "claims.sub" }),
      ),
      want: [invalid(`${j0}.claimMappings.username.prefix`)],
    },
    {
      name: "groups claim needs a prefix",
      given: mod(base, (o) => (o.jwt[0].claimMappings.groups = { claim: "groups" })),
      want: [required(`${j0}.claimMappings.groups.prefix`)],
    },
    {
      name: "groups claim with an empty prefix is valid",
      given: mod(base, (o) => (o.jwt[0].claimMappings.groups = { claim: "groups", prefix: "" })),
      want: [],
    },
    {
      name: "groups may be empty (no mapping)",
      given: mod(base, (o) => (o.jwt[0].claimMappings.groups = {})),
      want: [],
    },
    {
      name: "groups prefix is not allowed with an expression",
      given: mod(
        base,
        (o) => (o.jwt[0].claimMappings.groups = { prefix: "oidc:", expression: "claims.groups" }),
      ),
      want: [invalid(`${j0}.claimMappings.groups.prefix`)],
    },
    // ClaimOrExpression
    {
      name: "uid from a claim is valid",
      given: mod(base, (o) => (o.jwt[0].claimMappings.uid = { claim: "sub" })),
      want: [],
    },
    {
      name: "uid claim and expression are mutually exclusive",
      given: mod(
        base,
        (o) => (o.jwt[0].claimMappings.uid = { claim: "sub", expression: "claims.sub" }),
      ),
      want: [invalid(`${j0}.claimMappings.uid`)],
    },
    // claims.email needs claims.email_verified
    {
      name: "a username expression using claims.email needs claims.email_verified",
      given: mod(base, (o) => (o.jwt[0].claimMappings.username = { expression: "claims.email" })),
      want: [invalid(`${j0}.claimMappings.username.expression`)],
    },
    {
      name: "claims.email_verified in the username expression satisfies it",
      given: mod(
        base,
        (o) =>
          (o.jwt[0].claimMappings.username = {
            expression: "claims.email_verified ? claims.email : ''",
          }),
      ),
      want: [],
    },
    {
      name: "claims.email_verified in a claim validation rule satisfies it",
      given: mod(base, (o) => {
        o.jwt[0].claimMappings.username = { expression: "claims.email" };
        o.jwt[0].claimValidationRules = [
          { expression: "claims.?email_verified.orValue(true) == true" },
        ];
      }),
      want: [],
    },
    {
      name: "claims.email read with an optional selection needs claims.email_verified too",
      given: mod(
        base,
        (o) => (o.jwt[0].claimMappings.username = { expression: "claims.?email.orValue('')" }),
      ),
      want: [invalid(`${j0}.claimMappings.username.expression`)],
    },
    {
      name: "claims.email_verified in an extra value expression satisfies it",
      given: mod(base, (o) => {
        o.jwt[0].claimMappings.username = { expression: "claims.email" };
        o.jwt[0].claimMappings.extra = [
          { key: "example.com/verified", valueExpression: "string(claims.email_verified)" },
        ];
      }),
      want: [],
    },
    {
      name: "a username claim named email does not need claims.email_verified",
      given: mod(base, (o) => (o.jwt[0].claimMappings.username = { claim: "email", prefix: "" })),
      want: [],
    },
    // ClaimValidationRule: Kubernetes' TestValidateClaimValidationRules.
    {
      name: "a claim validation rule needs a claim or an expression",
      given: mod(base, (o) => (o.jwt[0].claimValidationRules = [{}])),
      want: [required(`${j0}.claimValidationRules[0]`)],
    },
    {
      name: "a claim without requiredValue is valid",
      given: mod(base, (o) => (o.jwt[0].claimValidationRules = [{ claim: "admin" }])),
      want: [],
    },
    {
      name: "claim and expression are mutually exclusive in a claim validation rule",
      given: mod(
        base,
        (o) => (o.jwt[0].claimValidationRules = [{ claim: "hd", expression: "true" }]),
      ),
      want: [invalid(`${j0}.claimValidationRules[0]`)],
    },
    {
      name: "requiredValue and expression are mutually exclusive (the error is on requiredValue)",
      given: mod(
        base,
        (o) => (o.jwt[0].claimValidationRules = [{ requiredValue: "x", expression: "true" }]),
      ),
      want: [invalid(`${j0}.claimValidationRules[0].requiredValue`)],
    },
    {
      name: "claim and message are mutually exclusive (the error is on message, the field set)",
      given: mod(base, (o) => (o.jwt[0].claimValidationRules = [{ claim: "hd", message: "m" }])),
      want: [invalid(`${j0}.claimValidationRules[0].message`)],
    },
    {
      name: "claims are unique among claim validation rules",
      given: mod(
        base,
        (o) =>
          (o.jwt[0].claimValidationRules = [{ claim: "hd" }, { claim: "hd", requiredValue: "x" }]),
      ),
      want: [duplicate(`${j0}.claimValidationRules[1].claim`)],
    },
    {
      name: "expressions are unique among claim validation rules",
      given: mod(
        base,
        (o) =>
          (o.jwt[0].claimValidationRules = [
            { expression: "claims.a == 1" },
            { expression: "claims.a == 1", message: "m" },
          ]),
      ),
      want: [duplicate(`${j0}.claimValidationRules[1].expression`)],
    },
    // ExtraMapping
    {
      name: "extra keys are unique",
      given: mod(
        base,
        (o) =>
          (o.jwt[0].claimMappings.extra = [
            { key: "example.com/tenant", valueExpression: "claims.tenant" },
            { key: "example.com/tenant", valueExpression: "claims.org" },
          ]),
      ),
      want: [duplicate(`${j0}.claimMappings.extra[1].key`)],
    },
    {
      name: "an extra key is lowercase",
      given: mod(
        base,
        (o) =>
          (o.jwt[0].claimMappings.extra = [
            { key: "example.com/Tenant", valueExpression: "claims.tenant" },
          ]),
      ),
      want: [invalid(`${j0}.claimMappings.extra[0].key`)],
    },
    {
      name: "an extra key is domain-prefixed",
      given: mod(
        base,
        (o) =>
          (o.jwt[0].claimMappings.extra = [{ key: "tenant", valueExpression: "claims.tenant" }]),
      ),
      want: [invalid(`${j0}.claimMappings.extra[0].key`)],
    },
    {
      name: "the domain of an extra key is a DNS subdomain",
      given: mod(
        base,
        (o) =>
          (o.jwt[0].claimMappings.extra = [
            { key: "example_com/tenant", valueExpression: "claims.tenant" },
          ]),
      ),
      want: [invalid(`${j0}.claimMappings.extra[0].key`)],
    },
    {
      name: "the path of an extra key has HTTP path characters only",
      given: mod(
        base,
        (o) =>
          (o.jwt[0].claimMappings.extra = [
            { key: "example.com/a tenant", valueExpression: "claims.tenant" },
          ]),
      ),
      want: [invalid(`${j0}.claimMappings.extra[0].key`)],
    },
    {
      name: "extra keys of k8s.io and kubernetes.io domains are reserved",
      given: mod(
        base,
        (o) =>
          (o.jwt[0].claimMappings.extra = [
            { key: "kubernetes.io/tenant", valueExpression: "claims.tenant" },
            { key: "authentication.k8s.io/tenant", valueExpression: "claims.tenant" },
          ]),
      ),
      want: [
        invalid(`${j0}.claimMappings.extra[0].key`),
        invalid(`${j0}.claimMappings.extra[1].key`),
      ],
    },
    {
      name: "an extra mapping needs key and valueExpression",
      given: mod(base, (o) => (o.jwt[0].claimMappings.extra = [{}])),
      want: [
        required(`${j0}.claimMappings.extra[0].key`),
        required(`${j0}.claimMappings.extra[0].valueExpression`),
      ],
    },
    // UserValidationRule
    {
      name: "a user validation rule needs an expression",
      given: mod(base, (o) => (o.jwt[0].userValidationRules = [{ message: "m" }])),
      want: [required(`${j0}.userValidationRules[0].expression`)],
    },
    {
      name: "user validation expressions are unique",
      given: mod(
        base,
        (o) =>
          (o.jwt[0].userValidationRules = [
            { expression: "user.uid != ''" },
            { expression: "user.uid != ''" },
          ]),
      ),
      want: [duplicate(`${j0}.userValidationRules[1].expression`)],
    },
    // AnonymousAuthConfig
    {
      name: "anonymous conditions need enabled: true",
      given: mod(base, (o) => (o.anonymous = { enabled: false, conditions: [{ path: "/livez" }] })),
      want: [forbidden("anonymous.conditions")],
    },
    {
      name: "anonymous conditions without enabled are rejected",
      given: mod(base, (o) => (o.anonymous = { conditions: [{ path: "/livez" }] })),
      want: [forbidden("anonymous.conditions")],
    },
    {
      name: "a condition needs a path",
      given: mod(base, (o) => (o.anonymous = { enabled: true, conditions: [{}, { path: "" }] })),
      want: [required("anonymous.conditions[0].path"), required("anonymous.conditions[1].path")],
    },
    {
      name: "condition paths are unique",
      given: mod(
        base,
        (o) =>
          (o.anonymous = { enabled: true, conditions: [{ path: "/livez" }, { path: "/livez" }] }),
      ),
      want: [duplicate("anonymous.conditions[1].path")],
    },
    {
      name: "enabled is a boolean",
      given: mod(base, (o) => (o.anonymous = { enabled: "true" })),
      want: [typeInvalid("anonymous.enabled")],
    },
  ]);

  // CEL fields: a syntax error is FieldValueInvalid on the field, with the position.
  const celCases: { name: string; change: (o: any) => void; field: string; position: string }[] = [
    {
      name: "username expression",
      change: (o) => (o.jwt[0].claimMappings.username = { expression: "claims.sub +" }),
      field: `${j0}.claimMappings.username.expression`,
      position: "<input>:1:13:",
    },
    {
      name: "groups expression",
      change: (o) => (o.jwt[0].claimMappings.groups = { expression: "claims.groups.split(" }),
      field: `${j0}.claimMappings.groups.expression`,
      position: "<input>:1:21:",
    },
    {
      name: "uid expression",
      change: (o) => (o.jwt[0].claimMappings.uid = { expression: "claims.(sub)" }),
      field: `${j0}.claimMappings.uid.expression`,
      position: "<input>:1:8:",
    },
    {
      name: "extra value expression",
      change: (o) =>
        (o.jwt[0].claimMappings.extra = [{ key: "example.com/t", valueExpression: "claims.t ==" }]),
      field: `${j0}.claimMappings.extra[0].valueExpression`,
      position: "<input>:1:12:",
    },
    {
      name: "claim validation rule expression (second line)",
      change: (o) =>
        (o.jwt[0].claimValidationRules = [
          { expression: "claims.hd == 'example.com' &&\n  claims.aud ==" },
        ]),
      field: `${j0}.claimValidationRules[0].expression`,
      position: "<input>:2:16:",
    },
    {
      name: "user validation rule expression",
      change: (o) => (o.jwt[0].userValidationRules = [{ expression: "user.username.startsWith(" }]),
      field: `${j0}.userValidationRules[0].expression`,
      position: "<input>:1:26:",
    },
  ];
  it.each(celCases)(
    "a CEL syntax error in the $name is FieldValueInvalid with its position",
    ({ change, field, position }) => {
      const r = api.validate(mod(base, change));
      expectResult(r, [invalid(field)]);
      expect(errorAt(r, field).detail).toContain(position);
    },
  );

  it("the requiresMention rule names Kubernetes' message", () => {
    const r = api.validate(
      mod(base, (o) => (o.jwt[0].claimMappings.username = { expression: "claims.email" })),
    );
    expect(errorAt(r, `${j0}.claimMappings.username.expression`).detail).toContain(
      "claims.email_verified must be used",
    );
  });

  it("has no defaults to apply: applyDefaults returns an equal copy", () => {
    const input = structuredClone(full);
    const defaulted = api.applyDefaults(input);
    expect(defaulted).toEqual(full);
    expect(defaulted).not.toBe(input);
  });
});

describe.each(APISERVER_VERSIONS)("AuthorizationConfiguration %s", (version) => {
  const webhook = {
    timeout: "3s",
    authorizedTTL: "5m0s",
    unauthorizedTTL: "30s",
    subjectAccessReviewVersion: "v1",
    failurePolicy: "Deny",
    connectionInfo: {
      type: "ClusterConfig",
      clusterConfigFile: "/etc/kubernetes/authz-webhook.kubeconfig",
    },
  };
  const base = {
    apiVersion: `apiserver.core.io/${version}`,
    kind: "AuthorizationConfiguration",
    authorizers: [
      { type: "Webhook", name: "webhook", webhook },
      { type: "Node", name: "node" },
      { type: "RBAC", name: "rbac" },
    ],
  };
  const w = "authorizers[0].webhook";
  const conditions = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      expression: `request.resourceAttributes.namespace == 'ns-${i}'`,
    }));

  table(api.validate, [
    { name: "a webhook, Node and RBAC chain is valid", given: base, want: [] },
    {
      name: "a complete webhook is valid",
      given: mod(
        base,
        (o) =>
          (o.authorizers[0].webhook = {
            ...webhook,
            authorizedTTL: "30s",
            cacheAuthorizedRequests: true,
            unauthorizedTTL: "30s",
            cacheUnauthorizedRequests: false,
            matchConditionSubjectAccessReviewVersion: "v1",
            matchConditions: [
              { expression: "has(request.resourceAttributes)" },
              { expression: "request.resourceAttributes.namespace == 'kube-system'" },
              { expression: "!('system:serviceaccounts:kube-system' in request.groups)" },
            ],
          }),
      ),
      want: [],
    },
    {
      name: "several Webhook authorizers are allowed",
      given: mod(base, (o) => o.authorizers.push({ type: "Webhook", name: "second", webhook })),
      want: [],
    },
    {
      name: "every built-in type is accepted",
      given: mod(base, (o) =>
        o.authorizers.push(
          { type: "ABAC", name: "abac" },
          { type: "AlwaysAllow", name: "allow" },
          { type: "AlwaysDeny", name: "deny" },
        ),
      ),
      want: [],
    },
    {
      name: "authorizers is required",
      given: mod(base, (o) => delete o.authorizers),
      want: [required("authorizers")],
    },
    {
      name: "at least one authorizer",
      given: mod(base, (o) => (o.authorizers = [])),
      want: [required("authorizers")],
    },
    {
      name: "type is required, and says nothing more of the authorizer",
      given: mod(base, (o) => (o.authorizers[2] = {})),
      want: [required("authorizers[2].type")],
    },
    {
      name: "name is required once the type is set",
      given: mod(base, (o) => (o.authorizers[2] = { type: "RBAC" })),
      want: [required("authorizers[2].name")],
    },
    {
      name: "type is an enum",
      given: mod(base, (o) => (o.authorizers[2].type = "Magic")),
      want: [notSupported("authorizers[2].type")],
    },
    {
      name: "name is a DNS subdomain",
      given: mod(base, (o) => (o.authorizers[2].name = "My_Authorizer")),
      want: [invalid("authorizers[2].name")],
    },
    {
      name: "a dotted name is valid",
      given: mod(base, (o) => (o.authorizers[0].name = "myauthorizer.example.domain")),
      want: [],
    },
    {
      name: "names are unique",
      given: mod(base, (o) => (o.authorizers[2].name = "node")),
      want: [duplicate("authorizers[2].name")],
    },
    {
      name: "webhook is required when type is Webhook",
      given: mod(base, (o) => delete o.authorizers[0].webhook),
      want: [required(w)],
    },
    {
      name: "webhook is not allowed for other types (Invalid, as ValidateAuthorizationConfiguration says)",
      given: mod(base, (o) => (o.authorizers[1].webhook = webhook)),
      want: [invalid("authorizers[1].webhook")],
    },
    // WebhookConfiguration
    {
      name: "timeout, the TTLs, subjectAccessReviewVersion, failurePolicy and connectionInfo are required",
      given: mod(base, (o) => (o.authorizers[0].webhook = {})),
      want: [
        required(`${w}.authorizedTTL`),
        required(`${w}.unauthorizedTTL`),
        required(`${w}.timeout`),
        required(`${w}.subjectAccessReviewVersion`),
        required(`${w}.failurePolicy`),
        required(`${w}.connectionInfo`),
      ],
    },
    {
      name: "timeout 30s is the maximum",
      given: mod(base, (o) => (o.authorizers[0].webhook.timeout = "30s")),
      want: [],
    },
    {
      name: "timeout above 30s",
      given: mod(base, (o) => (o.authorizers[0].webhook.timeout = "30.5s")),
      want: [invalid(`${w}.timeout`)],
    },
    {
      name: "timeout of one minute",
      given: mod(base, (o) => (o.authorizers[0].webhook.timeout = "1m")),
      want: [invalid(`${w}.timeout`)],
    },
    {
      name: "a zero timeout is unset",
      given: mod(base, (o) => (o.authorizers[0].webhook.timeout = "0s")),
      want: [required(`${w}.timeout`)],
    },
    {
      name: "timeout must be positive",
      given: mod(base, (o) => (o.authorizers[0].webhook.timeout = "-1s")),
      want: [invalid(`${w}.timeout`)],
    },
    {
      name: "timeout is a duration",
      given: mod(base, (o) => (o.authorizers[0].webhook.timeout = "3 seconds")),
      want: [invalid(`${w}.timeout`)],
    },
    {
      name: "authorizedTTL must not be negative",
      given: mod(base, (o) => (o.authorizers[0].webhook.authorizedTTL = "-1s")),
      want: [invalid(`${w}.authorizedTTL`)],
    },
    {
      name: "unauthorizedTTL is a duration",
      given: mod(base, (o) => (o.authorizers[0].webhook.unauthorizedTTL = "soon")),
      want: [invalid(`${w}.unauthorizedTTL`)],
    },
    {
      name: "cacheAuthorizedRequests is a boolean",
      given: mod(base, (o) => (o.authorizers[0].webhook.cacheAuthorizedRequests = "no")),
      want: [typeInvalid(`${w}.cacheAuthorizedRequests`)],
    },
    {
      name: "subjectAccessReviewVersion is v1 or v1beta1",
      given: mod(base, (o) => (o.authorizers[0].webhook.subjectAccessReviewVersion = "v2")),
      want: [notSupported(`${w}.subjectAccessReviewVersion`)],
    },
    {
      name: "subjectAccessReviewVersion v1beta1 is valid",
      given: mod(base, (o) => (o.authorizers[0].webhook.subjectAccessReviewVersion = "v1beta1")),
      want: [],
    },
    {
      name: "failurePolicy is NoOpinion or Deny",
      given: mod(base, (o) => (o.authorizers[0].webhook.failurePolicy = "Allow")),
      want: [notSupported(`${w}.failurePolicy`)],
    },
    {
      name: "failurePolicy NoOpinion is valid",
      given: mod(base, (o) => (o.authorizers[0].webhook.failurePolicy = "NoOpinion")),
      want: [],
    },
    {
      name: "matchConditions need matchConditionSubjectAccessReviewVersion",
      given: mod(base, (o) => (o.authorizers[0].webhook.matchConditions = conditions(1))),
      want: [required(`${w}.matchConditionSubjectAccessReviewVersion`)],
    },
    {
      name: "an empty matchConditions list needs no version",
      given: mod(base, (o) => (o.authorizers[0].webhook.matchConditions = [])),
      want: [],
    },
    {
      name: "matchConditionSubjectAccessReviewVersion is v1 only",
      given: mod(base, (o) => {
        o.authorizers[0].webhook.matchConditions = conditions(1);
        o.authorizers[0].webhook.matchConditionSubjectAccessReviewVersion = "v1beta1";
      }),
      want: [notSupported(`${w}.matchConditionSubjectAccessReviewVersion`)],
    },
    {
      name: "64 matchConditions are accepted",
      given: mod(base, (o) => {
        o.authorizers[0].webhook.matchConditions = conditions(64);
        o.authorizers[0].webhook.matchConditionSubjectAccessReviewVersion = "v1";
      }),
      want: [],
    },
    {
      name: "at most 64 matchConditions",
      given: mod(base, (o) => {
        o.authorizers[0].webhook.matchConditions = conditions(65);
        o.authorizers[0].webhook.matchConditionSubjectAccessReviewVersion = "v1";
      }),
      want: [tooMany(`${w}.matchConditions`)],
    },
    {
      name: "matchCondition expressions are unique",
      given: mod(base, (o) => {
        o.authorizers[0].webhook.matchConditions = [
          { expression: "has(request.resourceAttributes)" },
          { expression: "has(request.resourceAttributes)" },
        ];
        o.authorizers[0].webhook.matchConditionSubjectAccessReviewVersion = "v1";
      }),
      want: [duplicate(`${w}.matchConditions[1].expression`)],
    },
    {
      name: "a matchCondition needs an expression",
      given: mod(base, (o) => {
        o.authorizers[0].webhook.matchConditions = [{}];
        o.authorizers[0].webhook.matchConditionSubjectAccessReviewVersion = "v1";
      }),
      want: [required(`${w}.matchConditions[0].expression`)],
    },
    // WebhookConnectionInfo
    {
      name: "connectionInfo.type is required",
      given: mod(base, (o) => (o.authorizers[0].webhook.connectionInfo = {})),
      // Kubernetes' switch over the type reports on connectionInfo itself.
      want: [required(`${w}.connectionInfo`)],
    },
    {
      name: "connectionInfo.type is an enum",
      given: mod(
        base,
        (o) =>
          (o.authorizers[0].webhook.connectionInfo = {
            type: "KubeConfigFile",
            clusterConfigFile: "/etc/k.conf",
          }),
      ),
      want: [notSupported(`${w}.connectionInfo`)],
    },
    {
      name: "clusterConfigFile is required with ClusterConfig",
      given: mod(base, (o) => delete o.authorizers[0].webhook.connectionInfo.clusterConfigFile),
      want: [required(`${w}.connectionInfo.clusterConfigFile`)],
    },
    {
      name: "an empty clusterConfigFile is missing",
      given: mod(base, (o) => (o.authorizers[0].webhook.connectionInfo.clusterConfigFile = "")),
      want: [required(`${w}.connectionInfo.clusterConfigFile`)],
    },
    {
      name: "clusterConfigFile is an absolute path",
      given: mod(
        base,
        (o) => (o.authorizers[0].webhook.connectionInfo.clusterConfigFile = "authz.kubeconfig"),
      ),
      want: [invalid(`${w}.connectionInfo.clusterConfigFile`)],
    },
    {
      name: "InClusterConfig is not allowed for the API server",
      given: mod(
        base,
        (o) => (o.authorizers[0].webhook.connectionInfo = { type: "InClusterConfig" }),
      ),
      want: [invalid(`${w}.connectionInfo.type`)],
    },
    {
      name: "clusterConfigFile is forbidden with InClusterConfig",
      given: mod(
        base,
        (o) =>
          (o.authorizers[0].webhook.connectionInfo = {
            type: "InClusterConfig",
            clusterConfigFile: "/etc/k.conf",
          }),
      ),
      want: [
        invalid(`${w}.connectionInfo.type`),
        forbidden(`${w}.connectionInfo.clusterConfigFile`),
      ],
    },
  ]);

  it("a CEL syntax error in a matchCondition is FieldValueInvalid with its position", () => {
    const r = api.validate(
      mod(base, (o) => {
        o.authorizers[0].webhook.matchConditionSubjectAccessReviewVersion = "v1";
        o.authorizers[0].webhook.matchConditions = [
          { expression: "has(request.resourceAttributes) &&\n  request.user ==" },
        ];
      }),
    );
    expectResult(r, [invalid(`${w}.matchConditions[0].expression`)]);
    expect(errorAt(r, `${w}.matchConditions[0].expression`).detail).toMatch(
      /<input>:2:18: Syntax error/,
    );
  });

  it("defaults: both caches on, authorizedTTL 5m0s, unauthorizedTTL 30s; the input is untouched", () => {
    const input = structuredClone(base);
    const defaulted = api.applyDefaults(input);
    expect(defaulted.authorizers[0]!.webhook).toEqual({
      ...webhook,
      cacheAuthorizedRequests: true,
      cacheUnauthorizedRequests: true,
      authorizedTTL: "5m0s",
      unauthorizedTTL: "30s",
    });
    expect(defaulted.authorizers[1]).toEqual({ type: "Node", name: "node" });
    expect(input).toEqual(base);
    expect(api.validate(defaulted)).toEqual({ valid: true, errors: [] });
  });

  it("defaults keep explicit values, and no TTL is defaulted for a disabled cache", () => {
    const given = mod(base, (o) => {
      o.authorizers[0].webhook.cacheAuthorizedRequests = false;
      o.authorizers[0].webhook.cacheUnauthorizedRequests = false;
    });
    expect(api.applyDefaults(given).authorizers[0]!.webhook).toEqual({
      ...webhook,
      cacheAuthorizedRequests: false,
      cacheUnauthorizedRequests: false,
    });
    const explicit = mod(base, (o) => {
      o.authorizers[0].webhook.authorizedTTL = "1m";
      o.authorizers[0].webhook.unauthorizedTTL = "10s";
    });
    const webhookOf = (o: typeof base) => o.authorizers[0]!.webhook as Record<string, unknown>;
    expect(webhookOf(api.applyDefaults(explicit)).authorizedTTL).toBe("1m");
    expect(webhookOf(api.applyDefaults(explicit)).unauthorizedTTL).toBe("10s");
  });
});

describe.each(["v1alpha1", "v1beta1"])("EgressSelectorConfiguration %s", (version) => {
  const base = {
    apiVersion: `apiserver.core.io/${version}`,
    kind: "EgressSelectorConfiguration",
    egressSelections: [
      {
        name: "cluster",
        connection: {
          proxyProtocol: "HTTPConnect",
          transport: {
            tcp: {
              url: "https://127.0.0.1:8131",
              tlsConfig: {
                caBundle: "/etc/srv/kubernetes/pki/konnectivity-server/ca.crt",
                clientKey: "/etc/srv/kubernetes/pki/konnectivity-server/client.key",
                clientCert: "/etc/srv/kubernetes/pki/konnectivity-server/client.crt",
                tlsServerName: "konnectivity",
              },
            },
          },
        },
      },
      {
        name: "controlplane",
        connection: {
          proxyProtocol: "GRPC",
          transport: {
            uds: { udsName: "/etc/srv/kubernetes/konnectivity-server/konnectivity-server.socket" },
          },
        },
      },
      { name: "etcd", connection: { proxyProtocol: "Direct" } },
    ],
  };
  const c = (i: number) => `egressSelections[${i}].connection`;

  table(api.validate, [
    {
      name: "HTTPConnect over TCP with TLS, GRPC over UDS and Direct are valid",
      given: base,
      want: [],
    },
    {
      name: "an empty configuration is valid",
      given: { apiVersion: base.apiVersion, kind: base.kind },
      want: [],
    },
    {
      name: "the deprecated name master is accepted",
      given: mod(base, (o) => (o.egressSelections[1].name = "master")),
      want: [],
    },
    {
      name: "HTTPConnect over UDS is valid",
      given: mod(
        base,
        (o) =>
          (o.egressSelections[0].connection.transport = {
            uds: { udsName: "/run/konnectivity.socket" },
          }),
      ),
      want: [],
    },
    {
      name: "HTTPConnect over plain http without TLS is valid",
      given: mod(
        base,
        (o) => (o.egressSelections[0].connection.transport.tcp = { url: "http://127.0.0.1:8131" }),
      ),
      want: [],
    },
    {
      name: "https without caBundle uses the system roots",
      given: mod(
        base,
        (o) => delete o.egressSelections[0].connection.transport.tcp.tlsConfig.caBundle,
      ),
      want: [],
    },
    {
      name: "name and connection are required",
      given: mod(base, (o) => (o.egressSelections[2] = {})),
      want: [required("egressSelections[2].name"), required("egressSelections[2].connection")],
    },
    {
      name: "name is an enum",
      given: mod(base, (o) => (o.egressSelections[2].name = "nodes")),
      want: [notSupported("egressSelections[2].name")],
    },
    {
      name: "names are unique",
      given: mod(base, (o) => (o.egressSelections[2].name = "cluster")),
      want: [duplicate("egressSelections[2].name")],
    },
    {
      name: "proxyProtocol is required",
      given: mod(base, (o) => (o.egressSelections[2].connection = {})),
      want: [required(`${c(2)}.proxyProtocol`)],
    },
    {
      name: "proxyProtocol is an enum",
      given: mod(base, (o) => (o.egressSelections[2].connection.proxyProtocol = "SOCKS5")),
      want: [notSupported(`${c(2)}.proxyProtocol`)],
    },
    {
      name: "HTTPConnect needs a transport",
      given: mod(base, (o) => delete o.egressSelections[0].connection.transport),
      want: [required(`${c(0)}.transport`)],
    },
    {
      name: "GRPC needs a transport (reported once, as Kubernetes does)",
      given: mod(base, (o) => delete o.egressSelections[1].connection.transport),
      want: [required(`${c(1)}.transport`)],
    },
    {
      name: "Direct has no transport",
      given: mod(
        base,
        (o) => (o.egressSelections[2].connection.transport = { uds: { udsName: "/run/k.socket" } }),
      ),
      want: [invalid(`${c(2)}.transport`)],
    },
    {
      name: "GRPC is not supported with tcp",
      given: mod(
        base,
        (o) =>
          (o.egressSelections[1].connection.transport = { tcp: { url: "http://127.0.0.1:8131" } }),
      ),
      // validateGRPCTransport checks only uds.
      want: [required(`${c(1)}.transport.uds`)],
    },
    {
      name: "a transport needs tcp or uds",
      given: mod(base, (o) => (o.egressSelections[0].connection.transport = {})),
      want: [required(`${c(0)}.transport.tcp`)],
    },
    {
      // Kubernetes' validateHTTPConnectTransport: Invalid on tcp, "TCP and UDS cannot both be set".
      name: "a transport has only one of tcp and uds",
      given: mod(
        base,
        (o) => (o.egressSelections[0].connection.transport.uds = { udsName: "/run/k.socket" }),
      ),
      want: [invalid(`${c(0)}.transport.tcp`)],
    },
    {
      name: "tcp.url is required",
      given: mod(base, (o) => (o.egressSelections[0].connection.transport.tcp = {})),
      want: [required(`${c(0)}.transport.tcp.url`)],
    },
    {
      name: "tcp.url is http:// or https://",
      given: mod(
        base,
        (o) => (o.egressSelections[0].connection.transport.tcp = { url: "grpc://127.0.0.1:8131" }),
      ),
      want: [invalid(`${c(0)}.transport.tcp.url`)],
    },
    {
      name: "no tlsConfig for an http:// url",
      given: mod(
        base,
        (o) => (o.egressSelections[0].connection.transport.tcp.url = "http://127.0.0.1:8131"),
      ),
      want: [invalid(`${c(0)}.transport.tcp.tlsConfig`)],
    },
    {
      name: "an https:// url needs tlsConfig (reported once, as Kubernetes does)",
      given: mod(base, (o) => delete o.egressSelections[0].connection.transport.tcp.tlsConfig),
      want: [required(`${c(0)}.transport.tcp.tlsConfig`)],
    },
    {
      name: "an https:// url needs clientCert",
      given: mod(
        base,
        (o) => delete o.egressSelections[0].connection.transport.tcp.tlsConfig.clientCert,
      ),
      want: [invalid(`${c(0)}.transport.tcp.tlsConfig.clientCert`)],
    },
    {
      name: "an https:// url needs clientKey",
      given: mod(
        base,
        (o) => (o.egressSelections[0].connection.transport.tcp.tlsConfig.clientKey = ""),
      ),
      want: [invalid(`${c(0)}.transport.tcp.tlsConfig.clientKey`)],
    },
    {
      name: "udsName is required",
      given: mod(base, (o) => (o.egressSelections[1].connection.transport.uds = {})),
      want: [invalid(`${c(1)}.transport.uds.udsName`)],
    },
    {
      name: "udsName has no unix:// prefix",
      given: mod(
        base,
        (o) =>
          (o.egressSelections[1].connection.transport.uds.udsName =
            "unix:///etc/srv/konnectivity-server.socket"),
      ),
      want: [invalid(`${c(1)}.transport.uds.udsName`)],
    },
  ]);

  it("the unix:// rule explains itself", () => {
    const r = api.validate(
      mod(
        base,
        (o) => (o.egressSelections[1].connection.transport.uds.udsName = "unix:///x.socket"),
      ),
    );
    expect(errorAt(r, `${c(1)}.transport.uds.udsName`).detail).toBe("must not start with unix://");
  });
});

describe("EgressSelectorConfiguration in v1", () => {
  it("is not a kind of apiserver.core.io/v1 (Kubernetes has it in v1alpha1 and v1beta1 only)", () => {
    expectResult(
      api.validate({ apiVersion: "apiserver.core.io/v1", kind: "EgressSelectorConfiguration" }),
      [notSupported("kind")],
    );
  });
});

describe.each(APISERVER_VERSIONS)("TracingConfiguration %s", (version) => {
  const base = {
    apiVersion: `apiserver.core.io/${version}`,
    kind: "TracingConfiguration",
    endpoint: "otel-collector.otel.svc.cluster.local:4317",
    samplingRatePerMillion: 100,
  };

  table(api.validate, [
    { name: "host:port and a rate are valid", given: base, want: [] },
    {
      name: "an empty configuration is valid",
      given: { apiVersion: base.apiVersion, kind: base.kind },
      want: [],
    },
    {
      name: "a dns:// endpoint is valid",
      given: mod(base, (o) => (o.endpoint = "dns:///otel-collector:4317")),
      want: [],
    },
    {
      name: "a unix:// endpoint is valid",
      given: mod(base, (o) => (o.endpoint = "unix:///var/run/otel.sock")),
      want: [],
    },
    {
      name: "a rate of 0 (never sample) is valid",
      given: mod(base, (o) => (o.samplingRatePerMillion = 0)),
      want: [],
    },
    {
      name: "a rate of 1000000 (always sample) is valid",
      given: mod(base, (o) => (o.samplingRatePerMillion = 1000000)),
      want: [],
    },
    {
      name: "an http:// endpoint is not supported",
      given: mod(base, (o) => (o.endpoint = "http://otel:4317")),
      want: [invalid("endpoint")],
    },
    {
      name: "the rate must not be negative",
      given: mod(base, (o) => (o.samplingRatePerMillion = -1)),
      want: [invalid("samplingRatePerMillion")],
    },
    {
      name: "the rate is at most one million",
      given: mod(base, (o) => (o.samplingRatePerMillion = 1000001)),
      want: [invalid("samplingRatePerMillion")],
    },
    {
      name: "the rate is an integer",
      given: mod(base, (o) => (o.samplingRatePerMillion = "100")),
      want: [typeInvalid("samplingRatePerMillion")],
    },
  ]);

  it("the settings are embedded: a nested TracingConfiguration key is unknown", () => {
    expect(
      api.findUnknownFields({
        apiVersion: base.apiVersion,
        kind: base.kind,
        TracingConfiguration: { endpoint: "x:1" },
      }),
    ).toEqual(["TracingConfiguration"]);
    expect(api.findUnknownFields(base)).toEqual([]);
  });

  it("endpoint defaults to localhost:4317; an explicit endpoint is kept; the input is untouched", () => {
    const input = { apiVersion: base.apiVersion, kind: base.kind };
    expect(api.applyDefaults(input)).toEqual({ ...input, endpoint: "localhost:4317" });
    expect(input).toEqual({ apiVersion: base.apiVersion, kind: base.kind });
    expect(api.applyDefaults(base)).toEqual(base);
  });
});

describe("dispatch of the configuration documents", () => {
  it("an unknown apiserver version is NotSupported on apiVersion", () => {
    expectResult(
      api.validate({ apiVersion: "apiserver.core.io/v2", kind: "AuthenticationConfiguration" }),
      [notSupported("apiVersion")],
    );
  });
  it("a kind of another group is NotSupported on kind", () => {
    expectResult(
      api.validate({ apiVersion: "audit.core.io/v1", kind: "AuthenticationConfiguration" }),
      [notSupported("kind")],
    );
  });
  it("a document's kind cannot change on update; its version can", () => {
    const authz = {
      apiVersion: "apiserver.core.io/v1",
      kind: "AuthorizationConfiguration",
      authorizers: [{ type: "RBAC", name: "rbac" }],
    };
    expectResult(
      api.validateUpdate({ ...authz, apiVersion: "apiserver.core.io/v1beta1" }, authz),
      [],
    );
    expectResult(
      api.validateUpdate(
        { apiVersion: "apiserver.core.io/v1", kind: "AuthenticationConfiguration" },
        authz,
      ),
      [invalid("kind")],
    );
  });
});
