import type { AdmissionAttributes } from "./webhook-types.js";
export declare const REVIEW_API_VERSION = "admission.core.io/v1";
export interface AdmissionResponse {
  readonly uid: string;
  readonly allowed: boolean;
  readonly status?: {
    code?: number;
    reason?: string;
    message?: string;
    status?: string;
    details?: unknown;
  };
  readonly patch?: string;
  readonly patchType?: string;
  readonly warnings?: readonly string[];
  readonly auditAnnotations?: Readonly<Record<string, string>>;
}
/** The request of one webhook call, with a uid of its own. */
export declare function admissionReview(attrs: AdmissionAttributes): {
  apiVersion: string;
  kind: "AdmissionReview";
  request: Record<string, unknown>;
};
/** The response of the answer, or a CallError saying why it is not a valid one. */
export declare function checkResponse(uid: string, answer: unknown): AdmissionResponse;
