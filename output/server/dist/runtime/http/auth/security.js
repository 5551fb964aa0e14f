// Copied by corespec from templates/server/http/auth/security.ts. DO NOT EDIT: change the template and run `npm run generate`.
import { authorizerOf } from "./authorization.js";
import { AuditLog } from "../audit/log.js";
import { EventRateLimit } from "../../apimachinery/admission/event-rate-limit.js";
import { WebhookAdmission } from "../../apimachinery/admission/webhooks.js";
import { ServedWebhooks } from "../../apimachinery/admission/served-webhooks.js";
/** The request filter's settings; undefined when nothing authenticates or authorizes (today's open server). */
export function requestSecurity(options, storage) {
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
export function auditLogOf(options) {
  return options?.audit === undefined ? undefined : new AuditLog(options.audit);
}
/** The EventRateLimit plugin the options configure, if any. */
export function eventRateLimitOf(options) {
  return options?.eventRateLimit === undefined
    ? undefined
    : new EventRateLimit(options.eventRateLimit);
}
/**
 * The admission webhooks: those of the configurations the options give (manifest files) and
 * those of the configurations stored through the API, as kube-apiserver's
 * MutatingAdmissionWebhook and ValidatingAdmissionWebhook plugins, on by default, read both.
 */
export function webhookAdmissionOf(options, storage) {
  return new WebhookAdmission(
    options?.admissionWebhooks ?? [],
    options?.admissionWebhookCredentials,
    new ServedWebhooks(storage),
  );
}
