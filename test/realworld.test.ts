/**
 * Every document of test/realworld (real documents from public repositories), validated with `corespec validate` (defaults applied,
 * as the API server and the component loaders do before validating), comes out as
 * SOURCES.md expects: VALID accepted, INVALID rejected, OUTSIDE-SLICE rejected as an unknown
 * apiVersion, and each CAVEAT as decided here with its reason.
 */
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { corespec } from "./helpers/cli.js";
import { REALWORLD } from "./helpers/paths.js";
import { realDocuments, type RealDocument } from "./helpers/realworld.js";

/** The outcome chosen for each CAVEAT document, and why. */
const CAVEATS: Record<string, { valid: boolean; strictValid?: boolean; why: string }> = {
  "admissionreview/webhook-demo-v1-pod-create-no-uid.json": {
    valid: false,
    why: "request.uid and request.userInfo are missing; Kubernetes always sends both",
  },
  "admissionreview/website-zh-v1-response-allow-minimal.json": {
    valid: true,
    why: "the shape is valid; the uid placeholder can only be checked against the request",
  },
  "admissionreview/website-zh-v1-response-forbid-status.json": {
    valid: true,
    why: "the shape is valid; the uid placeholder can only be checked against the request",
  },
  "admissionreview/website-zh-v1-response-jsonpatch.json": {
    valid: true,
    why: "the shape is valid; the uid placeholder can only be checked against the request",
  },
  "authenticationconfiguration/website-anonymous-v1.yaml": {
    valid: true,
    why: "jwt is marked required by the seed, but Kubernetes accepts an anonymous-only configuration (markedRequired)",
  },
  "clusterrolebinding/macos-virtual-kubelet-group-no-apigroup.yaml": {
    valid: true,
    why: "the Group subject's apiGroup is defaulted to the rbac group before validation, as Kubernetes does",
  },
  "clusterrolebinding/online-shop-namespaced-crb.yaml": {
    valid: false,
    why: "metadata.namespace on a cluster-scoped kind is Forbidden by ValidateObjectMeta; only the REST layer would clear it",
  },
  "priorityclass/zth-postgresql-high-priority-namespaced.yaml": {
    valid: false,
    why: "metadata.namespace on a cluster-scoped kind is Forbidden by ValidateObjectMeta; only the REST layer would clear it",
  },
  "egressselectorconfiguration/anp-kind-multinode-kcp-direct.yaml": {
    valid: true,
    why: "the deprecated name master and proxyProtocol Direct are accepted",
  },
  "execcredential/atmos-eks-token-v1beta1.json": {
    valid: true,
    why: "a plugin output carries only status; spec and the status fields are markedRequired",
  },
  "execcredential/website-v1-client-cert.json": {
    valid: true,
    why: "a plugin output carries only status; spec and the status fields are markedRequired",
  },
  "execcredential/website-v1-token.json": {
    valid: true,
    why: "a plugin output carries only status; spec and the status fields are markedRequired",
  },
  "execcredential/website-v1beta1-token-expiry.json": {
    valid: true,
    why: "a plugin output carries only status; spec and the status fields are markedRequired",
  },
  "execcredential/website-v1-cluster-info-input.json": {
    valid: false,
    why: 'certificate-authority-data is "LS0t...", an elision on the website, not base64; the field is []byte, which Go would not decode either',
  },
  "imagereview/k8s-testdata-v1alpha1-placeholder.yaml": {
    valid: false,
    why: 'placeholder values: metadata.namespace "namespaceValue" is not a DNS label',
  },
  "policy/selectel-mks.yaml": {
    valid: true,
    strictValid: false,
    why: "an unknown field inside a GroupResources entry: a warning, and an error with --strict",
  },
};

/**
 * Why each INVALID document fails, from its SOURCES.md note: every listed error must be among
 * the document's errors (`strict`: among those of `--strict`, for unknown fields), so that a
 * document rejected for some other reason fails the test. Where the note is wrong, `note` says so.
 */
