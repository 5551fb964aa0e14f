// Copied by corespec from templates/server/apimachinery/request.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * What the API machinery knows of a request, whoever sends it (the HTTP layer, or a test):
 * the request context, a watch's sink, a patch, delete options, and what each verb returns.
 * The verbs (verbs/*.ts) take these; the HTTP layer builds them from a request and turns a
 * verb's outcome into a response (k8s.io/apiserver pkg/endpoints/handlers).
 */
import { dropUnknownFields, type KindInfo } from "./kinds.js";
import { badRequest, type Status } from "./status.js";
import type { DeletionOptions } from "./deletion.js";
import type { AuditAnnotations } from "./audit-annotations.js";

/** What a handler knows of the request. */
export interface RequestContext {
  readonly namespace?: string;
  readonly name?: string;
  /** The checked query parameters. */
  readonly query: Readonly<Record<string, string | number | boolean | undefined>>;
  /** `dryRun=All`: answer as if the change were made, persist nothing. */
  readonly dryRun: boolean;
  /**
   * Warnings for the client, sent as `Warning: 299 - "..."` headers: the request's recorder, as
   * Kubernetes' `warning.AddWarning(ctx, ...)` records them on the request's context.
   */
  readonly warnings: string[];
  /** The annotations of the request's audit Event, when it is audited (the admission webhooks'). */
  readonly auditAnnotations?: AuditAnnotations;
  /** Aborted when the client goes away (watches). */
  readonly signal: AbortSignal;
  /** The status subresource: reads answer the object, writes change only its status. */
  readonly subresource?: "status";
  /** The User-Agent: its product names the field manager of writes without fieldManager. */
  readonly userAgent?: string;
  /** Who sent it, when the server authenticates (the admission webhooks' userInfo). */
  readonly user?: {
    readonly name: string;
    readonly uid?: string;
    readonly groups: readonly string[];
    readonly extra?: Readonly<Record<string, readonly string[]>>;
  };
}

/** What an update (a replace, a patch or an apply) did, as Kubernetes' `rest.Updater.Update` returns it: the object, and whether the write created it. */
export interface Updated<T> {
  readonly object: T;
  readonly created: boolean;
}

/**
 * What a delete did, as Kubernetes' `rest.GracefulDeleter.Delete` returns it: the object (or a
 * Status for kinds whose delete answers one) and whether it was deleted at once; false when
 * it was only marked for deletion (it keeps finalizers).
 */
export interface Deleted<T> {
  readonly object: T | Status;
  readonly deletedImmediately: boolean;
}

/** Where a watch's events go (the HTTP stream). */
export interface WatchSink {
  /**
   * Sends an event. false: the client has enough waiting to be written; hold further events
   * until the listener given to onDrain runs (an event sent meanwhile is still written).
   */
  send(event: {
    type: "ADDED" | "MODIFIED" | "DELETED" | "BOOKMARK" | "ERROR";
    object: unknown;
  }): boolean;
  /** Calls `listener` whenever the client has taken what was waiting. */
  onDrain(listener: () => void): void;
  close(): void;
}

export interface PatchRequest {
  readonly contentType: string;
  readonly body: unknown;
}

export interface DeleteOptionsBody extends DeletionOptions {
  readonly preconditions?: { readonly uid?: string; readonly resourceVersion?: string };
  readonly [key: string]: unknown;
}

/**
 * `fieldValidation` (the request's mode, Warn when unset): Strict fails with a 400 listing
 * every problem (`unknown field "spec.foo"`, `duplicate field "metadata.name"`), Warn adds one
 * warning per problem, Ignore drops them.
 */
export function fieldValidation(
  mode: string,
  problems: readonly string[],
  ctx: RequestContext,
): void {
  if (problems.length === 0 || mode === "Ignore") return;
  if (mode === "Strict") throw badRequest(`strict decoding error: ${problems.join(", ")}`);
  ctx.warnings.push(...problems);
}

/**
 * Field validation of a patched object: its unknown fields (all from the patch, as stored
 * objects have none) as the request's fieldValidation says, then dropped.
 */
export function checkPatchedFields(ctx: RequestContext, info: KindInfo, patched: unknown): void {
  const unknown = info.findUnknownFields(patched);
  if (unknown.length === 0) return;
  fieldValidation(
    String(ctx.query.fieldValidation ?? "Warn"),
    unknown.map((f) => `unknown field "${f}"`),
    ctx,
  );
  dropUnknownFields(patched, info.knownFields);
}
