/**
 * `corespec serve --admission-webhook-manifests FILE`: the webhook configurations are checked
 * with the generated validators and Kubernetes' rules the spec cannot state; every problem is
 * printed as `file:line:col` and the server does not start.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
const dir = mkdtempSync(join(tmpdir(), "corespec-webhooks-cli-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("refuses webhook manifests Kubernetes would refuse, naming each problem's line", () => {
  const file = join(dir, "webhooks.yaml");
  writeFileSync(
    file,
    [
      "apiVersion: admissionregistration.core.io/v1",
      "kind: ValidatingWebhookConfiguration",
      "metadata: { name: p }",
      "webhooks:",
      "  - name: two.segments",
      '    clientConfig: { url: "https://127.0.0.1:9443/x" }',
      '    rules: [{ operations: [CREATE], apiGroups: ["*"], apiVersions: ["*"], resources: ["*"] }]',
      "    sideEffects: Some",
      "    timeoutSeconds: 40",
      "    admissionReviewVersions: [v1beta1]",
      "",
    ].join("\n"),
  );
  const run = spawnSync(
    process.execPath,
    [
      join(ROOT, "bin/corespec.js"),
      "serve",
      "--port",
      "0",
      "--no-controllers",
      "--admission-webhook-manifests",
      file,
    ],
    { cwd: ROOT, encoding: "utf8", timeout: 60_000 },
  );
  expect(run.status).not.toBe(0);
  expect(run.stderr).toContain(
    `${file}:9:21: webhooks[0].timeoutSeconds: Invalid value: 40: the timeout value must be between 1 and 30 seconds`,
  );
  expect(run.stderr).toContain(
    `${file}:8:18: webhooks[0].sideEffects: Unsupported value: "Some": supported values: "None", "NoneOnDryRun"`,
  );
  expect(run.stderr).toContain(
    `${file}:5:11: webhooks[0].name: Invalid value: "two.segments": should be a domain with at least three segments separated by dots`,
  );
  expect(run.stderr).toContain(
    `${file}:10:30: webhooks[0].admissionReviewVersions: Invalid value: ["v1beta1"]: must include at least one of v1`,
  );
});
