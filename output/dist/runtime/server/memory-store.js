// Copied by corespec from templates/runtime/server/memory-store.ts. DO NOT EDIT: change the template and run `npm run generate`.
/**
 * The default Storage: everything in memory, one process.
 *
 * - Objects are stored once, as deep-frozen JSON (parsed from their serialization, which
 *   V8 keeps compact), in one Map per resource keyed `namespace/name` (or `name`). Reads,
 *   lists and watch events hand out these same frozen objects: nothing is copied per reader
 *   or per watcher.
 * - Each resource keeps its last `historySize` changes (with the previous state of each
 *   object). They serve watches from a past revision, and rebuild the state at a past
 *   revision for `Exact` lists and for the pages of a list (which all read the first page's
 *   revision): the current state with the changes since undone. Older changes are dropped, so
 *   memory stays bounded; a revision before the dropped ones is "too old" (410 Expired).
 * - Sorted keys are kept per resource and merged with the keys added since on the next list,
 *   so creates cost O(1) and pages are found by binary search.
 * - Watchers are called synchronously, in revision order, from the write that makes a change
 *   (after their selectors, which read the frozen objects in place), so fan-out to
 *   thousands of watchers costs one loop.
 */
import { Buffer } from "node:buffer";
import { deepEqual } from "../values.js";
import { matchesFields, matchesLabels, requiredFieldValue, } from "./selectors.js";
import { parseResourceVersion, StoreError, } from "./storage.js";
/** The default of MemoryStoreOptions.historyBytes: 64 MiB of JSON per resource. */
export const DEFAULT_HISTORY_BYTES = 64 * 1024 * 1024;
/**
 * How far in the future a continue token's issue time may lie (clock skew between servers):
 * a token claiming a later time is refused, so no token can outlive its time to live.
 */
const CONTINUE_CLOCK_SKEW_MS = 1000;
const EXPIRED_CONTINUE = "The provided continue parameter is too old to display a consistent list result. You can start a new list without the continue parameter, or use the continue token in this response to retrieve the remainder of the results. Continuing with the provided token results in an inconsistent list - objects that were created, modified, or deleted between the time the first chunk was returned and now may show up in the list.";
function metaOf(object) {
    const m = object.metadata;
    return typeof m === "object" && m !== null && !Array.isArray(m) ? m : {};
}
function str(value) {
    return typeof value === "string" && value !== "" ? value : undefined;
}
/** Freezes a JSON value and everything in it, without recursion (hostile depth cannot overflow). */
function deepFreeze(value) {
    const stack = [value];
    while (stack.length > 0) {
        const v = stack.pop();
        if (typeof v !== "object" || v === null || Object.isFrozen(v))
            continue;
        Object.freeze(v);
        if (Array.isArray(v))
            for (let i = 0; i < v.length; i++)
                stack.push(v[i]);
        else
            for (const k in v)
                stack.push(v[k]);
    }
    return value;
}
/** A frozen copy that shares everything but the top level and metadata, with another resourceVersion. */
function withResourceVersion(object, rv) {
    const metadata = Object.freeze({ ...metaOf(object), resourceVersion: rv });
    return Object.freeze({ ...object, metadata });
}
function lowerBound(keys, key) {
    let lo = 0;
    let hi = keys.length;
    while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (keys[mid] < key)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}
function upperBound(keys, key) {
    let lo = 0;
    let hi = keys.length;
    while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (keys[mid] <= key)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}
