import { type Collector } from "../../runtime/errors.js";
import { type UpdateValidator, type Validator } from "../../runtime/total.js";
import type * as types from "../../types/events.core.io/v1.js";
/**
 * Validates an Event. A report of a state change somewhere in the cluster.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateEvent: Validator<types.Event>;
/** Validates an update of an Event: everything `validateEvent` checks, and what may not change from `old`. */
export declare const validateEventUpdate: UpdateValidator;
/** Checks an Event found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateEventAt(value: unknown, path: string, c: Collector): void;
/** Checks what an update of an Event at `path` may not change, comparing `value` with `old`. */
export declare function updateEventAt(
  value: unknown,
  old: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates an EventList. A list of Event objects.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateEventList: Validator<types.EventList>;
/** Validates an update of an EventList: everything `validateEventList` checks, and what may not change from `old`. */
export declare const validateEventListUpdate: UpdateValidator;
/** Checks an EventList found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateEventListAt(value: unknown, path: string, c: Collector): void;
/** Checks what an update of an EventList at `path` may not change, comparing `value` with `old`. */
export declare function updateEventListAt(
  value: unknown,
  old: unknown,
  path: string,
  c: Collector,
): void;
/**
 * Validates an EventSeries. Data about a series of events, i.e.
 *
 * Returns every error found, with Kubernetes field paths; never throws on any value. `options.featureGates` turns Kubernetes feature gates on or off.
 */
export declare const validateEventSeries: Validator<types.EventSeries>;
/** Checks an EventSeries found at `path`, adding its errors to `c`. Used by the validators of every type that holds one. */
export declare function validateEventSeriesAt(value: unknown, path: string, c: Collector): void;
