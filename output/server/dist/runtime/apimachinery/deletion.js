// Copied by corespec from templates/server/apimachinery/deletion.ts. DO NOT EDIT: change the template and run `npm run generate`.
export const FINALIZER_ORPHAN = "orphan";
export const FINALIZER_FOREGROUND = "foregroundDeletion";
/** The finalizers of an object's metadata (strings only). */
export function finalizersOf(metadata) {
  const value = metadata.finalizers;
  return Array.isArray(value) ? value.filter((f) => typeof f === "string") : [];
}
/** The finalizers a delete leaves on an object, and whether they differ from its own (deletionFinalizersForGarbageCollection). */
export function finalizersAfterDelete(info, finalizers, options) {
  if (!info.garbageCollection)
    return {
      finalizers: [...finalizers],
      changed: false,
    };
  const orphan = shouldOrphan(finalizers, options);
  const foreground = shouldDeleteInForeground(finalizers, options);
  const next = finalizers.filter((f) => f !== FINALIZER_ORPHAN && f !== FINALIZER_FOREGROUND);
  if (orphan) next.push(FINALIZER_ORPHAN);
  if (foreground) next.push(FINALIZER_FOREGROUND);
  const same =
    new Set(next).size === new Set(finalizers).size && next.every((f) => finalizers.includes(f));
  return same
    ? {
        finalizers: [...finalizers],
        changed: false,
      }
    : {
        finalizers: next,
        changed: true,
      };
}
/** shouldOrphanDependents: orphanDependents, else the policy, else the object's own finalizer. */
function shouldOrphan(finalizers, options) {
  if (typeof options.orphanDependents === "boolean") return options.orphanDependents;
  if (typeof options.propagationPolicy === "string") return options.propagationPolicy === "Orphan";
  for (const f of finalizers) {
    if (f === FINALIZER_ORPHAN) return true;
    if (f === FINALIZER_FOREGROUND) return false;
  }
  return false;
}
/** shouldDeleteDependents: never with orphanDependents set; Foreground; else the object's own finalizer. */
function shouldDeleteInForeground(finalizers, options) {
  if (typeof options.orphanDependents === "boolean") return false;
  if (typeof options.propagationPolicy === "string")
    return options.propagationPolicy === "Foreground";
  return finalizers.includes(FINALIZER_FOREGROUND);
}
