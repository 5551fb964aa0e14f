/**
 * The admission webhooks of a server (Kubernetes' MutatingAdmissionWebhook and
 * ValidatingAdmissionWebhook plugins, admission/plugin/webhook/{mutating,validating}/dispatcher.go):
 * the mutating ones called in order, each seeing the object as the previous ones patched it, before
 * the object's validation; the validating ones after it, in parallel. A webhook is called when
 * its rules, selectors and match conditions match. A denial is Kubernetes' status
 * (`admission webhook "x" denied the request: ...`, code 400 at least); a webhook that cannot be
 * called or answers wrongly is a 500 `failed calling webhook "x": ...` under failurePolicy Fail
 * and ignored under Ignore; a dry run is refused (400) by a webhook with side effects.
 */
import { cloneJson, isObject } from "@corespec/api/runtime/values.js";
import { applyJsonPatch } from "../patch/index.js";
import { ApiError, badRequest, failure, type Status } from "../status.js";
import { evaluateMatchConditions } from "./match-conditions.js";
import { CallError, callWebhook } from "./webhook-call.js";
import type { WebhookCredentials } from "./webhook-credentials.js";
import { webhookMatches } from "./webhook-match.js";
import { admissionReview, checkResponse, type AdmissionResponse } from "./webhook-review.js";
import type { AdmissionAttributes, Webhook, WebhookConfiguration } from "./webhook-types.js";

/** NewInternalError: 500 InternalError, `Internal error occurred: <message>`. */
function internalError(message: string): ApiError {
  return new ApiError(
    failure(500, "InternalError", `Internal error occurred: ${message}`, { causes: [{ message }] }),
  );
}

/** webhook/errors ToStatusErr: the webhook's status, a failure of code 400 at least, its message prefixed. */
export function denial(name: string, status: AdmissionResponse["status"]): ApiError {
  const deniedBy = `admission webhook "${name}" denied the request`;
  const code = typeof status?.code === "number" && status.code >= 400 ? status.code : 400;
  const message = status?.message
    ? `${deniedBy}: ${status.message}`
    : status?.reason
      ? `${deniedBy}: ${status.reason}`
      : `${deniedBy} without explanation`;
  const result: Status = {
    kind: "Status",
    apiVersion: "v1",
    metadata: {},
    status: "Failure",
    message,
  };
  if (status?.reason) result.reason = status.reason as Status["reason"];
  if (isObject(status?.details)) result.details = status.details as Status["details"];
  result.code = code;
  return new ApiError(result);
}

/** The request's variables of the match conditions. */
const celVariables = (attrs: AdmissionAttributes, request: Record<string, unknown>) => ({
  object: attrs.object,
  oldObject: attrs.oldObject,
  request,
});

/**
 * Calls one webhook: undefined when it is not called (no match, or an ignored failure), else
 * its response. Throws the request's error.
 */
async function invoke(
  hook: Webhook,
  attrs: AdmissionAttributes,
  credentials?: WebhookCredentials,
): Promise<AdmissionResponse | undefined> {
  if (!webhookMatches(hook, attrs)) return undefined;
  const review = admissionReview(attrs);
  const uid = review.request.uid as string;
  try {
    const matched = evaluateMatchConditions(
      hook.matchConditions,
      celVariables(attrs, review.request),
    );
    if (!matched.matches && matched.failed === undefined) return undefined;
    if (!matched.matches)
      throw new CallError(`failed to evaluate match conditions: ${matched.failed}`);
    // dispatcher.go: a dry run is not sent to a webhook that may have side effects.
    if (attrs.dryRun && hook.sideEffects !== "None" && hook.sideEffects !== "NoneOnDryRun")
      throw badRequest(`admission webhook "${hook.name}" does not support dry run`);
    const response = checkResponse(uid, await callWebhook(hook, review, credentials));
    attrs.warnings.push(...(response.warnings ?? []));
    if (!response.allowed) throw denial(hook.name, response.status);
    return response;
  } catch (error) {
    if (!(error instanceof CallError)) throw error;
    if (hook.failurePolicy === "Ignore") return undefined;
    throw internalError(`failed calling webhook "${hook.name}": ${error.message}`);
  }
}

/** The object a mutating webhook's JSONPatch makes (an error of the patch is a 500, whatever the failurePolicy). */
function patched(object: Record<string, unknown>, patch: string): Record<string, unknown> {
  let operations: unknown;
  try {
    operations = JSON.parse(Buffer.from(patch, "base64").toString("utf8")) as unknown;
  } catch (error) {
    throw internalError((error as Error).message);
  }
  try {
    const result = applyJsonPatch(object, operations);
    if (!isObject(result)) throw new Error("the patched object is not an object");
    return result as Record<string, unknown>;
  } catch (error) {
    throw internalError(
      error instanceof ApiError
        ? (error.status.message ?? error.message)
        : (error as Error).message,
    );
  }
}

export class WebhookAdmission {
  private readonly mutating: readonly Webhook[];
  private readonly validating: readonly Webhook[];

  /** The webhooks of the configurations, in their order (Kubernetes sorts configurations by name), and the credentials presented to them. */
  constructor(
    configurations: readonly WebhookConfiguration[],
    private readonly credentials?: {
      readonly mutating?: WebhookCredentials;
      readonly validating?: WebhookCredentials;
    },
  ) {
    const sorted = [...configurations].sort((a, b) =>
      (a.metadata?.name ?? "").localeCompare(b.metadata?.name ?? ""),
    );
    this.mutating = sorted
      .filter((c) => c.kind === "MutatingWebhookConfiguration")
      .flatMap((c) => c.webhooks ?? []);
    this.validating = sorted
      .filter((c) => c.kind === "ValidatingWebhookConfiguration")
      .flatMap((c) => c.webhooks ?? []);
  }

  /** The object as the mutating webhooks leave it (the attributes' object, patched in order). */
  async mutate(attrs: AdmissionAttributes): Promise<Record<string, unknown> | null> {
    let current = attrs;
    for (const hook of this.mutating) {
      const response = await invoke(hook, current, this.credentials?.mutating);
      if (response?.patch === undefined || current.object === null) continue;
      current = { ...current, object: patched(cloneJson(current.object), response.patch) };
    }
    return current.object;
  }

  /** Runs the validating webhooks; throws the first refusal (in webhook order). */
  async validate(attrs: AdmissionAttributes): Promise<void> {
    const outcomes = await Promise.allSettled(
      this.validating.map((hook) => invoke(hook, attrs, this.credentials?.validating)),
    );
    for (const outcome of outcomes) if (outcome.status === "rejected") throw outcome.reason;
  }

  get empty(): boolean {
    return this.mutating.length === 0 && this.validating.length === 0;
  }
}
