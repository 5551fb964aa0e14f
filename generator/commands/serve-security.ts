/**
 * The security flags of `corespec serve` (issue 34): the TLS files, and the authentication and
 * authorization configuration documents, read and checked before the server starts. A document
 * is an AuthenticationConfiguration or AuthorizationConfiguration of apiserver.core.io, defaulted
 * and validated with the generated package as `corespec validate` does; every problem is
 * reported as `file:line:col: message` and the server does not start.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { PackageApi } from "./package-api.js";
import { readAdmissionConfiguration, type AdmissionOptions } from "./serve-admission.js";
import { checkDocument, parseFile } from "./serve-documents.js";
import { readWebhookManifests } from "./serve-webhooks.js";

export interface SecurityFlags {
  readonly tlsCertFile?: string;
  readonly tlsPrivateKeyFile?: string;
  readonly clientCaFile?: string;
  readonly authenticationConfig?: string;
  readonly authorizationConfig?: string;
  readonly insecureBindAny?: boolean;
  readonly auditPolicyFile?: string;
  readonly auditLogPath?: string;
  readonly eventRateLimitConfig?: string;
  readonly admissionWebhookManifests?: string;
  readonly admissionControlConfigFile?: string;
}

/** What the server package's `serve({ security })` takes. */
export interface SecurityOptions {
  tls?: { cert: string; key: string; clientCA?: string; loopback?: { cert: string; key: string } };
  authentication?: unknown;
  authorization?: unknown;
  audit?: { policy: unknown; path: string };
  eventRateLimit?: unknown;
  admissionWebhooks?: unknown[];
  admissionWebhookCredentials?: AdmissionOptions["admissionWebhookCredentials"];
  insecureBindAny?: boolean;
  /** Bearer tokens known only to the server process: the controller manager's (loopback-credentials.ts). */
  tokens?: readonly { token: string; user: { name: string; groups: readonly string[] } }[];
}

/** A flag's problem: the message names the file (and the line and column when they are known). */
export class SecurityConfigError extends Error {}

const MAX_CONFIG_BYTES = 1024 * 1024;

async function readText(flag: string, path: string): Promise<string> {
  try {
    const text = await readFile(path, "utf8");
    if (text.length > MAX_CONFIG_BYTES) throw new Error("larger than 1 MiB");
    return text;
  } catch (error) {
    throw new SecurityConfigError(`${flag}: ${path}: ${(error as Error).message}`);
  }
}

/** Reads, defaults and validates one configuration document of the expected kind. */
async function readDocument(
  flag: string,
  path: string,
  kind: string,
  api: PackageApi,
  group = "apiserver.core.io",
): Promise<unknown> {
  const parsed = await parseFile(path, await readText(flag, path));
  const checked =
    parsed.problems.length > 0
      ? parsed
      : await checkDocument(path, parsed.value, parsed.at, { kind, group }, api);
  if (checked.problems.length === 0) return checked.value;
  throw new SecurityConfigError(`${flag}: invalid configuration:\n${checked.problems.join("\n")}`);
}

/** The `security` option of the server package, or undefined when no security flag is given. */
export async function securityOptions(
  flags: SecurityFlags,
  serverEntry: string,
  featureGates?: Record<string, boolean>,
): Promise<SecurityOptions | undefined> {
  const security: SecurityOptions = {};
  if ((flags.tlsCertFile === undefined) !== (flags.tlsPrivateKeyFile === undefined))
    throw new SecurityConfigError("--tls-cert-file and --tls-private-key-file go together");
  if (flags.clientCaFile !== undefined && flags.tlsCertFile === undefined)
    throw new SecurityConfigError(
      "--client-ca-file needs TLS: give --tls-cert-file and --tls-private-key-file",
    );
  if (flags.tlsCertFile !== undefined && flags.tlsPrivateKeyFile !== undefined) {
    const cert = await readText("--tls-cert-file", flags.tlsCertFile);
    const key = await readText("--tls-private-key-file", flags.tlsPrivateKeyFile);
    security.tls = {
      cert,
      key,
      ...(flags.clientCaFile !== undefined
        ? { clientCA: await readText("--client-ca-file", flags.clientCaFile) }
        : {}),
    };
  }
  if ((flags.auditPolicyFile === undefined) !== (flags.auditLogPath === undefined))
    throw new SecurityConfigError("--audit-policy-file and --audit-log-path go together");
  if (
    flags.authenticationConfig !== undefined ||
    flags.authorizationConfig !== undefined ||
    flags.auditPolicyFile !== undefined ||
    flags.eventRateLimitConfig !== undefined ||
    flags.admissionWebhookManifests !== undefined ||
    flags.admissionControlConfigFile !== undefined
  ) {
    // The generated API package the server package depends on.
    const apiManifest = createRequire(serverEntry).resolve("@corespec/api/package.json");
    const api = new PackageApi(join(dirname(apiManifest), "dist/index.js"));
    if (flags.authenticationConfig !== undefined)
      security.authentication = await readDocument(
        "--authentication-config",
        flags.authenticationConfig,
        "AuthenticationConfiguration",
        api,
      );
    if (flags.authorizationConfig !== undefined)
      security.authorization = await readDocument(
        "--authorization-config",
        flags.authorizationConfig,
        "AuthorizationConfiguration",
        api,
      );
    if (flags.auditPolicyFile !== undefined && flags.auditLogPath !== undefined)
      security.audit = {
        policy: await readDocument(
          "--audit-policy-file",
          flags.auditPolicyFile,
          "Policy",
          api,
          "audit.core.io",
        ),
        path: flags.auditLogPath,
      };
    if (flags.eventRateLimitConfig !== undefined)
      security.eventRateLimit = await readDocument(
        "--event-rate-limit-config",
        flags.eventRateLimitConfig,
        "Configuration",
        api,
        "eventratelimit.admission.core.io",
      );
    if (flags.admissionWebhookManifests !== undefined)
      security.admissionWebhooks = await readWebhookManifests(
        "--admission-webhook-manifests",
        flags.admissionWebhookManifests,
        api,
        (m) => new SecurityConfigError(m),
      );
    if (flags.admissionControlConfigFile !== undefined) {
      // Kubernetes' file; --event-rate-limit-config and --admission-webhook-manifests are corespec's shortcuts.
      const admission = await readAdmissionConfiguration(
        flags.admissionControlConfigFile,
        api,
        featureGates,
        (m) => new SecurityConfigError(m),
      );
      if (admission.eventRateLimit !== undefined && security.eventRateLimit !== undefined)
        throw new SecurityConfigError(
          "--event-rate-limit-config and an EventRateLimit plugin of --admission-control-config-file: give one",
        );
      if (admission.eventRateLimit !== undefined)
        security.eventRateLimit = admission.eventRateLimit;
      if (admission.admissionWebhooks.length > 0)
        security.admissionWebhooks = [
          ...(security.admissionWebhooks ?? []),
          ...admission.admissionWebhooks,
        ];
      if (admission.admissionWebhookCredentials !== undefined)
        security.admissionWebhookCredentials = admission.admissionWebhookCredentials;
    }
  }
  if (flags.insecureBindAny === true) security.insecureBindAny = true;
  return Object.keys(security).length === 0 ? undefined : security;
}
