import type { AdmissionOperation } from "../admission/webhook-types.js";
import { type StoredObject } from "../../storage/storage.js";
import type { RequestContext } from "../request.js";
import type { Resource } from "./resource.js";
/** Whether the request may be sent to an admission webhook (some is configured, static or served). */
export declare function admitted(r: Resource, operation: AdmissionOperation): Promise<boolean>;
/** The object as the mutating webhooks leave it. */
export declare function admitMutation(
  r: Resource,
  ctx: RequestContext,
  operation: AdmissionOperation,
  object: StoredObject,
  old?: StoredObject,
): Promise<StoredObject>;
/** The validating webhooks' verdict on the object (null for a delete) and the stored one. */
export declare function admitValidation(
  r: Resource,
  ctx: RequestContext,
  operation: AdmissionOperation,
  object: StoredObject | null,
  old?: StoredObject,
): Promise<void>;
