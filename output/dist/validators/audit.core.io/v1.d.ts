import { type Collector } from "../../runtime/errors.js";
import { type UpdateValidator, type Validator } from "../../runtime/total.js";
import { checkKindUnchanged } from "../../runtime/update.js";
import type * as types from "../../types/audit.core.io/v1.js";
/**
 * Validates an Event. An audit record; captures all the information that can be included in an API audit log.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateEvent: Validator<types.Event>;
/** Validates an update of an Event: everything `validateEvent` checks, and what may not change from `old`. */
export declare const validateEventUpdate: UpdateValidator;
/** Checks an Event found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateEventAt(value: unknown, path: string, c: Collector): void;
/** Checks what an update of an Event at `path` may not change, comparing `value` with `old`. Only its kind may not change. */
export declare const updateEventAt: typeof checkKindUnchanged;
/**
 * Validates an EventList. A list of audit Events.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateEventList: Validator<types.EventList>;
/** Validates an update of an EventList: everything `validateEventList` checks, and what may not change from `old`. */
export declare const validateEventListUpdate: UpdateValidator;
/** Checks an EventList found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateEventListAt(value: unknown, path: string, c: Collector): void;
/** Checks what an update of an EventList at `path` may not change, comparing `value` with `old`. Only its kind may not change. */
export declare const updateEventListAt: typeof checkKindUnchanged;
/**
 * Validates a Policy. The configuration of audit logging: the rules for how different request categories are logged.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validatePolicy: Validator<types.Policy>;
/** Validates an update of a Policy: everything `validatePolicy` checks, and what may not change from `old`. */
export declare const validatePolicyUpdate: UpdateValidator;
/** Checks a Policy found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validatePolicyAt(value: unknown, path: string, c: Collector): void;
/** Checks what an update of a Policy at `path` may not change, comparing `value` with `old`. */
export declare function updatePolicyAt(
  value: unknown,
  old: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a PolicyRule. Maps requests, by their metadata, to an audit level.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validatePolicyRule: Validator<types.PolicyRule>;
/** Checks a PolicyRule found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validatePolicyRuleAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a GroupResources. Resource kinds in an API group.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateGroupResources: Validator<types.GroupResources>;
/** Checks a GroupResources found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateGroupResourcesAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates an ObjectReference. Enough information to inspect or modify the referred object.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateObjectReference: Validator<types.ObjectReference>;
/** Checks an ObjectReference found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateObjectReferenceAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates an AuthenticationMetadata. Details about how the request was authenticated.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateAuthenticationMetadata: Validator<types.AuthenticationMetadata>;
/** Checks an AuthenticationMetadata found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateAuthenticationMetadataAt(
  value: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates a Level. The amount of information logged during auditing.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateLevel: Validator<types.Level>;
/** Checks a Level found at `path`, adding its errors to `c`. */
export declare function validateLevelAt(value: unknown, path: string, c: Collector): void;
/**
 * Validates a Stage. A stage of request handling at which audit events may be generated.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateStage: Validator<types.Stage>;
/** Checks a Stage found at `path`, adding its errors to `c`. */
export declare function validateStageAt(value: unknown, path: string, c: Collector): void;
