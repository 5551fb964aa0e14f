import { ApiError } from "../status.js";
import type { WebhookCredentials } from "./webhook-credentials.js";
import { type AdmissionResponse } from "./webhook-review.js";
import type { AdmissionAttributes, WebhookConfiguration } from "./webhook-types.js";
/** webhook/errors ToStatusErr: the webhook's status, a failure of code 400 at least, its message prefixed. */
export declare function denial(name: string, status: AdmissionResponse["status"]): ApiError;
export declare class WebhookAdmission {
  private readonly credentials?;
  private readonly mutating;
  private readonly validating;
  /** The webhooks of the configurations, in their order (Kubernetes sorts configurations by name), and the credentials presented to them. */
  constructor(
    configurations: readonly WebhookConfiguration[],
    credentials?:
      | {
          readonly mutating?: WebhookCredentials;
          readonly validating?: WebhookCredentials;
        }
      | undefined,
  );
  /**
   * The object as the mutating webhooks leave it (the attributes' object, patched in order).
   * Reinvocation (mutating/reinvocationcontext.go): when a webhook changes the object, the
   * webhooks with reinvocationPolicy IfNeeded called before it (since the last change) are
   * called again, once, in a second round after the first.
   */
  mutate(attrs: AdmissionAttributes): Promise<Record<string, unknown> | null>;
  /** Runs the validating webhooks; throws the first refusal (in webhook order). */
  validate(attrs: AdmissionAttributes): Promise<void>;
  get empty(): boolean;
}
