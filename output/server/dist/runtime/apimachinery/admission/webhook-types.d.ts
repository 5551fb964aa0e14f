/**
 * Admission webhooks as admissionregistration.core.io/v1 declares them (Kubernetes'
 * admissionregistration.k8s.io/v1), and what a webhook is told of a request (admission.Attributes):
 * the configurations come from manifest files, validated with the generated validators
 * (generator/commands/serve-webhooks.ts), and from the API (served-webhooks.ts).
 */
import type { AuditAnnotations } from "../audit-annotations.js";
import type { LabelSelectorObject } from "../label-selector-object.js";
export interface WebhookRule {
  readonly operations?: readonly string[];
  readonly apiGroups?: readonly string[];
  readonly apiVersions?: readonly string[];
  readonly resources?: readonly string[];
  readonly scope?: string;
}
export type { LabelSelectorObject };
export interface Webhook {
  readonly name: string;
  readonly clientConfig: {
    readonly url?: string;
    readonly service?: unknown;
    readonly caBundle?: string;
  };
  readonly rules?: readonly WebhookRule[];
  readonly failurePolicy?: "Fail" | "Ignore";
  readonly matchPolicy?: string;
  readonly namespaceSelector?: LabelSelectorObject;
  readonly objectSelector?: LabelSelectorObject;
  readonly sideEffects?: string;
  readonly timeoutSeconds?: number;
  readonly admissionReviewVersions?: readonly string[];
  readonly matchConditions?: readonly {
    readonly name: string;
    readonly expression: string;
  }[];
  readonly reinvocationPolicy?: string;
}
export interface WebhookConfiguration {
  readonly apiVersion?: string;
  readonly kind: "ValidatingWebhookConfiguration" | "MutatingWebhookConfiguration";
  readonly metadata?: {
    readonly name?: string;
  };
  readonly webhooks?: readonly Webhook[];
}
export type AdmissionOperation = "CREATE" | "UPDATE" | "DELETE";
/** What the webhooks are told of a request (admission.Attributes). */
export interface AdmissionAttributes {
  readonly operation: AdmissionOperation;
  readonly group: string;
  readonly version: string;
  readonly kind: string;
  readonly resource: string;
  readonly subresource: string;
  readonly namespaced: boolean;
  readonly name: string;
  readonly namespace: string;
  readonly object: Record<string, unknown> | null;
  readonly oldObject: Record<string, unknown> | null;
  readonly dryRun: boolean;
  /** CreateOptions, UpdateOptions or DeleteOptions (meta.core.io/v1). */
  readonly options: Record<string, unknown>;
  readonly userInfo: {
    readonly username: string;
    readonly uid?: string;
    readonly groups?: readonly string[];
    readonly extra?: Readonly<Record<string, readonly string[]>>;
  };
  /** Where the webhooks' warnings go (the request's Warning headers). */
  readonly warnings: string[];
  /** Where the webhooks' audit annotations go (the request's audit Event), when it is audited. */
  readonly auditAnnotations?: AuditAnnotations;
}
