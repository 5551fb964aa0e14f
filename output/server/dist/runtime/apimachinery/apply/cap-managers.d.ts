/**
 * At most DEFAULT_MAX_UPDATE_MANAGERS Update entries, as Kubernetes' capManagersManager keeps
 * them (k8s.io/apimachinery/pkg/util/managedfields/internal/capmanagers.go, capUpdateManagers):
 * past the cap, the oldest Update entries are merged, per apiVersion, into one
 * `ancient-changes` entry, until the Update entries are no more than the cap. Apply entries
 * are never merged. Runs after every update (not after an apply), so an object written by any
 * number of updaters keeps a bounded list.
 */
import { type ManagedEntry } from "./entries.js";
/** DefaultMaxUpdateManagers (fieldmanager.go). */
export declare const DEFAULT_MAX_UPDATE_MANAGERS = 10;
/** The manager of the merged entries (NewCapManagersManager's oldUpdatesManagerName). */
export declare const ANCIENT_CHANGES = "ancient-changes";
/** The entries with the oldest Update entries merged into `ancient-changes` ones (in place: `entries` is changed and returned). */
export declare function capUpdateManagers(entries: ManagedEntry[], max?: number): ManagedEntry[];
