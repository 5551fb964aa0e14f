import type { LabelSelector, ListMeta, ObjectMeta } from "../meta.core.io/v1.js";
/**
 * Admission webhooks that accept or reject an object without changing it.
 *
 * Rules:
 * - Items of `webhooks` must be unique by `name`.
 */
export interface ValidatingWebhookConfiguration {
  /** The versioned schema of this representation: `admissionregistration.core.io/v1`. */
  apiVersion?: "admissionregistration.core.io/v1";
  /** The REST resource kind: `ValidatingWebhookConfiguration`. Cannot be updated. */
  kind?: "ValidatingWebhookConfiguration";
  /** Standard object metadata. */
  metadata?: ObjectMeta;
  /**
   * The webhooks and the resources and operations each applies to.
   *
   * Patch strategy: merge on key `name`.
   */
  webhooks?: ValidatingWebhook[];
}
/** A list of ValidatingWebhookConfiguration objects. */
export interface ValidatingWebhookConfigurationList {
  /** The versioned schema of this representation: `admissionregistration.core.io/v1`. */
  apiVersion?: "admissionregistration.core.io/v1";
  /** The REST resource kind: `ValidatingWebhookConfigurationList`. Cannot be updated. */
  kind?: "ValidatingWebhookConfigurationList";
  /** Standard list metadata. */
  metadata?: ListMeta;
  /**
   * The ValidatingWebhookConfiguration objects.
   *
   * Required.
   */
  items: ValidatingWebhookConfiguration[];
}
/**
 * Admission webhooks that may accept, reject, and change an object.
 *
 * Rules:
 * - Items of `webhooks` must be unique by `name`.
 */
export interface MutatingWebhookConfiguration {
  /** The versioned schema of this representation: `admissionregistration.core.io/v1`. */
  apiVersion?: "admissionregistration.core.io/v1";
  /** The REST resource kind: `MutatingWebhookConfiguration`. Cannot be updated. */
  kind?: "MutatingWebhookConfiguration";
  /** Standard object metadata. */
  metadata?: ObjectMeta;
  /**
   * The webhooks and the resources and operations each applies to.
   *
   * Patch strategy: merge on key `name`.
   */
  webhooks?: MutatingWebhook[];
}
/** A list of MutatingWebhookConfiguration objects. */
export interface MutatingWebhookConfigurationList {
  /** The versioned schema of this representation: `admissionregistration.core.io/v1`. */
  apiVersion?: "admissionregistration.core.io/v1";
  /** The REST resource kind: `MutatingWebhookConfigurationList`. Cannot be updated. */
  kind?: "MutatingWebhookConfigurationList";
  /** Standard list metadata. */
  metadata?: ListMeta;
  /**
   * The MutatingWebhookConfiguration objects.
   *
   * Required.
   */
  items: MutatingWebhookConfiguration[];
}
/**
 * One validating admission webhook and the requests it is sent.
 *
 * Rules:
 * - `timeoutSeconds` is invalid when `timeoutSeconds` is greater than 30.
 * - `timeoutSeconds` is invalid when `timeoutSeconds` is less than 1.
 * - `sideEffects` must be one of `None` or `NoneOnDryRun`.
 * - Items of `admissionReviewVersions` must be unique.
 * - Items of `matchConditions` must be unique by `name`.
 */
