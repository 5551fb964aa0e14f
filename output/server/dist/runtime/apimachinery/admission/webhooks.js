// Copied by corespec from templates/server/apimachinery/admission/webhooks.ts. DO NOT EDIT: change the template and run `npm run generate`.
/**
 * The admission webhooks of a server (Kubernetes' MutatingAdmissionWebhook and
 * ValidatingAdmissionWebhook plugins, admission/plugin/webhook/{mutating,validating}/dispatcher.go):
 * the mutating ones called in order, each seeing the object as the previous ones patched it, before
 * the object's validation; the validating ones after it, in parallel. A webhook is called when
 * its rules, selectors and match conditions match. A denial is Kubernetes' status
 * (`admission webhook "x" denied the request: ...`, code 400 at least); a webhook that cannot be
 * called or answers wrongly is a 500 `failed calling webhook "x": ...` under failurePolicy Fail
 * and ignored under Ignore; a dry run is refused (400) by a webhook with side effects. A mutating
 * webhook with reinvocationPolicy IfNeeded is called once more when a later one changed the
 * object; the responses' auditAnnotations and the mutating dispatcher's own annotations go to
 * the request's audit Event.
 */
import { cloneJson, deepEqual, isObject } from "@corespec/api/runtime/values.js";
import { applyJsonPatch } from "../patch/index.js";
import { ApiError, badRequest, failure } from "../status.js";
import { evaluateMatchConditions } from "./match-conditions.js";
import { CallError, callWebhook } from "./webhook-call.js";
import { webhookMatches } from "./webhook-match.js";
import { admissionReview, checkResponse } from "./webhook-review.js";
import { isExemptAdmissionConfigurationResource } from "./served-webhooks.js";
/** NewInternalError: 500 InternalError, `Internal error occurred: <message>`. */
function internalError(message) {
  return new ApiError(
    failure(500, "InternalError", `Internal error occurred: ${message}`, { causes: [{ message }] }),
  );
}
/** webhook/errors ToStatusErr: the webhook's status, a failure of code 400 at least, its message prefixed. */
export function denial(name, status) {
  const deniedBy = `admission webhook "${name}" denied the request`;
  const code = typeof status?.code === "number" && status.code >= 400 ? status.code : 400;
  const message = status?.message
    ? `${deniedBy}: ${status.message}`
    : status?.reason
      ? `${deniedBy}: ${status.reason}`
      : `${deniedBy} without explanation`;
  const result = {
    kind: "Status",
    apiVersion: "v1",
    metadata: {},
    status: "Failure",
    message,
  };
  if (status?.reason) result.reason = status.reason;
  if (isObject(status?.details)) result.details = status.details;
  result.code = code;
  return new ApiError(result);
}
/** The request's variables of the match conditions. */
const celVariables = (attrs, request) => ({
  object: attrs.object,
  oldObject: attrs.oldObject,
  request,
});
/** mutating/dispatcher.go's audit annotation prefixes (Kubernetes' keys, as written there). */
const MUTATION = "mutation.webhook.admission.k8s.io/";
const PATCH = "patch.webhook.admission.k8s.io/";
const FAILED_OPEN = `failed-open.${MUTATION}`;
const siteKey = (prefix, site) => `${prefix}round_${site.round}_index_${site.index}`;
/**
 * Calls one webhook: undefined when it is not called (no match), else the object its patch
 * made (a mutating webhook's) and whether that changed the object. Throws the request's error.
 * The response's auditAnnotations go to the request's audit annotations as `<webhook>/<key>`; a
 * mutating call adds its mutation annotation, its patch (at level Request) and, failing open,
 * its failed-open annotation.
 */
