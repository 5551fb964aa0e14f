// Copied by corespec from templates/server/controllers/client.ts. DO NOT EDIT: change the template and run `npm run generate`.
/** The API's answer to a failed call: its HTTP code and Status (reason, message). */
export class ApiError extends Error {
  code;
  reason;
  constructor(code, reason, message) {
    super(message);
    this.code = code;
    this.reason = reason;
    this.name = "ApiError";
  }
}
/** Whether an error is the API's answer with this HTTP code (404 NotFound, 409 Conflict, 410 Expired, ...). */
export function isCode(error, code) {
  return error instanceof ApiError && error.code === code;
}
/** The ApiError of a Status object (an error answer's body, or a watch's ERROR event). */
export function statusError(status, fallbackCode) {
  const s = typeof status === "object" && status !== null ? status : {};
  const code = typeof s.code === "number" ? s.code : fallbackCode;
  return new ApiError(
    code,
    typeof s.reason === "string" ? s.reason : "",
    typeof s.message === "string" ? s.message : `the API answered ${code}`,
  );
}
/** The path of a resource (and of one object, and its subresource), as Kubernetes' REST paths are built. */
export function resourcePath(ref, name, subresource) {
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
export function sleep(ms, signal) {
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
export function yieldToLoop() {
  return new Promise((resolve) => setImmediate(resolve));
}
/** The object's metadata.name. */
export function nameOf(object) {
  return String(object.metadata?.name);
}
/** The timestamps Kubernetes writes: metav1.Time (`2026-01-02T03:04:05Z`) and metav1.MicroTime (microseconds). */
export function metaTime(at) {
  return new Date(at).toISOString().replace(/\.\d+Z$/, "Z");
}
export function microTime(at) {
  return new Date(at).toISOString().replace(/\.(\d{3})Z$/, ".$1000Z");
}