const REASONS: Record<string, { errors: RegExp[]; strict?: RegExp[]; note?: string }> = {
  "admissionreview/k8s-testdata-v1-fuzzed.yaml": {
    errors: [
      /^request\.operation: Unsupported value: "operationValue"/,
      /^response\.patchType: Unsupported value: "patchTypeValue"/,
    ],
  },
  "admissionreview/website-v1beta1-request-annotated.json": { errors: [/^JSON: /] },
  "authenticationconfiguration/website-annotated-full-v1.yaml": {
    errors: [
      // Kubernetes reports a claim beside an expression on the mapping itself.
      /^jwt\[0\]\.claimMappings\.username: Invalid value: "": claim and expression can't both be set/,
      /^jwt\[0\]\.claimMappings\.groups: Invalid value: "": claim and expression can't both be set/,
      /^jwt\[0\]\.claimMappings\.uid: Invalid value: "": claim and expression can't both be set/,
      /^jwt\[0\]\.issuer\.certificateAuthority: Invalid value: .*data does not contain any valid RSA or ECDSA certificates/,
      /^jwt\[0\]\.issuer\.egressSelectorType: Invalid value: "<egress-selector-type>"/,
    ],
  },
  "authorizationconfiguration/k8s-loadtest-missing-apiversion.json": {
    errors: [/^apiVersion: Required value: 'apiVersion' is missing/],
  },
  "authorizationconfiguration/k8s-loadtest-v1-defaults-empty-webhook.json": {
    errors: [
      /^authorizers\[0\]\.webhook\.timeout: Required/,
      /^authorizers\[0\]\.webhook\.subjectAccessReviewVersion: Required/,
      /^authorizers\[0\]\.webhook\.failurePolicy: Required/,
      /^authorizers\[0\]\.webhook\.connectionInfo: Required/,
    ],
  },
  "authorizationconfiguration/k8s-loadtest-v1alpha1-unknown-field.json": {
    errors: [/^authorizers: Required value/],
    strict: [/^authorzers: unknown field/],
  },
  "authorizationconfiguration/k8s-loadtest-v1beta1-minimal-webhook.yaml": {
    errors: [/^authorizers\[0\]\.name: Required/, /^authorizers\[0\]\.webhook: Required/],
  },
  "authorizationconfiguration/k8s-loadtest-v99-authorizers-object.json": {
    errors: [/^apiVersion: Unsupported value: "apiserver\.core\.io\/v99"/],
  },
  "authorizationconfiguration/website-example-v1.yaml": {
    errors: [/^authorizers\[3\]\.webhook\.connectionInfo\.type: Invalid value: "InClusterConfig"/],
  },
  "clusterrolebinding/k8s-testdata-v1-fuzzed.yaml": {
    errors: [
      /^roleRef\.apiGroup: Unsupported value: "24"/,
      /^roleRef\.kind: Unsupported value: "25"/,
      /^subjects\[0\]\.kind: Unsupported value: "20"/,
      /^metadata\.finalizers\[0\]: Invalid/,
      /^metadata\.managedFields\[0\]\.operation: Invalid/,
    ],
    strict: [/^metadata\.clusterName: unknown field/],
  },
  "event/k8s-testdata-events-v1-fuzzed.yaml": {
    errors: [
      /^type: Invalid value: "typeValue"/,
      /^series\.count: Invalid value: 1/,
      /^metadata\.name: Invalid value: "nameValue"/,
    ],
    strict: [/^metadata\.clusterName: unknown field/],
  },
  "event/k8s-testdata-v1.22.0-events-v1-fuzzed.yaml": {
    errors: [
      /^type: Invalid value: "37"/,
      /^series\.count: Invalid value: -/,
      /^deprecatedCount: Invalid value: -/,
      /^metadata\.finalizers\[0\]: Invalid/,
      /^metadata\.managedFields\[0\]\.operation: Invalid/,
    ],
    strict: [/^metadata\.clusterName: unknown field/],
  },
  "lease/k8s-testdata-v1-fuzzed.yaml": {
    // Lease's strategy validates metadata with apimachinery's ValidateObjectMeta: "14" is a qualified name.
    errors: [
      /^metadata\.managedFields\[0\]\.fieldsType: Invalid value: "18"/,
      /^metadata\.managedFields\[0\]\.operation: Invalid/,
    ],
    strict: [/^metadata\.clusterName: unknown field/],
    note: "ownerReferences[].uid is any non-empty string to Kubernetes, so the fuzzed uid is not an error",
  },
  "lease/k8srecipes-my-controller-lock-seconds-precision.yaml": {
    errors: [
      /^spec\.acquireTime: Invalid value: "2026-01-22T10:00:00Z"/,
      /^spec\.renewTime: Invalid value: "2026-01-22T10:00:10Z"/,
    ],
  },
  "leasecandidate/k8s-testdata-v1beta1-fuzzed.yaml": {
    errors: [
      /^spec\.binaryVersion: Invalid/,
      /^spec\.emulationVersion: Invalid/,
      /^spec\.strategy: Unsupported value: "strategyValue"/,
    ],
    note: "metadata.name 'nameValue' is valid: LeaseCandidate names are ConfigMap keys (ValidLeaseCandidateName), not DNS subdomains",
  },
  "policy/k8s-readertest-no-rules.yaml": { errors: [/^rules: Required value/] },
  "policy/k8s-readertest-no-version-or-kind.yaml": {
    errors: [/^apiVersion: Required value/, /^kind: Required value/],
  },
  "priorityclass/k8s-testdata-v1-fuzzed.yaml": {
    errors: [
      /^preemptionPolicy: Unsupported value: "J枊a"/,
      /^metadata\.finalizers\[0\]: Invalid value: "14"/,
      /^metadata\.managedFields\[0\]\.operation: Invalid/,
    ],
    strict: [/^metadata\.clusterName: unknown field/],
  },
  "priorityclass/resourceallocation-merge-conflict.yaml": { errors: [/^YAML: /] },
  "runtimeclass/k8s-testdata-v1-fuzzed.yaml": {
    errors: [
      /^overhead\.podFixed: Invalid/,
      /^scheduling\.tolerations\[0\]\.effect: Unsupported value/,
      /^scheduling\.tolerations\[0\]\.effect: Invalid value: .*effect must be 'NoExecute' when `tolerationSeconds` is set/,
      /^metadata\.managedFields\[0\]\.fieldsType: Invalid value: "18"/,
    ],
    strict: [/^metadata\.clusterName: unknown field/],
  },
};

