// Copied by corespec from templates/server/storage/cache/resource-cache.ts. DO NOT EDIT: change the template and run `npm run generate`.
import { CONTINUE_CLOCK_SKEW_MS, decodeContinue, encodeContinue, INCONSISTENT_CONTINUE_MESSAGE } from "../continue-token.js";
import { metaOf } from "../objects.js";
import { parseResourceVersion, StoreError } from "../storage.js";
import { CacheWatcher, EVERY_KEY, FailedWatcher, namespaceRange } from "./cache-watcher.js";
import { History } from "./history.js";
import { compare, lowerBound, SortedKeys, upperBound } from "./sorted-keys.js";
const CURRENT = { overlay: void 0, extra: [] };
export class ResourceCache {
  constructor(options, onWatchers = () => void 0) {
    this.options = options;
    this.onWatchers = onWatchers;
    this.history = new History(options.historySize, options.historyBytes);
  }
  options;
  onWatchers;
  objects = /* @__PURE__ */ new Map();
  keys = new SortedKeys((k) => this.objects.has(k));
  history;
  watchers = /* @__PURE__ */ new Set();
  queue = [];
  dispatching = false;
  get compactedRv() {
    return this.history.compactedRv;
  }
  historyUsage() {
    return this.history.usage();
  }
  get(key) {
    return this.objects.get(key);
  }
  /** Applies a change: the new state, its history entry, and the events of the watchers. */
  apply(change) {
    if (change.type === "DELETED") {
      this.objects.delete(change.key);
      this.keys.remove(change.key);
    } else {
      if (!this.objects.has(change.key)) this.keys.add(change.key);
      this.objects.set(change.key, change.object);
    }
    this.history.record(change);
    if (this.watchers.size === 0) return;
    this.queue.push(change);
    if (this.dispatching) return;
    this.dispatching = true;
    try {
      for (let q = 0; q < this.queue.length; q++) {
        const c = this.queue[q];
        for (const watcher of this.watchers) {
          if (c.rv <= watcher.startRv) continue;
          const event = watcher.view(c);
          if (event !== void 0) watcher.deliver(event, c.bytes);
        }
      }
    } finally {
      this.queue.length = 0;
      this.dispatching = false;
    }
  }
  /**
   * Replaces every object (a relist): the history is gone, revisions up to `rv` are too old,
   * and running watches end with 410 so that their clients relist too.
   */
  reset(objects, rv) {
    this.objects.clear();
    for (const [k, v] of objects) this.objects.set(k, v);
    this.keys.reset([...objects.keys()]);
    this.history.reset(rv);
    for (const watcher of [...this.watchers]) watcher.fail(StoreError.expired(`too old resource version: the cache was rebuilt at ${rv}`));
  }
  /** The state at a revision the kept history reaches. */
  snapshot(rv) {
    const changes = this.history.after(rv);
    if (changes.length === 0) return CURRENT;
    const overlay = /* @__PURE__ */ new Map();
    for (let i = changes.length - 1; i >= 0; i--) {
      const c = changes[i];
      overlay.set(c.key, c.prev ?? null);
    }
    const extra = [];
    for (const [k, v] of overlay) if (v !== null && !this.objects.has(k)) extra.push(k);
    extra.sort(compare);
    return { overlay, extra };
  }
  list(query, namespaced) {
    const current = this.options.revision();
    const range = namespaced && query.namespace !== void 0 && query.namespace !== "" ? namespaceRange(query.namespace) : EVERY_KEY;
    const limit = query.limit !== void 0 && query.limit > 0 ? Math.floor(query.limit) : void 0;
    const rvText = query.resourceVersion ?? "";
    const now = this.options.now();
    let at;
    let after;
    let issued = now;
    if (query.continue !== void 0 && query.continue !== "") {
      if (rvText !== "" && rvText !== "0") throw StoreError.badRequest("specifying resource version is not allowed when using continue");
      const token = decodeContinue(query.continue);
      if (range !== EVERY_KEY && !token.start.startsWith(range.lo)) throw StoreError.badRequest("invalid continue token: it belongs to another list");
      const expired = now - token.t > this.options.continueTtlMs || token.t > now + CONTINUE_CLOCK_SKEW_MS || token.rv < this.compactedRv || token.rv > current;
      if (expired) throw StoreError.expired(INCONSISTENT_CONTINUE_MESSAGE, encodeContinue({ rv: current, start: token.start, t: now }));
      at = token.rv;
      after = token.start;
      issued = token.t;
    } else {
      const match = query.resourceVersionMatch;
      if (match !== void 0 && rvText === "") throw StoreError.invalid("resourceVersionMatch: Forbidden: resourceVersionMatch is forbidden unless resourceVersion is provided");
      if (rvText === "" || rvText === "0") {
        if (match === "Exact" && rvText === "0") throw StoreError.invalid('resourceVersionMatch: Forbidden: resourceVersionMatch "exact" is forbidden for resourceVersion "0"');
        at = current;
      } else {
        const requested = parseResourceVersion(rvText);
        if (requested > current) throw StoreError.tooLargeResourceVersion(requested, current);
        const exact = match === "Exact" || match === void 0 && limit !== void 0;
        if (exact) {
          if (requested < this.compactedRv) throw StoreError.expired("The resourceVersion for the provided list is too old.");
          at = requested;
        } else at = current;
      }
    }
    return this.page(at, range, query.select, limit, after, issued);
  }
  page(at, range, select, limit, after, issued) {
    const snap = this.snapshot(at);
    const keys = this.keys.read();
    const { overlay, extra } = snap;
    const objects = this.objects;
    const items = [];
    let i = after !== void 0 && after >= range.lo ? upperBound(keys, after) : lowerBound(keys, range.lo);
    let j = extra.length === 0 ? 0 : after !== void 0 && after >= range.lo ? upperBound(extra, after) : lowerBound(extra, range.lo);
    const hi = range.hi;
    let lastKey;
    let more = false;
    if (overlay === void 0 && select === void 0) {
      const end = hi === void 0 ? keys.length : lowerBound(keys, hi);
      const stop = limit === void 0 ? end : Math.min(end, i + limit);
      for (let n = i; n < stop; n++) items.push(objects.get(keys[n]));
      if (stop < end) {
        more = true;
        lastKey = keys[stop - 1];
      }
    } else {
      for (; ; ) {
        let k;
        if (j < extra.length && (i >= keys.length || extra[j] < keys[i])) k = extra[j++];
        else if (i < keys.length) k = keys[i++];
        else break;
        if (hi !== void 0 && k >= hi) break;
        const object = overlay !== void 0 && overlay.has(k) ? overlay.get(k) : objects.get(k);
        if (object === null || object === void 0) continue;
        if (limit !== void 0 && items.length >= limit) {
          more = true;
          break;
        }
        if (select !== void 0 && !select(object)) continue;
        items.push(object);
        lastKey = k;
      }
    }
    const result = { items, resourceVersion: String(at) };
    if (more && lastKey !== void 0) {
      result.continue = encodeContinue({ rv: at, start: lastKey, t: issued });
      if (select === void 0) result.remainingItemCount = this.countAfter(keys, snap, lastKey, hi);
    }
    return result;
  }
  /** How many keys the snapshot holds in (after, hi). */
  countAfter(keys, snap, after, hi) {
    let count = (hi === void 0 ? keys.length : lowerBound(keys, hi)) - upperBound(keys, after);
    if (snap.overlay !== void 0) {
      for (const [k, v] of snap.overlay) {
        if (k <= after || hi !== void 0 && k >= hi) continue;
        count += (v !== null ? 1 : 0) - (this.objects.has(k) ? 1 : 0);
      }
    }
    return count;
  }
  /** Whether the kept history reaches a revision: a watch from it can be served here. */
  reaches(rv) {
    return rv >= this.compactedRv;
  }
  watch(query, exactKey, namespaced, onEvent, onEnd) {
    const current = this.options.revision();
    const rvText = query.resourceVersion ?? "";
    let from;
    let initial;
    try {
      if (rvText !== "" && rvText !== "0") {
        from = parseResourceVersion(rvText);
        if (from > current) throw StoreError.tooLargeResourceVersion(from, current);
      }
      initial = query.sendInitialEvents ?? from === void 0;
      if (!initial && from !== void 0 && from < this.compactedRv) throw StoreError.expired(`too old resource version: ${from} (${this.compactedRv})`);
    } catch (error) {
      if (error instanceof StoreError) return new FailedWatcher(error, onEnd);
      throw error;
    }
    let range;
    if (exactKey !== void 0) range = { lo: "", hi: void 0, exact: exactKey };
    else range = namespaced && query.namespace !== void 0 && query.namespace !== "" ? namespaceRange(query.namespace) : EVERY_KEY;
    const watcher = new CacheWatcher(range, query.select, onEvent, (w) => this.stopped(w), onEnd, this.options.watchQueueBytes);
    watcher.startRv = current;
    if (initial) {
      for (const object of this.currentObjects(range)) {
        if (query.select !== void 0 && !query.select(object)) continue;
        watcher.initial({ type: "ADDED", object, resourceVersion: String(metaOf(object).resourceVersion) });
      }
      if (query.sendInitialEvents === true) watcher.initial({ type: "BOOKMARK", resourceVersion: String(current), initialEventsEnd: true });
    } else if (from !== void 0) {
      for (const change of this.history.after(from)) {
        const event = watcher.view(change);
        if (event !== void 0) watcher.initial(event);
      }
    }
    this.watchers.add(watcher);
    this.onWatchers(1);
    queueMicrotask(() => watcher.flush());
    return watcher;
  }
  stopped(watcher) {
    if (this.watchers.delete(watcher)) this.onWatchers(-1);
  }
  currentObjects(range) {
    if (range.exact !== void 0) {
      const object = this.objects.get(range.exact);
      return object === void 0 ? [] : [object];
    }
    const keys = this.keys.read();
    const end = range.hi === void 0 ? keys.length : lowerBound(keys, range.hi);
    const out = [];
    for (let n = lowerBound(keys, range.lo); n < end; n++) out.push(this.objects.get(keys[n]));
    return out;
  }
  /** Sends the running watches (those past their first delivery) a BOOKMARK at a revision. */
  bookmark(rv) {
    const bookmark = Object.freeze({ type: "BOOKMARK", resourceVersion: String(rv) });
    for (const watcher of [...this.watchers]) watcher.bookmark(bookmark);
  }
  compact(rv) {
    this.history.compact(rv);
  }
  /** Stops every watch. */
  close() {
    for (const watcher of [...this.watchers]) watcher.stop();
  }
  /** How many objects the resource holds. */
  get size() {
    return this.objects.size;
  }
}
