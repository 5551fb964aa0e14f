// Copied by corespec from templates/server/apimachinery/audit-annotations.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * The audit annotations of a request (admission.Attributes AddAnnotation and
 * AddAnnotationWithLevel): key-value pairs the admission plugins add, written in the
 * `annotations` of the request's audit Event. An annotation of level Request (a mutating
 * webhook's patch) is logged only at levels Request and RequestResponse; a key keeps its first
 * value, as Kubernetes refuses to change one.
 */
export type AnnotationLevel = "Metadata" | "Request";

const RANK: Readonly<Record<string, number>> = { Metadata: 1, Request: 2, RequestResponse: 3 };

export class AuditAnnotations {
  private readonly values = new Map<string, { value: string; level: AnnotationLevel }>();

  add(key: string, value: string, level: AnnotationLevel = "Metadata"): void {
    if (!this.values.has(key)) this.values.set(key, { value, level });
  }

  /** The annotations an Event of the level carries; undefined when none. */
  at(level: string): Record<string, string> | undefined {
    const rank = RANK[level] ?? 0;
    const kept = [...this.values].filter(([, a]) => RANK[a.level]! <= rank);
    return kept.length === 0
      ? undefined
      : Object.fromEntries(kept.map(([key, a]) => [key, a.value]));
  }
}
