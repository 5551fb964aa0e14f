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
export declare const FINALIZER_ORPHAN = "orphan";
export declare const FINALIZER_FOREGROUND = "foregroundDeletion";
/** The parts of DeleteOptions the deletion reads. */
export interface DeletionOptions {
  readonly propagationPolicy?: unknown;
  readonly orphanDependents?: unknown;
}
/** The finalizers of an object's metadata (strings only). */
export declare function finalizersOf(metadata: { readonly [key: string]: unknown }): string[];
/** The finalizers a delete leaves on an object, and whether they differ from its own (deletionFinalizersForGarbageCollection). */
export declare function finalizersAfterDelete(
  info: KindInfo,
  finalizers: readonly string[],
  options: DeletionOptions,
): {
  readonly finalizers: string[];
  readonly changed: boolean;
};
