// Copied by corespec from templates/server/apimachinery/meta-time.ts. DO NOT EDIT: change the template and run `npm run generate`.
/** The timestamps Kubernetes writes in objects: metav1.Time (RFC 3339, seconds) and metav1.MicroTime (microseconds), in UTC. */
/** A Time: `2026-01-02T03:04:05Z`. */
export function metaTime(at = new Date()) {
  return new Date(at).toISOString().replace(/\.\d+Z$/, "Z");
}
/** A MicroTime: `2026-01-02T03:04:05.123000Z` (JavaScript clocks give milliseconds). */
export function microTime(at = new Date()) {
  return new Date(at).toISOString().replace(/\.(\d{3})Z$/, ".$1000Z");
}
