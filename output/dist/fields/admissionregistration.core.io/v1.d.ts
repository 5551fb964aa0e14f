import { type FieldsAt } from "../../runtime/known-fields.js";
/** Adds to `found` the paths of unknown fields of a ValidatingWebhookConfiguration at `path`. */
export declare const unknownFieldsValidatingWebhookConfigurationAt: FieldsAt;
/** The paths of the fields of a ValidatingWebhookConfiguration that its spec does not define. */
export declare const findUnknownFieldsValidatingWebhookConfiguration: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a ValidatingWebhookConfigurationList at `path`. */
export declare const unknownFieldsValidatingWebhookConfigurationListAt: FieldsAt;
/** The paths of the fields of a ValidatingWebhookConfigurationList that its spec does not define. */
export declare const findUnknownFieldsValidatingWebhookConfigurationList: (
  value: unknown,
) => string[];
/** Adds to `found` the paths of unknown fields of a MutatingWebhookConfiguration at `path`. */
export declare const unknownFieldsMutatingWebhookConfigurationAt: FieldsAt;
/** The paths of the fields of a MutatingWebhookConfiguration that its spec does not define. */
export declare const findUnknownFieldsMutatingWebhookConfiguration: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a MutatingWebhookConfigurationList at `path`. */
export declare const unknownFieldsMutatingWebhookConfigurationListAt: FieldsAt;
/** The paths of the fields of a MutatingWebhookConfigurationList that its spec does not define. */
export declare const findUnknownFieldsMutatingWebhookConfigurationList: (
  value: unknown,
) => string[];
/** Adds to `found` the paths of unknown fields of a ValidatingWebhook at `path`. */
export declare const unknownFieldsValidatingWebhookAt: FieldsAt;
/** The paths of the fields of a ValidatingWebhook that its spec does not define. */
export declare const findUnknownFieldsValidatingWebhook: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a MutatingWebhook at `path`. */
export declare const unknownFieldsMutatingWebhookAt: FieldsAt;
/** The paths of the fields of a MutatingWebhook that its spec does not define. */
export declare const findUnknownFieldsMutatingWebhook: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a WebhookClientConfig at `path`. */
export declare const unknownFieldsWebhookClientConfigAt: FieldsAt;
/** The paths of the fields of a WebhookClientConfig that its spec does not define. */
export declare const findUnknownFieldsWebhookClientConfig: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a ServiceReference at `path`. */
export declare const unknownFieldsServiceReferenceAt: FieldsAt;
/** The paths of the fields of a ServiceReference that its spec does not define. */
export declare const findUnknownFieldsServiceReference: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a RuleWithOperations at `path`. */
export declare const unknownFieldsRuleWithOperationsAt: FieldsAt;
/** The paths of the fields of a RuleWithOperations that its spec does not define. */
export declare const findUnknownFieldsRuleWithOperations: (value: unknown) => string[];
/** Adds to `found` the paths of unknown fields of a MatchCondition at `path`. */
export declare const unknownFieldsMatchConditionAt: FieldsAt;
/** The paths of the fields of a MatchCondition that its spec does not define. */
export declare const findUnknownFieldsMatchCondition: (value: unknown) => string[];
