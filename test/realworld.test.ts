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
  "admissionreview/webhook-demo-v1-pod-create-no-uid.json": { valid: false, why: "request.uid and request.userInfo are missing; Kubernetes always sends both" },
  "admissionreview/website-zh-v1-response-allow-minimal.json": { valid: true, why: "the shape is valid; the uid placeholder can only be checked against the request" },
  "admissionreview/website-zh-v1-response-forbid-status.json": { valid: true, why: "the shape is valid; the uid placeholder can only be checked against the request" },
  "admissionreview/website-zh-v1-response-jsonpatch.json": { valid: true, why: "the shape is valid; the uid placeholder can only be checked against the request" },
  "authenticationconfiguration/website-anonymous-v1.yaml": { valid: true, why: "jwt is marked required by the seed, but Kubernetes accepts an anonymous-only configuration (markedRequired)" },
  "clusterrolebinding/macos-virtual-kubelet-group-no-apigroup.yaml": { valid: true, why: "the Group subject's apiGroup is defaulted to the rbac group before validation, as Kubernetes does" },
  "clusterrolebinding/online-shop-namespaced-crb.yaml": { valid: false, why: "metadata.namespace on a cluster-scoped kind is Forbidden by ValidateObjectMeta; only the REST layer would clear it" },
  "priorityclass/zth-postgresql-high-priority-namespaced.yaml": { valid: false, why: "metadata.namespace on a cluster-scoped kind is Forbidden by ValidateObjectMeta; only the REST layer would clear it" },
  "egressselectorconfiguration/anp-kind-multinode-kcp-direct.yaml": { valid: true, why: "the deprecated name master and proxyProtocol Direct are accepted" },
  "execcredential/atmos-eks-token-v1beta1.json": { valid: true, why: "a plugin output carries only status; spec and the status fields are markedRequired" },
  "execcredential/website-v1-client-cert.json": { valid: true, why: "a plugin output carries only status; spec and the status fields are markedRequired" },
  "execcredential/website-v1-token.json": { valid: true, why: "a plugin output carries only status; spec and the status fields are markedRequired" },
  "execcredential/website-v1beta1-token-expiry.json": { valid: true, why: "a plugin output carries only status; spec and the status fields are markedRequired" },
  "execcredential/website-v1-cluster-info-input.json": { valid: false, why: 'certificate-authority-data is "LS0t...", an elision on the website, not base64; the field is []byte, which Go would not decode either' },
  "imagereview/k8s-testdata-v1alpha1-placeholder.yaml": { valid: false, why: "placeholder values: metadata.namespace \"namespaceValue\" is not a DNS label" },
  "policy/selectel-mks.yaml": { valid: true, strictValid: false, why: "an unknown field inside a GroupResources entry: a warning, and an error with --strict" },
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
  file: string;
  valid: boolean;
  errors: { message: string }[];
}

describe("real documents", () => {
  const docs = realDocuments();
  let reports: Report[];
  let strictReports: Report[];

  beforeAll(async () => {
    const files = docs.map((d) => join(REALWORLD, d.name));
    const run = async (extra: string[]) => JSON.parse((await corespec(["validate", "--output", "json", ...extra, ...files])).stdout) as Report[];
    [reports, strictReports] = await Promise.all([run([]), run(["--strict"])]);
  });

  const of = (list: Report[], doc: RealDocument) => list.filter((r) => r.file.endsWith(`realworld/${doc.name}`));

  it("every CAVEAT document has a decision", () => {
    expect(docs.filter((d) => d.status === "CAVEAT").map((d) => d.name).sort()).toEqual(Object.keys(CAVEATS).sort());
  });

  it.each(docs.map((d) => [d.name, d] as const))("%s", (_name, doc) => {
    const mine = of(reports, doc);
    expect(mine.length).toBeGreaterThan(0);
    const valid = mine.every((r) => r.valid);
    const messages = mine.flatMap((r) => r.errors.map((e) => e.message));
    expect({ valid, messages }).toMatchObject({ valid: expected(doc) });
    if (doc.status === "OUTSIDE-SLICE") expect(messages.join("\n")).toMatch(/apiVersion: Unsupported value/);
    const strict = CAVEATS[doc.name]?.strictValid;
    if (strict !== undefined) expect(of(strictReports, doc).every((r) => r.valid)).toBe(strict);
  });
});
