/**
 * `corespec serve --admission-control-config-file FILE` (issue 34 §5), as kube-apiserver reads it:
 * an AdmissionConfiguration (apiserver.core.io/v1) with EventRateLimit from a relative `path` and
 * ValidatingAdmissionWebhook from a WebhookAdmissionConfiguration whose staticManifestsDir holds
 * the webhook and whose kubeConfigFile gives the token presented to it. Through HTTP: the rate
 * limit answers 429, the webhook denies (having received the token). At start-up: a bad plugin
 * configuration, a bad manifest file, a mutating manifest in the validating plugin's directory and
 * an unknown plugin are refused with file:line:col, and the server does not start.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer as createHttps, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makePki, type Pki } from "../helpers/pki.js";
import { ROOT, startServeProcess, type CliServer } from "./cli-server.js";

const BIN = join(ROOT, "bin/corespec.js");
const GATE = ["--feature-gates", "ManifestBasedAdmissionControlConfig=true"];
let dir: string;
let pki: Pki;
let hookServer: Server;
let hookPort: number;
const authorizations: (string | undefined)[] = [];

const serveSync = (args: string[]) =>
  spawnSync(process.execPath, [BIN, "serve", "--port", "0", "--no-controllers", ...args], {
    cwd: ROOT,
    encoding: "utf8",
    timeout: 60_000,
  });
const write = (name: string, lines: string[]) => {
  const file = join(dir, name);
  writeFileSync(file, lines.join("\n") + "\n");
  return file;
};
const manifest = (kind: string, name: string) => [
  "apiVersion: admissionregistration.core.io/v1",
  `kind: ${kind}`,
  `metadata: { name: ${name} }`,
  "webhooks:",
  "  - name: deny.policy.example.com",
  `    clientConfig: { url: "https://127.0.0.1:${hookPort}/deny", caBundle: ${Buffer.from(pki.cert).toString("base64")} }`,
  "    rules: [{ operations: [CREATE], apiGroups: [coordination.core.io], apiVersions: ['*'], resources: [leases] }]",
  "    objectSelector: { matchLabels: { policy: strict } }",
  "    sideEffects: None",
  "    admissionReviewVersions: [v1]",
];
/** An AdmissionConfiguration whose ValidatingAdmissionWebhook loads `manifests`, plus `extra` plugin lines. */
const admissionConfig = (name: string, manifests: string, extra: string[] = []) =>
  write(name, [
    "apiVersion: apiserver.core.io/v1",
    "kind: AdmissionConfiguration",
    "plugins:",
    "  - name: EventRateLimit",
    "    path: limits.yaml",
    "  - name: ValidatingAdmissionWebhook",
    "    configuration:",
    "      apiVersion: apiserver.core.io/v1",
    "      kind: WebhookAdmissionConfiguration",
    `      kubeConfigFile: ${join(dir, "webhook-kubeconfig.yaml")}`,
    `      staticManifestsDir: ${manifests}`,
    ...extra,
  ]);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "corespec-admission-config-"));
  pki = makePki(dir);
  hookServer = createHttps({ cert: pki.server.cert, key: pki.server.key }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      authorizations.push(req.headers.authorization);
      const { request } = JSON.parse(Buffer.concat(chunks).toString("utf8")) as {
        request: { uid: string; name: string };
      };
      res.writeHead(200, { "content-type": "application/json" });
      res.end(
        JSON.stringify({
          apiVersion: "admission.core.io/v1",
          kind: "AdmissionReview",
          response: {
            uid: request.uid,
            allowed: false,
            status: { code: 403, message: `${request.name} breaks the policy` },
          },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => hookServer.listen(0, "127.0.0.1", resolve));
  hookPort = (hookServer.address() as AddressInfo).port;
  write("limits.yaml", [
    "apiVersion: eventratelimit.admission.core.io/v1alpha1",
    "kind: Configuration",
    "limits:",
    "  - { type: Namespace, qps: 1, burst: 2 }",
  ]);
  write("webhook-kubeconfig.yaml", [
    "apiVersion: v1",
    "kind: Config",
    "users:",
    `  - name: "127.0.0.1:${hookPort}"`,
    "    user: { token: webhook-secret }",
    "  - name: '*'",
    "    user: { token: wrong-one }",
  ]);
  mkdirSync(join(dir, "validating"));
  writeFileSync(
    join(dir, "validating", "policy.yaml"),
    manifest("ValidatingWebhookConfiguration", "policy.static.k8s.io").join("\n") + "\n",
  );
  writeFileSync(
    join(dir, "validating", "README.txt"),
    "not a manifest: only .yaml, .yml and .json files are read\n",
  );
}, 60_000);

afterAll(async () => {
  hookServer?.closeAllConnections();
  await new Promise((resolve) => hookServer?.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

describe("a server configured by an AdmissionConfiguration", () => {
  let server: CliServer;
  beforeAll(async () => {
    server = await startServeProcess(
      [],
      [
        "--no-controllers",
        ...GATE,
        "--admission-control-config-file",
        admissionConfig("admission.yaml", join(dir, "validating")),
      ],
    );
  }, 60_000);
  afterAll(() => server?.kill());

  const post = (path: string, body: unknown) =>
    fetch(`${server.base}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  it("limits Event creates with 429 (EventRateLimit from path)", async () => {
    let n = 0;
    const event = () => ({
      apiVersion: "events.core.io/v1",
      kind: "Event",
      metadata: { name: `e${++n}` },
      eventTime: "2026-01-01T00:00:00.000000Z",
      reportingController: "test/controller",
      reportingInstance: "test-1",
      action: "Test",
      reason: "Testing",
      type: "Normal",
      regarding: { kind: "Pod", namespace: "a", name: "p", apiVersion: "v1" },
    });
    // qps is a whole number (int32): one token a second refills the bucket of 2, so the writes go on until one finds it empty.
    const codes: number[] = [];
    let limited: Response | undefined;
    while (limited === undefined && codes.length < 100) {
      const response = await post("/apis/events.core.io/v1/namespaces/a/events", event());
      codes.push(response.status);
      if (response.status === 429) limited = response;
      else await response.arrayBuffer();
    }
    expect(codes.slice(0, 2)).toEqual([201, 201]);
    expect(codes.every((c) => c === 201 || c === 429)).toBe(true);
    expect(await limited?.json()).toEqual({
      kind: "Status",
      apiVersion: "v1",
      metadata: {},
      status: "Failure",
      message: "Too many requests: limit reached on type Namespace for key a",
      reason: "TooManyRequests",
      code: 429,
    });
  });

  it("denies through the webhook of the static manifest, presenting the kubeconfig's token for its host", async () => {
    const lease = (name: string, labels: Record<string, string>) => ({
      apiVersion: "coordination.core.io/v1",
      kind: "Lease",
      metadata: { name, labels },
    });
    const denied = await post(
      "/apis/coordination.core.io/v1/namespaces/default/leases",
      lease("strict", { policy: "strict" }),
    );
    expect(denied.status).toBe(403);
    expect(((await denied.json()) as { message: string }).message).toBe(
      'admission webhook "deny.policy.example.com" denied the request: strict breaks the policy',
    );
    expect(authorizations).toEqual(["Bearer webhook-secret"]);
    expect(
      (await post("/apis/coordination.core.io/v1/namespaces/default/leases", lease("relaxed", {})))
        .status,
    ).toBe(201);
  });
});

describe("start-up checks", () => {
  it("refuses a bad plugin configuration, in the config file and in its path file, with file:line:col", () => {
    const limits = write("bad-limits.yaml", [
      "apiVersion: eventratelimit.admission.core.io/v1alpha1",
      "kind: Configuration",
      "limits:",
      "  - { type: Cluster, qps: 1, burst: 1 }",
    ]);
    const file = write("bad.yaml", [
      "apiVersion: apiserver.core.io/v1",
      "kind: AdmissionConfiguration",
      "plugins:",
      "  - name: EventRateLimit",
      "    path: bad-limits.yaml",
      "  - name: MutatingAdmissionWebhook",
      "    configuration:",
      "      apiVersion: apiserver.core.io/v1",
      "      kind: WebhookAdmissionConfiguration",
      "      kubeConfigFile: relative/kubeconfig",
    ]);
    const run = serveSync([...GATE, "--admission-control-config-file", file]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(`${limits}:4:13: limits[0].type: Unsupported value: "Cluster"`);
    expect(run.stderr).toContain(
      `${file}:10:23: kubeConfigFile: Invalid value: "relative/kubeconfig": must be an absolute file path`,
    );
    expect(run.stdout).not.toContain("Serving");
  });

  it("refuses staticManifestsDir without its feature gate", () => {
    const run = serveSync([
      "--admission-control-config-file",
      admissionConfig("ungated.yaml", join(dir, "validating")),
    ]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(
      `${join(dir, "ungated.yaml")}:11:27: staticManifestsDir: Forbidden: staticManifestsDir requires the ManifestBasedAdmissionControlConfig feature gate to be enabled`,
    );
  });

  it("refuses a bad manifest file and a mutating manifest in the validating plugin's directory, with file:line:col", () => {
    const bad = join(dir, "bad-manifests");
    mkdirSync(bad);
    const lines = manifest("ValidatingWebhookConfiguration", "no-suffix");
    lines[9] = "    admissionReviewVersions: [v1beta1]";
    writeFileSync(join(bad, "a.yaml"), lines.join("\n") + "\n");
    writeFileSync(
      join(bad, "b.yml"),
      manifest("MutatingWebhookConfiguration", "m.static.k8s.io").join("\n") + "\n",
    );
    const run = serveSync([
      ...GATE,
      "--admission-control-config-file",
      admissionConfig("bad-dir.yaml", bad),
    ]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(
      `${join(bad, "a.yaml")}:10:30: webhooks[0].admissionReviewVersions: Invalid value: ["v1beta1"]: must include at least one of v1`,
    );
    expect(run.stderr).toContain(
      `${join(bad, "a.yaml")}:3:19: metadata.name: Invalid value: "no-suffix": must end with ".static.k8s.io"`,
    );
    expect(run.stderr).toContain(
      `${join(bad, "b.yml")}:2:7: kind MutatingWebhookConfiguration in a directory of the ValidatingAdmissionWebhook plugin`,
    );
  });

  it("refuses an unknown plugin, naming it and the known ones", () => {
    const file = admissionConfig("unknown.yaml", join(dir, "validating"), [
      "  - name: PodSecurity",
      "    configuration: {}",
    ]);
    const run = serveSync([...GATE, "--admission-control-config-file", file]);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain(
      `${file}:12:11: plugins[2].name: Unsupported value: "PodSecurity": unknown admission plugin; corespec runs "EventRateLimit", "MutatingAdmissionWebhook", "ValidatingAdmissionWebhook"`,
    );
  });
});
