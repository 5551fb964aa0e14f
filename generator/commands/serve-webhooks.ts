/**
 * `--admission-webhook-manifests FILE` of `corespec serve`: the admission webhooks, as YAML
 * documents of ValidatingWebhookConfiguration and MutatingWebhookConfiguration
 * (admissionregistration.core.io/v1), read as Kubernetes' manifest-based admission
 * configuration reads them from files (KEP-5160, `staticManifestsDir`), since corespec does not
 * serve these kinds. Each document is defaulted and validated with the generated package, then
 * checked for what the spec language cannot say (webhookProblems); every problem is
 * reported as `file:line:col: message` and the server does not start.
 */
import { readFile } from "node:fs/promises";
import { parseDocument } from "../validate/documents.js";
import { pathSteps } from "../validate/field-paths.js";
import { splitYaml } from "../validate/split.js";
import type { PackageApi } from "./package-api.js";

const GROUP = "admissionregistration.core.io";
const KINDS = ["ValidatingWebhookConfiguration", "MutatingWebhookConfiguration"];
const MAX_BYTES = 1024 * 1024;

interface Hook {
  readonly name?: unknown;
  readonly admissionReviewVersions?: readonly string[];
}

/**
 * What Kubernetes' ValidateValidatingWebhookConfiguration checks and the spec language cannot
 * say: a name of at least three segments, and v1 among the admissionReviewVersions (the one
 * corespec speaks). Each problem names its field as Kubernetes does.
 */
function webhookProblems(config: { readonly webhooks?: readonly Hook[] }): string[] {
  const problems: string[] = [];
  (config.webhooks ?? []).forEach((hook, i) => {
    if (typeof hook.name === "string" && hook.name.split(".").length < 3)
      problems.push(
        `webhooks[${i}].name: Invalid value: "${hook.name}": should be a domain with at least three segments separated by dots`,
      );
    const versions = hook.admissionReviewVersions ?? [];
    if (versions.length === 0)
      problems.push(
        `webhooks[${i}].admissionReviewVersions: Required value: must specify one of v1`,
      );
    else if (!versions.includes("v1"))
      problems.push(
        `webhooks[${i}].admissionReviewVersions: Invalid value: ${JSON.stringify(versions)}: must include at least one of v1`,
      );
  });
  return problems;
}

/**
 * What a staticManifestsDir file of one plugin may hold (Kubernetes' webhook manifest loader):
 * its plugin's kind only, names ending with `.static.k8s.io` and unique across the directory,
 * each webhook with `clientConfig.url` and `clientConfig.caBundle`.
 */
export interface StaticManifests {
  readonly plugin: "ValidatingAdmissionWebhook" | "MutatingAdmissionWebhook";
  /** The names seen in the directory's earlier files. */
  readonly names: Set<string>;
}

export const STATIC_SUFFIX = ".static.k8s.io";

/** The manifest loader's own checks (validateManifestName, validateWebhookClientConfig), each with the field it is about. */
function staticProblems(config: {
  readonly metadata?: { name?: unknown };
  readonly webhooks?: readonly {
    readonly clientConfig?: { url?: unknown; caBundle?: unknown; service?: unknown };
  }[];
}): [string, string][] {
  const problems: [string, string][] = [];
  const name = String(config.metadata?.name ?? "");
  if (!name.endsWith(STATIC_SUFFIX))
    problems.push([
      "metadata.name",
      `metadata.name: Invalid value: "${name}": must end with "${STATIC_SUFFIX}" in a static manifest`,
    ]);
  (config.webhooks ?? []).forEach((hook, i) => {
    const at = `webhooks[${i}].clientConfig`;
    if (hook.clientConfig?.service !== undefined)
      problems.push([
        `${at}.service`,
        `${at}.service: Forbidden: not supported for static manifests; use clientConfig.url instead`,
      ]);
    else if (typeof hook.clientConfig?.url !== "string" || hook.clientConfig.url === "")
      problems.push([at, `${at}.url: Required value: required for static manifests`]);
    if (typeof hook.clientConfig?.caBundle !== "string" || hook.clientConfig.caBundle === "")
      problems.push([at, `${at}.caBundle: Required value: required for static manifests`]);
  });
  return problems;
}

export async function readWebhookManifests(
  flag: string,
  path: string,
  api: PackageApi,
  fail: (message: string) => Error,
  manifests?: StaticManifests,
): Promise<unknown[]> {
  let text: string;
  try {
    text = await readFile(path, "utf8");
    if (text.length > MAX_BYTES) throw new Error("larger than 1 MiB");
  } catch (error) {
    throw fail(`${flag}: ${path}: ${(error as Error).message}`);
  }
  const problems: string[] = [];
  const configurations: unknown[] = [];
  const names = manifests?.names ?? new Set<string>();
  const wanted =
    manifests === undefined
      ? undefined
      : manifests.plugin === "ValidatingAdmissionWebhook"
        ? "ValidatingWebhookConfiguration"
        : "MutatingWebhookConfiguration";
  async function* once(): AsyncGenerator<string> {
    yield text;
  }
  for await (const part of splitYaml(once())) {
    const doc = await parseDocument(part, path.endsWith(".json"));
    problems.push(...doc.syntax.map((p) => `${path}:${p.line}:${p.col}: ${p.message}`));
    if (doc.syntax.length > 0) continue;
    const value = doc.value as {
      apiVersion?: unknown;
      kind?: unknown;
      metadata?: { name?: unknown };
    } | null;
    const at = (field: string) => doc.positionOf(pathSteps(field, doc.value));
    if (
      value === null ||
      typeof value !== "object" ||
      !KINDS.includes(String(value.kind)) ||
      value.apiVersion !== `${GROUP}/v1`
    ) {
      const where = at("kind");
      problems.push(
        `${path}:${where.line}:${where.col}: expected kind ValidatingWebhookConfiguration or MutatingWebhookConfiguration of ${GROUP}/v1`,
      );
      continue;
    }
    if (wanted !== undefined && value.kind !== wanted) {
      const where = at("kind");
      problems.push(
        `${path}:${where.line}:${where.col}: kind ${String(value.kind)} in a directory of the ${manifests?.plugin ?? ""} plugin, which holds ${wanted} only; use a separate directory`,
      );
      continue;
    }
    const checks = await api.forDocument(value.apiVersion, String(value.kind));
    const tools = await api.tools();
    const defaulted = checks.applyDefaults(doc.value);
    for (const error of checks.validate(defaulted).errors) {
      const where = at(error.field);
      problems.push(`${path}:${where.line}:${where.col}: ${tools.formatFieldError(error)}`);
    }
    for (const problem of webhookProblems(defaulted as { webhooks?: Hook[] })) {
      const where = at(problem.slice(0, problem.indexOf(":")));
      problems.push(`${path}:${where.line}:${where.col}: ${problem}`);
    }
    if (manifests !== undefined) {
      for (const [field, problem] of staticProblems(
        defaulted as Parameters<typeof staticProblems>[0],
      ))
        problems.push(`${path}:${at(field).line}:${at(field).col}: ${problem}`);
    }
    const key = `${String(value.kind)}/${String(value.metadata?.name ?? "")}`;
    if (names.has(key))
      problems.push(
        `${path}:${at("metadata.name").line}:${at("metadata.name").col}: metadata.name: Duplicate value: "${String(value.metadata?.name ?? "")}"`,
      );
    names.add(key);
    configurations.push(defaulted);
  }
  if (problems.length > 0) throw fail(`${flag}: invalid configuration:\n${problems.join("\n")}`);
  return configurations;
}
