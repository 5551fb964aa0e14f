// Copied by corespec from templates/server/apimachinery/deletion.ts. DO NOT EDIT: change the template and run `npm run generate`.

/**
 * Graceful deletion with finalizers, as the generic store deletes
 * (k8s.io/apiserver/pkg/registry/generic/registry/store.go: Delete,
 * deletionFinalizersForGarbageCollection, updateForGracefulDeletionAndFinalizers): an object
 * that keeps finalizers is not removed but marked with deletionTimestamp and
 * deletionGracePeriodSeconds 0, and goes when an update removes its last finalizer. The
 * propagation policy adds its finalizer: `orphan` for Orphan (or orphanDependents: true),
 * `foregroundDeletion` for Foreground.
 */
import type { KindInfo } from "./kinds.js";

export const FINALIZER_ORPHAN = "orphan";
export const FINALIZER_FOREGROUND = "foregroundDeletion";

/** The parts of DeleteOptions the deletion reads. */
export interface DeletionOptions {
  readonly propagationPolicy?: unknown;
  readonly orphanDependents?: unknown;
}

/** The finalizers of an object's metadata (strings only). */
export function finalizersOf(metadata: { readonly [key: string]: unknown }): string[] {
  const value = metadata.finalizers;
  return Array.isArray(value) ? value.filter((f): f is string => typeof f === "string") : [];
}

/** The finalizers a delete leaves on an object, and whether they differ from its own (deletionFinalizersForGarbageCollection). */
export function finalizersAfterDelete(
  info: KindInfo,
  finalizers: readonly string[],
  options: DeletionOptions,
): { readonly finalizers: string[]; readonly changed: boolean } {
  if (!info.garbageCollection) return { finalizers: [...finalizers], changed: false };
  const orphan = shouldOrphan(finalizers, options);
  const foreground = shouldDeleteInForeground(finalizers, options);
  const next = finalizers.filter((f) => f !== FINALIZER_ORPHAN && f !== FINALIZER_FOREGROUND);
  if (orphan) next.push(FINALIZER_ORPHAN);
  if (foreground) next.push(FINALIZER_FOREGROUND);
  const same =
    new Set(next).size === new Set(finalizers).size && next.every((f) => finalizers.includes(f));
  return same
    ? { finalizers: [...finalizers], changed: false }
    : { finalizers: next, changed: true };
}

/** shouldOrphanDependents: orphanDependents, else the policy, else the object's own finalizer. */
function shouldOrphan(finalizers: readonly string[], options: DeletionOptions): boolean {
  if (typeof options.orphanDependents === "boolean") return options.orphanDependents;
  if (typeof options.propagationPolicy === "string") return options.propagationPolicy === "Orphan";
  for (const f of finalizers) {
    if (f === FINALIZER_ORPHAN) return true;
    if (f === FINALIZER_FOREGROUND) return false;
  }
  return false;
}

/** shouldDeleteDependents: never with orphanDependents set; Foreground; else the object's own finalizer. */
function shouldDeleteInForeground(
  finalizers: readonly string[],
  options: DeletionOptions,
): boolean {
  if (typeof options.orphanDependents === "boolean") return false;
  if (typeof options.propagationPolicy === "string")
    return options.propagationPolicy === "Foreground";
  return finalizers.includes(FINALIZER_FOREGROUND);
}
