// Copied by corespec from templates/server/http/auth/webhook.ts. DO NOT EDIT: change the template and run `npm run generate`.
/**
 * The webhook authorizer (staging/src/k8s.io/apiserver/plugin/pkg/authorizer/webhook/webhook.go):
 * after its matchConditions (CEL over `request`, the SubjectAccessReview's spec) all hold, a
 * SubjectAccessReview of `subjectAccessReviewVersion` is POSTed to the kubeconfig's server within
 * `timeout`; `status.allowed` is Allow, `status.denied` Deny, else NoOpinion. Answers are cached
 * by request for `authorizedTTL` / `unauthorizedTTL` (when their cache switches are on). A failed
 * call, or a condition that cannot be evaluated, answers the `failurePolicy` decision with the
 * error.
 */
import { parseDuration } from "@corespec/api/runtime/duration.js";
import { NO_OPINION } from "./authorizer.js";
import { celProgram } from "./cel.js";
import { fetchJson } from "./client.js";
const GROUP = "authorization.core.io";
const MAX_CACHED = 1e4;
const ms = (duration, fallback) =>
  duration === undefined ? fallback : (parseDuration(duration) ?? fallback * 1e6) / 1e6;
/** The SubjectAccessReview spec of a request, as v1 names its fields (v1beta1 says `group` for `groups`). */
export function reviewSpec(a) {
  const spec = {
    user: a.user.name,
    groups: a.user.groups,
  };
  if (a.user.uid !== undefined) spec.uid = a.user.uid;
  if (a.user.extra !== undefined) spec.extra = a.user.extra;
  if (a.isResourceRequest) {
    spec.resourceAttributes = {
      namespace: a.namespace,
      verb: a.verb,
      group: a.apiGroup,
      version: a.apiVersion,
      resource: a.resource,
      subresource: a.subresource,
      name: a.name,
    };
  } else {
    spec.nonResourceAttributes = {
      path: a.path,
      verb: a.verb,
    };
  }
  return spec;
}
export class WebhookAuthorizer {
  name;
  config;
  endpoint;
  cache = new Map();
  conditions;
  timeoutMs;
  authorizedMs;
  unauthorizedMs;
  constructor(name, config, endpoint) {
    this.name = name;
    this.config = config;
    this.endpoint = endpoint;
    this.conditions = (config.matchConditions ?? []).map((c) => celProgram(c.expression));
    this.timeoutMs = ms(config.timeout, 3e4);
    this.authorizedMs =
      config.cacheAuthorizedRequests === false ? 0 : ms(config.authorizedTTL, 3e5);
    this.unauthorizedMs =
      config.cacheUnauthorizedRequests === false ? 0 : ms(config.unauthorizedTTL, 3e4);
  }
  async authorize(a) {
    const spec = reviewSpec(a);
    try {
      for (const condition of this.conditions)
        if (condition({ request: spec }) !== true) return NO_OPINION;
    } catch (error) {
      return this.onError(new Error(`authorizer ${this.name}: matchConditions: ${error.message}`));
    }
    const key = JSON.stringify(spec);
    const cached = this.cache.get(key);
    if (cached !== undefined && cached.until > Date.now()) return cached.verdict;
    let status;
    try {
      status = await this.review(spec);
    } catch (error) {
      return this.onError(new Error(`authorizer ${this.name}: ${error.message}`));
    }
    const decision =
      status.allowed === true ? "Allow" : status.denied === true ? "Deny" : "NoOpinion";
    const verdict = {
      decision,
      reason: typeof status.reason === "string" ? status.reason : "",
    };
    const ttl = decision === "Allow" ? this.authorizedMs : this.unauthorizedMs;
    if (ttl > 0) {
      if (this.cache.size >= MAX_CACHED) this.cache.delete(this.cache.keys().next().value);
      this.cache.set(key, {
        verdict,
        until: Date.now() + ttl,
      });
    }
    return verdict;
  }
  async review(spec) {
    const version = this.config.subjectAccessReviewVersion;
    const body = {
      apiVersion: `${GROUP}/${version}`,
      kind: "SubjectAccessReview",
      spec:
        version === "v1beta1"
          ? {
              ...spec,
              groups: undefined,
              group: spec.groups,
            }
          : spec,
    };
    const answer = await fetchJson(
      this.endpoint.server,
      {
        ...this.endpoint,
        timeoutMs: this.timeoutMs,
      },
      body,
    );
    if (
      answer === null ||
      typeof answer !== "object" ||
      typeof answer.status !== "object" ||
      answer.status === null
    )
      throw new Error("the webhook answered no SubjectAccessReview status");
    return answer.status;
  }
  onError(error) {
    return {
      decision: this.config.failurePolicy === "Deny" ? "Deny" : "NoOpinion",
      reason: "",
      error,
    };
  }
}
