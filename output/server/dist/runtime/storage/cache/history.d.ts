import type { StoredObject, StoreEvent } from "../storage.js";
/** One change of a resource, with the state before it (for undoing) and its events, built once. */
export declare class Change {
  readonly type: "ADDED" | "MODIFIED" | "DELETED";
  readonly key: string;
  readonly rv: number;
  /** The new state; for DELETED the last state with the deletion's resourceVersion. */
  readonly object: StoredObject;
  /** The state before; undefined for ADDED. */
  readonly prev: StoredObject | undefined;
  /** The JSON size of the object, counted against the history's byte budget. */
  readonly bytes: number;
  private added?;
  private modified?;
  private deleted?;
  readonly resourceVersion: string;
  constructor(
    type: "ADDED" | "MODIFIED" | "DELETED",
    key: string,
    rv: number,
    /** The new state; for DELETED the last state with the deletion's resourceVersion. */
    object: StoredObject,
    /** The state before; undefined for ADDED. */
    prev: StoredObject | undefined,
    /** The JSON size of the object, counted against the history's byte budget. */
    bytes: number,
  );
  event(type: "ADDED" | "MODIFIED" | "DELETED"): StoreEvent;
}
export declare class History {
  private readonly maxChanges;
  private readonly maxBytes;
  /** Changes in revision order: changes[start..]. */
  private changes;
  private start;
  /** The bytes of changes[start..]. */
  private bytes;
  /** Changes at or below this revision may be gone. */
  compactedRv: number;
  constructor(maxChanges: number, maxBytes: number);
  record(change: Change): void;
  /** The kept changes after a revision, oldest first. */
  after(rv: number): Change[];
  /** Drops the changes at or below a revision. */
  compact(rv: number): void;
  /** Forgets every change: revisions up to `rv` are too old from now on. */
  reset(rv: number): void;
  usage(): {
    changes: number;
    bytes: number;
  };
}