export interface ValidatingWebhook {
  /**
   * The webhook's name, a fully qualified DNS subdomain with at least three segments (`imagepolicy.kubernetes.io`), unique in its configuration.
   *
   * Required. Format: an RFC 1123 DNS subdomain.
   */
  name: string;
  /**
   * How to reach the webhook.
   *
   * Required.
   */
  clientConfig: WebhookClientConfig;
  /** The operations on resources the webhook cares about; a request matching any rule is sent to it (subject to the selectors and match conditions). */
  rules?: RuleWithOperations[];
  /**
   * What an error of the webhook does (Ignore or Fail). Defaults to Fail.
   *
   * @defaultValue `Fail`
   */
  failurePolicy?: FailurePolicyType;
  /**
   * How the rules match a request made through another version of a resource (Exact or Equivalent). Defaults to Equivalent; corespec serves one version of each resource.
   *
   * @defaultValue `Equivalent`
   */
  matchPolicy?: MatchPolicyType;
  /**
   * Whether the webhook runs for an object, by the labels of its namespace (the namespace object itself for a Namespace). Empty matches everything. corespec stores no Namespace objects: a namespaced object's namespace has no labels.
   *
   * @defaultValue `{}`
   */
  namespaceSelector?: LabelSelector;
  /**
   * Whether the webhook runs, by the labels of the object (and of the old object: either matching is enough). Empty matches everything.
   *
   * @defaultValue `{}`
   */
  objectSelector?: LabelSelector;
  /**
   * Whether calling the webhook has side effects beyond the request: a request with dryRun is refused by a webhook with side effects (Some or Unknown) rather than sent to it. In v1: None or NoneOnDryRun.
   *
   * Required.
   */
  sideEffects: SideEffectClass;
  /**
   * How long to wait for the webhook, 1 to 30 seconds; past it the failurePolicy applies. Default 10.
   *
   * @defaultValue `10`
   */
  timeoutSeconds?: number;
  /**
   * The AdmissionReview versions the webhook accepts, in order of preference; the server sends the first it speaks. corespec speaks v1, which must be listed.
   *
   * Required.
   */
  admissionReviewVersions: string[];
  /**
   * CEL conditions a request must meet to be sent to the webhook, after the rules and selectors matched; at most 64. One false: not sent. All true: sent. An error (and none false): failurePolicy Fail rejects the request, Ignore skips the webhook.
   *
   * Items: at most 64. Patch strategy: merge on key `name`.
   */
  matchConditions?: MatchCondition[];
}
/**
 * One mutating admission webhook and the requests it is sent.
 *
 * Rules:
 * - `timeoutSeconds` is invalid when `timeoutSeconds` is greater than 30.
 * - `timeoutSeconds` is invalid when `timeoutSeconds` is less than 1.
 * - `sideEffects` must be one of `None` or `NoneOnDryRun`.
 * - Items of `admissionReviewVersions` must be unique.
 * - Items of `matchConditions` must be unique by `name`.
 */
export interface MutatingWebhook {
  /**
   * The webhook's name, a fully qualified DNS subdomain with at least three segments (`imagepolicy.kubernetes.io`), unique in its configuration.
   *
   * Required. Format: an RFC 1123 DNS subdomain.
   */
  name: string;
  /**
   * How to reach the webhook.
   *
   * Required.
   */
  clientConfig: WebhookClientConfig;
  /** The operations on resources the webhook cares about; a request matching any rule is sent to it (subject to the selectors and match conditions). */
  rules?: RuleWithOperations[];
  /**
   * What an error of the webhook does (Ignore or Fail). Defaults to Fail.
   *
   * @defaultValue `Fail`
   */
  failurePolicy?: FailurePolicyType;
  /**
   * How the rules match a request made through another version of a resource (Exact or Equivalent). Defaults to Equivalent; corespec serves one version of each resource.
   *
   * @defaultValue `Equivalent`
   */
  matchPolicy?: MatchPolicyType;
  /**
   * Whether the webhook runs for an object, by the labels of its namespace (the namespace object itself for a Namespace). Empty matches everything. corespec stores no Namespace objects: a namespaced object's namespace has no labels.
   *
   * @defaultValue `{}`
   */
  namespaceSelector?: LabelSelector;
  /**
   * Whether the webhook runs, by the labels of the object (and of the old object: either matching is enough). Empty matches everything.
   *
   * @defaultValue `{}`
   */
  objectSelector?: LabelSelector;
  /**
   * Whether calling the webhook has side effects beyond the request: a request with dryRun is refused by a webhook with side effects (Some or Unknown) rather than sent to it. In v1: None or NoneOnDryRun.
   *
   * Required.
   */
  sideEffects: SideEffectClass;
  /**
   * How long to wait for the webhook, 1 to 30 seconds; past it the failurePolicy applies. Default 10.
   *
   * @defaultValue `10`
   */
  timeoutSeconds?: number;
  /**
   * The AdmissionReview versions the webhook accepts, in order of preference; the server sends the first it speaks. corespec speaks v1, which must be listed.
   *
   * Required.
   */
  admissionReviewVersions: string[];
  /**
   * CEL conditions a request must meet to be sent to the webhook, after the rules and selectors matched; at most 64. One false: not sent. All true: sent. An error (and none false): failurePolicy Fail rejects the request, Ignore skips the webhook.
   *
   * Items: at most 64. Patch strategy: merge on key `name`.
   */
  matchConditions?: MatchCondition[];
  /**
   * Whether the webhook is called again when a later mutating webhook changed the object (Never or IfNeeded): an IfNeeded webhook is called once more, in a second and last round, when a webhook after it changed the object. Defaults to Never.
   *
   * @defaultValue `Never`
   */
  reinvocationPolicy?: ReinvocationPolicyType;
}
/**
 * How the server reaches a webhook, over TLS.
 *
 * Rules:
 * - Exactly one of `url` or `service` must be set.
 */
