/**
 * `corespec serve --admission-control-config-file FILE`, as kube-apiserver reads it
 * (k8s.io/apiserver/pkg/admission/config.go ReadAdmissionConfiguration): an AdmissionConfiguration
 * of apiserver.core.io whose `plugins` give each plugin its configuration, embedded
 * (`configuration`) or in a file (`path`, relative to the configuration file's directory). The
 * plugins corespec has: EventRateLimit (an eventratelimit.admission.core.io Configuration), and
 * ValidatingAdmissionWebhook and MutatingAdmissionWebhook (a WebhookAdmissionConfiguration:
 * `staticManifestsDir`, the webhook configurations loaded at start-up, KEP-5793; `kubeConfigFile`,
 * the credentials presented to webhooks). Every document is checked with the generated
 * validators; every problem is `file:line:col: message` and the server does not start.
 */
import { readdir, readFile } from "node:fs/promises";
import { dirname, extname, isAbsolute, join, resolve } from "node:path";
import { readConfig } from "./config-file.js";
import type { PackageApi } from "./package-api.js";
import { checkDocument, parseFile, type Position } from "./serve-documents.js";
import { readWebhookManifests, type StaticManifests } from "./serve-webhooks.js";

const FLAG = "--admission-control-config-file";
const MAX_BYTES = 1024 * 1024;
const WEBHOOK_PLUGINS = ["MutatingAdmissionWebhook", "ValidatingAdmissionWebhook"] as const;
/** The admission plugins corespec runs, by Kubernetes' names. */
export const ADMISSION_PLUGINS: readonly string[] = ["EventRateLimit", ...WEBHOOK_PLUGINS];

type Credential = { token?: string; cert?: string; key?: string };

export interface AdmissionOptions {
  eventRateLimit?: unknown;
  admissionWebhooks: unknown[];
  admissionWebhookCredentials?: {
    mutating?: Record<string, Credential>;
    validating?: Record<string, Credential>;
  };
}

class Problems extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join("\n"));
  }
}

async function readText(path: string, at: string): Promise<string> {
  try {
    const text = await readFile(path, "utf8");
    if (text.length > MAX_BYTES) throw new Error("larger than 1 MiB");
    return text;
  } catch (error) {
    throw new Problems([`${at}: ${path}: ${(error as Error).message}`]);
  }
}

const where = (file: string, p: Position) => `${file}:${p.line}:${p.col}`;

/** The users of a webhook kubeconfig (`users: [{ name, user }]`): token or tokenFile, client-certificate(-data) and client-key(-data). */
async function readCredentials(path: string, at: string): Promise<Record<string, Credential>> {
  let document: unknown;
  try {
    document = await readConfig(path);
  } catch (error) {
    throw new Problems([`${at}: ${(error as Error).message}`]);
  }
  const dir = dirname(path);
  const users = (document as { users?: unknown } | null)?.users;
  const out: Record<string, Credential> = {};
  for (const entry of Array.isArray(users) ? (users as unknown[]) : []) {
    const { name, user } = (entry ?? {}) as { name?: unknown; user?: Record<string, unknown> };
    if (typeof name !== "string" || user === null || typeof user !== "object") continue;
    const str = (field: string) =>
      typeof user[field] === "string" ? (user[field] as string) : undefined;
    const file = async (field: string) => {
      const value = str(field);
      return value === undefined
        ? undefined
        : (
            await readText(
              isAbsolute(value) ? value : join(dir, value),
              `${path}: user ${name}: ${field}`,
            )
          ).trim();
    };
    const pem = async (field: string) =>
      str(`${field}-data`) !== undefined
        ? Buffer.from(str(`${field}-data`) ?? "", "base64").toString("utf8")
        : await file(field);
    const token = str("token") ?? (await file("tokenFile"));
    const cert = await pem("client-certificate");
    const key = await pem("client-key");
    if ((cert === undefined) !== (key === undefined))
      throw new Problems([`${path}: user ${name}: client-certificate and client-key go together`]);
    out[name] = {
      ...(token !== undefined ? { token } : {}),
      ...(cert !== undefined && key !== undefined ? { cert, key } : {}),
    };
  }
  return out;
}

/** The configurations of a staticManifestsDir: its .yaml, .yml and .json files in name order. */
async function readManifestsDir(
  dir: string,
  plugin: StaticManifests["plugin"],
  api: PackageApi,
  at: string,
): Promise<unknown[]> {
  if (!isAbsolute(dir))
    throw new Problems([
      `${at}: staticManifestsDir: Invalid value: "${dir}": must be an absolute file path`,
    ]);
  let files: string[];
  try {
    files = (await readdir(dir, { withFileTypes: true }))
      .filter(
        (e) => e.isFile() && [".yaml", ".yml", ".json"].includes(extname(e.name).toLowerCase()),
      )
      .map((e) => e.name);
  } catch (error) {
    throw new Problems([
      `${at}: staticManifestsDir: Invalid value: "${dir}": unable to read: ${(error as Error).message}`,
    ]);
  }
  const manifests: StaticManifests = { plugin, names: new Set() };
  const problems: string[] = [];
  const configurations: unknown[] = [];
  for (const name of files.sort()) {
    try {
      configurations.push(
        ...(await readWebhookManifests(
          FLAG,
          join(dir, name),
          api,
          (m) => new Problems([m]),
          manifests,
        )),
      );
    } catch (error) {
      if (!(error instanceof Problems)) throw error;
      problems.push(
        ...error.message
          .split("\n")
          .filter((l) => !l.startsWith(`${FLAG}: invalid configuration:`)),
      );
    }
  }
  if (problems.length > 0) throw new Problems(problems);
  return configurations;
}

