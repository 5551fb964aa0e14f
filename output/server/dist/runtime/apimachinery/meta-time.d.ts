/** The timestamps Kubernetes writes in objects: metav1.Time (RFC 3339, seconds) and metav1.MicroTime (microseconds), in UTC. */
/** A Time: `2026-01-02T03:04:05Z`. */
export declare function metaTime(at?: Date | number): string;
/** A MicroTime: `2026-01-02T03:04:05.123000Z` (JavaScript clocks give milliseconds). */
export declare function microTime(at?: Date | number): string;