function compare(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
/** One change of a resource, with the state before it (for undoing) and its events, built once. */
class Change {
    type;
    key;
    rv;
    object;
    prev;
    bytes;
    added;
    modified;
    deleted;
    resourceVersion;
    constructor(type, key, rv, 
    /** The new state; for DELETED the last state with the deletion's resourceVersion. */
    object, 
    /** The state before; undefined for ADDED. */
    prev, 
    /** The JSON size of the object, counted against the history's byte budget. */
    bytes) {
        this.type = type;
        this.key = key;
        this.rv = rv;
        this.object = object;
        this.prev = prev;
        this.bytes = bytes;
        this.resourceVersion = String(rv);
    }
    event(type) {
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
                const object = this.type === "DELETED" || this.prev === undefined
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
function selects(selection, object) {
    if (selection.labelSelector !== undefined && selection.labelSelector.requirements.length > 0) {
        const labels = metaOf(object).labels;
        if (!matchesLabels(selection.labelSelector, typeof labels === "object" && labels !== null
            ? labels
            : undefined))
            return false;
    }
    if (selection.fieldSelector !== undefined &&
        selection.fieldSelector.requirements.length > 0 &&
        !matchesFields(selection.fieldSelector, object))
        return false;
    return true;
}
function hasSelectors(selection) {
    return ((selection.labelSelector?.requirements.length ?? 0) > 0 ||
        (selection.fieldSelector?.requirements.length ?? 0) > 0);
}
const EVERY_KEY = { lo: "", hi: undefined };
function namespaceRange(namespace) {
    // "/" + 1 is "0": every key of the namespace sorts in [ns/, ns0).
    return { lo: `${namespace}/`, hi: `${namespace}0` };
}
function inRange(range, key) {
    if (range.exact !== undefined)
        return key === range.exact;
    return key >= range.lo && (range.hi === undefined || key < range.hi);
}
/** Everything the store keeps of one resource. */
class Bucket {
    historySize;
    historyByteLimit;
    objects = new Map();
    /** Sorted keys; may hold keys removed since, and miss keys added since, until the next read. */
    sorted = [];
    added = [];
    removed = [];
    /** Changes in revision order: history[start..]. */
    history = [];
    start = 0;
    /** The bytes of history[start..]. */
    historyBytes = 0;
    /** Changes at or below this revision may be gone. */
    compactedRv = 0;
    watchers = new Set();
    constructor(historySize, historyByteLimit) {
        this.historySize = historySize;
        this.historyByteLimit = historyByteLimit;
    }
    keyAdded(key) {
        this.added.push(key);
    }
    keyRemoved(key) {
        this.removed.push(key);
    }
    /** The current keys, sorted. */
    keys() {
        const pending = this.added.length + this.removed.length;
        if (pending === 0)
            return this.sorted;
        const sorted = this.sorted;
        if (pending <= 64 + (sorted.length >>> 6)) {
            // A few writes since the last read: edit in place (splice moves memory natively).
            for (const key of this.removed) {
                if (this.objects.has(key))
                    continue;
                const at = lowerBound(sorted, key);
                if (sorted[at] === key)
                    sorted.splice(at, 1);
            }
            for (const key of this.added) {
                if (!this.objects.has(key))
                    continue;
                const at = lowerBound(sorted, key);
                if (sorted[at] !== key)
                    sorted.splice(at, 0, key);
            }
        }
        else {
            // Many: one merge of the sorted additions.
            const added = this.added.sort(compare);
            const merged = [];
            let i = 0;
            let j = 0;
            while (i < sorted.length || j < added.length) {
                let key;
                if (j >= added.length || (i < sorted.length && sorted[i] <= added[j]))
                    key = sorted[i++];
                else
                    key = added[j++];
                if (merged.length > 0 && merged[merged.length - 1] === key)
                    continue;
                if (this.objects.has(key))
                    merged.push(key);
            }
            this.sorted = merged;
        }
        this.added = [];
        this.removed = [];
        return this.sorted;
    }
    record(change) {
        this.history.push(change);
        this.historyBytes += change.bytes;
        // Past either bound the oldest changes go; revisions before them are then too old (410).
        while (this.history.length - this.start > this.historySize ||
            (this.historyBytes > this.historyByteLimit && this.history.length - this.start > 0)) {
            const dropped = this.history[this.start];
            this.history[this.start] = undefined;
            this.start++;
            this.historyBytes -= dropped.bytes;
            this.compactedRv = Math.max(this.compactedRv, dropped.rv);
        }
        if (this.start >= 1024 && this.start * 2 >= this.history.length) {
            this.history = this.history.slice(this.start);
            this.start = 0;
        }
    }
    /** The number and bytes of the changes kept. */
    historyUsage() {
        return { changes: this.history.length - this.start, bytes: this.historyBytes };
    }
    /** The kept changes after a revision, oldest first. */
    changesAfter(rv) {
        const h = this.history;
        let lo = this.start;
        let hi = h.length;
        while (lo < hi) {
            const mid = (lo + hi) >>> 1;
            if (h[mid].rv <= rv)
                lo = mid + 1;
            else
                hi = mid;
        }
        return h.slice(lo);
    }
    /** Drops the changes at or below a revision. */
    compact(rv) {
        let i = this.start;
        while (i < this.history.length && this.history[i].rv <= rv)
            this.historyBytes -= this.history[i++].bytes;
        this.history = this.history.slice(i);
        this.start = 0;
        this.compactedRv = Math.max(this.compactedRv, rv);
    }
}
const CURRENT = { overlay: undefined, extra: [] };
function encodeContinue(token) {
    return Buffer.from(JSON.stringify({ v: 1, rv: token.rv, start: token.start, t: token.t })).toString("base64url");
}
function decodeContinue(text) {
    let value;
    try {
        if (!/^[A-Za-z0-9_-]*={0,2}$/.test(text))
            throw new Error("not base64url");
        value = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
    }
    catch {
        throw StoreError.badRequest("invalid continue token: not a token this server issued");
    }
    const v = value;
    if (typeof v !== "object" ||
        v === null ||
        v.v !== 1 ||
        typeof v.rv !== "number" ||
        !Number.isSafeInteger(v.rv) ||
        v.rv < 0 ||
        typeof v.start !== "string" ||
        typeof v.t !== "number") {
        throw StoreError.badRequest("invalid continue token: not a token this server issued");
    }
    return { rv: v.rv, start: v.start, t: v.t };
}
/** A watch of a MemoryStore. */
class MemoryWatcher {
    bucket;
    range;
    selection;
    onEvent;
    onStop;
    stopped = false;
    /** Changes at or below this revision were accounted for when the watch started. */
    startRv = 0;
    /** Events waiting for the first delivery (initial events, replayed changes, and changes since). */
    pending = [];
    filtered;
    constructor(bucket, range, selection, onEvent, onStop) {
        this.bucket = bucket;
        this.range = range;
        this.selection = selection;
        this.onEvent = onEvent;
        this.onStop = onStop;
        this.filtered = hasSelectors(selection);
    }
    stop() {
        if (this.stopped)
            return;
        this.stopped = true;
        this.pending = null;
        if (this.bucket?.watchers.delete(this))
            this.onStop();
    }
    /** The event this watcher sees of a change, if any (Kubernetes' cacheWatcher.convertToWatchEvent). */
    view(change) {
        if (!inRange(this.range, change.key))
            return undefined;
        if (!this.filtered)
            return change.event(change.type);
        const now = change.type !== "DELETED" && selects(this.selection, change.object);
        const before = change.prev !== undefined && selects(this.selection, change.prev);
        if (now)
            return change.event(before ? "MODIFIED" : "ADDED");
        return before ? change.event("DELETED") : undefined;
    }
    deliver(event) {
        if (this.stopped)
            return;
        if (this.pending !== null) {
            this.pending.push(event);
            return;
        }
        this.call(event);
    }
    call(event) {
        try {
            this.onEvent(event);
        }
        catch {
            // A listener that throws ends its own watch; the store and other watchers go on.
            this.stop();
        }
    }
    /** Delivers what waited, including changes that arrive meanwhile, then goes live. */
    flush() {
        const pending = this.pending;
        if (pending === null)
            return;
        for (let i = 0; i < pending.length && !this.stopped; i++)
            this.call(pending[i]);
        if (!this.stopped)
            this.pending = null;
    }
}
/** A watcher that failed before it started: it only reports its error. */
class FailedWatcher {
    stopped = false;
    constructor(error, onError) {
        queueMicrotask(() => {
            if (this.stopped)
                return;
            this.stopped = true;
            onError(error);
        });
    }
    stop() {
        this.stopped = true;
    }
}
/** The in-memory Storage. */
export class MemoryStore {
    rv = 1;
    buckets = new Map();
    historySize;
    historyBytes;
    continueTtlMs;
    bookmarkIntervalMs;
    now;
    watcherCount = 0;
    bookmarkTimer;
    queue = [];
    dispatching = false;
    constructor(options = {}) {
        this.historySize = Math.max(0, Math.floor(options.historySize ?? 10_000));
        this.historyBytes = Math.max(0, options.historyBytes ?? DEFAULT_HISTORY_BYTES);
        this.continueTtlMs = options.continueTtlMs ?? 5 * 60_000;
        this.bookmarkIntervalMs = options.bookmarkIntervalMs ?? 60_000;
        this.now = options.now ?? Date.now;
    }
    resourceVersion() {
        return String(this.rv);
    }
    bucket(key) {
        const id = `${key.group}/${key.resource}`;
        let bucket = this.buckets.get(id);
        if (bucket === undefined) {
            bucket = new Bucket(this.historySize, this.historyBytes);
            this.buckets.set(id, bucket);
        }
        return bucket;
    }
    keyOf(key, namespace, name) {
        return key.namespaced ? `${namespace ?? ""}/${name}` : name;
    }
    objectKey(key, object) {
        const m = metaOf(object);
        const name = str(m.name);
        const causes = [];
        if (name === undefined)
            causes.push({
                reason: "FieldValueRequired",
                message: "Required value: name is required",
                field: "metadata.name",
            });
        const namespace = str(m.namespace);
        if (key.namespaced && namespace === undefined)
            causes.push({
                reason: "FieldValueRequired",
                message: "Required value",
                field: "metadata.namespace",
            });
        if (causes.length > 0)
            throw StoreError.invalid(causes.map((c) => `${c.field}: ${c.message}`).join(", "), causes);
        return this.keyOf(key, namespace, name);
    }
    /** A frozen, compact copy of the object with a resourceVersion, and its JSON size. */
    freeze(object, rv) {
        const text = JSON.stringify({
            ...object,
            metadata: { ...metaOf(object), resourceVersion: rv },
        });
        return { stored: deepFreeze(JSON.parse(text)), bytes: text.length };
    }
    commit(bucket, change) {
        bucket.record(change);
        if (bucket.watchers.size === 0)
            return;
        this.queue.push([bucket, change]);
        if (this.dispatching)
            return; // a listener wrote: its change goes out after the current one
        this.dispatching = true;
        try {
            for (let q = 0; q < this.queue.length; q++) {
                const [b, c] = this.queue[q];
                for (const watcher of b.watchers) {
                    if (c.rv <= watcher.startRv)
                        continue; // started during this dispatch: already replayed
                    const event = watcher.view(c);
                    if (event !== undefined)
                        watcher.deliver(event);
                }
            }
        }
        finally {
            this.queue.length = 0;
            this.dispatching = false;
        }
    }
    create(key, object) {
        try {
            const bucket = this.bucket(key);
            const k = this.objectKey(key, object);
            if (bucket.objects.has(k))
                throw StoreError.alreadyExists(key, String(metaOf(object).name));
            const rv = this.rv + 1;
            const { stored, bytes } = this.freeze(object, String(rv));
            this.rv = rv;
            bucket.objects.set(k, stored);
            bucket.keyAdded(k);
            this.commit(bucket, new Change("ADDED", k, rv, stored, undefined, bytes));
            return Promise.resolve(stored);
        }
        catch (error) {
            return Promise.reject(error);
        }
    }
    get(key, namespace, name) {
        const bucket = this.buckets.get(`${key.group}/${key.resource}`);
        return Promise.resolve(bucket?.objects.get(this.keyOf(key, namespace, name)));
    }
    checkPrecondition(key, name, old, precondition, write) {
        if (precondition === undefined)
            return;
        const m = metaOf(old);
        if (precondition.uid !== undefined && precondition.uid !== "" && precondition.uid !== m.uid) {
            throw StoreError.conflict(key, name, `Precondition failed: UID in precondition: ${precondition.uid}, UID in object meta: ${String(m.uid ?? "")}`);
        }
        if (precondition.resourceVersion !== undefined &&
            precondition.resourceVersion !== "" &&
            precondition.resourceVersion !== m.resourceVersion) {
            throw StoreError.conflict(key, name, write === "delete"
                ? `Precondition failed: ResourceVersion in precondition: ${precondition.resourceVersion}, ResourceVersion in object meta: ${String(m.resourceVersion ?? "")}`
                : undefined);
        }
    }
    update(key, object, precondition) {
        try {
            const bucket = this.bucket(key);
            const k = this.objectKey(key, object);
            const name = String(metaOf(object).name);
            const old = bucket.objects.get(k);
            if (old === undefined)
                throw StoreError.notFound(key, name);
            this.checkPrecondition(key, name, old, precondition, "update");
            const oldRv = String(metaOf(old).resourceVersion);
            const next = { ...object, metadata: { ...metaOf(object), resourceVersion: oldRv } };
            if (deepEqual(next, old))
                return Promise.resolve(old); // nothing changed (in any key order): no write, no event
            const text = JSON.stringify(next);
            const rv = this.rv + 1;
            const parsed = JSON.parse(text);
            parsed.metadata.resourceVersion = String(rv);
            const stored = deepFreeze(parsed);
            this.rv = rv;
            bucket.objects.set(k, stored);
            this.commit(bucket, new Change("MODIFIED", k, rv, stored, old, text.length));
            return Promise.resolve(stored);
        }
        catch (error) {
            return Promise.reject(error);
        }
    }
    delete(key, namespace, name, precondition) {
        try {
            const bucket = this.bucket(key);
            const k = this.keyOf(key, namespace, name);
            const old = bucket.objects.get(k);
            if (old === undefined)
                throw StoreError.notFound(key, name);
            this.checkPrecondition(key, name, old, precondition, "delete");
            const rv = ++this.rv;
            const last = withResourceVersion(old, String(rv));
            bucket.objects.delete(k);
            bucket.keyRemoved(k);
            this.commit(bucket, new Change("DELETED", k, rv, last, old, JSON.stringify(old).length));
            return Promise.resolve(last);
        }
        catch (error) {
            return Promise.reject(error);
        }
    }
    /** The state of a resource at a revision the kept history reaches. */
    snapshot(bucket, rv) {
        if (rv >= this.rv)
            return CURRENT;
        const changes = bucket.changesAfter(rv);
        if (changes.length === 0)
            return CURRENT;
        const overlay = new Map();
        // Newest first, so the oldest change's previous state (the state at rv) wins.
        for (let i = changes.length - 1; i >= 0; i--) {
            const c = changes[i];
            overlay.set(c.key, c.prev ?? null);
        }
        const extra = [];
        for (const [k, v] of overlay)
            if (v !== null && !bucket.objects.has(k))
                extra.push(k);
        extra.sort(compare);
        return { overlay, extra };
    }
    listRange(key, namespace, selection) {
        if (!key.namespaced)
            return EVERY_KEY;
        const ns = namespace !== undefined && namespace !== ""
            ? namespace
            : requiredFieldValue(selection.fieldSelector, "metadata.namespace");
        return ns !== undefined && ns !== "" ? namespaceRange(ns) : EVERY_KEY;
    }
    list(key, query) {
        try {
            return Promise.resolve(this.listNow(key, query));
        }
        catch (error) {
            return Promise.reject(error);
        }
    }
    listNow(key, query) {
        const bucket = this.bucket(key);
        const selection = {
            ...(query.labelSelector ? { labelSelector: query.labelSelector } : {}),
            ...(query.fieldSelector ? { fieldSelector: query.fieldSelector } : {}),
        };
        const range = this.listRange(key, query.namespace, selection);
        const limit = query.limit !== undefined && query.limit > 0 ? Math.floor(query.limit) : undefined;
        const rvText = query.resourceVersion ?? "";
        let at;
        let after;
        let issued = this.now();
        if (query.continue !== undefined && query.continue !== "") {
            if (rvText !== "" && rvText !== "0")
                throw StoreError.badRequest("specifying resource version is not allowed when using continue");
            const token = decodeContinue(query.continue);
            if (key.namespaced && range !== EVERY_KEY && !token.start.startsWith(range.lo)) {
                throw StoreError.badRequest("invalid continue token: it belongs to another list");
            }
            const now = this.now();
            // A token claiming to be issued in the future would never expire: it is as good as expired.
            const expired = now - token.t > this.continueTtlMs ||
                token.t > now + CONTINUE_CLOCK_SKEW_MS ||
                token.rv < bucket.compactedRv ||
                token.rv > this.rv;
            if (expired) {
                throw StoreError.expired(EXPIRED_CONTINUE, encodeContinue({ rv: this.rv, start: token.start, t: this.now() }));
            }
            at = token.rv;
            after = token.start;
            issued = token.t;
        }
        else {
            const match = query.resourceVersionMatch;
            if (match !== undefined && rvText === "")
                throw StoreError.invalid("resourceVersionMatch: Forbidden: resourceVersionMatch is forbidden unless resourceVersion is provided");
            if (rvText === "" || rvText === "0") {
                if (match === "Exact" && rvText === "0")
                    throw StoreError.invalid('resourceVersionMatch: Forbidden: resourceVersionMatch "exact" is forbidden for resourceVersion "0"');
                at = this.rv;
            }
            else {
                const requested = parseResourceVersion(rvText);
                if (requested > this.rv)
                    throw StoreError.tooLargeResourceVersion(requested, this.rv);
                const exact = match === "Exact" || (match === undefined && limit !== undefined);
                if (exact) {
                    if (requested < bucket.compactedRv)
                        throw StoreError.expired("The resourceVersion for the provided list is too old.");
                    at = requested;
                }
                else
                    at = this.rv;
            }
        }
        const snap = this.snapshot(bucket, at);
        const keys = bucket.keys();
        const { overlay, extra } = snap;
        const objects = bucket.objects;
        const filtered = hasSelectors(selection);
        const items = [];
        let i = after !== undefined && after >= range.lo
            ? upperBound(keys, after)
            : lowerBound(keys, range.lo);
        let j = extra.length === 0
            ? 0
            : after !== undefined && after >= range.lo
                ? upperBound(extra, after)
                : lowerBound(extra, range.lo);
        const hi = range.hi;
        let lastKey;
        let more = false;
        if (overlay === undefined && !filtered) {
            // The common case: a slice of the sorted keys.
            const end = hi === undefined ? keys.length : lowerBound(keys, hi);
            const stop = limit === undefined ? end : Math.min(end, i + limit);
            for (let n = i; n < stop; n++)
                items.push(objects.get(keys[n]));
            if (stop < end) {
                more = true;
                lastKey = keys[stop - 1];
            }
        }
        else {
            for (;;) {
                let k;
                if (j < extra.length && (i >= keys.length || extra[j] < keys[i]))
                    k = extra[j++];
                else if (i < keys.length)
                    k = keys[i++];
                else
                    break;
                if (hi !== undefined && k >= hi)
                    break;
                const object = overlay !== undefined && overlay.has(k) ? overlay.get(k) : objects.get(k);
                if (object === null || object === undefined)
                    continue;
                if (limit !== undefined && items.length >= limit) {
                    more = true;
                    break;
                }
                if (filtered && !selects(selection, object))
                    continue;
                items.push(object);
                lastKey = k;
            }
        }
        const result = { items, resourceVersion: String(at) };
        if (more && lastKey !== undefined) {
            result.continue = encodeContinue({ rv: at, start: lastKey, t: issued });
            if (!filtered)
                result.remainingItemCount = this.countAfter(bucket, keys, snap, lastKey, hi);
        }
        return result;
    }
    /** How many keys the snapshot holds in (after, hi). */
    countAfter(bucket, keys, snap, after, hi) {
        let count = (hi === undefined ? keys.length : lowerBound(keys, hi)) - upperBound(keys, after);
        if (snap.overlay !== undefined) {
            for (const [k, v] of snap.overlay) {
                if (k <= after || (hi !== undefined && k >= hi))
                    continue;
                count += (v !== null ? 1 : 0) - (bucket.objects.has(k) ? 1 : 0);
            }
        }
        return count;
    }
    watch(key, query, onEvent, onError) {
        const bucket = this.bucket(key);
        const rvText = query.resourceVersion ?? "";
        let from;
        let initial;
        try {
            if (rvText !== "" && rvText !== "0") {
                from = parseResourceVersion(rvText);
                if (from > this.rv)
                    throw StoreError.tooLargeResourceVersion(from, this.rv);
            }
            initial = query.sendInitialEvents ?? from === undefined;
            if (!initial && from !== undefined && from < bucket.compactedRv) {
                throw StoreError.expired(`too old resource version: ${from} (${bucket.compactedRv})`);
            }
        }
        catch (error) {
            if (error instanceof StoreError)
                return new FailedWatcher(error, onError);
            throw error;
        }
        const selection = {
            ...(query.labelSelector ? { labelSelector: query.labelSelector } : {}),
            ...(query.fieldSelector ? { fieldSelector: query.fieldSelector } : {}),
        };
        let range;
        if (query.name !== undefined && query.name !== "")
            range = { lo: "", hi: undefined, exact: this.keyOf(key, query.namespace, query.name) };
        else
            range =
                key.namespaced && query.namespace !== undefined && query.namespace !== ""
                    ? namespaceRange(query.namespace)
                    : EVERY_KEY;
        const watcher = new MemoryWatcher(bucket, range, selection, onEvent, () => this.watcherStopped());
        watcher.startRv = this.rv;
        const pending = watcher.pending;
        if (initial) {
            for (const object of this.currentObjects(bucket, range)) {
                if (!selects(selection, object))
                    continue;
                pending.push({
                    type: "ADDED",
                    object,
                    resourceVersion: String(metaOf(object).resourceVersion),
                });
            }
            if (query.sendInitialEvents === true)
                pending.push({
                    type: "BOOKMARK",
                    resourceVersion: String(this.rv),
                    initialEventsEnd: true,
                });
        }
        else if (from !== undefined) {
            for (const change of bucket.changesAfter(from)) {
                const event = watcher.view(change);
                if (event !== undefined)
                    pending.push(event);
            }
        }
        bucket.watchers.add(watcher);
        this.watcherStarted();
        queueMicrotask(() => watcher.flush());
        return watcher;
    }
    currentObjects(bucket, range) {
        if (range.exact !== undefined) {
            const object = bucket.objects.get(range.exact);
            return object === undefined ? [] : [object];
        }
        const keys = bucket.keys();
        const end = range.hi === undefined ? keys.length : lowerBound(keys, range.hi);
        const out = [];
        for (let n = lowerBound(keys, range.lo); n < end; n++)
            out.push(bucket.objects.get(keys[n]));
        return out;
    }
    watcherStarted() {
        this.watcherCount++;
        if (this.bookmarkTimer === undefined && this.bookmarkIntervalMs > 0) {
            this.bookmarkTimer = setInterval(() => this.sendBookmarks(), this.bookmarkIntervalMs);
            this.bookmarkTimer.unref?.();
        }
    }
    watcherStopped() {
        this.watcherCount--;
        if (this.watcherCount <= 0 && this.bookmarkTimer !== undefined) {
            clearInterval(this.bookmarkTimer);
            this.bookmarkTimer = undefined;
        }
    }
    /** Sends every running watch a BOOKMARK at the current revision (also done every `bookmarkIntervalMs`). */
    sendBookmarks() {
        const bookmark = Object.freeze({
            type: "BOOKMARK",
            resourceVersion: String(this.rv),
        });
        for (const bucket of this.buckets.values()) {
            for (const watcher of [...bucket.watchers])
                if (watcher.pending === null)
                    watcher.deliver(bookmark);
        }
    }
    /**
     * Drops the kept changes at or below a revision (default: all), as etcd compaction does:
     * watches and Exact lists from older revisions, and continue tokens of lists read before
     * it, then answer 410 Expired.
     */
    compact(revision) {
        const rv = Math.min(revision ?? this.rv, this.rv);
        for (const bucket of this.buckets.values())
            bucket.compact(rv);
    }
    /** Stops every watch and the bookmark timer. The store stays usable. */
    close() {
        for (const bucket of this.buckets.values())
            for (const watcher of [...bucket.watchers])
                watcher.stop();
        if (this.bookmarkTimer !== undefined)
            clearInterval(this.bookmarkTimer);
        this.bookmarkTimer = undefined;
        this.watcherCount = 0;
    }
    /** The number and JSON bytes of the changes kept for a resource's watches. */
    historyUsage(key) {
        return (this.buckets.get(`${key.group}/${key.resource}`)?.historyUsage() ?? { changes: 0, bytes: 0 });
    }
    /** How many objects a resource holds. */
    count(key) {
        return this.buckets.get(`${key.group}/${key.resource}`)?.objects.size ?? 0;
    }
}
