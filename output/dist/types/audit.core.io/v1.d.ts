import type { UserInfo } from "../authentication.core.io/v1.js";
import type {
  ListMeta,
  MicroTime,
  ObjectMeta,
  RawExtension,
  Status,
  UID,
} from "../meta.core.io/v1.js";
/** An audit record; captures all the information that can be included in an API audit log. */
export interface Event {
  /** The versioned schema of this representation: `audit.core.io/v1`. */
  apiVersion?: "audit.core.io/v1";
  /** The REST resource kind: `Event`. Cannot be updated. */
  kind?: "Event";
  /**
   * Audit level at which the event was generated.
   *
   * Required.
   */
  level: Level;
  /**
   * Unique audit ID, generated for each request.
   *
   * Required.
   */
  auditID: UID;
  /**
   * Stage of the request handling when this event instance was generated.
   *
   * Required.
   */
  stage: Stage;
  /**
   * The request URI as sent by the client to a server.
   *
   * Required.
   */
  requestURI: string;
  /**
   * The verb associated with the request. For non-resource requests, the lower-cased HTTP method.
   *
   * Required.
   */
  verb: string;
  /**
   * Authenticated user information.
   *
   * Required.
   */
  user: UserInfo;
  /** Impersonated user information. */
  impersonatedUser?: UserInfo;
  /** Details about how the request was authenticated. */
  authenticationMetadata?: AuthenticationMetadata;
  /**
   * Source IPs: where the request originated and the intermediate proxies, in order: the X-Forwarded-For header IPs, the X-Real-Ip header if not in that list, then the remote address of the connection if it differs from the last IP so far. All but the last IP can be set arbitrarily by the client.
   *
   * Each item: format: an IPv4 or IPv6 address.
   */
  sourceIPs?: string[];
  /** The user agent string reported by the client. Provided by the client; must not be trusted. */
  userAgent?: string;
  /** Object reference the request targets. Not set for list requests or non-resource requests. */
  objectRef?: ObjectReference;
  /** The response status, populated even when the response object is not a Status. For successful responses it only includes the code and the success status; for non-Status error responses the error message is filled in. */
  responseStatus?: Status;
  /** The API object from the request, as JSON, recorded as sent (possibly re-encoded as JSON), before version conversion, defaulting, admission or merging. It is an external versioned object and may not be a valid object on its own. Omitted for non-resource requests; logged only at Request level and higher. */
  requestObject?: RawExtension;
  /** The API object returned in the response, as JSON, recorded after conversion to the external type. Omitted for non-resource requests; logged only at RequestResponse level. */
  responseObject?: RawExtension;
  /** Time the request reached the API server. */
  requestReceivedTimestamp?: MicroTime;
  /** Time the request reached the current audit stage. */
  stageTimestamp?: MicroTime;
  /** Unstructured key-value map stored with the audit event, set by plugins invoked in the request serving chain (authentication, authorization, admission). Not the metadata.annotations of the submitted object. Keys should uniquely identify the informing component (e.g. podsecuritypolicy.admission.core.io/policy); values should be short. Included at Metadata level. */
  annotations?: Record<string, string>;
}
/** A list of audit Events. */
export interface EventList {
  /** The versioned schema of this representation: `audit.core.io/v1`. */
  apiVersion?: "audit.core.io/v1";
  /** The REST resource kind: `EventList`. Cannot be updated. */
  kind?: "EventList";
  /** Standard list metadata. */
  metadata?: ListMeta;
  /**
   * The audit events.
   *
   * Required.
   */
  items: Event[];
}
/** The configuration of audit logging: the rules for how different request categories are logged. */
export interface Policy {
  /** The versioned schema of this representation: `audit.core.io/v1`. */
  apiVersion?: "audit.core.io/v1";
  /** The REST resource kind: `Policy`. Cannot be updated. */
  kind?: "Policy";
  /** Included for interoperability with API infrastructure. */
  metadata?: ObjectMeta;
  /**
   * The audit level a request should be recorded at. A request may match several rules; the FIRST matching rule applies. Rules are strictly ordered. The default level is None unless a final catch-all rule overrides it. The API server refuses to load a policy with no rules.
   *
   * Required. Items: at least 1.
   */
  rules: PolicyRule[];
  /** Stages for which no events are created. Can also be set per rule; the union of both is omitted. */
  omitStages?: Stage[];
  /** Whether to omit the managed fields of the request and response bodies from the audit log; the global default. true omits them, otherwise they are included. A rule's value overrides it. */
  omitManagedFields?: boolean;
}
/**
 * Maps requests, by their metadata, to an audit level. A request must match every field of the rule (an intersection). A rule applies to API resources, to non-resource URL paths, or to neither (then it is a default for all URLs), but not to both.
 *
 * Rules:
 * - `resources` and `namespaces` must not be set when `nonResourceURLs` is set.
 */