/** VALID documents rejected on purpose, with the reason (none today). */
const VALID_REJECTED: Record<string, string> = {};

function expected(doc: RealDocument): boolean {
  if (doc.status === "VALID") return !(doc.name in VALID_REJECTED);
  if (doc.status === "CAVEAT") {
    const decision = CAVEATS[doc.name];
    if (!decision) throw new Error(`no decision for CAVEAT document ${doc.name}`);
    return decision.valid;
  }
  return false;
}

interface Report {
  filename: string;
  status: "valid" | "invalid" | "error" | "skipped";
  errors: { message: string }[];
}

describe("real documents", () => {
  const docs = realDocuments();
  let reports: Report[];
  let strictReports: Report[];

  beforeAll(async () => {
    const files = docs.map((d) => join(REALWORLD, d.name));
    const run = async (extra: string[]) =>
      (
        JSON.parse(
          (await corespec(["validate", "--output", "json", ...extra, ...files])).stdout,
        ) as { resources: Report[] }
      ).resources;
    [reports, strictReports] = await Promise.all([run([]), run(["--strict"])]);
  });

  const of = (list: Report[], doc: RealDocument) =>
    list.filter((r) => r.filename.endsWith(`realworld/${doc.name}`));

  it("every INVALID document has its reasons", () => {
    expect(
      docs
        .filter((d) => d.status === "INVALID")
        .map((d) => d.name)
        .sort(),
    ).toEqual(Object.keys(REASONS).sort());
  });

  it("every CAVEAT document has a decision", () => {
    expect(
      docs
        .filter((d) => d.status === "CAVEAT")
        .map((d) => d.name)
        .sort(),
    ).toEqual(Object.keys(CAVEATS).sort());
  });

  it.each(docs.map((d) => [d.name, d] as const))("%s", (_name, doc) => {
    const mine = of(reports, doc);
    expect(mine.length).toBeGreaterThan(0);
    const valid = mine.every((r) => r.status === "valid");
    const messages = mine.flatMap((r) => r.errors.map((e) => e.message));
    expect({ valid, messages }).toMatchObject({ valid: expected(doc) });
    if (doc.status === "OUTSIDE-SLICE")
      expect(messages.join("\n")).toMatch(/apiVersion: Unsupported value/);
    const reasons = REASONS[doc.name];
    if (reasons) {
      const strictMessages = of(strictReports, doc).flatMap((r) => r.errors.map((e) => e.message));
      for (const reason of reasons.errors)
        expect(
          messages.some((m) => reason.test(m)),
          `${reason} among\n${messages.join("\n")}`,
        ).toBe(true);
      for (const reason of reasons.strict ?? [])
        expect(
          strictMessages.some((m) => reason.test(m)),
          `${reason} among\n${strictMessages.join("\n")}`,
        ).toBe(true);
    }
    const strict = CAVEATS[doc.name]?.strictValid;
    if (strict !== undefined)
      expect(of(strictReports, doc).every((r) => r.status === "valid")).toBe(strict);
  });
});
