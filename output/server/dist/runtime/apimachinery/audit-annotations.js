// Copied by corespec from templates/server/apimachinery/audit-annotations.ts. DO NOT EDIT: change the template and run `npm run generate`.
const RANK = {
  Metadata: 1,
  Request: 2,
  RequestResponse: 3,
};
export class AuditAnnotations {
  values = new Map();
  add(key, value, level = "Metadata") {
    if (!this.values.has(key))
      this.values.set(key, {
        value,
        level,
      });
  }
  /** The annotations an Event of the level carries; undefined when none. */
  at(level) {
    const rank = RANK[level] ?? 0;
    const kept = [...this.values].filter(([, a]) => RANK[a.level] <= rank);
    return kept.length === 0
      ? undefined
      : Object.fromEntries(kept.map(([key, a]) => [key, a.value]));
  }
}
