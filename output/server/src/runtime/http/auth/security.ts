// Copied by corespec from templates/server/http/auth/security.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * What a server is told about its security (TLS, authentication, authorization), and the
 * request filter made of it. Unset or empty: plain HTTP and no filter, as before.
 */
import type { Storage } from "../../storage/storage.js";
import type { AuthenticationConfig } from "./authentication.js";
import { authorizerOf, type AuthorizationConfig } from "./authorization.js";
import type { RequestSecurity } from "./filter.js";
import type { StaticToken } from "./token.js";
import type { TlsOptions } from "../tls.js";
import { AuditLog, type AuditOptions } from "../audit/log.js";
import {
  EventRateLimit,
  type EventRateLimitConfig,
} from "../../apimachinery/admission/event-rate-limit.js";
import { WebhookAdmission } from "../../apimachinery/admission/webhooks.js";
import { ServedWebhooks } from "../../apimachinery/admission/served-webhooks.js";
import type { WebhookConfiguration } from "../../apimachinery/admission/webhook-types.js";
import type { WebhookCredentials } from "../../apimachinery/admission/webhook-credentials.js";

export interface SecurityOptions {
  readonly tls?: TlsOptions;
  /** An AuthenticationConfiguration (apiserver.core.io), already validated (corespec serve validates it). */
  readonly authentication?: AuthenticationConfig;
  /** An AuthorizationConfiguration (apiserver.core.io), already validated. */
  readonly authorization?: AuthorizationConfig;
  /** An audit Policy (audit.core.io/v1, validated) and where its JSON lines go (--audit-policy-file, --audit-log-path). */
  readonly audit?: AuditOptions;
  /** An eventratelimit.admission.core.io Configuration (validated): the EventRateLimit admission plugin. */
  readonly eventRateLimit?: EventRateLimitConfig;
  /** ValidatingWebhookConfiguration and MutatingWebhookConfiguration documents (admissionregistration.core.io/v1, validated): the static admission webhooks, beside those stored through the API. */
  readonly admissionWebhooks?: readonly WebhookConfiguration[];
  /** The credentials presented to each plugin's webhooks (its kubeConfigFile): user name (a host, `*.domain` or `*`) to a token or a PEM client certificate and key. */
  readonly admissionWebhookCredentials?: {
    readonly mutating?: WebhookCredentials;
    readonly validating?: WebhookCredentials;
  };
  /**
   * Bearer tokens known only to this process, authenticated before anything else (kube-apiserver's
   * loopback token): `corespec serve` mints one at each start for its controller manager.
   */
  readonly tokens?: readonly StaticToken[];
  /** Serve plain HTTP on a non-loopback address (--insecure-bind-any). */
  readonly insecureBindAny?: boolean;
}

/** The request filter's settings; undefined when nothing authenticates or authorizes (today's open server). */
export function requestSecurity(
  options: SecurityOptions | undefined,
  storage: Storage,
): RequestSecurity | undefined {
  if (options === undefined) return undefined;
  const clientCertificates = options.tls?.clientCA !== undefined;
  if (
    !clientCertificates &&
    options.authentication === undefined &&
    options.authorization === undefined
  )
    return undefined;
  return {
    authentication: {
      clientCertificates,
      ...(options.authentication !== undefined ? { config: options.authentication } : {}),
      ...(options.tokens !== undefined ? { tokens: options.tokens } : {}),
    },
    authorizer: authorizerOf(options.authorization, storage),
    bootstrapPolicy: options.authorization?.authorizers.some((a) => a.type === "RBAC") === true,
  };
}

/** The audit log the options ask for, if any. */
export function auditLogOf(options: SecurityOptions | undefined): AuditLog | undefined {
  return options?.audit === undefined ? undefined : new AuditLog(options.audit);
}

/** The EventRateLimit plugin the options configure, if any. */
export function eventRateLimitOf(options: SecurityOptions | undefined): EventRateLimit | undefined {
  return options?.eventRateLimit === undefined
    ? undefined
    : new EventRateLimit(options.eventRateLimit);
}

/**
 * The admission webhooks: those of the configurations the options give (manifest files) and
 * those of the configurations stored through the API, as kube-apiserver's
 * MutatingAdmissionWebhook and ValidatingAdmissionWebhook plugins, on by default, read both.
 */
export function webhookAdmissionOf(
  options: SecurityOptions | undefined,
  storage: Storage,
): WebhookAdmission {
  return new WebhookAdmission(
    options?.admissionWebhooks ?? [],
    options?.admissionWebhookCredentials,
    new ServedWebhooks(storage),
  );
}
