import { type Defaulter } from "../../runtime/values.js";
/** A copy of a ValidatingWebhookConfiguration with its defaults set; the input is never changed. */
export declare const defaultValidatingWebhookConfiguration: Defaulter;
/** Sets the defaults of a ValidatingWebhookConfiguration in place. Only for values the caller owns (a copy). */
export declare function setDefaultsValidatingWebhookConfiguration(value: unknown): void;
/** A copy of a ValidatingWebhookConfigurationList with its defaults set; the input is never changed. */
export declare const defaultValidatingWebhookConfigurationList: Defaulter;
/** Sets the defaults of a ValidatingWebhookConfigurationList in place. Only for values the caller owns (a copy). */
export declare function setDefaultsValidatingWebhookConfigurationList(value: unknown): void;
/** A copy of a MutatingWebhookConfiguration with its defaults set; the input is never changed. */
export declare const defaultMutatingWebhookConfiguration: Defaulter;
/** Sets the defaults of a MutatingWebhookConfiguration in place. Only for values the caller owns (a copy). */
export declare function setDefaultsMutatingWebhookConfiguration(value: unknown): void;
/** A copy of a MutatingWebhookConfigurationList with its defaults set; the input is never changed. */
export declare const defaultMutatingWebhookConfigurationList: Defaulter;
/** Sets the defaults of a MutatingWebhookConfigurationList in place. Only for values the caller owns (a copy). */
export declare function setDefaultsMutatingWebhookConfigurationList(value: unknown): void;
/** A copy of a ValidatingWebhook with its defaults set; the input is never changed. */
export declare const defaultValidatingWebhook: Defaulter;
/** Sets the defaults of a ValidatingWebhook in place. Only for values the caller owns (a copy). */
export declare function setDefaultsValidatingWebhook(value: unknown): void;
/** A copy of a MutatingWebhook with its defaults set; the input is never changed. */
export declare const defaultMutatingWebhook: Defaulter;
/** Sets the defaults of a MutatingWebhook in place. Only for values the caller owns (a copy). */
export declare function setDefaultsMutatingWebhook(value: unknown): void;
/** A copy of a WebhookClientConfig with its defaults set; the input is never changed. */
export declare const defaultWebhookClientConfig: Defaulter;
/** Sets the defaults of a WebhookClientConfig in place. Only for values the caller owns (a copy). */
export declare function setDefaultsWebhookClientConfig(value: unknown): void;
/** A copy of a ServiceReference with its defaults set; the input is never changed. */
export declare const defaultServiceReference: Defaulter;
/** Sets the defaults of a ServiceReference in place. Only for values the caller owns (a copy). */
export declare function setDefaultsServiceReference(value: unknown): void;
/** A copy of a RuleWithOperations with its defaults set; the input is never changed. */
export declare const defaultRuleWithOperations: Defaulter;
/** Sets the defaults of a RuleWithOperations in place. Only for values the caller owns (a copy). */
export declare function setDefaultsRuleWithOperations(value: unknown): void;
/** A copy of a MatchCondition with its defaults set; the input is never changed. */
export declare const defaultMatchCondition: Defaulter;
