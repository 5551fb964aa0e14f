import type { EventSource, ObjectReference } from "../core/v1.js";
import type { ListMeta, MicroTime, ObjectMeta, Time } from "../meta.core.io/v1.js";
/**
 * A report of a state change somewhere in the cluster. Retention is limited; events are informative, best-effort data, and consumers must not rely on the timing of a given reason or on its continued existence. The Event resource is a stored record, not a delivery mechanism.
 *
 * Rules:
 * - `action`, `reason`, `reportingController` and `reportingInstance` are required when `eventTime` is set on create.
 * - `type` is required on create.
 * - `type` must be one of `Normal` or `Warning` when `type` is set on create.
 * - `deprecatedCount`, `deprecatedFirstTimestamp`, `deprecatedLastTimestamp` and `deprecatedSource` must not be set when `eventTime` is set on create.
 */
export interface Event {
  /** The versioned schema of this representation: `events.core.io/v1`. */
  apiVersion?: "events.core.io/v1";
  /** The REST resource kind: `Event`. Cannot be updated. */
  kind?: "Event";
  /** Standard object metadata. */
  metadata?: ObjectMeta;
  /**
   * Machine-readable action taken or failed regarding the `regarding` object. Not empty for new Events; at most 128 characters.
   *
   * Immutable. Length: at most 128.
   */
  action?: string;
  /**
   * Backward compatibility with the older core Event type (its `count`).
   *
   * Immutable.
   *
   * @deprecated Kept for backward compatibility with the core/v1 Event type; must be unset on new Events.
   */
  deprecatedCount?: number;
  /**
   * Backward compatibility with the older core Event type (its `firstTimestamp`).
   *
   * Immutable.
   *
   * @deprecated Kept for backward compatibility with the core/v1 Event type; must be unset on new Events.
   */
  deprecatedFirstTimestamp?: Time;
  /**
   * Backward compatibility with the older core Event type (its `lastTimestamp`).
   *
   * Immutable.
   *
   * @deprecated Kept for backward compatibility with the core/v1 Event type; must be unset on new Events.
   */
  deprecatedLastTimestamp?: Time;
  /**
   * Backward compatibility with the older core Event type (its `source`).
   *
   * Immutable.
   *
   * @deprecated Kept for backward compatibility with the core/v1 Event type; must be unset on new Events.
   */
  deprecatedSource?: EventSource;
  /**
   * When the Event was first observed.
   *
   * Required. Immutable.
   */
  eventTime: MicroTime;
  /**
   * Human-readable description of the status of the operation. At most 1kB (1024 bytes); libraries should tolerate values up to 64kB.
   *
   * Immutable. At most 1024 bytes.
   */
  note?: string;
  /**
   * Human-readable reason for the action. Not empty for new Events; at most 128 characters.
   *
   * Immutable. Length: at most 128.
   */
  reason?: string;
  /**
   * The object the Event is about, usually one the reporting controller implements (e.g. a ReplicaSet for the ReplicaSet controller).
   *
   * Immutable.
   */
  regarding?: ObjectReference;
  /**
   * Optional secondary object for complex actions, e.g. an object the regarding object created or deleted.
   *
   * Immutable.
   */
  related?: ObjectReference;
  /**
   * Name of the controller that emitted the Event, e.g. `kubernetes.io/kubelet`. Not empty for new Events; Kubernetes checks it as a qualified name (optional DNS subdomain prefix and `/`, then a name of at most 63 characters).
   *
   * Immutable. Format: a qualified name: an optional DNS subdomain prefix and `/`, then a name of at most 63 characters.
   */
  reportingController?: string;
  /**
   * ID of the controller instance, e.g. `kubelet-xyzf`. Not empty for new Events; at most 128 characters.
   *
   * Immutable. Length: at most 128.
   */
  reportingInstance?: string;
  /** Data about the series this Event represents, or nil for a singleton Event. */
  series?: EventSeries;
  /**
   * Machine-readable type of the Event: `Normal` or `Warning`; more types may be added in the future. Not empty for new Events; Kubernetes accepts only Normal and Warning when an Event is created.
   *
   * Immutable.
   */
  type?: string;
}
/** A list of Event objects. */
export interface EventList {
  /** The versioned schema of this representation: `events.core.io/v1`. */
  apiVersion?: "events.core.io/v1";
  /** The REST resource kind: `EventList`. Cannot be updated. */
  kind?: "EventList";
  /** Standard list metadata. */
  metadata?: ListMeta;
  /**
   * The Event objects.
   *
   * Required.
   */
  items: Event[];
}
/** Data about a series of events, i.e. something that was or is happening continuously for some time. How often a series is updated is left to the reporters. */
export interface EventSeries {
  /**
   * Number of occurrences in this series up to the last heartbeat time. Kubernetes requires at least 2 (a single occurrence is a singleton Event without series).
   *
   * Required. Value: at least 2.
   */
  count: number;
  /**
   * When the last Event of the series was seen before the last heartbeat.
   *
   * Required.
   */
  lastObservedTime: MicroTime;
}
