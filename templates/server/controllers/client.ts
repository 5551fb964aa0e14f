/**
 * What the controllers need of the API: a small client of its REST interface, as client-go's
 * dynamic client is (k8s.io/client-go/dynamic: get, list, create, update, updateStatus, delete
 * and watch of a resource by group, version and plural). The controller manager talks to the
 * API server over HTTP (http-client.ts), as kube-controller-manager does; tests may give a
 * fake. The controllers import nothing of the server's layers, only this.
 */

export type Json = { [key: string]: unknown };

/** A resource of the API, and the namespace of a namespaced one. */
export interface ResourceRef {
  /** "" for the core group (/api/v1). */
  readonly group: string;
  readonly version: string;
  /** The plural: `leases`, `resourceslices`. */
  readonly resource: string;
  readonly namespace?: string;
}

export type Query = Readonly<Record<string, string | number | boolean>>;

/** A list's items and its revision and continue token. */
export interface ListResult {
  readonly metadata: { readonly resourceVersion?: string; readonly continue?: string };
  readonly items: Json[];
}

export interface WatchEvent {
  readonly type: "ADDED" | "MODIFIED" | "DELETED" | "BOOKMARK" | "ERROR";
  readonly object: Json;
}

export interface CallOptions {
  /** Aborts the call: it rejects. */
  readonly signal?: AbortSignal;
}

export interface Client {
  get(ref: ResourceRef, name: string, options?: CallOptions): Promise<Json>;
  list(ref: ResourceRef, query?: Query, options?: CallOptions): Promise<ListResult>;
  create(ref: ResourceRef, object: Json, options?: CallOptions): Promise<Json>;
  /** A PUT of the object (named by its metadata; its resourceVersion, when set, is the precondition), or of its status. */
  update(
    ref: ResourceRef,
    object: Json,
    options?: CallOptions & { readonly subresource?: "status" },
  ): Promise<Json>;
  /** A DELETE with DeleteOptions (preconditions). */
  delete(ref: ResourceRef, name: string, body?: Json, options?: CallOptions): Promise<void>;
  /**
   * Watches: calls `onEvent` for each event in order and resolves when the server ends the
   * stream (or the signal aborts). An ERROR event rejects with its Status as an ApiError (410
   * Expired: list again). `onEvent` may return a promise: the stream is read on once it settles.
   */
  watch(
    ref: ResourceRef,
    query: Query,
    onEvent: (event: WatchEvent) => void | Promise<void>,
    signal: AbortSignal,
  ): Promise<void>;
}

/** The API's answer to a failed call: its HTTP code and Status (reason, message). */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly reason: string,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** Whether an error is the API's answer with this HTTP code (404 NotFound, 409 Conflict, 410 Expired, ...). */
export function isCode(error: unknown, code: number): boolean {
  return error instanceof ApiError && error.code === code;
}

/** The ApiError of a Status object (an error answer's body, or a watch's ERROR event). */
export function statusError(status: unknown, fallbackCode: number): ApiError {
  const s = (typeof status === "object" && status !== null ? status : {}) as Json;
  const code = typeof s.code === "number" ? s.code : fallbackCode;
  return new ApiError(
    code,
    typeof s.reason === "string" ? s.reason : "",
    typeof s.message === "string" ? s.message : `the API answered ${code}`,
  );
}

/** The path of a resource (and of one object, and its subresource), as Kubernetes' REST paths are built. */
export function resourcePath(ref: ResourceRef, name?: string, subresource?: string): string {
  const base = ref.group === "" ? `/api/${ref.version}` : `/apis/${ref.group}/${ref.version}`;
  const namespace =
    ref.namespace !== undefined ? `/namespaces/${encodeURIComponent(ref.namespace)}` : "";
  const object =
    name !== undefined
      ? `/${encodeURIComponent(name)}${subresource !== undefined ? `/${subresource}` : ""}`
      : "";
  return `${base}${namespace}/${ref.resource}${object}`;
}

/**
 * The User-Agent of the controllers' calls: writes without fieldManager are recorded in
 * managedFields under its product, as Kubernetes records kube-controller-manager's.
 */
export const CONTROLLER_MANAGER = "corespec-controller-manager";

/** Resolves after `ms`, or at once when the signal aborts. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener("abort", done, { once: true });
  });
}

/** Lets the event loop run what waits (timers, sockets) before going on: between chunks of long work. */
export function yieldToLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** The object's metadata.name. */
export function nameOf(object: Json): string {
  return String((object.metadata as Json | undefined)?.name);
}

/** The timestamps Kubernetes writes: metav1.Time (`2026-01-02T03:04:05Z`) and metav1.MicroTime (microseconds). */
export function metaTime(at: number): string {
  return new Date(at).toISOString().replace(/\.\d+Z$/, "Z");
}
export function microTime(at: number): string {
  return new Date(at).toISOString().replace(/\.(\d{3})Z$/, ".$1000Z");
}
