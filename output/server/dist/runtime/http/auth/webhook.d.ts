import { type Authorizer, type Verdict } from "./authorizer.js";
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
  readonly matchConditions?: readonly {
    readonly expression: string;
  }[];
}
/** The SubjectAccessReview spec of a request, as v1 names its fields (v1beta1 says `group` for `groups`). */
export declare function reviewSpec(a: RequestAttributes): Record<string, unknown>;
export declare class WebhookAuthorizer implements Authorizer {
  readonly name: string;
  private readonly config;
  private readonly endpoint;
  private readonly cache;
  private readonly conditions;
  private readonly timeoutMs;
  private readonly authorizedMs;
  private readonly unauthorizedMs;
  constructor(name: string, config: WebhookConfig, endpoint: WebhookEndpoint);
  authorize(a: RequestAttributes): Promise<Verdict>;
  private review;
  private onError;
}