export interface WebhookClientConfig {
  /**
   * The webhook's location, `https://host[:port]/path`, without a query or fragment. Exactly one of url and service.
   *
   * Format: an absolute `https://` URL.
   */
  url?: string;
  /** A Service of the cluster. Exactly one of url and service. corespec serves no Services: a webhook with service fails when called. */
  service?: ServiceReference;
  /** PEM certificates that verify the webhook's serving certificate; the system's roots when unset. */
  caBundle?: string;
}
/** A reference to a Service. */
export interface ServiceReference {
  /**
   * The namespace of the service.
   *
   * Required. Format: an RFC 1123 DNS label.
   */
  namespace: string;
  /**
   * The name of the service.
   *
   * Required. Format: an RFC 1123 DNS label.
   */
  name: string;
  /** A URL path the requests are sent to. */
  path?: string;
  /**
   * The port of the service. Defaults to 443.
   *
   * Value: from 1 to 65535.
   *
   * @defaultValue `443`
   */
  port?: number;
}
/** Operations and the resources they apply to; a request matches when every list matches it. */
export interface RuleWithOperations {
  /**
   * The operations (CREATE, UPDATE, DELETE, CONNECT, or `*` for all).
   *
   * Required. Items: at least 1.
   */
  operations: OperationType[];
  /**
   * The API groups (`""` the core group, `*` all).
   *
   * Required. Items: at least 1.
   */
  apiGroups: string[];
  /**
   * The API versions (`*` all).
   *
   * Required. Items: at least 1.
   */
  apiVersions: string[];
  /**
   * The resources: `leases`, `leases/status` for a subresource, `*` every resource (not subresources), `*\/status` a subresource of every resource, `*\/*` everything.
   *
   * Required. Items: at least 1.
   */
  resources: string[];
  /**
   * Cluster, Namespaced, or `*` (the default) for both.
   *
   * @defaultValue `*`
   */
  scope?: ScopeType;
}
/** A CEL condition a request must meet to be sent to a webhook. */
export interface MatchCondition {
  /**
   * An identifier for the condition, unique in the webhook, used in messages.
   *
   * Required. Format: a qualified name: an optional DNS subdomain prefix and `/`, then a name of at most 63 characters.
   */
  name: string;
  /**
   * A CEL expression evaluating to bool, over `object` and `oldObject` (null when absent), and `request` (the AdmissionRequest).
   *
   * Required. Format: a CEL expression.
   */
  expression: string;
}
/**
 * What an error of a webhook does.
 *
 * - `Ignore`: The error is ignored and the request goes on.
 * - `Fail`: The request fails.
 */
export type FailurePolicyType = "Ignore" | "Fail";
/**
 * How rules match requests.
 *
 * - `Exact`: Only a request that matches a rule exactly.
 * - `Equivalent`: Also a request for the same objects through another group or version.
 */
export type MatchPolicyType = "Exact" | "Equivalent";
/**
 * Whether a webhook has side effects.
 *
 * - `None`: No side effects.
 * - `Some`: Side effects (v1beta1 only).
 * - `Unknown`: Unknown side effects (v1beta1 only).
 * - `NoneOnDryRun`: Side effects, but none on a dry run request.
 */
export type SideEffectClass = "None" | "Some" | "Unknown" | "NoneOnDryRun";
/**
 * Whether a mutating webhook is called again.
 *
 * - `Never`: Called once.
 * - `IfNeeded`: Called again when a later webhook changed the object.
 */
export type ReinvocationPolicyType = "Never" | "IfNeeded";
/**
 * An operation a rule matches.
 *
 * - `*`: Every operation.
 * - `CREATE`: Creation.
 * - `UPDATE`: Update.
 * - `DELETE`: Deletion.
 * - `CONNECT`: Connect.
 */
export type OperationType = "*" | "CREATE" | "UPDATE" | "DELETE" | "CONNECT";
/**
 * The scope a rule matches.
 *
 * - `*`: Both.
 * - `Cluster`: Cluster-scoped resources.
 * - `Namespaced`: Namespaced resources.
 */
export type ScopeType = "*" | "Cluster" | "Namespaced";