export interface PolicyRule {
  /**
   * The level at which requests matching this rule are recorded.
   *
   * Required.
   */
  level: Level;
  /** The users (by authenticated user name) this rule applies to. An empty list means every user. */
  users?: string[];
  /** The user groups this rule applies to; a user matches if it is a member of any of them. An empty list means every user group. */
  userGroups?: string[];
  /** The verbs that match this rule. An empty list means every verb. */
  verbs?: string[];
  /** Resources this rule matches. An empty list means all kinds in all API groups. */
  resources?: GroupResources[];
  /** Namespaces this rule matches. The empty string "" matches non-namespaced resources. An empty list means every namespace. */
  namespaces?: string[];
  /**
   * URL paths that should be audited. Each must be `*` or begin with `/`; a `*` is allowed only as the full, final step of the path (e.g. `/metrics`, `/healthz*`).
   *
   * Each item: must match `^(\*|/[^*]*\*?)$`.
   */
  nonResourceURLs?: string[];
  /** Stages for which no events are created. Can also be set policy-wide; the union of both is omitted. An empty list means no restriction. */
  omitStages?: Stage[];
  /** Whether to omit the managed fields of the request and response bodies from the audit log: true drops them, false includes them. When set it overrides the policy's omitManagedFields; when unset the policy's value stands. */
  omitManagedFields?: boolean;
}
/**
 * Resource kinds in an API group.
 *
 * Rules:
 * - `resources` is required when `resourceNames` is set.
 */
export interface GroupResources {
  /**
   * Name of the API group that contains the resources. The empty string is the core API group. Otherwise a lower-case DNS subdomain, without a version (e.g. `rbac.authorization.core.io`, not `rbac.authorization.core.io/v1`).
   *
   * Must match `^([a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*)?$`. Length: at most 253.
   */
  group?: string;
  /** Resources this rule applies to: `pods` matches pods, `pods/log` the log subresource of pods, `*` all resources and their subresources, `pods/*` all subresources of pods, `*\/scale` all scale subresources. An empty list means all resources and subresources of the API group. */
  resources?: string[];
  /** Names of the resource instances the policy matches. Requires `resources`. An empty list means every instance of the resource. */
  resourceNames?: string[];
}
/** Enough information to inspect or modify the referred object. */
export interface ObjectReference {
  /** Resource of the referred object. */
  resource?: string;
  /** Namespace of the referred object. */
  namespace?: string;
  /** Name of the referred object. */
  name?: string;
  /** UID of the referred object. */
  uid?: UID;
  /** Name of the API group that contains the referred object. The empty string is the core API group. */
  apiGroup?: string;
  /** Version of the API group that contains the referred object. */
  apiVersion?: string;
  /** Resource version of the referred object. */
  resourceVersion?: string;
  /** Subresource of the request, if any. */
  subresource?: string;
}
/** Details about how the request was authenticated. */
export interface AuthenticationMetadata {
  /** The verb of the constrained impersonation mode that was used to authorize the impersonated user of this event (e.g. `impersonate:user-info`). Set only when constrained impersonation was used. */
  impersonationConstraint?: string;
}
/**
 * The amount of information logged during auditing.
 *
 * - `None`: Disables auditing.
 * - `Metadata`: Logs request metadata (user, timestamp, resource, verb, ...) but not the request or response body.
 * - `Request`: Logs Metadata and the request body (not for non-resource requests).
 * - `RequestResponse`: Logs Metadata, the request body and the response body (not for non-resource requests).
 */
export type Level = "None" | "Metadata" | "Request" | "RequestResponse";
/**
 * A stage of request handling at which audit events may be generated.
 *
 * - `RequestReceived`: As soon as the audit handler receives the request, before it is delegated down the handler chain.
 * - `ResponseStarted`: Once the response headers are sent, before the response body. Only for long-running requests (e.g. watch).
 * - `ResponseComplete`: Once the response body has been completed and no more bytes will be sent.
 * - `Panic`: When a panic occurred.
 */
export type Stage = "RequestReceived" | "ResponseStarted" | "ResponseComplete" | "Panic";