/** Reads and checks the AdmissionConfiguration at `path`; throws an Error listing every problem. */
export async function readAdmissionConfiguration(
  path: string,
  api: PackageApi,
  featureGates: Record<string, boolean> | undefined,
  fail: (message: string) => Error,
): Promise<AdmissionOptions> {
  const result: AdmissionOptions = { admissionWebhooks: [] };
  const problems: string[] = [];
  try {
    const parsed = await parseFile(path, await readText(path, FLAG));
    const top =
      parsed.problems.length > 0
        ? parsed
        : await checkDocument(
            path,
            parsed.value,
            parsed.at,
            { kind: "AdmissionConfiguration", group: "apiserver.core.io" },
            api,
            featureGates,
          );
    if (top.problems.length > 0) throw new Problems(top.problems);
    const plugins =
      (top.value as { plugins?: { name: string; path?: string; configuration?: unknown }[] })
        .plugins ?? [];
    for (const [i, plugin] of plugins.entries()) {
      try {
        const here = `plugins[${i}]`;
        if (!ADMISSION_PLUGINS.includes(plugin.name)) {
          throw new Problems([
            `${where(path, parsed.at(`${here}.name`))}: ${here}.name: Unsupported value: "${plugin.name}": unknown admission plugin; corespec runs ${ADMISSION_PLUGINS.map((n) => `"${n}"`).join(", ")}`,
          ]);
        }
        // config.go GetAdmissionPluginConfigurationFor: the embedded configuration wins over path.
        let doc: { file: string; value: unknown; at: (field: string) => Position } | undefined;
        if (plugin.configuration !== undefined && plugin.configuration !== null) {
          doc = {
            file: path,
            value: plugin.configuration,
            at: (field) => parsed.at(`${here}.configuration.${field}`),
          };
        } else if (plugin.path !== undefined && plugin.path !== "") {
          const file = resolve(dirname(path), plugin.path);
          const inner = await parseFile(
            file,
            await readText(file, `${where(path, parsed.at(`${here}.path`))}: ${here}.path`),
          );
          if (inner.problems.length > 0) throw new Problems(inner.problems);
          doc = { file, value: inner.value, at: inner.at };
        }
        const expected =
          plugin.name === "EventRateLimit"
            ? { kind: "Configuration", group: "eventratelimit.admission.core.io" }
            : { kind: "WebhookAdmissionConfiguration", group: "apiserver.core.io" };
        if (doc === undefined) {
          if (plugin.name === "EventRateLimit")
            throw new Problems([
              `${where(path, parsed.at(`${here}.name`))}: ${here}: Required value: EventRateLimit needs a configuration or a path`,
            ]);
          continue;
        }
        const checked = await checkDocument(
          doc.file,
          doc.value,
          doc.at,
          expected,
          api,
          featureGates,
        );
        if (checked.problems.length > 0) throw new Problems(checked.problems);
        if (plugin.name === "EventRateLimit") {
          result.eventRateLimit = checked.value;
          continue;
        }
        const webhook = checked.value as { kubeConfigFile?: string; staticManifestsDir?: string };
        const side = plugin.name === "ValidatingAdmissionWebhook" ? "validating" : "mutating";
        if (webhook.kubeConfigFile !== undefined && webhook.kubeConfigFile !== "") {
          const credentials = await readCredentials(
            webhook.kubeConfigFile,
            `${where(doc.file, doc.at("kubeConfigFile"))}: kubeConfigFile`,
          );
          result.admissionWebhookCredentials = {
            ...result.admissionWebhookCredentials,
            [side]: credentials,
          };
        }
        if (webhook.staticManifestsDir !== undefined && webhook.staticManifestsDir !== "") {
          const at = where(doc.file, doc.at("staticManifestsDir"));
          result.admissionWebhooks.push(
            ...(await readManifestsDir(
              webhook.staticManifestsDir,
              plugin.name as StaticManifests["plugin"],
              api,
              at,
            )),
          );
        }
      } catch (error) {
        if (!(error instanceof Problems)) throw error;
        problems.push(...error.problems);
      }
    }
  } catch (error) {
    if (!(error instanceof Problems)) throw error;
    problems.push(...error.problems);
  }
  if (problems.length > 0) throw fail(`${FLAG}: invalid configuration:\n${problems.join("\n")}`);
  return result;
}
