/**
 * The changes a resource keeps, in revision order, with the state before each: they serve
 * watches from a past revision and rebuild the state at a past revision for consistent pages.
 * Bounded by count and by bytes; past either bound the oldest go, and revisions before them
 * are too old (410 Expired).
 */
import { withResourceVersion } from "../objects.js";
import type { StoredObject, StoreEvent } from "../storage.js";

/** One change of a resource, with the state before it (for undoing) and its events, built once. */
export class Change {
  private added?: StoreEvent;
  private modified?: StoreEvent;
  private deleted?: StoreEvent;
  readonly resourceVersion: string;

  constructor(
    readonly type: "ADDED" | "MODIFIED" | "DELETED",
    readonly key: string,
    readonly rv: number,
    /** The new state; for DELETED the last state with the deletion's resourceVersion. */
    readonly object: StoredObject,
    /** The state before; undefined for ADDED. */
    readonly prev: StoredObject | undefined,
    /** The JSON size of the object, counted against the history's byte budget. */
    readonly bytes: number,
  ) {
    this.resourceVersion = String(rv);
  }

  event(type: "ADDED" | "MODIFIED" | "DELETED"): StoreEvent {
    switch (type) {
      case "ADDED":
        return (this.added ??= Object.freeze({
          type,
          object: this.object,
          resourceVersion: this.resourceVersion,
        }));
      case "MODIFIED":
        return (this.modified ??= Object.freeze({
          type,
          object: this.object,
          resourceVersion: this.resourceVersion,
        }));
      case "DELETED": {
        // An object that stops matching a selector leaves as its previous state at this revision.
        const object =
          this.type === "DELETED" || this.prev === undefined
            ? this.object
            : withResourceVersion(this.prev, this.resourceVersion);
        return (this.deleted ??= Object.freeze({
          type,
          object,
          resourceVersion: this.resourceVersion,
        }));
      }
    }
  }
}

export class History {
  /** Changes in revision order: changes[start..]. */
  private changes: Change[] = [];
  private start = 0;
  /** The bytes of changes[start..]. */
  private bytes = 0;
  /** Changes at or below this revision may be gone. */
  compactedRv = 0;

  constructor(
    private readonly maxChanges: number,
    private readonly maxBytes: number,
  ) {}

  record(change: Change): void {
    this.changes.push(change);
    this.bytes += change.bytes;
    while (
      this.changes.length - this.start > this.maxChanges ||
      (this.bytes > this.maxBytes && this.changes.length - this.start > 0)
    ) {
      const dropped = this.changes[this.start]!;
      this.changes[this.start] = undefined as unknown as Change;
      this.start++;
      this.bytes -= dropped.bytes;
      this.compactedRv = Math.max(this.compactedRv, dropped.rv);
    }
    if (this.start >= 1024 && this.start * 2 >= this.changes.length) {
      this.changes = this.changes.slice(this.start);
      this.start = 0;
    }
  }

  /** The kept changes after a revision, oldest first. */
  after(rv: number): Change[] {
    const h = this.changes;
    let lo = this.start;
    let hi = h.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (h[mid]!.rv <= rv) lo = mid + 1;
      else hi = mid;
    }
    return h.slice(lo);
  }

  /** Drops the changes at or below a revision. */
  compact(rv: number): void {
    let i = this.start;
    while (i < this.changes.length && this.changes[i]!.rv <= rv)
      this.bytes -= this.changes[i++]!.bytes;
    this.changes = this.changes.slice(i);
    this.start = 0;
    this.compactedRv = Math.max(this.compactedRv, rv);
  }

  /** Forgets every change: revisions up to `rv` are too old from now on. */
  reset(rv: number): void {
    this.changes = [];
    this.start = 0;
    this.bytes = 0;
    this.compactedRv = rv;
  }

  usage(): { changes: number; bytes: number } {
    return { changes: this.changes.length - this.start, bytes: this.bytes };
  }
}
