/**
 * The audit annotations of a request (admission.Attributes AddAnnotation and
 * AddAnnotationWithLevel): key-value pairs the admission plugins add, written in the
 * `annotations` of the request's audit Event. An annotation of level Request (a mutating
 * webhook's patch) is logged only at levels Request and RequestResponse; a key keeps its first
 * value, as Kubernetes refuses to change one.
 */
export type AnnotationLevel = "Metadata" | "Request";
export declare class AuditAnnotations {
  private readonly values;
  add(key: string, value: string, level?: AnnotationLevel): void;
  /** The annotations an Event of the level carries; undefined when none. */
  at(level: string): Record<string, string> | undefined;
}
