import { type Collector } from "../../runtime/errors.js";
import { type UpdateValidator, type Validator } from "../../runtime/total.js";
import type * as types from "../../types/admissionregistration.core.io/v1.js";
/**
 * Validates a ValidatingWebhookConfiguration. Admission webhooks that accept or reject an object without changing it.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateValidatingWebhookConfiguration: Validator<types.ValidatingWebhookConfiguration>;
/** Validates an update of a ValidatingWebhookConfiguration: everything `validateValidatingWebhookConfiguration` checks, and what may not change from `old`. */
export declare const validateValidatingWebhookConfigurationUpdate: UpdateValidator;
/** Checks a ValidatingWebhookConfiguration found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateValidatingWebhookConfigurationAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/** Checks what an update of a ValidatingWebhookConfiguration at `path` may not change, comparing `value` with `old`. */
export declare function updateValidatingWebhookConfigurationAt(
  value: unknown,
  old: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a ValidatingWebhookConfigurationList. A list of ValidatingWebhookConfiguration objects.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateValidatingWebhookConfigurationList: Validator<types.ValidatingWebhookConfigurationList>;
/** Validates an update of a ValidatingWebhookConfigurationList: everything `validateValidatingWebhookConfigurationList` checks, and what may not change from `old`. */
export declare const validateValidatingWebhookConfigurationListUpdate: UpdateValidator;
/** Checks a ValidatingWebhookConfigurationList found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateValidatingWebhookConfigurationListAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/** Checks what an update of a ValidatingWebhookConfigurationList at `path` may not change, comparing `value` with `old`. */
export declare function updateValidatingWebhookConfigurationListAt(
  value: unknown,
  old: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a MutatingWebhookConfiguration. Admission webhooks that may accept, reject, and change an object.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateMutatingWebhookConfiguration: Validator<types.MutatingWebhookConfiguration>;
/** Validates an update of a MutatingWebhookConfiguration: everything `validateMutatingWebhookConfiguration` checks, and what may not change from `old`. */
export declare const validateMutatingWebhookConfigurationUpdate: UpdateValidator;
/** Checks a MutatingWebhookConfiguration found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateMutatingWebhookConfigurationAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/** Checks what an update of a MutatingWebhookConfiguration at `path` may not change, comparing `value` with `old`. */
export declare function updateMutatingWebhookConfigurationAt(
  value: unknown,
  old: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a MutatingWebhookConfigurationList. A list of MutatingWebhookConfiguration objects.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateMutatingWebhookConfigurationList: Validator<types.MutatingWebhookConfigurationList>;
/** Validates an update of a MutatingWebhookConfigurationList: everything `validateMutatingWebhookConfigurationList` checks, and what may not change from `old`. */
export declare const validateMutatingWebhookConfigurationListUpdate: UpdateValidator;
/** Checks a MutatingWebhookConfigurationList found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateMutatingWebhookConfigurationListAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/** Checks what an update of a MutatingWebhookConfigurationList at `path` may not change, comparing `value` with `old`. */
export declare function updateMutatingWebhookConfigurationListAt(
  value: unknown,
  old: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a ValidatingWebhook. One validating admission webhook and the requests it is sent.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateValidatingWebhook: Validator<types.ValidatingWebhook>;
/** Checks a ValidatingWebhook found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateValidatingWebhookAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a MutatingWebhook. One mutating admission webhook and the requests it is sent.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateMutatingWebhook: Validator<types.MutatingWebhook>;
/** Checks a MutatingWebhook found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateMutatingWebhookAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a WebhookClientConfig. How the server reaches a webhook, over TLS.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateWebhookClientConfig: Validator<types.WebhookClientConfig>;
/** Checks a WebhookClientConfig found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateWebhookClientConfigAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a ServiceReference. A reference to a Service.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateServiceReference: Validator<types.ServiceReference>;
/** Checks a ServiceReference found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateServiceReferenceAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a RuleWithOperations. Operations and the resources they apply to; a request matches when every list matches it.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateRuleWithOperations: Validator<types.RuleWithOperations>;
/** Checks a RuleWithOperations found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateRuleWithOperationsAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a MatchCondition. A CEL condition a request must meet to be sent to a webhook.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateMatchCondition: Validator<types.MatchCondition>;
/** Checks a MatchCondition found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateMatchConditionAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a FailurePolicyType. What an error of a webhook does.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateFailurePolicyType: Validator<types.FailurePolicyType>;
/** Checks a FailurePolicyType found at `path`, adding its errors to `c`. */
export declare function validateFailurePolicyTypeAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a MatchPolicyType. How rules match requests.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateMatchPolicyType: Validator<types.MatchPolicyType>;
/** Checks a MatchPolicyType found at `path`, adding its errors to `c`. */
export declare function validateMatchPolicyTypeAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a SideEffectClass. Whether a webhook has side effects.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateSideEffectClass: Validator<types.SideEffectClass>;
/** Checks a SideEffectClass found at `path`, adding its errors to `c`. */
export declare function validateSideEffectClassAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a ReinvocationPolicyType. Whether a mutating webhook is called again.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateReinvocationPolicyType: Validator<types.ReinvocationPolicyType>;
/** Checks a ReinvocationPolicyType found at `path`, adding its errors to `c`. */
export declare function validateReinvocationPolicyTypeAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates an OperationType. An operation a rule matches.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateOperationType: Validator<types.OperationType>;
/** Checks an OperationType found at `path`, adding its errors to `c`. */
export declare function validateOperationTypeAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a ScopeType. The scope a rule matches.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateScopeType: Validator<types.ScopeType>;
/** Checks a ScopeType found at `path`, adding its errors to `c`. */
export declare function validateScopeTypeAt(value: unknown, path: string, c: Collector): void;