async function invoke({ hook, configuration }, attrs, site, credentials) {
  if (!webhookMatches(hook, attrs)) return undefined;
  const review = admissionReview(attrs);
  const uid = review.request.uid;
  const annotations = attrs.auditAnnotations;
  let called = false;
  let changed = false;
  try {
    const matched = evaluateMatchConditions(
      hook.matchConditions,
      celVariables(attrs, review.request),
    );
    if (!matched.matches && matched.failed === undefined) return undefined;
    if (!matched.matches)
      throw new CallError(`failed to evaluate match conditions: ${matched.failed}`);
    called = true;
    // dispatcher.go: a dry run is not sent to a webhook that may have side effects.
    if (attrs.dryRun && hook.sideEffects !== "None" && hook.sideEffects !== "NoneOnDryRun")
      throw badRequest(`admission webhook "${hook.name}" does not support dry run`);
    const response = checkResponse(uid, await callWebhook(hook, review, credentials));
    for (const [key, value] of Object.entries(response.auditAnnotations ?? {}))
      annotations?.add(`${hook.name}/${key}`, value);
    attrs.warnings.push(...(response.warnings ?? []));
    if (!response.allowed) throw denial(hook.name, response.status);
    if (!site.mutating || response.patch === undefined || attrs.object === null) return {};
    const operations = decodePatch(response.patch);
    if (Array.isArray(operations) && operations.length === 0) return {};
    const object = patched(cloneJson(attrs.object), operations);
    changed = !deepEqual(object, attrs.object);
    const patch = {
      configuration,
      webhook: hook.name,
      patch: operations,
      patchType: "JSONPatch",
    };
    annotations?.add(siteKey(PATCH, site), JSON.stringify(patch), "Request");
    return {
      object,
      changed,
    };
  } catch (error) {
    if (!(error instanceof CallError)) throw error;
    if (hook.failurePolicy === "Ignore") {
      if (called && site.mutating) annotations?.add(siteKey(FAILED_OPEN, site), hook.name);
      return called ? {} : undefined;
    }
    throw internalError(`failed calling webhook "${hook.name}": ${error.message}`);
  } finally {
    if (called && site.mutating) {
      const mutation = {
        configuration,
        webhook: hook.name,
        mutated: changed,
      };
      annotations?.add(siteKey(MUTATION, site), JSON.stringify(mutation));
    }
  }
}
/** A JSONPatch of a response, decoded (an error is a 500, whatever the failurePolicy). */
function decodePatch(patch) {
  try {
    return JSON.parse(Buffer.from(patch, "base64").toString("utf8"));
  } catch (error) {
    throw internalError(error.message);
  }
}
/** The object a mutating webhook's JSONPatch makes (an error of the patch is a 500, whatever the failurePolicy). */
function patched(object, operations) {
  try {
    const result = applyJsonPatch(object, operations);
    if (!isObject(result)) throw new Error("the patched object is not an object");
    return result;
  } catch (error) {
    throw internalError(
      error instanceof ApiError ? (error.status.message ?? error.message) : error.message,
    );
  }
}
/** The webhooks of the configurations, in their order (Kubernetes sorts configurations by name). */
function hooksOf(configurations) {
  const sorted = [...configurations].sort((a, b) =>
    (a.metadata?.name ?? "").localeCompare(b.metadata?.name ?? ""),
  );
  const of = (kind) =>
    sorted
      .filter((c) => c.kind === kind)
      .flatMap((c) =>
        (c.webhooks ?? []).map((hook) => ({
          hook,
          configuration: c.metadata?.name ?? "",
        })),
      );
  return {
    mutating: of("MutatingWebhookConfiguration"),
    validating: of("ValidatingWebhookConfiguration"),
  };
}
export class WebhookAdmission {
  configurations;
  credentials;
  served;
  fixed;
  /** The hooks of the static and the served configurations, and the served list they were made of. */
  merged;
  /**
   * The static configurations (manifest files), the served ones (stored through the API) when
   * given, and the credentials presented to the webhooks.
   */
  constructor(configurations, credentials, served) {
    this.configurations = configurations;
    this.credentials = credentials;
    this.served = served;
    this.fixed = hooksOf(configurations);
  }
  /** The webhooks now: the static ones and the served ones, merged. */
  hooks() {
    if (this.served === undefined) return this.fixed;
    const served = this.served.current();
    return served instanceof Promise ? served.then((s) => this.merge(s)) : this.merge(served);
  }
  merge(served) {
    if (served.length === 0) return this.fixed;
    if (this.merged?.served !== served)
      this.merged = {
        served,
        hooks: hooksOf([...this.configurations, ...served]),
      };
    return this.merged.hooks;
  }
  /**
   * The object as the mutating webhooks leave it (the attributes' object, patched in order).
   * Reinvocation (mutating/reinvocationcontext.go): when a webhook changes the object, the
   * webhooks with reinvocationPolicy IfNeeded called before it (since the last change) are
   * called again, once, in a second round after the first.
   */
  async mutate(attrs) {
    let current = attrs;
    const mutating = (await this.hooks()).mutating;
    let invoked = new Set();
    const reinvoke = new Set();
    for (const round of [0, 1]) {
      if (round === 1 && reinvoke.size === 0) break;
      for (const [index, entry] of mutating.entries()) {
        if (round === 1 && !reinvoke.has(index)) continue;
        const site = {
          mutating: true,
          round,
          index,
        };
        const outcome = await invoke(entry, current, site, this.credentials?.mutating);
        if (outcome === undefined) continue;
        if (outcome.changed) {
          for (const i of invoked) reinvoke.add(i);
          invoked = new Set();
        }
        if (entry.hook.reinvocationPolicy === "IfNeeded") invoked.add(index);
        if (outcome.object !== undefined)
          current = {
            ...current,
            object: outcome.object,
          };
      }
    }
    return current.object;
  }
  /** Runs the validating webhooks; throws the first refusal (in webhook order). */
  async validate(attrs) {
    const outcomes = await Promise.allSettled(
      (await this.hooks()).validating.map((entry, index) =>
        invoke(
          entry,
          attrs,
          {
            mutating: false,
            round: 0,
            index,
          },
          this.credentials?.validating,
        ),
      ),
    );
    for (const outcome of outcomes) if (outcome.status === "rejected") throw outcome.reason;
  }
  /**
   * Whether a request for this resource may be sent to a webhook now: some webhook is
   * configured, and the resource is not one of the admission configuration resources.
   */
  async applies(group, resource) {
    if (isExemptAdmissionConfigurationResource(group, resource)) return false;
    const hooks = await this.hooks();
    return hooks.mutating.length > 0 || hooks.validating.length > 0;
  }
}
