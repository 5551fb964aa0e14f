import { ApiError } from "../status.js";
import type { WebhookCredentials } from "./webhook-credentials.js";
import { type AdmissionResponse } from "./webhook-review.js";
import type { AdmissionAttributes, WebhookConfiguration } from "./webhook-types.js";
import { type ServedWebhooks } from "./served-webhooks.js";
/** webhook/errors ToStatusErr: the webhook's status, a failure of code 400 at least, its message prefixed. */
export declare function denial(name: string, status: AdmissionResponse["status"]): ApiError;
export declare class WebhookAdmission {
  private readonly configurations;
  private readonly credentials?;
  private readonly served?;
  private readonly fixed;
  /** The hooks of the static and the served configurations, and the served list they were made of. */
  private merged?;
  /**
   * The static configurations (manifest files), the served ones (stored through the API) when
   * given, and the credentials presented to the webhooks.
   */
  constructor(
    configurations: readonly WebhookConfiguration[],
    credentials?:
      | {
          readonly mutating?: WebhookCredentials;
          readonly validating?: WebhookCredentials;
        }
      | undefined,
    served?: ServedWebhooks | undefined,
  );
  /** The webhooks now: the static ones and the served ones, merged. */
  private hooks;
  private merge;
  /**
   * The object as the mutating webhooks leave it (the attributes' object, patched in order).
   * Reinvocation (mutating/reinvocationcontext.go): when a webhook changes the object, the
   * webhooks with reinvocationPolicy IfNeeded called before it (since the last change) are
   * called again, once, in a second round after the first.
   */
  mutate(attrs: AdmissionAttributes): Promise<Record<string, unknown> | null>;
  /** Runs the validating webhooks; throws the first refusal (in webhook order). */
  validate(attrs: AdmissionAttributes): Promise<void>;
  /**
   * Whether a request for this resource may be sent to a webhook now: some webhook is
   * configured, and the resource is not one of the admission configuration resources.
   */
  applies(group: string, resource: string): Promise<boolean>;
}
