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
import { NO_OPINION, type Authorizer, type Decision, type Verdict } from "./authorizer.js";
import { celProgram, type CelProgram } from "./cel.js";
import { fetchJson } from "./client.js";
import type { WebhookEndpoint } from "./kubeconfig.js";
import type { RequestAttributes } from "./request-info.js";

export interface WebhookConfig {
  readonly authorizedTTL?: string;
  readonly cacheAuthorizedRequests?: boolean;
  readonly unauthorizedTTL?: string;
  readonly cacheUnauthorizedRequests?: boolean;
  readonly timeout: string;
  readonly subjectAccessReviewVersion: "v1" | "v1beta1";
  readonly failurePolicy: "NoOpinion" | "Deny";
  readonly matchConditions?: readonly { readonly expression: string }[];
}

const GROUP = "authorization.core.io";
const MAX_CACHED = 10_000;
const ms = (duration: string | undefined, fallback: number): number =>
  duration === undefined ? fallback : (parseDuration(duration) ?? fallback * 1e6) / 1e6;

/** The SubjectAccessReview spec of a request, as v1 names its fields (v1beta1 says `group` for `groups`). */
export function reviewSpec(a: RequestAttributes): Record<string, unknown> {
  const spec: Record<string, unknown> = { user: a.user.name, groups: a.user.groups };
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
    spec.nonResourceAttributes = { path: a.path, verb: a.verb };
  }
  return spec;
}

export class WebhookAuthorizer implements Authorizer {
  private readonly cache = new Map<string, { verdict: Verdict; until: number }>();
  private readonly conditions: readonly CelProgram[];
  private readonly timeoutMs: number;
  private readonly authorizedMs: number;
  private readonly unauthorizedMs: number;

  constructor(
    readonly name: string,
    private readonly config: WebhookConfig,
    private readonly endpoint: WebhookEndpoint,
  ) {
    this.conditions = (config.matchConditions ?? []).map((c) => celProgram(c.expression));
    this.timeoutMs = ms(config.timeout, 30_000);
    this.authorizedMs =
      config.cacheAuthorizedRequests === false ? 0 : ms(config.authorizedTTL, 300_000);
    this.unauthorizedMs =
      config.cacheUnauthorizedRequests === false ? 0 : ms(config.unauthorizedTTL, 30_000);
  }

  async authorize(a: RequestAttributes): Promise<Verdict> {
    const spec = reviewSpec(a);
    try {
      for (const condition of this.conditions)
        if (condition({ request: spec }) !== true) return NO_OPINION;
    } catch (error) {
      return this.onError(
        new Error(`authorizer ${this.name}: matchConditions: ${(error as Error).message}`),
      );
    }
    const key = JSON.stringify(spec);
    const cached = this.cache.get(key);
    if (cached !== undefined && cached.until > Date.now()) return cached.verdict;
    let status: { allowed?: unknown; denied?: unknown; reason?: unknown };
    try {
      status = await this.review(spec);
    } catch (error) {
      return this.onError(new Error(`authorizer ${this.name}: ${(error as Error).message}`));
    }
    const decision: Decision =
      status.allowed === true ? "Allow" : status.denied === true ? "Deny" : "NoOpinion";
    const verdict: Verdict = {
      decision,
      reason: typeof status.reason === "string" ? status.reason : "",
    };
    const ttl = decision === "Allow" ? this.authorizedMs : this.unauthorizedMs;
    if (ttl > 0) {
      if (this.cache.size >= MAX_CACHED)
        this.cache.delete(this.cache.keys().next().value as string);
      this.cache.set(key, { verdict, until: Date.now() + ttl });
    }
    return verdict;
  }

  private async review(
    spec: Record<string, unknown>,
  ): Promise<{ allowed?: unknown; denied?: unknown; reason?: unknown }> {
    const version = this.config.subjectAccessReviewVersion;
    const body = {
      apiVersion: `${GROUP}/${version}`,
      kind: "SubjectAccessReview",
      spec: version === "v1beta1" ? { ...spec, groups: undefined, group: spec.groups } : spec,
    };
    const answer = (await fetchJson(
      this.endpoint.server,
      { ...this.endpoint, timeoutMs: this.timeoutMs },
      body,
    )) as { status?: { allowed?: unknown; denied?: unknown; reason?: unknown } } | null;
    if (
      answer === null ||
      typeof answer !== "object" ||
      typeof answer.status !== "object" ||
      answer.status === null
    )
      throw new Error("the webhook answered no SubjectAccessReview status");
    return answer.status;
  }

  private onError(error: Error): Verdict {
    return {
      decision: this.config.failurePolicy === "Deny" ? "Deny" : "NoOpinion",
      reason: "",
      error,
    };
  }
}
